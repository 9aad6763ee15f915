import Harness
import Terminal

/// `workbench help [COMMAND]`: the top-level help, or a command's own.
@MainActor
enum HelpCommand: WorkbenchCommand {
    static let name = "help"
    static let options: [Option] = [.help]
    static let forms: [[Usage.Part]] = [[.words("[COMMAND]")]]
    static let abstract = "this text, or the command's own"
    static let help = """
        \(Usage.lines(name, forms))

        Prints the commands and what each does, or, with COMMAND, that command's own help (the
        same as `workbench COMMAND --help`).

        Options:
        \(Option.block(options))
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"), (64, "usage error (an unknown command)"),
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let name = reader.positional()
        try reader.finish()
        guard let name else {
            Console.write(WorkbenchCommands.usage)
            return ExitCode.success
        }
        guard let command = WorkbenchCommands.named(name) else {
            throw UsageError("unknown command '\(name)'")
        }
        Console.write(command.usage)
        return ExitCode.success
    }
}
