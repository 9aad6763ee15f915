/// The behaviours the testability report measures, and the facts each behaviour's test must
/// check: written down once, here, for the tests (`measure` in Tests/BehaviourTesting fails a
/// test that checks fewer) and for the report (which shows what each test checked).
///
/// Every pattern has a test of each behaviour with the behaviour's name, in
/// Tests/<Pattern>Tests. Each checks every fact the most direct way its pattern allows: through
/// views in MVC and the variant, through the view protocol's spy in MVP, through outputs in
/// MVVM. So the figures compare tests of equal strength.
public enum Behaviour: String, CaseIterable, Sendable, Codable {
    case priceFormattingOfARow
    case selectingARowShowsTheDetailLine
    case selectionFollowsTheProductAcrossChanges
    case emptyCatalogShowsTheEmptyState
    case loadFailureThenRetry
    case aSupersededLoadChangesNothing
    case cardTapFeedbackIsPluralised
    case cardUpdatesWhenTheAppChanges
    case profileCardShowsTheSeedSpecs
    case emailValidityChangesAsYouType
    case saveIsEnabledOnlyWhenItMaySave
    case saveWritesTheModel
    case aServerChangeKeepsUnsavedEdits
    case debounceWaitsForAPause
    case staleAnswersAreDropped
    case emptyQueryClears
    case searchFailureIsShown

    /// The search screen's behaviours: their tests need a service double and a manual clock
    /// (seed 002's claim is measured on them).
    public static let searchBehaviours: [Behaviour] = [
        .debounceWaitsForAPause, .staleAnswersAreDropped, .emptyQueryClears, .searchFailureIsShown,
    ]

    /// The profile screen's behaviours.
    public static let profileBehaviours: [Behaviour] = [
        .profileCardShowsTheSeedSpecs, .emailValidityChangesAsYouType,
        .saveIsEnabledOnlyWhenItMaySave, .saveWritesTheModel, .aServerChangeKeepsUnsavedEdits,
    ]

    /// What the test must check, in the order a reader meets it.
    public var facts: [Fact] {
        switch self {
        case .priceFormattingOfARow: [.rowShowsName, .rowShowsPrice]
        case .selectingARowShowsTheDetailLine: [.rowIsMarked, .detailShowsProduct]
        case .selectionFollowsTheProductAcrossChanges: [.markFollowsProduct, .detailShowsNewName]
        case .emptyCatalogShowsTheEmptyState: [.titleCountsNone, .emptyMessage, .tableHidden]
        case .loadFailureThenRetry:
            [.failureMessage, .retryHint, .tableHidden, .loadingWhileRetrying, .rowsAfterRetry]
        case .aSupersededLoadChangesNothing:
            [.loadingWhileRetrying, .olderAnswerIgnored, .newestAnswerShown]
        case .cardTapFeedbackIsPluralised: [.promptBeforeTaps, .oneTap, .twoTaps]
        case .cardUpdatesWhenTheAppChanges: [.nameShown, .iconShown]
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
        case .debounceWaitsForAPause:
            [.noSearchBeforeThePause, .searchingAfterThePause, .oneSearchForAllKeys]
        case .staleAnswersAreDropped: [.newestResultsShown, .olderSearchAnswerIgnored]
        case .emptyQueryClears: [.statusIdleAtOnce, .resultsCleared, .noSearchForAnEmptyQuery]
        case .searchFailureIsShown: [.failureStatusNamesTheReason, .noResultsAfterFailure]
        }
    }
}

/// One thing a behaviour's test checks, said as a reader would check it on screen.
public enum Fact: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case rowShowsName
    case rowShowsPrice
    case rowIsMarked
    case detailShowsProduct
    case markFollowsProduct
    case detailShowsNewName
    case titleCountsNone
    case emptyMessage
    case tableHidden
    case failureMessage
    case retryHint
    case loadingWhileRetrying
    case rowsAfterRetry
    case olderAnswerIgnored
    case newestAnswerShown
    case promptBeforeTaps
    case oneTap
    case twoTaps
    case nameShown
    case iconShown
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
    case noSearchBeforeThePause
    case searchingAfterThePause
    case oneSearchForAllKeys
    case newestResultsShown
    case olderSearchAnswerIgnored
    case statusIdleAtOnce
    case resultsCleared
    case noSearchForAnEmptyQuery
    case failureStatusNamesTheReason
    case noResultsAfterFailure

    public var description: String {
        switch self {
        case .rowShowsName: "a row shows its product's name"
        case .rowShowsPrice: "a row shows its price formatted (¥19.10)"
        case .rowIsMarked: "the selected row is marked"
        case .detailShowsProduct: "the detail line shows the selected product and its price"
        case .markFollowsProduct: "the mark follows the product when rows move"
        case .detailShowsNewName: "the detail line shows the product's new name"
        case .titleCountsNone: "the title counts no items"
        case .emptyMessage: "the empty-state message shows"
        case .tableHidden: "the table is hidden"
        case .failureMessage: "the failure message names the reason"
        case .retryHint: "a hint says how to retry"
        case .loadingWhileRetrying: "the loading state shows while a reload waits"
        case .rowsAfterRetry: "the rows show once the retry succeeds"
        case .olderAnswerIgnored: "an older load's late answer changes nothing"
        case .newestAnswerShown: "the newest load's answer is what shows"
        case .promptBeforeTaps: "before any tap the card invites one"
        case .oneTap: "one tap reads \"Tapped 1 time\""
        case .twoTaps: "two taps read \"Tapped 2 times\""
        case .nameShown: "the card shows the app's new name"
        case .iconShown: "the card's icon shows the new image"
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
        case .noSearchBeforeThePause: "299 ms after the last key, no search has started"
        case .searchingAfterThePause: "300 ms after the last key, the status says searching"
        case .oneSearchForAllKeys: "typing three keys makes one search, for the whole query"
        case .newestResultsShown: "the newest query's results show"
        case .olderSearchAnswerIgnored: "an older query's late answer changes nothing"
        case .statusIdleAtOnce: "emptying the query shows \"Type to search\" at once"
        case .resultsCleared: "emptying the query removes the results"
        case .noSearchForAnEmptyQuery: "an empty query searches nothing"
        case .failureStatusNamesTheReason: "a failed search's status line names the reason"
        case .noResultsAfterFailure: "a failed search shows no results"
        }
    }
}
