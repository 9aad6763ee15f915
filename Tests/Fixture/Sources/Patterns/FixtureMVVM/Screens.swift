import Roles

/// The assembly: makes the two screens and their view models.
@MainActor
public enum Screens: Role.Assembly {
    public static func make() -> (CardViewController, ListViewController) {
        (
            CardViewController(viewModel: CardViewModel()),
            ListViewController(viewModel: ListViewModel())
        )
    }
}
