import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: the card and form views are handed a `Person` and fill their own labels, while
/// the controller keeps the form's edits and words the Save lines, as MVC's does. So a card is
/// tested alone, by handing it a person; the rest loads the controller's view, edits the form's
/// fields as a user would, and reads the widgets.
@MainActor
@Suite("MVC variant: profile") struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        let card = ProfileCardView()
        let plain = ProfileCardView()

        card.person = seedPerson()
        plain.person = seedPerson(salutation: "")

        #expect(card.nameLabel.text == "Dr. Ada Lovelace", "the name reads \"Dr. first last\"")
        #expect(
            plain.nameLabel.text == "Ada Lovelace",
            "without a salutation the name reads \"first last\"")
        #expect(
            card.birthdateLabel.text == "Thursday January 1, 1970",
            "1970-01-01 reads \"Thursday January 1, 1970\"")
    }

    @Test func emailValidityChangesAsYouType() async throws {
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view
        let form = controller.formView
        form.emailField.text = ""  // the field's clear button
        form.emailField.sendActions(for: .editingChanged)

        for key in "grace@example" { form.emailField.insertText(String(key)) }

        #expect(
            form.validityLabel.text == "✗ the domain needs a dot",
            "a half-typed e-mail is shown invalid, with the reason")

        for key in ".org" { form.emailField.insertText(String(key)) }

        #expect(form.validityLabel.text == "✓ valid", "the completed e-mail is shown valid")
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view
        let form = controller.formView

        #expect(!controller.saveButton.isEnabled, "Save is disabled while nothing changed")

        form.lastNameField.insertText("-King")

        #expect(controller.saveButton.isEnabled, "Save is enabled for a valid change")

        form.firstNameField.text = ""  // the field's clear button
        form.firstNameField.sendActions(for: .editingChanged)

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

        controller.saveButton.sendActions(for: .touchUpInside)

        #expect(
            store.person.lastName == "Lovelace-King", "after Save the store holds the form's values"
        )
        #expect(
            controller.cardView.nameLabel.text == "Dr. Ada Lovelace-King",
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
            controller.cardView.emailLabel.text == "countess@example.com",
            "a server change reaches the card")
        #expect(form.firstNameField.text == "Augusta", "an unedited field follows the server")
        #expect(form.emailField.text == "ada@example.comx", "an edited field keeps the user's text")
        #expect(
            controller.noticeLabel.text == "Stored value changed: e-mail",
            "the form says the stored value changed")
    }
}
