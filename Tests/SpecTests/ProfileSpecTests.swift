import BehaviourTesting
import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// The profile's behaviours (docs/screens.md, "Profile" 1–5), each checked on whole frames
/// against every pattern.
@MainActor
@Suite struct ProfileSpecTests {
    /// The profile tab's frame: the card, then the form with these lines.
    static func profile(
        name: String = "Dr. Ada Lovelace", birthdate: String = "Sunday December 10, 1815",
        email: String = "ada@example.com", first: String = "Ada", last: String = "Lovelace",
        emailField: String = "ada@example.com", validity: String = "✓ valid",
        notice: String? = nil, reason: String = "No changes to save."
    ) -> String {
        func field(_ text: String) -> String {
            // Padded by display width, as the field draws it (a Chinese character takes two).
            "[" + text + String(repeating: " ", count: max(0, 27 - DisplayWidth.of(text))) + "]"
        }
        // Save is enabled exactly when the line beside it says "Unsaved changes." (docs/screens.md,
        // Profile 3); disabled, it reads `[-Save-]`.
        let save = reason == "Unsaved changes." ? "[ Save ]" : "[-Save-]"
        let reasonLine = reason.padding(toLength: 32, withPad: " ", startingAt: 0) + save
        return """
            Profile
            ────────────────────────────────────────
            \(name)
            \(birthdate)
            \(email)

            First name \(field(first))
            Last name  \(field(last))
            E-mail     \(field(emailField))
                       \(validity)
            \(notice.map { $0 + "\n" } ?? "")\(reasonLine)
            \(profileTabBar)
            """
    }

    func onProfile(_ pattern: PatternDescriptor) async throws -> Session {
        let session = await loadedSession(pattern)
        try await session.perform(.tab(.profile))
        return session
    }

    @Test(
        "Tabs: the shop tab is the first; the profile tab shows the card and form",
        arguments: patternsUnderTest)
    func tabs(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        #expect(session.frame() == ShopListSpecTests.loadedFrame)
        try await session.perform(.tab(.profile))
        #expect(session.frame() == Self.profile())
        try await session.perform(.tab(.shop))
        #expect(session.frame() == ShopListSpecTests.loadedFrame)
    }

