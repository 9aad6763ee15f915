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
            return "the e-mail address '\(address.excerpt())' is not valid: "
                + Self.words(for: problem)
        }
    }

    /// The model's own words for why an address is refused, for its error messages (the
    /// store's refusal, a catalog file's error); each screen words the reason its own way.
    public static func words(for problem: EmailProblem) -> String {
        switch problem {
        case .empty: "required"
        case .containsSpace: "no spaces allowed"
        case .tooLong: "too long"
        case .missingAt: "needs an @"
        case .moreThanOneAt: "only one @ allowed"
        case .nothingBeforeAt: "needs a name before the @"
        case .nothingAfterAt: "needs a domain after the @"
        case .invalidCharacter(let character): "'\(character)' is not allowed"
        case .misplacedDot: "a dot is out of place"
        case .domainWithoutDot: "the domain needs a dot"
        case .invalidDomain: "the domain is not valid"
        case .invalidTopLevelDomain: "needs an ending like .com"
        }
    }
}
