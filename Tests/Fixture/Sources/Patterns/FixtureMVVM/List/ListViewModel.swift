import Roles

/// The list's view model, bound by a delegate.
@MainActor
public final class ListViewModel: Role.ViewModel {
    public weak var delegate: ListViewModelDelegate?
    public private(set) var items = ["a", "b"]

    public init() {}

    public func add(_ item: String) {
        items.append(item)
        delegate?.itemsDidChange()
    }
}
