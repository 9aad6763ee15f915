import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the card's view model is tested alone, through `cardTapped()` and its outputs.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVVM") { facts in
            let viewModel = AppCardViewModel(store: Store(catalog: threeProducts()))
            viewModel.viewDidLoad()
            facts.check(.promptBeforeTaps, viewModel.feedback, equals: "Tap the card")
            viewModel.cardTapped()
            facts.check(.oneTap, viewModel.feedback, equals: "Tapped 1 time")
            viewModel.cardTapped()
            facts.check(.twoTaps, viewModel.feedback, equals: "Tapped 2 times")
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVVM") { facts in
            let store = Store(catalog: threeProducts())
            let viewModel = AppCardViewModel(store: store)
            viewModel.viewDidLoad()
            try store.renameApp(to: "WeChat")
            try store.setAppImage(named: "We Chat")
            facts.check(.nameShown, viewModel.name, equals: "WeChat")
            facts.check(.iconShown, viewModel.imageName, equals: "We Chat")
        }
    }
}
