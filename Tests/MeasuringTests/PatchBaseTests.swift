import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// Patches that survive edits: every change request and exercise names the commit its patches
/// were written on (`base`), and a patch whose lines an edit has touched is applied there and
/// merged with the edit (`PatchBase`). Read against the package's own git history, so not in a
/// change request's scratch copy, which has neither the history nor the files the patches were
/// written on.
@Suite(.enabled(if: packageHasHistory(), "needs the package's git history (a full clone)"))
struct PatchBaseTests {
    static let presenter = "Sources/Patterns/MVP/ShopList/ShopListPresenter.swift"

    /// Every request and every exercise's reference, as the workbench reads them.
    static func requests() throws -> [ChangeRequest] {
        let root = packageRoot
        let requests = try ChangeRequest.names(root: root).map {
            try ChangeRequest(
                name: $0, root: root, patterns: ChangeRequest.patchedPatterns(root: root))
        }
        let exercises = try Exercise.names(root: root).map {
            try Exercise(path: "Exercises/" + $0, root: root).reference
        }
        return requests + exercises
    }

    /// The presenter's lines that some hunk keeps as context, but that no patch changes or
    /// keeps next to a change (two lines or more from any line a patch removes or adds): an edit
    /// there touches patches' lines but none they change, and is no conflict.
    static func contextLines(_ requests: [ChangeRequest]) -> [String] {
        contextLines(requests.flatMap { Array($0.patches.values) })
    }

    /// The presenter's lines that the hunks of `patches` keep as context, none near a change.
    static func contextLines(_ patches: [UnifiedDiff]) -> [String] {
        var context: [String] = []
        var near: Set<String> = []
        let hunks = patches.flatMap { $0.files.filter { $0.path == presenter } }.flatMap(\.hunks)
        for hunk in hunks {
            let lines = hunk.lines
            for (index, line) in lines.enumerated() {
                guard case .context(let text) = line else { continue }
                let around = lines[max(0, index - 2)...min(lines.count - 1, index + 2)]
                if around.allSatisfy({ if case .context = $0 { true } else { false } }) {
                    context.append(text)
                } else {
                    near.insert(text)
                }
            }
            for case .removed(let text) in lines { near.insert(text) }
        }
        return context.filter {
            !near.contains($0) && !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
    }

    /// The presenter with the first of `context` that stands once in it edited: that line, and
    /// the package's files with the edit.
    static func editedPresenter(context: [String]) throws -> (String, PackageFiles) {
        let original = try #require(ChangeRequest.text(ofFile: packageRoot + "/" + presenter))
        let lines = original.components(separatedBy: "\n")
        let target = try #require(context.first { line in lines.filter { $0 == line }.count == 1 })
        let edited = original.replacingOccurrences(of: target, with: target + " // edited")
        return (target, PackageFiles(root: packageRoot, overrides: [presenter: Data(edited.utf8)]))
    }

    @Test func everyRequestAndExerciseNamesTheCommitItsPatchesWereWrittenOn() throws {
        for request in try Self.requests() {
            #expect(request.base != nil, "\(request.name) has no base file")
        }
    }

    @Test func anEditToAPatchsContextLineBreaksNoPatch() throws {
        let requests = try Self.requests()
        let (target, files) = try Self.editedPresenter(context: Self.contextLines(requests))
        let touching = requests.filter { request in
            request.patches.values.contains { $0.paths.contains(Self.presenter) }
        }
        #expect(!touching.isEmpty)
        for request in requests {
            #expect(throws: Never.self, "\(request.name)") {
                _ = try request.applied(to: files)
            }
        }
        let withoutBase = touching.filter { request in
            var plain = request
            plain.base = nil
            return (try? plain.applied(to: files)) == nil
        }
        #expect(!withoutBase.isEmpty, "the edit must break a patch applied as it stands")
        for request in touching {
            let result = try request.applied(to: files)
            let merged = try #require(result[Self.presenter] ?? nil)
            #expect(merged.contains(target + " // edited"), "\(request.name) kept the edit")
        }
    }

