import Model

extension ProfileFeature {
    /// What the profile shows and stands on: the stored person, the form's edits, and per field
    /// the stored value when the user began editing it.
    public struct State: Equatable, Sendable {
        /// The stored person the form stands against.
        var stored: Person
        /// The form: the stored person with each field's text as the user left it.
        var edited: Person
        /// Per field, the stored value when the user began editing it.
        var editedFrom: Person

        /// A form showing `person`, unedited.
        init(person: Person) {
            stored = person
            edited = person
            editedFrom = person
        }

        /// Whether the user's text in `field` differs from the stored value.
        func isEdited(_ field: ProfileField) -> Bool {
            edited[field] != stored[field]
        }

        /// The card's first line: the name with its salutation.
        var name: String {
            [stored.salutation, stored.firstName, stored.lastName]
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
        /// The card's birthdate, in words.
        var birthdate: String { LongDateFormatter.string(from: stored.birthdate) }
        /// The card's e-mail.
        var email: String { stored.email }
        /// The line under the E-mail field: valid, or what the address lacks.
        var validity: String { Self.validity(of: edited.email) }
        /// That stored values changed under the user's edits; nil when none did.
        var notice: String? {
            // Fields whose stored value changed since the user began editing them.
            let stale = ProfileField.allCases.filter {
                isEdited($0) && editedFrom[$0] != stored[$0]
            }
            return stale.isEmpty
                ? nil : "Stored value changed: " + stale.map(Self.name(of:)).joined(separator: ", ")
        }
        /// Whether Save is enabled.
        var saveIsEnabled: Bool { edited.saveProblem(against: stored) == nil }
        /// The line beside Save: why it is disabled, or that there are unsaved changes.
        var saveReason: String {
            switch edited.saveProblem(against: stored) {
            case .noChanges: "No changes to save."
            case .missingFirstName: "First name is required."
            case .missingLastName: "Last name is required."
            case .invalidEmail: "Fix the e-mail to save."
            case nil: "Unsaved changes."
            }
        }
    }
}

extension ProfileFeature.State {
    /// The line under the E-mail field for `address`: valid, or what it lacks. The model says why
    /// an address is not valid (`EmailProblem`); the words are the screen's.
    static func validity(of address: String) -> String {
        guard let problem = EmailValidator.problem(in: address) else { return "✓ valid" }
        let words =
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
        return "✗ " + words
    }

    /// A field's name in a sentence: "first name", "last name", "e-mail".
    static func name(of field: ProfileField) -> String {
        switch field {
        case .firstName: "first name"
        case .lastName: "last name"
        case .email: "e-mail"
        }
    }
}
