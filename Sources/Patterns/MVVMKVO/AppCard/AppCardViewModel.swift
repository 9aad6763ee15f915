import KeyValueObserving
import Model
import Roles

/// **View model** of the app card: the app's name and image and the tap feedback, ready to
/// show, and the `cardTapped()` intent. It knows no view.
@MainActor
public final class AppCardViewModel: Object, Role.ViewModel {
    // MARK: - Outputs (observable: seed 004's `name` and `image`)

    /// The app's name.
    @Dynamic public private(set) var name = "No app loaded"
    /// The name of the app's icon image; nil before an app is loaded.
    @Dynamic public private(set) var imageName: String?
    /// The line under the card.
    @Dynamic public private(set) var feedback = "Tap the card"

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change == .appUpdated || change == .catalogReplaced { self?.update() }
        }
        update()
    }

    /// Call when the card is tapped.
    public func cardTapped() {
        tapCount += 1
        update()
    }

    // MARK: - Private

    private let store: Store
    private var storeObservation: ObservationToken?
    private var tapCount = 0

    public init(store: Store) {
        self.store = store
    }

    private func update() {
        name = store.app?.name ?? "No app loaded"
        imageName = store.app?.imageName
        feedback =
            tapCount == 0 ? "Tap the card" : "Tapped \(CountFormatter.string(tapCount, "time"))"
    }
}
