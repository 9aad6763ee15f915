/// The user's profile (seeds 000 and 001): a salutation that may be empty, first and last
/// name, birthdate and e-mail.
public struct Person: Hashable, Sendable {
    /// "Dr.", "Ms." … or "" for none.
    public var salutation: String
    public var firstName: String
    public var lastName: String
    /// A calendar date, never shifted by a time zone.
    public var birthdate: CalendarDate
    public var email: String

    public init(
        salutation: String = "", firstName: String, lastName: String, birthdate: CalendarDate,
        email: String
    ) {
        self.salutation = salutation
        self.firstName = firstName
        self.lastName = lastName
        self.birthdate = birthdate
        self.email = email
    }

    /// The profile when the catalog carries none: Dr. Ada Lovelace, born 1815-12-10.
    public static let builtIn = Person(
        salutation: "Dr.", firstName: "Ada", lastName: "Lovelace",
        birthdate: CalendarDate(checkedYear: 1815, month: 12, day: 10),
        email: "ada@example.com")

    /// The value of one of the fields the profile form edits.
    public subscript(field: ProfileField) -> String {
        get {
            switch field {
            case .firstName: firstName
            case .lastName: lastName
            case .email: email
            }
        }
        set {
            switch field {
            case .firstName: firstName = newValue
            case .lastName: lastName = newValue
            case .email: email = newValue
            }
        }
    }

    /// Why the store would refuse this person, or nil: both names must be non-empty and the
    /// e-mail valid (`EmailValidator`).
    public var problem: StoreError? {
        switch invalidity {
        case .missingFirstName, .missingLastName: .emptyName
        case .invalidEmail(let problem): .invalidEmail(email, problem)
        case .noChanges, nil: nil
        }
    }

    /// Whether this person, a form's edit of `stored`, may be saved, and if not, why: the one
    /// save rule of the profile (seed 000's "Update Info"). It must differ from `stored`, have
    /// both names, and a valid e-mail. Each pattern's role puts the reason into words.
    public func saveProblem(against stored: Person) -> SaveProblem? {
        self == stored ? .noChanges : invalidity
    }

    /// What makes this person invalid, whatever it is compared with.
    private var invalidity: SaveProblem? {
        if firstName.isEmpty { return .missingFirstName }
        if lastName.isEmpty { return .missingLastName }
        if let problem = EmailValidator.problem(in: email) { return .invalidEmail(problem) }
        return nil
    }
}

/// Why an edited person may not be saved (`Person.saveProblem(against:)`), first reason first.
public enum SaveProblem: Hashable, Sendable {
    /// The edit equals the stored person: there is nothing to save.
    case noChanges
    case missingFirstName
    case missingLastName
    case invalidEmail(EmailProblem)
}

/// The fields of the profile form, in the order it shows them.
public enum ProfileField: String, CaseIterable, Hashable, Sendable {
    case firstName = "first"
    case lastName = "last"
    case email
}
