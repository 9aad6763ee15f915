import Model
import Roles

/// **Presenter** of the app card: counts taps, formats the name and the feedback, and tells its
/// view, which it holds weakly. It reads the app through the interactor.
@MainActor
public final class AppCardPresenter: AppCardViewOutput, AppCardInteractorOutput, Role.Presenter {
    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any AppCardViewInput)?

    private let interactor: any AppCardInteractorInput
    private var tapCount = 0

    public init(interactor: any AppCardInteractorInput) {
        self.interactor = interactor
    }

    // MARK: - AppCardViewOutput

    public func viewDidLoad() {
        interactor.observeApp()
        updateApp()
        updateFeedback()
    }

    public func cardTapped() {
        tapCount += 1
        updateFeedback()
    }

    // MARK: - AppCardInteractorOutput

    public func appChanged() {
        updateApp()
    }

    // MARK: - Telling the view

    private func updateApp() {
        let app = interactor.app
        view?.set(name: app?.name ?? "No app loaded", image: app?.imageName)
    }

    private func updateFeedback() {
        view?.set(
            feedback: tapCount == 0
                ? "Tap the card" : "Tapped \(CountFormatter.string(tapCount, "time"))")
    }
}
