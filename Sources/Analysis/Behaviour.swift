/// The behaviours the testability report measures, and the facts each behaviour's test must
/// check: written down once, here, for the tests (`measure` in Tests/BehaviourTesting fails a
/// test that checks fewer) and for the report.
///
/// Every pattern has a test of each behaviour with the behaviour's name, in
/// Tests/<Pattern>Tests. Each checks every fact the most direct way its pattern allows: through
/// views in MVC and the variant, through the view protocol's spy in MVP, through outputs in
/// MVVM. So the figures compare tests of equal strength.
///
/// (This branch holds the profile's behaviours only; the shop list's and the card's join them
/// from main.)
public enum Behaviour: String, CaseIterable, Sendable, Codable {
    case profileCardShowsTheSeedSpecs
    case emailValidityChangesAsYouType
    case saveIsEnabledOnlyWhenItMaySave
    case saveWritesTheModel
    case aServerChangeKeepsUnsavedEdits

    /// What the test must check, in the order a reader meets it.
    public var facts: [Fact] {
        switch self {
        case .profileCardShowsTheSeedSpecs:
            [.nameWithSalutation, .nameWithoutSalutation, .birthdateInWords]
        case .emailValidityChangesAsYouType: [.invalidWhileIncomplete, .validOnceComplete]
        case .saveIsEnabledOnlyWhenItMaySave:
            [
                .saveDisabledWithoutChanges, .saveEnabledForAValidChange, .saveDisabledForEmptyName,
                .saveDisabledForInvalidEmail,
            ]
        case .saveWritesTheModel: [.storeHoldsTheForm, .cardShowsSavedValues]
        case .aServerChangeKeepsUnsavedEdits:
            [
                .cardShowsServerValue, .uneditedFieldFollows, .editedFieldKeepsText,
                .formSaysStoredValueChanged,
            ]
        }
    }
}

/// One thing a behaviour's test checks, said as a reader would check it on screen.
public enum Fact: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case nameWithSalutation
    case nameWithoutSalutation
    case birthdateInWords
    case invalidWhileIncomplete
    case validOnceComplete
    case saveDisabledWithoutChanges
    case saveEnabledForAValidChange
    case saveDisabledForEmptyName
    case saveDisabledForInvalidEmail
    case storeHoldsTheForm
    case cardShowsSavedValues
    case cardShowsServerValue
    case uneditedFieldFollows
    case editedFieldKeepsText
    case formSaysStoredValueChanged

    public var description: String {
        switch self {
        case .nameWithSalutation: "the name reads \"Dr. first last\""
        case .nameWithoutSalutation: "without a salutation the name reads \"first last\""
        case .birthdateInWords: "1970-01-01 reads \"Thursday January 1, 1970\""
        case .invalidWhileIncomplete: "a half-typed e-mail is shown invalid, with the reason"
        case .validOnceComplete: "the completed e-mail is shown valid"
        case .saveDisabledWithoutChanges: "Save is disabled while nothing changed"
        case .saveEnabledForAValidChange: "Save is enabled for a valid change"
        case .saveDisabledForEmptyName: "Save is disabled when a name is empty"
        case .saveDisabledForInvalidEmail: "Save is disabled while the e-mail is invalid"
        case .storeHoldsTheForm: "after Save the store holds the form's values"
        case .cardShowsSavedValues: "after Save the card shows the saved values"
        case .cardShowsServerValue: "a server change reaches the card"
        case .uneditedFieldFollows: "an unedited field follows the server"
        case .editedFieldKeepsText: "an edited field keeps the user's text"
        case .formSaysStoredValueChanged: "the form says the stored value changed"
        }
    }
}
