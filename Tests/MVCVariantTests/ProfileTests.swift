import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: the card and form views are handed a `Person` and fill their own hidden labels,
/// while the controller keeps the form's edits and words the Save lines, as MVC's does. So a card
/// is tested alone, by handing it a person; the rest loads the controller's view, edits the
/// form's fields as a user would, and reads the widgets, or what a view draws where its labels
/// are hidden.
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
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view
        let email = controller.formView.emailField
        email.clear()
        for key in "grace@example" { email.insertText(String(key)) }
        #expect(
            renderedLines(of: controller.formView)[3] == "✗ the domain needs a dot",
            "a half-typed e-mail is shown invalid, with the reason")
        for key in ".org" { email.insertText(String(key)) }
        #expect(
            renderedLines(of: controller.formView)[3] == "✓ valid",
            "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view
        let form = controller.formView
        #expect(!controller.saveButton.isEnabled, "Save is disabled while nothing changed")
        form.lastNameField.insertText("-King")
        #expect(controller.saveButton.isEnabled, "Save is enabled for a valid change")
        form.firstNameField.clear()
        #expect(!controller.saveButton.isEnabled, "Save is disabled when a name is empty")
        form.firstNameField.insertText("Ada")
        form.emailField.insertText("@")
        #expect(!controller.saveButton.isEnabled, "Save is disabled while the e-mail is invalid")
    }

    @Test func saveWritesTheModel() async throws {
        let store = profileStore()
        let controller = ProfileViewController(store: store)
        _ = controller.view
        controller.formView.lastNameField.insertText("-King")
        _ = controller.saveButton.handleTap()
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
        form.emailField.insertText("x")
        var server = store.person
        server.firstName = "Augusta"
        server.email = "countess@example.com"
        try store.updatePerson(server)
        #expect(
            renderedLines(of: controller.cardView)[2] == "countess@example.com",
            "a server change reaches the card")
        #expect(form.firstNameField.text == "Augusta", "an unedited field follows the server")
        #expect(form.emailField.text == "ada@example.comx", "an edited field keeps the user's text")
        #expect(
            controller.noticeLabel.text == "Stored value changed: e-mail",
            "the form says the stored value changed")
    }
}
