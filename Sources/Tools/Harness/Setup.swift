import CatalogFile
import Foundation
import Model
import PatternCatalog
import Terminal

/// What a run of a pattern program is given by its command line, checked before the screens
/// start: the options, the catalog, where the commands come from, colour and tracing.
@MainActor
struct Setup {
    let options: Options
    let catalogService: any CatalogService
    let input: LineSource
    /// Whether standard input is a terminal and no script was named.
    let interactive: Bool
    let color: Bool
    let trace: CommandTrace

    /// Checks `arguments` for `pattern`'s program: nil when they ask for the usage. Throws the
    /// first problem, with its exit status: a bad option (64), a file that cannot be opened
    /// (66), a catalog that is not one (65), tracing that cannot start (69), a `--trace-json`
    /// file that cannot be created (73), checked before anything runs.
    init?(pattern: PatternDescriptor, arguments: [String]) throws(ProgramError) {
        do throws(UsageError) {
            options = try Options.parse(arguments)
        } catch {
            throw ProgramError(message: "\(error.description) (see --help)", status: ExitCode.usage)
        }
        if options.showHelp { return nil }
        if let path = options.traceJSONPath { try CommandTrace.checkWritable(path) }
        catalogService = try Self.catalogService(path: options.catalogPath)
        input = try Self.input(scriptPath: options.scriptPath)
        interactive = options.scriptPath == nil && Console.isTerminal(.input)
        color =
            options.color && Console.isTerminal(.output)
            && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        trace =
            options.trace
            ? try CommandTrace.start(
                for: pattern, arguments: arguments, jsonPath: options.traceJSONPath,
                everything: options.traceEverything)
            : CommandTrace.off
    }

    /// The built-in catalog, or the file at `path`, refused before anything starts when it
    /// cannot be opened or is not a catalog.
    private static func catalogService(path: String?) throws(ProgramError) -> any CatalogService {
        guard let path else { return BuiltInCatalogService() }
        do {
            _ = try CatalogFile.read(path: path)
        } catch {
            throw ProgramError(
                message: error.description,
                status: error.kind == .cannotOpen ? ExitCode.noInput : ExitCode.dataError)
        }
        return JSONFileCatalogService(path: path)
    }

    /// Standard input, or the script at `scriptPath` (`-` is standard input).
    private static func input(scriptPath path: String?) throws(ProgramError) -> LineSource {
        guard let path, path != "-" else { return LineSource() }
        do {
            return try LineSource(path: path)
        } catch {
            throw ProgramError(
                message: "cannot open the script '\(path.excerpt(200))': \(error.description) "
                    + "(check the path, or pipe the commands in)",
                status: ExitCode.noInput)
        }
    }
}
