import Testing

@testable import Tracing

/// The way a store change takes to the first label text written after it.
@MainActor
@Suite struct ChangePathTests {
    @Test func anObserverThatSetsTheLabelDoesItInTheChangesOwnCallStack() throws {
        let path = try #require(recording(renameOutline).changePath())

        #expect(path.mutation == "Store.renameProduct(id:to:)")
        #expect(path.sameCallStack)
        #expect(path.layoutPass == nil)
        #expect(
            path.steps.map(\.name) == [
                "Store.notify(_:)", "partial apply for closure #1 in FakePresenter.viewDidLoad()",
                "closure #1 in FakePresenter.viewDidLoad()", "FakePresenter.storeDidChange()",
            ])
        #expect(path.steps.map(\.kind) == [.call, .thunk, .closure, .call])
    }

    @Test func aBindingWritesTheLabelInALaterLayoutPassReachedThroughTheMachinery() throws {
        let path = try #require(recording(bindingOutline).changePath())

        #expect(!path.sameCallStack)
        #expect(path.layoutPass == 1)
        #expect(
            path.steps.map(\.kind) == [
                .call, .closure, .call, .binding, .binding, .binding,  // down to the callback
                .call, .binding, .thunk, .call,  // down from the pass
            ])
        #expect(path.count(.binding) == 4)
        #expect(path.steps.last?.name == "FakeView.updateProperties()")
    }

    @Test func aCommandWithoutAStoreChangeHasNoPath() {
        #expect(recording(tapOutline).changePath() == nil)
    }
}
