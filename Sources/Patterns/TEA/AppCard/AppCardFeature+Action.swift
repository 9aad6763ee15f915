import Model

extension AppCardFeature {
    /// What can happen to the app card.
    public enum Action: Equatable, Sendable {
        /// The view loaded: the card follows the store's app from now on.
        case viewDidLoad
        /// The user tapped the card.
        case cardTapped
        /// The store's app, as it is now: at first, then after every change to it.
        case appChanged(AppInfo?)
    }
}
