import Foundation
import PatternCatalog

/// Where the mutants go: every mutation site in the files of each pattern's logic role (the
/// controller in MVC and its variant, the presenter in MVP, the view model in every MVVM, the
/// presenter and the interactor in VIPER), or of all its own code (`MutationScope`), read from the compiler's index of the build in use; each
/// pattern's numbered from its own `Mutant.firstID(of:)`.
package struct MutationPlan: Sendable {
    /// The sites, by file (relative to the package root), in file order.
    package var sites: [String: [MutationSite]]
    /// Each file's pattern.
    package var patterns: [String: PatternDescriptor]

    /// Every site, in file and line order.
    package var allSites: [MutationSite] {
        sites.keys.sorted().flatMap { sites[$0] ?? [] }
    }

    package init(sites: [String: [MutationSite]], patterns: [String: PatternDescriptor]) {
        self.sites = sites
        self.patterns = patterns
    }

    /// The sites of the files of `patterns` that `scope` takes, found in `graph` (the types'
    /// declared roles and files), read from the sources under `root`.
    package init(
        graph: TypeGraph, root: String, patterns chosen: [PatternDescriptor],
        scope: MutationScope = .logicRole
    ) throws {
        var sites: [String: [MutationSite]] = [:]
        var owners: [String: PatternDescriptor] = [:]
        for pattern in chosen {
            var next = Mutant.firstID(of: pattern)
            let graph = PatternGraph(module: pattern.module, graph: graph)
            let files = Set(
                scope.roles(of: pattern).flatMap {
                    graph.files(of: $0, under: pattern.folder + "/")
                }
            ).sorted()
            for file in files {
                let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                let found = MutantScanner(source: source, file: file, module: pattern.module)
                    .sites(firstID: next)
                next += found.count
                sites[file] = found
                owners[file] = pattern
            }
        }
        self.init(sites: sites, patterns: owners)
    }

    /// The plan without the mutants `ids`.
    package func removing(_ ids: Set<Int>) -> MutationPlan {
        MutationPlan(
            sites: sites.mapValues { $0.filter { !ids.contains($0.mutant.id) } },
            patterns: patterns)
    }

    /// The files of the schema: each mutated file with its sites in place, and each mutated
    /// module's support file; from the sources under `root`.
    package func schema(root: String) throws -> [String: String?] {
        var files: [String: String?] = [:]
        for (file, onFile) in sites {
            let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            files[file] = MutantSchema.apply(onFile, to: source)
        }
        for (pattern, filesOfPattern) in Dictionary(grouping: sites.keys, by: { patterns[$0] }) {
            guard let pattern else { continue }
            let onPattern = filesOfPattern.flatMap { sites[$0] ?? [] }
            files[pattern.folder + "/" + MutantSchema.supportFile] =
                MutantSchema.supportSource(for: onPattern)
        }
        return files
    }

    /// The sites a compiler error at `line` of `file` (relative to the package root) comes from:
    /// those on that line, or, in a support file, the site whose operator is declared there.
    package func sites(causingErrorAt line: Int, of file: String, root: String) -> [MutationSite] {
        if let onFile = sites[file] {
            let onLine = onFile.filter { $0.line + 1 == line }
            if !onLine.isEmpty { return onLine }
            // An error the compiler reports away from its cause (at the end of a function whose
            // statement was deleted, say): the nearest site above it, within the function.
            return onFile.filter { $0.line + 1 < line && line - ($0.line + 1) <= 30 }
                .max { $0.line < $1.line }.map { [$0] } ?? []
        }
        guard file.hasSuffix("/" + MutantSchema.supportFile),
            let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8)
        else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The operator declared nearest above the line.
        for index in stride(from: min(line, lines.count) - 1, through: 0, by: -1) {
            let text = lines[index]
            guard text.hasPrefix("infix operator ") else { continue }
            let name = text.dropFirst("infix operator ".count).prefix { $0 != ":" }
            return allSites.filter {
                if case .replace(let replacement) = $0.edit { return replacement == name }
                return false
            }
        }
        return []
    }
}
