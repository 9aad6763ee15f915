/// What the profile form holds: the text of each field, and how it stands against the stored
/// person. The rules of two-way binding, written once for every pattern:
///
/// - A field whose text equals the stored value has no unsaved edits; when the stored value
///   changes, the field follows it.
/// - A field with unsaved edits keeps the user's text when the stored value changes: nothing
///   typed is lost. It is then *stale*: the stored value changed since the user began editing
///   it, and the form says so, until the field's text equals the stored value again (after a
///   save, say).
/// - The form differs from the stored person when any field's text differs from its value.
///
/// Every pattern keeps one of these where it keeps form state (the controller in MVC, the form
/// view in the variant, the presenter in MVP, the view model in MVVM) and feeds it the user's
/// edits and the store's changes; what it shows is the pattern's presentation logic.
public struct PersonDraft: Hashable, Sendable {
    /// The stored person the form stands against.
    public private(set) var stored: Person
    private var texts: [ProfileField: String]
    /// Per field, the stored value when the user began editing it.
    private var editedFrom: [ProfileField: String]

    /// A form showing `person`, unedited.
    public init(person: Person) {
        stored = person
        texts = Dictionary(uniqueKeysWithValues: ProfileField.allCases.map { ($0, person[$0]) })
        editedFrom = texts
    }

    /// The text of `field`.
    public func text(_ field: ProfileField) -> String {
        texts[field] ?? ""
    }

    /// The user changed the text of `field`.
    public mutating func edit(_ field: ProfileField, to text: String) {
        texts[field] = text
        if text == stored[field] { editedFrom[field] = text }
    }

    /// The stored person changed (a save, or the server): unedited fields follow it, edited
    /// ones keep their text.
    public mutating func storeChanged(to person: Person) {
        for field in ProfileField.allCases where text(field) == stored[field] {
            texts[field] = person[field]
        }
        stored = person
        for field in ProfileField.allCases where text(field) == person[field] {
            editedFrom[field] = person[field]
        }
    }

    /// Whether `field` has unsaved edits.
    public func isEdited(_ field: ProfileField) -> Bool {
        text(field) != stored[field]
    }

    /// The edited fields whose stored value changed since the user began editing them.
    public var staleFields: [ProfileField] {
        ProfileField.allCases.filter { isEdited($0) && editedFrom[$0] != stored[$0] }
    }

    /// Whether any field's text differs from the stored person.
    public var differsFromStored: Bool {
        ProfileField.allCases.contains(where: isEdited)
    }

    /// The stored person with the form's texts: what Save writes.
    public var edited: Person {
        var person = stored
        for field in ProfileField.allCases { person[field] = text(field) }
        return person
    }
}