    @Test(
        "1. The card: name with and without salutation, the birthdate in words, the e-mail",
        arguments: patternsUnderTest)
    func card(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.person(.birthdate(CalendarDate(year: 1970, month: 1, day: 1)!)))
        try await session.perform(.person(.salutation("")))
        #expect(
            session.frame()
                == Self.profile(name: "Ada Lovelace", birthdate: "Thursday January 1, 1970"))
    }

    @Test("2. The validity line changes as the user types", arguments: patternsUnderTest)
    func validityAsYouType(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.clear(field: .email))
        #expect(
            session.frame()
                == Self.profile(
                    emailField: "your e-mail address", validity: "✗ required",
                    reason: "Fix the e-mail to save."))
        let steps: [(String, String)] = [
            ("g", "✗ needs an @"), ("@", "✗ needs a domain after the @"),
            ("x", "✗ the domain needs a dot"), (".", "✗ a dot is out of place"),
            ("o", "✗ needs an ending like .com"), ("rg", "✓ valid"),
        ]
        var typed = ""
        for (text, validity) in steps {
            try await session.perform(.type(field: .email, text: text))
            typed += text
            #expect(
                session.frame()
                    == Self.profile(
                        emailField: typed, validity: validity,
                        reason: validity == "✓ valid"
                            ? "Unsaved changes." : "Fix the e-mail to save."))
        }
    }

    @Test(
        "3. Save is enabled only when it may save, and says why not",
        arguments: patternsUnderTest)
    func saveRule(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.save)  // disabled: nothing to save; the touch is ignored
        #expect(session.frame() == Self.profile())
        try await session.perform(.clear(field: .firstName))
        #expect(
            session.frame()
                == Self.profile(first: "your first name", reason: "First name is required."))
        try await session.perform(.save)
        #expect(session.store.person == .builtIn)
        try await session.perform(.type(field: .firstName, text: "Ada"))
        #expect(session.frame() == Self.profile())
        try await session.perform(.clear(field: .lastName))
        #expect(
            session.frame()
                == Self.profile(last: "your last name", reason: "Last name is required."))
        try await session.perform(.type(field: .lastName, text: "King"))
        #expect(session.frame() == Self.profile(last: "King", reason: "Unsaved changes."))
    }

    @Test("3. Save says in one line why it cannot save", arguments: patternsUnderTest)
    func saveSaysWhyItCannotSave(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        #expect(session.frame() == Self.profile(reason: "No changes to save."))
        try await session.perform(.clear(field: .firstName))
        #expect(
            session.frame()
                == Self.profile(first: "your first name", reason: "First name is required."))
        try await session.perform(.type(field: .firstName, text: "Ada"))
        try await session.perform(.clear(field: .lastName))
        #expect(
            session.frame()
                == Self.profile(last: "your last name", reason: "Last name is required."))
        try await session.perform(.type(field: .lastName, text: "Lovelace"))
        try await session.perform(.delete(field: .email, count: 4))
        #expect(
            session.frame()
                == Self.profile(
                    emailField: "ada@example", validity: "✗ the domain needs a dot",
                    reason: "Fix the e-mail to save."))
        try await session.perform(.type(field: .email, text: ".org"))
        #expect(
            session.frame()
                == Self.profile(emailField: "ada@example.org", reason: "Unsaved changes."))
    }

    @Test(
        "3. Save writes the form to the store; card and fields show the stored values",
        arguments: patternsUnderTest)
    func saveWrites(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.clear(field: .lastName))
        try await session.perform(.type(field: .lastName, text: "King"))
        try await session.perform(.type(field: .email, text: ".uk"))
        try await session.perform(.save)
        #expect(session.store.person.lastName == "King")
        #expect(session.store.person.email == "ada@example.com.uk")
        #expect(
            session.frame()
                == Self.profile(
                    name: "Dr. Ada King", email: "ada@example.com.uk", last: "King",
                    emailField: "ada@example.com.uk"))
    }

    @Test(
        "4. A store change reaches the card at once, and unedited fields follow it",
        arguments: patternsUnderTest)
    func uneditedFieldsFollow(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.person(.firstName("Augusta")))
        #expect(session.frame() == Self.profile(name: "Dr. Augusta Lovelace", first: "Augusta"))
    }

    @Test(
        "4. A field with unsaved edits keeps the user's text, and the form says so",
        arguments: patternsUnderTest)
    func editedFieldsKeepTheirText(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.type(field: .email, text: "x"))
        try await session.perform(.person(.email("countess@example.com")))
        try await session.perform(.person(.lastName("King")))
        #expect(
            session.frame()
                == Self.profile(
                    name: "Dr. Ada King", email: "countess@example.com", last: "King",
                    emailField: "ada@example.comx", notice: "Stored value changed: e-mail",
                    reason: "Unsaved changes."))
        try await session.perform(.save)  // nothing typed is lost: the user's text is saved
        #expect(
            session.frame()
                == Self.profile(
                    name: "Dr. Ada King", email: "ada@example.comx", last: "King",
                    emailField: "ada@example.comx"))
    }

    @Test(
        "4. Changes made while another tab shows are there when the profile opens",
        arguments: patternsUnderTest)
    func changesWhileAway(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        try await session.perform(.person(.firstName("Augusta")))
        try await session.perform(.tab(.profile))
        try await session.perform(.type(field: .firstName, text: "!"))
        try await session.perform(.tab(.shop))
        try await session.perform(.person(.firstName("Ada")))
        try await session.perform(.tab(.profile))
        #expect(
            session.frame()
                == Self.profile(
                    first: "Augusta!", notice: "Stored value changed: first name",
                    reason: "Unsaved changes."))
    }

    @Test(
        "5. A field, button or row not on the current tab is an error; so are bad values",
        arguments: patternsUnderTest)
    func errors(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        await #expect(
            throws: SessionError("save: the Save button is on the Profile tab (tab profile)")
        ) {
            try await session.perform(.save)
        }
        await #expect(
            throws: SessionError("type: the email field is on the Profile tab (tab profile)")
        ) {
            try await session.perform(.type(field: .email, text: "x"))
        }
        try await session.perform(.tab(.profile))
        await #expect(throws: SessionError("select: the shop list is on the Shop tab (tab shop)")) {
            try await session.perform(.select(row: 1))
        }
        await #expect(
            throws: SessionError(
                "person: a name cannot be empty (person first Ada, person last Lovelace)")
        ) {
            try await session.perform(.person(.firstName("")))
        }
        await #expect(
            throws: SessionError(
                "person: the e-mail address 'x' is not valid: needs an @ "
                    + "(write it like ada@example.org)")
        ) {
            try await session.perform(.person(.email("x")))
        }
        #expect(session.frame() == Self.profile())
        #expect(
            throws: CommandError(
                "person: '1815-02-30' is not a date (write it like 1815-12-10, a year from 0001 to 9999)"
            )
        ) {
            try Command.parse("person birthdate 1815-02-30")
        }
        #expect(
            throws: CommandError(
                "person: 'age' is not a field (salutation, first, last, email, birthdate)")
        ) {
            try Command.parse("person age 3")
        }
        #expect(
            throws: CommandError(
                "type: 'middle' is not a field (first, last and email on the profile tab, query "
                    + "on the search tab, name on a product's detail)")
        ) {
            try Command.parse("type middle x")
        }
        #expect(try Command.parse("person salutation") == .person(.salutation("")))
        #expect(
            try Command.parse("type first Ada Augusta")
                == .type(field: .firstName, text: "Ada Augusta"))
    }

    @Test(
        "Fields show wide, long and control characters as labels do",
        arguments: patternsUnderTest)
    func hostileText(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.type(field: .firstName, text: "商品🍎\u{7}"))
        try await session.perform(.type(field: .lastName, text: String(repeating: "x", count: 30)))
        let frame = session.frame()
        #expect(frame.contains("First name [Ada商品🍎�                 ]\n"))
        #expect(frame.contains("Last name  [Lovelacexxxxxxxxxxxxxxxxxx…]\n"))
    }

    @Test(
        "4. An input method's composition survives the binding: a field is written back only when it differs",
        arguments: patternsUnderTest)
    func markedTextSurvivesTheBinding(pattern: PatternDescriptor) async throws {
        let session = try await onProfile(pattern)
        try await session.perform(.clear(field: .firstName))
        try await session.perform(.compose(field: .firstName, text: "ada"))
        #expect(
            session.frame()
                == Self.profile(first: "‹ada›", reason: "Unsaved changes."),
            "the pinyin is still marked after every key")
        try await session.perform(.commit(field: .firstName, text: "阿达"))
        #expect(session.frame() == Self.profile(first: "阿达", reason: "Unsaved changes."))
        try await session.perform(.save)
        #expect(session.store.person.firstName == "阿达")
        #expect(session.frame().contains("Dr. 阿达 Lovelace\n"))
    }
}
