import Foundation
import Harness
import Terminal
import WorkbenchCore

/// `workbench site [--check] [--no-build] [--scratch-path PATH]`: writes the site under
/// docs/site/ from fresh measurements (what `compare` writes with Comparison.md, alone), or,
/// with `--check`, fails when a committed page is stale.
@MainActor
enum SiteCommand: WorkbenchCommand {
    static let name = "site"
    static let forms: [[Usage.Part]] = [
        [.optional(check), .optional(.noBuild), .optional(.scratchPath)]
    ]
    static let abstract = """
        write the pages a class can look at (docs/site/: a page per screen with the patterns \
        side by side, and an index); compare writes them too
        """
    /// The options its help describes, in order.
    static let check = Option(
        "--check",
        "write nothing; exit with 1, naming the first stale page, when the committed site is "
            + "not what the code measures now")
    static let options: [Option] = [
        .scratchPath,
        .noBuild,
        check,
        .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        Writes docs/site/ from fresh measurements, as `workbench compare` does with
        Comparison.md: an index (the screens, the claims' verdicts, the charts, the tour's
        reading order) and a page per screen, the patterns' files in columns with one
        behaviour's trace under each. Open docs/site/index.html in a browser: it needs no
        network and no script. scripts/site-check takes screenshots of the pages (Chromium).

        Options:
        \(Option.block(options))
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (1, "with --check: a page is stale"),
        (64, "usage error (a bad option)"), CompareCommand.measuredInputMissing,
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let check = reader.flag(Self.check)
        let options = try BuildInUse.Options.read(&reader)
        try reader.finish()
        let root = try packageRoot()
        let build = try BuildInUse.resolve(options, root: root)
        let inputs = try await ComparisonMeasurement.measure(build: build)
        let pages = ComparisonDocument.pictures(inputs).filter {
            $0.path.hasPrefix(Site.folder + "/")
        }
        guard check else {
            try GeneratedFiles.write(pages, root: root)
            return 0
        }
        if let stale = GeneratedFiles.firstStale(pages, root: root) {
            Console.error(
                "\(stale) is stale: it differs from what the code measures now; regenerate it "
                    + "with `swift run workbench site` (or `scripts/compare`)", prefix: "")
            return 1
        }
        Console.error("\(Site.folder) is up to date", prefix: "")
        return 0
    }
}
