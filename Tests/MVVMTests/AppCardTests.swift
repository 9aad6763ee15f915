import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the card's view model, through `cardTapped()` and its outputs.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVVM") {
            let viewModel = AppCardViewModel(store: Store(catalog: threeProducts()))
            viewModel.cardTapped()
            #expect(viewModel.feedback == "Tapped 1 time")
            viewModel.cardTapped()
            #expect(viewModel.feedback == "Tapped 2 times")
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVVM") {
            let store = Store(catalog: threeProducts())
            let viewModel = AppCardViewModel(store: store)
            viewModel.viewDidLoad()
            try store.renameApp(to: "WeChat")
            #expect(viewModel.name == "WeChat")
        }
    }
}