    @Test func anEditToALineAPatchChangesNamesTheHunk() throws {
        let requests = try Self.requests()
        let request = try #require(
            requests.first { $0.patches.values.contains { $0.paths.contains(Self.presenter) } })
        let (name, patch) = try #require(
            request.patches.first { $0.value.paths.contains(Self.presenter) })
        let file = try #require(patch.files.first { $0.path == Self.presenter })
        let removed = try #require(
            file.hunks.lazy.flatMap(\.lines).compactMap { line -> String? in
                if case .removed(let text) = line, !text.isEmpty { return text }
                return nil
            }.first)
        let original = try #require(ChangeRequest.text(ofFile: packageRoot + "/" + Self.presenter))
        let edited = original.replacingOccurrences(of: removed, with: removed + " // edited")
        let files = PackageFiles(root: packageRoot, overrides: [Self.presenter: Data(edited.utf8)])

        let error = #expect(throws: ChangeRequestError.self) {
            _ = try request.applied(to: files, only: [name])
        }
        let message = error?.description ?? ""
        #expect(message.contains("\(request.name)/\(name): \(Self.presenter): hunk "))
        #expect(message.contains("conflicts with an edit made since"))
    }

    @Test func everyFaultNamesItsBaseAndSurvivesAnEditToItsContext() throws {
        let faults = try Fault.names(root: packageRoot).map {
            try Fault(name: $0, root: packageRoot)
        }
        for fault in faults { #expect(fault.base != nil, "\(fault.name) has no base file") }
        let touching = faults.filter {
            $0.patches.values.contains { $0.paths.contains(Self.presenter) }
        }
        let (target, files) = try Self.editedPresenter(
            context: Self.contextLines(touching.flatMap { Array($0.patches.values) }))
        let edited = try #require(files.text(Self.presenter))
        var refreshedAny = false
        for fault in touching {
            let result = try fault.applied(to: files)
            let merged = try #require(result[Self.presenter] ?? nil)
            #expect(merged.contains(target + " // edited"), "\(fault.name) kept the edit")
            let refreshed = try PatchRefresh.refreshed(
                fault.patches, base: fault.base, owner: fault.name, package: files)
            for (command, text) in refreshed {
                refreshedAny = true
                let file = try #require(
                    try UnifiedDiff(parsing: text, name: command).files.first {
                        $0.path == Self.presenter
                    })
                #expect(try file.applyAsItStands(to: edited, patch: command) == merged)
            }
        }
        #expect(refreshedAny, "the edit must leave some fault applying only by merging")
    }

    @Test func everyPatchWrittenOutReadsBackTheSame() throws {
        let faults = try Fault.names(root: packageRoot).map {
            try Fault(name: $0, root: packageRoot)
        }
        let patches =
            try Self.requests().flatMap { Array($0.patches.values) }
            + faults.flatMap { Array($0.patches.values) }
        #expect(patches.count > 300)
        for patch in patches {
            #expect(try UnifiedDiff(parsing: patch.text, name: "written") == patch)
        }
    }

    @Test func aRefreshedPatchAppliesAsItStandsAndGivesTheMergedFile() throws {
        let requests = try Self.requests()
        let (_, files) = try Self.editedPresenter(context: Self.contextLines(requests))
        var refreshedAny = false
        for request in requests {
            let refreshed = try PatchRefresh.refreshed(request, package: files)
            for (name, text) in refreshed {
                refreshedAny = true
                let patch = try UnifiedDiff(parsing: text, name: "\(request.name)/\(name)")
                let merged = try request.applied(to: files, only: [name])
                for file in patch.files {
                    let now = try file.applyAsItStands(to: files.text(file.path), patch: name)
                    #expect(
                        now == merged[file.path] ?? nil, "\(request.name)/\(name): \(file.path)")
                }
            }
            if !request.patches.values.contains(where: { $0.paths.contains(Self.presenter) }) {
                #expect(refreshed.isEmpty, "\(request.name): only patches of the edited file")
            }
        }
        #expect(refreshedAny, "the edit must leave some patch applying only by merging")
    }
}
