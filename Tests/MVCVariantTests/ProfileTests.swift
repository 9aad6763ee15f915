import BehaviourTesting
import Model
import Roles
import Testing
import TextUI

@testable import MVCVariant

/// MVC variant: the card and form views own their `Person` and hide their subviews, so a test
/// finds the fields by identifier, edits them as a user would, and reads what the views draw.
@MainActor
@Suite("MVC variant: profile", .countsViews) struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        let card = ProfileCardView()
        card.person = seedPerson()
        let plain = ProfileCardView()
        plain.person = seedPerson(salutation: "")
        let lines = renderedLines(of: card)
        #expect(lines[0] == "Dr. Ada Lovelace", "the name reads \"Dr. first last\"")
        #expect(
            renderedLines(of: plain)[0] == "Ada Lovelace",
            "without a salutation the name reads \"first last\"")
        #expect(
            lines[1] == "Thursday January 1, 1970", "1970-01-01 reads \"Thursday January 1, 1970\"")
    }

    @Test func emailValidityChangesAsYouType() async throws {
        let form = ProfileFormView(person: seedPerson())
        let email = try #require(form.field(ScreenIdentifier.emailField))
        email.clear()
        for key in "grace@example" { email.insertText(String(key)) }
        #expect(
            renderedLines(of: form)[3] == "✗ the domain needs a dot",
            "a half-typed e-mail is shown invalid, with the reason")
        for key in ".org" { email.insertText(String(key)) }
        #expect(renderedLines(of: form)[3] == "✓ valid", "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let form = ProfileFormView(person: seedPerson())
        let save = try #require(
            form.view(withIdentifier: ScreenIdentifier.saveButton) as? Button)
        #expect(!save.isEnabled, "Save is disabled while nothing changed")
        try #require(form.field(ScreenIdentifier.lastNameField)).insertText("-King")
        #expect(save.isEnabled, "Save is enabled for a valid change")
        let first = try #require(form.field(ScreenIdentifier.firstNameField))
        first.clear()
        #expect(!save.isEnabled, "Save is disabled when a name is empty")
        first.insertText("Ada")
        try #require(form.field(ScreenIdentifier.emailField)).insertText("@")
        #expect(!save.isEnabled, "Save is disabled while the e-mail is invalid")
    }

    @Test func saveWritesTheModel() async throws {
        let store = profileStore()
        let controller = ProfileViewController(store: store)
        _ = controller.view
        let form = controller.formView
        try #require(form.field(ScreenIdentifier.lastNameField)).insertText("-King")
        _ = form.view(withIdentifier: ScreenIdentifier.saveButton)?.handleTap()
        #expect(
            store.person.lastName == "Lovelace-King", "after Save the store holds the form's values"
        )
        #expect(
            renderedLines(of: controller.cardView)[0] == "Dr. Ada Lovelace-King",
            "after Save the card shows the saved values")
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        let store = profileStore()
        let controller = ProfileViewController(store: store)
        _ = controller.view
        let form = controller.formView
        try #require(form.field(ScreenIdentifier.emailField)).insertText("x")
        var server = store.person
        server.firstName = "Augusta"
        server.email = "countess@example.com"
        try store.updatePerson(server)
        #expect(
            renderedLines(of: controller.cardView)[2] == "countess@example.com",
            "a server change reaches the card")
        #expect(
            form.field(ScreenIdentifier.firstNameField)?.text == "Augusta",
            "an unedited field follows the server")
        #expect(
            form.field(ScreenIdentifier.emailField)?.text == "ada@example.comx",
            "an edited field keeps the user's text")
        #expect(
            renderedLines(of: form)[4] == "Stored value changed: e-mail",
            "the form says the stored value changed")
    }
}

extension View {
    /// The text field called `identifier` in this view, as a UI test finds it.
    fileprivate func field(_ identifier: String) -> TextField? {
        view(withIdentifier: identifier) as? TextField
    }
}
