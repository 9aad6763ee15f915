import Model

extension AppCardFeature {
    /// What the app card shows and stands on: the app, and the taps so far.
    public struct State: Equatable, Sendable {
        /// The app as the store last had it; nil before a load.
        var app: AppInfo?
        /// How many times the card was tapped: screen state, which a reload keeps.
        var tapCount = 0

        /// The app's name under its icon.
        var name: String { app?.name ?? "No app loaded" }
        /// The name of the icon's image; nil before a load.
        var imageName: String? { app?.imageName }
        /// The line under the card.
        var feedback: String {
            tapCount == 0 ? "Tap the card" : "Tapped \(CountFormatter.string(tapCount, "time"))"
        }
    }
}
