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

    /// Parses the arguments after the program name. `-h` or `--help` anywhere asks for the
    /// usage, whatever else the line holds.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        if arguments.contains("-h") || arguments.contains("--help") {
            options.showHelp = true
            return options
        }
        var remaining = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else {
                throw UsageError("\(option) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                options.showHelp = true
            case "--script":
                options.scriptPath = try value(for: argument)
            case "--catalog":
                options.catalogPath = try value(for: argument)
            case "--rows":
                let text = try value(for: argument)
                guard let rows = Int(text), (1...100).contains(rows) else {
                    throw UsageError(
                        "--rows takes a whole number from 1 to 100, not '\(text.excerpt())'")
                }
                options.visibleRows = rows
            case "--no-color":
                options.color = false
            case "--trace":
                options.trace = true
            case "--trace=all":
                options.trace = true
                options.traceEverything = true
            case "--trace-json":
                options.traceJSONPath = try value(for: argument)
                options.trace = true
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError("unknown option '\(argument.excerpt())'")
                }
                throw UsageError("unexpected argument '\(argument.excerpt())'")
            }
        }
        return options
    }
}

/// A command line that cannot be run: exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
