import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// A pattern lands lesson-first (`LessonFirst`): while it has no patch of a kind it is "not yet
/// measured" there, which no check counts as stale; once it has its patches, figures not
/// measured are stale, as before.
@Suite struct LessonFirstTests {
    @Test func aPatternOwingItsPatchesIsNotYetMeasuredOneWithThemIsStale() {
        let status = StoredStatus.perPattern(
            file: "Faults/results.json", holds: "faults",
            entries: [("a", [(.mvvmDelegate, "never measured")])],
            owing: ([.mvvmKVO], "its patch in each of the 1 faults"),
            command: { _ in "swift run workbench faults --stale" })
        #expect(status.notYetMeasured.map(\.pattern) == ["mvvm-kvo"])
        #expect(status.stale.map(\.pattern) == ["mvvm-delegate"], "patched, never measured")
        let owing = StoredStatus.perPattern(
            file: "Faults/results.json", holds: "faults", entries: [("a", [])],
            owing: ([.mvvmKVO], "its patch in each of the 1 faults"),
            command: { _ in "swift run workbench faults --stale" })
        #expect(owing.isFresh)
        #expect(StoredCheck.problems(of: owing).isEmpty)
        let report = StoredStatus.report([owing])
        #expect(report.contains("not yet measured in mvvm-kvo: its patch in each of the 1 faults"))
        #expect(report.contains("Every stored result is fresh."))
        #expect(report.contains("Not yet measured, which is no error"))
    }
}

/// The same on a copy of this package whose MVVM (KVO) has no patches and no stored figures, as
/// a pattern that landed lesson-first has: nothing is stale, and every result says what it owes.
@Suite(
    .enabled(
        if: packageHasHistory(), "the package itself, not a change request's scratch copy"))
struct LessonFirstCopyTests {
    /// Removes `pattern`'s patches, the exercises naming it and its stored figures in `root`.
    static func unmeasure(_ pattern: PatternDescriptor, root: String) throws {
        let files = FileManager.default
        for folder in [ChangeRequest.folder, Fault.folder] {
            for entry in try files.contentsOfDirectory(atPath: root + "/" + folder) {
                for file in [
                    pattern.productionPatch, pattern.repairPatch, pattern.command + ".patch",
                ] {
                    try? files.removeItem(atPath: "\(root)/\(folder)/\(entry)/\(file)")
                }
            }
        }
        for name in Exercise.names(root: root) {
            let exercise = try Exercise(path: Exercise.folder + "/" + name, root: root)
            if exercise.patterns.contains(pattern) {
                try files.removeItem(atPath: "\(root)/\(Exercise.folder)/\(name)")
            }
        }
        try edit(root + "/" + FaultResults.path) { json in
            json["faults"] = (json["faults"] as? [[String: Any]] ?? []).map { fault in
                var fault = fault
                var outcomes = fault["outcomes"] as? [String: Any] ?? [:]
                outcomes[pattern.module] = nil
                fault["outcomes"] = outcomes
                return fault
            }
        }
        try edit(root + "/" + ChangeResults.path) { json in
            json["requests"] = (json["requests"] as? [[String: Any]] ?? []).map { request in
                var request = request
                request["patterns"] = (request["patterns"] as? [[String: Any]] ?? []).filter {
                    $0["pattern"] as? String != pattern.command
                }
                return request
            }
        }
        for scope in MutationScope.allCases {
            try edit(root + "/" + scope.path) { json in
                json["entries"] = (json["entries"] as? [[String: Any]] ?? []).filter {
                    ($0["mutant"] as? [String: Any])?["module"] as? String != pattern.module
                }
            }
        }
    }

    static func edit(_ path: String, _ change: (inout [String: Any]) -> Void) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        change(&json)
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
    }

    @MainActor @Test func aPatternWithNoPatchesAndNoFiguresIsNotYetMeasuredAndNothingIsStale()
        throws
    {
        let root = try StoredStatusTests.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A pattern that landed lesson-first in the package itself owes its figures already.
        let owedBefore = PatternDescriptor.all.filter {
            !Fault.patchedPatterns(root: root).contains($0)
        }
        try Self.unmeasure(.mvvmKVO, root: root)
        let owed = PatternDescriptor.all.filter { $0 == .mvvmKVO || owedBefore.contains($0) }
        #expect(
            ChangeRequest.patchedPatterns(root: root)
                == PatternDescriptor.all.filter { !owed.contains($0) })
        #expect(
            Fault.patchedPatterns(root: root) == PatternDescriptor.all.filter { !owed.contains($0) }
        )

        let statuses = StoredResults.all(root: root).filter {
            $0.file != BenchReport.savedPath && $0.file != Flows.jsonPath
        }
        for status in statuses {
            #expect(status.isFresh, "\(status.file): \(status.stale)")
        }
        let owing = Dictionary(
            uniqueKeysWithValues: statuses.map { ($0.file, $0.notYetMeasured.map(\.pattern)) })
        for file in [FaultResults.path, ChangeResults.path] + MutationScope.allCases.map(\.path) {
            #expect(owing[file] == owed.map(\.command), "\(file)")
        }
        #expect(try RequestsKind.problems(root: root).isEmpty)

        // One patch of a pattern that has the others is still missing, not lesson-first.
        let request = try #require(ChangeRequest.names(root: root).first)
        try FileManager.default.removeItem(
            atPath: "\(root)/\(ChangeRequest.folder)/\(request)/mvp.patch")
        #expect(throws: ChangeRequestError("\(request): mvp.patch is missing")) {
            try ChangeRequest(
                name: request, root: root, patterns: ChangeRequest.patchedPatterns(root: root))
        }
        let fault = try #require(Fault.names(root: root).first)
        try FileManager.default.removeItem(atPath: "\(root)/\(Fault.folder)/\(fault)/mvp.patch")
        #expect(throws: ChangeRequestError("\(fault): mvp.patch is missing")) {
            try Fault(name: fault, root: root)
        }
    }
}
