import Observation
import Roles

/// The card's view model, bound by Observation: assigning `title` is how it notifies.
@MainActor
@Observable
public final class CardViewModel: Role.ViewModel {
    public private(set) var title = "Tap the card"
    @ObservationIgnored private var taps = 0

    public init() {}

    public func tapped() {
        taps += 1
        title = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
    }
}
