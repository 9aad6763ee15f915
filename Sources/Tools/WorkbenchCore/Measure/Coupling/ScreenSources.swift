import Foundation
import PatternCatalog

/// Each pattern's files on each screen as the site shows them: the files as `workbench diff`
/// reads them (`FilePairs.File`: lines, and the roles the index gives their types) and, for
/// every pattern but MVC, where each code line came from (`CodeMoves.kinds`, set against MVC's
/// files on the same screen).
package struct ScreenSources: Sendable {
    /// One file of a pattern's screen folder.
    package struct File: Sendable {
        package var file: FilePairs.File
        /// Where each code line came from, by line index; empty for MVC's own files.
        package var kinds: [Int: CodeMoves.Kind]
    }

    /// The screens, sorted.
    package var screens: [String]
    /// Each pattern's files on a screen, by screen, sorted by path.
    package var files: [String: PerPattern<[File]>]

    /// The screens of `graph`'s patterns, read from the package at `root`.
    package static func measure(graph: TypeGraph, root: String) -> ScreenSources {
        let names = ScreenFigures.screens(in: graph, modules: PatternDescriptor.all.map(\.module))
        let roles = FileRoles.byFile(graph: graph)
        var files: [String: PerPattern<[File]>] = [:]
        for screen in names {
            let mvc = FilePairs.files(of: .mvc, folder: screen, root: root, roles: nil)
            files[screen] = PerPattern { pattern in
                let found = FilePairs.files(of: pattern, folder: screen, root: root, roles: roles)
                let kinds =
                    pattern == .mvc
                    ? found.map { _ in [:] }
                    : CodeMoves.kinds(pattern: found.map(\.lines), mvc: mvc.map(\.lines))
                return zip(found, kinds).map { File(file: $0, kinds: $1) }
            }
        }
        return ScreenSources(screens: names, files: files)
    }

    /// Where each pattern's code came from, screen by screen, counted from its lines' kinds:
    /// the figures of Comparison.md's "Where the code went" (MVC, the baseline, has none).
    package var codeMoves: PerPattern<[String: CodeMoves]> {
        PerPattern(PatternDescriptor.all.filter { $0 != .mvc }) { pattern in
            Dictionary(
                uniqueKeysWithValues: screens.map { screen in
                    let mvc = (files[screen]?[.mvc] ?? []).map(\.file.lines)
                    let kinds = (files[screen]?[pattern] ?? []).map(\.kinds)
                    return (screen, CodeMoves(kinds: kinds, mvc: mvc))
                })
        }
    }
}
