import Model
import Roles

/// **Presenter** of the app card: reads the app from the store, counts taps, formats the
/// feedback and tells its view, which it holds weakly.
@MainActor
public final class AppCardPresenter: Role.Presenter {
    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any AppCardView)?

    private let store: Store
    private var storeObservation: ObservationToken?
    private var tapCount = 0

    public init(store: Store) {
        self.store = store
    }

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change == .appUpdated || change == .catalogReplaced { self?.updateApp() }
        }
        updateApp()
        updateFeedback()
    }

    /// Call when the card is tapped.
    public func cardTapped() {
        tapCount += 1
        updateFeedback()
    }

    private func updateApp() {
        view?.set(name: store.app?.name ?? "No app loaded", image: store.app?.imageName)
    }

    private func updateFeedback() {
        view?.set(
            feedback: tapCount == 0
                ? "Tap the card" : "Tapped \(CountFormatter.string(tapCount, "time"))")
    }
}
