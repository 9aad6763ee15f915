import BehaviourTesting
import Model
import Testing
import TextUI

@testable import MVCVariant

/// MVC variant: the card and form views own their `Person` and hide their subviews, so a test
/// finds the fields by identifier, edits them as a user would, and reads what the views draw.
@MainActor
@Suite struct ProfileTests {
    @Test func profileCardShowsTheSeedSpecs() async throws {
        try await measure("MVCVariant") { facts in
            let card = ProfileCardView()
            card.person = seedPerson()
            let plain = ProfileCardView()
            plain.person = seedPerson(salutation: "")
            let lines = renderedLines(of: card)
            facts.check(.nameWithSalutation, lines[0], equals: "Dr. Ada Lovelace")
            facts.check(.nameWithoutSalutation, renderedLines(of: plain)[0], equals: "Ada Lovelace")
            facts.check(.birthdateInWords, lines[1], equals: "Thursday January 1, 1970")
        }
    }

    @Test func emailValidityChangesAsYouType() async throws {
        try await measure("MVCVariant") { facts in
            let form = ProfileFormView(person: seedPerson())
            let email = try #require(form.field(ScreenIdentifier.emailField))
            email.clear()
            for key in "grace@example" { email.insertText(String(key)) }
            facts.check(
                .invalidWhileIncomplete, renderedLines(of: form)[3],
                equals: "✗ the domain needs a dot")
            for key in ".org" { email.insertText(String(key)) }
            facts.check(.validOnceComplete, renderedLines(of: form)[3], equals: "✓ valid")
        }
    }

    @Test func saveIsEnabledOnlyWhenItMaySave() async throws {
        try await measure("MVCVariant") { facts in
            let form = ProfileFormView(person: seedPerson())
            let save = try #require(
                form.view(withIdentifier: ScreenIdentifier.saveButton) as? Button)
            facts.check(.saveDisabledWithoutChanges, save.isEnabled, equals: false)
            try #require(form.field(ScreenIdentifier.lastNameField)).insertText("-King")
            facts.check(.saveEnabledForAValidChange, save.isEnabled, equals: true)
            let first = try #require(form.field(ScreenIdentifier.firstNameField))
            first.clear()
            facts.check(.saveDisabledForEmptyName, save.isEnabled, equals: false)
            first.insertText("Ada")
            try #require(form.field(ScreenIdentifier.emailField)).insertText("@")
            facts.check(.saveDisabledForInvalidEmail, save.isEnabled, equals: false)
        }
    }

    @Test func saveWritesTheModel() async throws {
        try await measure("MVCVariant") { facts in
            let store = profileStore()
            let controller = ProfileViewController(store: store)
            _ = controller.view
            let form = controller.formView
            try #require(form.field(ScreenIdentifier.lastNameField)).insertText("-King")
            _ = form.view(withIdentifier: ScreenIdentifier.saveButton)?.handleTap()
            facts.check(.storeHoldsTheForm, store.person.lastName, equals: "Lovelace-King")
            facts.check(
                .cardShowsSavedValues, renderedLines(of: controller.cardView)[0],
                equals: "Dr. Ada Lovelace-King")
        }
    }

    @Test func aServerChangeKeepsUnsavedEdits() async throws {
        try await measure("MVCVariant") { facts in
            let store = profileStore()
            let controller = ProfileViewController(store: store)
            _ = controller.view
            let form = controller.formView
            try #require(form.field(ScreenIdentifier.emailField)).insertText("x")
            var server = store.person
            server.firstName = "Augusta"
            server.email = "countess@example.com"
            try store.updatePerson(server)
            facts.check(
                .cardShowsServerValue, renderedLines(of: controller.cardView)[2],
                equals: "countess@example.com")
            facts.check(
                .uneditedFieldFollows, form.field(ScreenIdentifier.firstNameField)?.text,
                equals: "Augusta")
            facts.check(
                .editedFieldKeepsText, form.field(ScreenIdentifier.emailField)?.text,
                equals: "ada@example.comx")
            facts.check(
                .formSaysStoredValueChanged, renderedLines(of: form)[4],
                equals: "Stored value changed: e-mail")
        }
    }
}

extension View {
    /// The text field called `identifier` in this view, as a UI test finds it.
    fileprivate func field(_ identifier: String) -> TextField? {
        view(withIdentifier: identifier) as? TextField
    }
}
