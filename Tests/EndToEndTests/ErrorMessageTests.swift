import Foundation
import Harness
import PatternCatalog
import Testing

/// One rule for every error a command gets, in every executable (docs/screens.md, "Error
/// messages"): `command: what is wrong (what to do)`, in the words of the screens.
@Suite struct ErrorMessageTests {
    /// Bad lines of every kind, on every tab, each marked `bad`, with the good lines that move
    /// between tabs and make a load wait.
    static let lines: [(line: String, bad: Bool)] = [
        ("tab", true), ("tab garden", true), ("bogus", true), ("select", true),
        ("select 0", true), ("select 21", true), ("scroll 99", true), ("rename 42 Nobody", true),
        ("price 3 0.001", true), ("price 3 19,99", true), ("add 1.00", true), ("remove x", true),
        ("tap now", true), ("answer 1", true), ("wait", true), ("wait soon", true),
        ("type", true), ("type middle x", true), ("clear email", true), ("save", true),
        ("tab profile", false), ("select 3", true), ("tap", true), ("reload", true),
        ("person email bad", true), ("person first", true),
        ("person birthdate 1815-02-30", true), ("type query swift", true),
        ("tab search", false), ("select 1", true), ("type email x", true), ("hold", false),
        ("tab shop", false), ("reload", false), ("select 2", true), ("answer 3", true),
    ]

    @Test(arguments: PatternDescriptor.all)
    func everyErrorNamesItsCommandWhatIsWrongAndWhatToDo(pattern: PatternDescriptor) throws {
        let script = Self.lines.map(\.line).joined(separator: "\n") + "\n"

        let result = try run(pattern, input: script)

        let errors = result.stderr.split(separator: "\n").map(String.init)
        let failing = Self.lines.indices.filter { Self.lines[$0].bad }
        #expect(errors.count == failing.count, "\(result.stderr)")
        for (index, error) in zip(failing, errors) {
            let line = Self.lines[index].line
            let command = String(line.prefix { $0 != " " })
            #expect(
                error.hasPrefix("\(pattern.command): line \(index + 1): \(command): "),
                "\(line) → \(error)")
            #expect(error.hasSuffix(")") && error.contains(" ("), "\(line) → \(error): what to do?")
        }
        #expect(result.status == 65)
    }

    @Test(arguments: PatternDescriptor.all)
    func theMessagesSpeakOfTheScreensNotOfTheirParts(pattern: PatternDescriptor) throws {
        let script = """
            tab
            price 3 0.001
            select 21
            tab profile
            select 3
            tap
            person email bad
            tab search
            select 1
            """

        let result = try run(pattern, input: script + "\n")

        let program = pattern.command
        #expect(
            result.stderr == """
                \(program): line 1: tab: missing the tab (tab shop, tab profile or tab search)
                \(program): line 2: price: '0.001' has more than two decimals (prices are in cents, like 19.10)
                \(program): line 3: select: there is no row 21: the table has 20 rows (rows 1 to 20)
                \(program): line 5: select: the shop list is on the Shop tab (tab shop)
                \(program): line 6: tap: the app card is on the Shop tab (tab shop)
                \(program): line 7: person: the e-mail address 'bad' is not valid: needs an @ (write it like ada@example.org)
                \(program): line 9: select: there are no results to select (type query TEXT, then wait 300)

                """)
        // A refused price changes nothing: the only frames are those of the good lines.
        #expect(result.stdout.components(separatedBy: "\n> ").count == 2)
        #expect(!result.stdout.contains("¥0.00"))
    }
}
