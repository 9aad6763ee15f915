import ChangeCosts
import Foundation

extension ChangeCosts {
    /// The section of Comparison.md: the requests, the requests × patterns table, and the seed
    /// claims its figures test.
    public func markdown() -> String {
        var out: [String] = []
        out.append(
            """
            ## What a change costs

            The seeds' strongest claims are about change. Each request below is a change a user \
            asks for, made once in the shared part (model, toolkit, harness, spec) and once in \
            every pattern, the way that pattern's code would make it (`ChangeRequests/`: a README, \
            a production patch and a test-repair patch per pattern, and a script). \
            `swift run workbench changes` applies each in a scratch copy of the package, builds \
            it, and measures: the production files and lines; the pattern's types and roles the \
            change touches, from the compiler's index; the class of change in the terms of the \
            ALMA method (local: one type; non-local: several; architectural: an interface \
            between roles changed); the pattern's own tests the production patch alone breaks, \
            failing or in files that no longer compile; and the lines of test repair. With both \
            patches the whole suite must pass and the request's script must print the same \
            frames in every pattern. The figures are those of the last run, kept in \
            `ChangeRequests/results.json` and keyed by the hashes of the patches and of the \
            files they change. To add a request of your own, see `ChangeRequests/README.md`.

            """)
        out.append(requestList())
        out.append(table())
        out.append(
            "The seed claims these figures test (view-model reuse, reusable views and model, a "
                + "view hierarchy that changes without breaking tests, maintainability, layering) "
                + "are in \"What the seeds say follows\", with their rules and margins.\n")
        return out.joined(separator: "\n")
    }

    /// The requests, with their seed claims and expected classes.
    public func requestList() -> String {
        var out = ["### The requests\n"]
        if entries.isEmpty {
            out.append(
                "No change request is in `ChangeRequests/`: nothing to measure. See "
                    + "`ChangeRequests/README.md` to add one.\n")
            return out.joined(separator: "\n")
        }
        for entry in entries {
            var line = "- **\(entry.title)** (`\(entry.name)`)"
            if !entry.claim.isEmpty { line += ". Tests: \(entry.claim)" }
            let expected = patterns.compactMap { pattern in
                entry.expectedClasses[pattern.command].map { "\(pattern.name) \($0.rawValue)" }
            }
            if !expected.isEmpty {
                line += " Expected class: " + expected.joined(separator: ", ") + "."
            }
            if let problem = entry.problem {
                line +=
                    " **Not measured here** (\(problem)): run "
                    + "`swift run workbench changes \(entry.name)`."
            }
            out.append(line)
        }
        out.append("")
        return out.joined(separator: "\n")
    }

    /// Requests × patterns.
    public func table() -> String {
        let measured = entries.filter { $0.result != nil }
        var out = ["### Requests × patterns\n"]
        guard !measured.isEmpty else {
            out.append(
                "Not yet measured: run `swift run workbench changes` (it builds the package "
                    + "several times per request) and commit `ChangeRequests/results.json`.\n")
            return out.joined(separator: "\n")
        }
        out.append(
            """
            Lines are `+added −removed` (a changed line counts in both). Types are the \
            pattern's own, named below. Class: found (expected). Tests broken: failing + in \
            files that no longer compile, with the production patch alone. Test repair: the \
            lines of the pattern's test patch (repairs and new tests).

            | request | pattern | files | lines | types (roles) | class | tests broken | test repair |
            | --- | --- | ---: | ---: | --- | --- | --- | ---: |
            """)
        for entry in measured {
            guard let result = entry.result else { continue }
            for pattern in patterns {
                guard let change = result.change(in: pattern.command) else {
                    out.append("| \(entry.name) | \(pattern.name) | — | — | — | — | — | — |")
                    continue
                }
                let roles = change.roles.isEmpty ? "" : " (\(change.roles.joined(separator: ", ")))"
                let broken =
                    change.testsBroken == 0
                    ? "0"
                    : "\(change.testsBroken) (\(change.testsFailing.count) + "
                        + "\(change.testsNotCompiling.count))"
                out.append(
                    "| \(entry.name) | \(pattern.name) | \(change.production.files.count) "
                        + "| +\(change.production.added) −\(change.production.removed) "
                        + "| \(change.types.count)\(roles) "
                        + "| \(change.found.rawValue) (\(change.expected.rawValue)) "
                        + "| \(broken) | +\(change.repair.added) −\(change.repair.removed) |")
            }
        }
        if measured.count > 1 {
            for pattern in patterns {
                let changes = measured.compactMap { $0.result?.change(in: pattern.command) }
                let added = changes.reduce(0) { $0 + $1.production.added }
                let removed = changes.reduce(0) { $0 + $1.production.removed }
                let files = changes.reduce(0) { $0 + $1.production.files.count }
                let types = changes.reduce(0) { $0 + $1.types.count }
                let broken = changes.reduce(0) { $0 + $1.testsBroken }
                let repairAdded = changes.reduce(0) { $0 + $1.repair.added }
                let repairRemoved = changes.reduce(0) { $0 + $1.repair.removed }
                out.append(
                    "| **all \(changes.count)** | **\(pattern.name)** | \(files) "
                        + "| +\(added) −\(removed) | \(types) | | \(broken) "
                        + "| +\(repairAdded) −\(repairRemoved) |")
            }
        }
        out.append("")
        out.append("Per request:\n")
        for entry in measured {
            guard let result = entry.result else { continue }
            let shared = result.shared
            var line =
                "- `\(entry.name)`: the shared part changes \(shared.files.count) "
                + "\(shared.files.count == 1 ? "file" : "files") (+\(shared.added) "
                + "−\(shared.removed)); with every patch the whole suite "
                + (result.suitePassed ? "passed" : "**failed**")
                + ", and the script's \(result.scriptCommands) commands printed "
                + (result.framesIdentical
                    ? "byte-identical frames in every pattern" : "**frames that differ**")
                + "."
            for pattern in patterns {
                guard let change = result.change(in: pattern.command) else { continue }
                var parts: [String] = []
                if !change.types.isEmpty {
                    parts.append(
                        "types "
                            + change.types.map {
                                "`\($0.name)` (\($0.role), \($0.change.rawValue), "
                                    + "+\($0.added) −\($0.removed))"
                            }.joined(separator: ", "))
                }
                if !change.interfaces.isEmpty {
                    parts.append(
                        "interfaces between roles "
                            + change.interfaces.map { "`\($0)`" }.joined(separator: ", "))
                }
                if !change.testsFailing.isEmpty {
                    parts.append(
                        "failing " + change.testsFailing.map { "`\($0)`" }.joined(separator: ", "))
                }
                if !change.testsNotCompiling.isEmpty {
                    parts.append(
                        "not compiling "
                            + change.testsNotCompiling.map { "`\($0)`" }.joined(separator: ", "))
                }
                if !change.testsPassAfterRepair { parts.append("**its tests fail after repair**") }
                if parts.isEmpty { parts.append("no production change") }
                line += "\n  - \(pattern.name): " + parts.joined(separator: "; ") + "."
            }
            out.append(line)
        }
        out.append("")
        return out.joined(separator: "\n")
    }
}
