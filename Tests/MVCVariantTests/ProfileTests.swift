import BehaviourTesting
import Foundation
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

    @Test func saveSaysWhyItCannotSave() async throws {
        let controller = ProfileViewController(store: profileStore())
        _ = controller.view
        let form = controller.formView

        #expect(
            controller.reasonLabel.text == "No changes to save.",
            "with nothing changed the reason reads \"No changes to save.\"")

        form.firstNameField.text = ""  // the field's clear button
        form.firstNameField.sendActions(for: .editingChanged)

        #expect(
            controller.reasonLabel.text == "First name is required.",
            "an empty first name reads \"First name is required.\"")

        form.firstNameField.insertText("Ada")
        form.lastNameField.text = ""  // the field's clear button
        form.lastNameField.sendActions(for: .editingChanged)

        #expect(
            controller.reasonLabel.text == "Last name is required.",
            "an empty last name reads \"Last name is required.\"")

        form.lastNameField.insertText("Lovelace")
        for _ in ".com" { form.emailField.deleteBackward() }

        #expect(
            controller.reasonLabel.text == "Fix the e-mail to save.",
            "an invalid e-mail reads \"Fix the e-mail to save.\"")

        form.emailField.insertText(".org")

        #expect(
            controller.reasonLabel.text == "Unsaved changes.",
            "a valid change reads \"Unsaved changes.\"")
    }

    @Test func markedTextSurvivesTheFormsBinding() async throws {
        let store = profileStore()
        let controller = ProfileViewController(store: store)
        _ = controller.view
        let field = controller.formView.firstNameField
        field.text = ""  // the field's clear button
        field.sendActions(for: .editingChanged)

        var marked: [Bool] = []
        for pinyin in ["a", "ad", "ada"] {  // an input method composing, key by key
            field.setMarkedText(
                pinyin, selectedRange: NSRange(location: pinyin.utf16.count, length: 0))
            controller.view.layoutIfNeeded()  // the pass before the next frame
            marked.append(field.markedTextRange != nil)
        }

        #expect(
            marked == [true, true, true] && field.text == "ada",
            "the first name's composition stays marked after every key")

        field.insertText("阿达")  // the candidate the user picks, committed
        controller.saveButton.sendActions(for: .touchUpInside)

        #expect(store.person.firstName == "阿达", "Save stores the committed text")
    }
}
