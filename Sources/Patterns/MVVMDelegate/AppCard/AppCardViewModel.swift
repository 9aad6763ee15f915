import Model
import Roles

/// **View model** of the app card: the app's name and image and the tap feedback, ready to
/// show, and the `cardTapped()` intent. It tells its `delegate` when an output changes, and
/// knows no view.
@MainActor
public final class AppCardViewModel: Role.ViewModel {
    /// The view, told after each output changes (seed 002's `delegate`). Weak: the view owns its
    /// view model.
    public weak var delegate: (any AppCardViewModelDelegate)?

    // MARK: - Outputs

    /// The app's name.
    public private(set) var name = "No app loaded" {
        didSet { if name != oldValue { delegate?.cardNameDidChange() } }
    }
    /// The name of the app's icon image; nil before an app is loaded.
    public private(set) var imageName: String? {
        didSet { if imageName != oldValue { delegate?.cardImageDidChange() } }
    }
    /// The line under the card.
    public private(set) var feedback = "Tap the card" {
        didSet { if feedback != oldValue { delegate?.cardFeedbackDidChange() } }
    }

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
