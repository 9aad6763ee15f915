import Model

/// The command-line options of a pattern executable.
public struct Options: Equatable, Sendable {
    /// `nil`: read commands from standard input (a script when it is a pipe or file).
    public var scriptPath: String?
    public var catalogPath: String?
    public var visibleRows = 10
    public var color = true
    public var showHelp = false
    /// Print, under each frame, the calls the command caused (`--trace`).
    public var trace = false
    /// Also write every traced command's calls to this file as JSON (`--trace-json FILE`).
    public var traceJSONPath: String?
    /// `--trace=all`: compiler glue and library frames shown too.
    public var traceEverything = false

    public init() {}

    /// Every option a pattern's program takes, declared once: its help's option list and its
    /// parsing are made from them.
    static let script = Option("--script FILE", "run the commands in FILE ('-' for standard input)")
    static let catalog = Option(
        "--catalog FILE",
        "load the catalog from a JSON file instead of the built-in one (the format: "
            + "docs/catalog.md)")
    static let rows = Option("--rows N", "visible table rows, 1 to 100 (default 10)")
    static let noColor = Option("--no-color", "plain text even on a terminal (so does NO_COLOR)")
    static let trace = Option(
        "--trace",
        "under each frame, the calls the command caused, indented by call depth (builds the "
            + "traced build first; see docs/tracing.md)")
    static let traceAll = Option(
        "--trace=all",
        "the same, with the code no one wrote shown too: compiler glue (thunks, witnesses, value "
            + "witnesses), library frames")
    static let traceJSON = Option(
        "--trace-json FILE", "also write the traced calls to FILE as JSON (implies --trace)")
    static let help = Option("-h, --help", "this text")
    static let declared = [script, catalog, rows, noColor, trace, traceAll, traceJSON, help]

    /// Parses the arguments after the program name. `-h` or `--help` anywhere asks for the
    /// usage, whatever else the line holds.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var reader = ArgumentReader(arguments, declared: declared)
        if reader.flag(help) {
            options.showHelp = true
            return options
        }
        options.scriptPath = try reader.value(script)
        options.catalogPath = try reader.value(catalog)
        options.visibleRows = try reader.number(rows, in: 1...100) ?? options.visibleRows
        options.color = !reader.flag(noColor)
        options.traceEverything = reader.flag(traceAll)
        options.traceJSONPath = try reader.value(traceJSON)
        options.trace =
            reader.flag(trace) || options.traceEverything || options.traceJSONPath != nil
        try reader.finish()
        return options
    }
}

/// A command line that cannot be run: exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
