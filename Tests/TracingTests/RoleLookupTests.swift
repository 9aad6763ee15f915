import Roles
import Testing

@testable import Tracing

/// A type's role in a trace is its own, not that of a delegate protocol it adopts.
@MainActor
@Suite struct RoleLookupTests {
    private protocol RowDelegate: AnyObject, Role.ViewModel {}
    private protocol FormDelegate: AnyObject, Role.View {}
    private final class Cell: Role.View, RowDelegate {}
    private final class FormController: Role.Controller, FormDelegate {}
    private final class RowViewModel: Role.ViewModel {}
    private final class Helper {}

    @Test func aViewThatAdoptsItsViewModelsDelegateIsAView() {
        #expect(RoleLookup.declaredRole(of: Cell.self) == "view")
    }

    @Test func aControllerThatAdoptsItsViewsDelegateIsAController() {
        #expect(RoleLookup.declaredRole(of: FormController.self) == "controller")
    }

    @Test func aTypeWithOneRoleHasIt() {
        #expect(RoleLookup.declaredRole(of: RowViewModel.self) == "view model")
        #expect(RoleLookup.declaredRole(of: Helper.self) == "no declared role")
    }
}
