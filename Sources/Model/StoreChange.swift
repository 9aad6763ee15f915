/// What changed in a `Store`, as told to its observers.
public enum StoreChange: Hashable, Sendable {
    /// A new catalog was loaded: everything may have changed.
    case catalogReplaced
    /// The product's name or price changed.
    case productUpdated(id: Int)
    case productAdded(id: Int)
    case productRemoved(id: Int)
    /// The app's name or image changed.
    case appUpdated
    /// The profile (`Store.person`) changed.
    case personUpdated
}

/// Why a store change was refused. The store is left as it was.
public enum StoreError: Error, Hashable, CustomStringConvertible {
    case unknownProduct(id: Int)
    case negativePrice
    case emptyName
    case noApp
    case invalidEmail(String, EmailProblem)

    public var description: String {
        switch self {
        case .unknownProduct(let id): return "there is no product with id \(id)"
        case .negativePrice: return "a price cannot be negative"
        case .emptyName: return "a name cannot be empty"
        case .noApp: return "no app is loaded yet"
        case .invalidEmail(let address, let problem):
            return "the e-mail address '\(address)' is not valid: \(problem)"
        }
    }
}
