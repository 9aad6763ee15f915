import Foundation
import Harness
import PatternCatalog
import Terminal
import TextUI
import WorkbenchCore

/// `workbench diff [--unified] [--width N] PATTERN PATTERN [SCREEN]`: two implementations side
/// by side, screen by screen and file by file, with the role of each file's types, so a reader
/// sees where each responsibility moved. Screens are the patterns' folders, whatever they are;
/// a file pairs with the file that took most of its lines, and files that share none pair by
/// the roles their types declare (see `FilePairs`). The lines are aligned by
/// `LineDiff`, as `diff -y` aligns them, and long ones wrap; with `--unified` it is a plain
/// unified diff to paste into a review.
enum DiffCommand: WorkbenchCommand {
    static let name = "diff"
    static let forms: [[Usage.Part]] = [
        [
            .optional(unified), .optional(.width), .optional(.scratchPath),
            .words("PATTERN PATTERN [SCREEN]"),
        ]
    ]
    static let abstract = """
        two patterns' code side by side, screen by screen, files paired by where their lines \
        went, aligned as `diff -y` aligns them; --unified for a patch-style diff
        """
    /// The options its help describes, in order.
    static let unified = Option(
        "--unified",
        "a plain unified diff instead (---/+++ file headers, @@ hunks with 3 lines of "
            + "context; identical files print nothing) to paste into a review")
    static let options: [Option] = [
        unified,
        .width,
        .scratchPath,
        .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        Two patterns' code side by side, screen by screen and file by file, so a reader sees where
        each responsibility moved. A file is paired with the file of the other pattern that took
        most of its lines: the same statement with its names aside, or a line that shares most
        of its words (braces and imports aside), the two files that share most first. Files that
        share no line pair by the role their types declare (Role.*): the role that holds a
        screen's presentation logic in one pattern with the one that holds it in the other
        (MVC's controller with MVP's presenter or MVVM's view model), views with views, table
        cells with cells; then by file name. Each screen opens with the rule; each pair is
        headed by the files' names, the roles of their types and their line counts, and, for a
        file whose lines were split, the files that took them; then the lines are aligned
        as `diff -y` aligns them (a longest common subsequence, from the standard library's
        `difference(from:)`): lines both files have stand side by side with a blank gutter, '|'
        marks a changed line, '<' a line only the first pattern has, '>' a line only the second
        has. A count of each closes the pair. Nothing is cut: a line longer than its column wraps,
        and its next pieces start with '↳'.

        Options:
        \(Option.block(options))

        PATTERN is one of: \(Usage.patterns). SCREEN is a folder of the patterns'
        sources (AppCard, Profile, Search, ShopList, …), or Composition for their top-level files;
        without it, every screen, then the top-level files. Names may be written in any case.
        Roles come from the index of a debug build (`swift build`); without one, files pair by
        name, their roles show as '?', and a note on standard error says why.

        Examples:
          swift run workbench diff mvc mvvm ShopList
          swift run workbench diff --width 100 mvp mvvm profile
          swift run workbench diff --unified mvc mvvm AppCard > mvc-to-mvvm.diff
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (64, "usage error (a bad option, pattern or screen name)"),
        (66, "an input cannot be had (no Package.swift in the current folder)"),
    ]

    /// The name `SCREEN` takes for the patterns' top-level files.
    static let composition = "Composition"

    /// What a command line asks for: the two patterns, the screen (nil: every one), the width
    /// (nil: the terminal's) or a unified diff, and the build whose index gives the roles.
    struct Invocation {
        var left: PatternDescriptor
        var right: PatternDescriptor
        var screen: String?
        var unified: Bool
        var width: Int?
        var options: BuildInUse.Options
    }

    /// Reads a command line, checking what can be checked without the package: the options,
    /// the patterns' names, the width.
    static func parse(_ arguments: [String]) throws -> Invocation {
        var reader = ArgumentReader(arguments, declared: options)
        let unified = reader.flag(Self.unified)
        let widthText = try reader.value(.width)
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        guard let leftName = reader.positional(), let rightName = reader.positional() else {
            throw UsageError("diff needs two patterns, e.g. `workbench diff mvc mvvm`")
        }
        let screen = reader.positional()
        try reader.finish()
        let left = try PatternDescriptor.parse(leftName)
        let right = try PatternDescriptor.parse(rightName)
        if unified, widthText != nil {
            throw UsageError("--width sets the side-by-side columns; a --unified diff has none")
        }
        let width = try widthText.map {
            try ArgumentReader.number($0, of: Option.width.name, in: 40...1000)
        }
        return Invocation(
            left: left, right: right, screen: screen, unified: unified, width: width,
            options: options)
    }

    /// The folders of the patterns' sources a diff shows: the screen named, in any case
    /// (`Composition` for the top-level files), or every screen and then the top-level files.
    static func folders(_ invocation: Invocation, root: String) throws -> [String] {
        let screens = Set(FilePairs.screens(of: invocation.left, root: root))
            .union(FilePairs.screens(of: invocation.right, root: root)).sorted()
        guard let screenName = invocation.screen else { return screens + [""] }
        let lowered = screenName.lowercased()
        if lowered == composition.lowercased() { return [""] }
        if let screen = screens.first(where: { $0.lowercased() == lowered }) { return [screen] }
        let names = screens.isEmpty ? "" : screens.joined(separator: ", ") + " or "
        throw UsageError("unknown screen '\(screenName)'; use \(names)\(composition)")
    }

    static func run(_ arguments: [String]) async throws -> Int32 {
        let invocation = try parse(arguments)
        let (left, right) = (invocation.left, invocation.right)
        guard left != right else {
            Console.write(
                "\(left.name) and \(right.name) are the same pattern: no differences")
            return 0
        }
        let width = invocation.width ?? Console.outputWidth()
        let root = try packageRoot()
        let folders = try folders(invocation, root: root)
        let (roles, note) = readRoles(options: invocation.options, root: root)
        var out: [String] = []
        for folder in folders {
            let files = FilePairs(left, right, folder: folder, root: root, roles: roles)
            out += invocation.unified ? files.unified() : files.sideBySide(width: width)
        }
        if !out.isEmpty { Console.write(out.joined(separator: "\n")) }
        if let note { Console.error(note, prefix: "note: ") }
        return 0
    }

    /// The roles of the patterns' files from the index of the build in use, and a note for
    /// standard error when they could not be read (the files then pair by name) or may be out
    /// of date.
    static func readRoles(
        options: BuildInUse.Options, root: String
    ) -> (roles: [String: FileRoles]?, note: String?) {
        do {
            let build = try BuildInUse.resolve(options, root: root, buildable: false)
            let command = BuildInUse.shell(["swift", "build"] + build.commandScratchArguments)
            if let problem = build.indexProblem() {
                return (
                    nil,
                    "roles not known, so files are paired by name: \(problem); run `\(command)`"
                )
            }
            let result = try IndexReader(root: root, build: build.build).read()
            let roles = FileRoles.byFile(graph: result.graph)
            let stale = result.outdatedFiles.filter { $0.hasPrefix("Sources/") }
            guard let first = stale.first else { return (roles, nil) }
            let more = stale.count > 1 ? " and \(stale.count - 1) more source files" : ""
            return (
                roles,
                "the index is older than \(first)\(more): roles may be out of date, and a file "
                    + "it does not know shows '?'; run `\(command)`"
            )
        } catch {
            return (nil, "roles not known, so files are paired by name: \(error)")
        }
    }
}
