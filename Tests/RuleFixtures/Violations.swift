// Deliberate violations, one or more per architecture rule. The analysis tests check that every
// rule fires on its bad example here, so that no rule can pass just because it checks nothing.
// Nothing uses these types.

import MVC
import Model
import Roles
import TextUI

/// Breaks "view models reach no view or toolkit type": it holds a toolkit label.
@MainActor
final class LabelTouchingViewModel: Role.ViewModel {
    let label = Label()
}

/// Breaks the same rule indirectly: through `FormattingHelper` to a toolkit type.
@MainActor
final class IndirectViewModel: Role.ViewModel {
    let helper = FormattingHelper()
}

/// A helper a view model uses, which uses the toolkit.
@MainActor
final class FormattingHelper: Role.ViewModel {
    func style() -> Style { .bold }
}

/// Breaks "views never reference models" (MVC, MVP) and "views see only their view model"
/// (MVVM): it reads a `Product`.
@MainActor
final class ProductReadingView: Role.View {
    func show(_ product: Product) -> String { product.name }
}

/// Breaks MVP's "views never see a Person": a form view that is handed the person.
@MainActor
final class PersonReadingFormView: Role.View {
    func show(_ person: Person) -> String { person.email }
}

/// Breaks "presenters reach views only through protocols" (it holds a concrete view class) and
/// "presenters use no toolkit type" (it makes a button).
@MainActor
final class ConcretePresenter: Role.Presenter {
    weak var view: ProductReadingView?
    let button = Button(type: .system)
}

/// With `CyclicView`, breaks "no type cycle across roles"; `CyclicView` also breaks "views never
/// reference controllers".
@MainActor
final class CyclicController: Role.Controller {
    var view: CyclicView?
}

@MainActor
final class CyclicView: Role.View {
    weak var controller: CyclicController?
}

/// Breaks "references no other pattern": it builds MVC's screens.
@MainActor
enum CrossPatternAssembly: Role.Assembly {
    static func make(store: Store) -> ViewController {
        MVC.Screens.make(
            store: store, service: BuiltInCatalogService(), searchService: LocalRepositoryIndex(),
            clock: ManualClock())
    }
}

/// A type with no role, and one with two: the role check must report both.
struct Unclassified {}

final class DoublyClassified: Role.View, Role.Presenter {}

/// Breaks MVVM-C's "views push and pop nothing": it pushes the next screen itself.
@MainActor
final class PushingView: ViewController, Role.View {
    func showNext() {
        navigationController?.pushViewController(ViewController(), animated: true)
    }
}

/// Breaks MVVM-C's "view models know no coordinator": it holds the coordinator's type.
@MainActor
final class CoordinatorCallingViewModel: Role.ViewModel {
    weak var coordinator: FlowCoordinator?
}

/// The coordinator `CoordinatorCallingViewModel` should not know.
@MainActor
final class FlowCoordinator: Role.Coordinator {}

/// Breaks VIPER's "views reach presenters only through protocols": it holds a presenter class.
@MainActor
final class PresenterHoldingView: Role.View {
    let presenter = ConcretePresenter()
}

/// Breaks VIPER's "presenters reach no store and no service": it loads the catalog itself.
@MainActor
final class ServiceCallingPresenter: Role.Presenter {
    let service: any CatalogService = BuiltInCatalogService()
}

/// Breaks VIPER's "interactors know no view and no toolkit type" (it holds a label) and
/// "interactors reach presenters only through protocols" (it tells a presenter class).
@MainActor
final class LabelTouchingInteractor: Role.Interactor {
    let label = Label()
    weak var output: ConcretePresenter?
}

/// Breaks TEA's "reducers reach no view and no toolkit type": a reducer that holds a label.
@MainActor
struct LabelTouchingReducer: Role.Reducer {
    let label = Label()
}

/// Breaks TEA's "views reach no store and no service": a view that writes the app's data itself,
/// where it would send an action.
@MainActor
final class StoreWritingView: Role.View {
    let store = Store()
}

/// A feature as TEA writes one: its state nested in its reducer, which alone writes it. Five
/// writes, one of each kind: an assignment, a compound assignment, a mutating call, an `inout`
/// pass and a subscript's assignment; and a subscript read (`state.log[0]` in the condition),
/// which the index marks as a write of `log` and is not one.
struct CounterFeature: Role.Reducer {
    struct State {
        var count = 0
        var log: [String] = []

        mutating func reset() { count = 0 }
    }

    func reduce(into state: inout State) {
        state.count += 1
        state.log.append("plus")
        Self.clamp(&state.count)
        if state.log[0] == "plus" {
            state.log[0] = "first plus"
        }
    }

    static func clamp(_ value: inout Int) { value = min(value, 99) }
}

/// Breaks TEA's "a feature's state is written in the feature alone": a view that keeps the
/// feature's state and changes it itself, where it would send an action. One write of the
/// feature's state, and one of its own property, on the same line.
@MainActor
final class StateWritingView: Role.View {
    var state = CounterFeature.State()

    func plusTapped() {
        state.count += 1
    }
}
