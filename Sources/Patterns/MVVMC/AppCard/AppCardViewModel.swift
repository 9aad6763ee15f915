import Model
import Observation
import Roles

/// **View model** of the app card: the app's name and image and the tap feedback, ready to
/// show, and the `cardTapped()` intent. It knows no view.
@MainActor
@Observable
public final class AppCardViewModel: Role.ViewModel {
    // MARK: - Outputs

    /// The app's name.
    public private(set) var name = "No app loaded"
    /// The name of the app's icon image; nil before an app is loaded.
    public private(set) var imageName: String?
    /// The line under the card.
    public private(set) var feedback = "Tap the card"

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

    @ObservationIgnored private let store: Store
    @ObservationIgnored private var storeObservation: ObservationToken?
    @ObservationIgnored private var tapCount = 0

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
