import Harness
import Testing

@testable import WorkbenchKit

/// Each `workbench` option is declared once (`Option`): a command's usage lines, its help's
/// option list and its parsing are all made from its declarations.
@MainActor
@Suite struct OptionDeclarationTests {
    @Test func everyCommandsUsageAndHelpComeFromItsDeclarations() {
        for command in WorkbenchCommands.all {
            let used = command.forms.flatMap { $0.flatMap(\.allOptions) }
            for option in used {
                #expect(command.options.contains(option), "\(command.name): \(option.term)")
            }
            for option in command.options where option.listed {
                #expect(
                    command.usage.contains("  " + option.term), "\(command.name): \(option.term)")
            }
            #expect(command.usage.hasPrefix("Usage: workbench \(command.name)"))
        }
    }

    @Test func aReaderKnowsOnlyWhatWasDeclared() throws {
        let json = Option("--json", "as JSON")
        let samples = Option("--samples N", "how many")
        var reader = ArgumentReader(["--samples", "5", "--json", "x"], declared: [json, samples])
        let number = try reader.number(samples, in: 1...9)
        let flag = reader.flag(json)
        let word = reader.positional()
        #expect(number == 5 && flag && word == "x")
        try reader.finish()
        var unknown = ArgumentReader(["--jsn"], declared: [json])
        let given = unknown.flag(json)
        #expect(!given)
        #expect(throws: UsageError("unknown option '--jsn'")) { try unknown.finish() }
    }
}
