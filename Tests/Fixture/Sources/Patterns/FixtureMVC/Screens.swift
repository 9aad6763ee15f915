import Roles

/// The assembly: makes the two screens.
@MainActor
public enum Screens: Role.Assembly {
    public static func make() -> (CardViewController, ListViewController) {
        (
            CardViewController(nibName: nil, bundle: nil),
            ListViewController(nibName: nil, bundle: nil)
        )
    }
}
