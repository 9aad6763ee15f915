import Roles

/// What the list's view model tells its view: a protocol the view adopts, so that view model and
/// view use each other with no cycle between their types.
@MainActor
public protocol ListViewModelDelegate: AnyObject, Role.View {
    func itemsDidChange()
}
