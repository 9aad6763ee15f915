import Foundation
import PatternCatalog
import Testing
import WorkbenchCore

/// One kind of stored result: what its key holds, when it is stale, and what a check says when
/// the figures were measured on another toolchain (simulated here by the recorded toolchain).
@Suite struct StoredCheckTests {
    static let here = "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu"
    static let other = "Apple Swift version 6.2 (swiftlang-6.2.0.19.9)\nTarget: arm64-apple-macos14"

    @Test func onlyTheInputsDecideWhetherAResultIsFresh() {
        var stored = StoredKey(toolchain: Self.other)
        stored.add("mvp.patch", text: "+ a line\n")
        stored.inputs["Sources/Patterns/MVP/A.swift"] = StoredKey.absent
        var current = stored
        current.toolchain = Self.here
        #expect(current.changes(since: stored).isEmpty, "another toolchain is not a stale file")

        current.add("mvp.patch", text: "+ another line\n")
        current.inputs["README.md"] = SHA256.hex("# A\n")
        current.inputs["Sources/Patterns/MVP/A.swift"] = nil
        #expect(
            current.changes(since: stored) == [
                "README.md is new since it was measured",
                "Sources/Patterns/MVP/A.swift is no longer an input",
                "mvp.patch changed since it was measured",
            ])
    }

    @Test func aFolderIsKeyedByItsSwiftFilesPathsAndContents() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("stored-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(
            atPath: root + "/F/G", withIntermediateDirectories: true)
        try "let a = 1\n".write(toFile: root + "/F/G/A.swift", atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: root + "/F/notes.md", atomically: true, encoding: .utf8)
        var key = StoredKey(toolchain: Self.here)
        key.add(folder: "F", root: root)
        // A Swift file is keyed by its code (`SourceCode.keyed`): the closing line break goes.
        #expect(key.inputs["F"] == SHA256.hex(Data("G/A.swift".utf8) + Data("let a = 1".utf8)))
        try "// One.\nlet a = 1 // kept\n".write(
            toFile: root + "/F/G/A.swift", atomically: true, encoding: .utf8)
        var commented = StoredKey(toolchain: Self.here)
        commented.add(folder: "F", root: root)
        #expect(commented.inputs["F"] == key.inputs["F"], "a comment changes no key")
        key.add(file: "F/missing.swift", root: root)
        #expect(key.inputs["F/missing.swift"] == StoredKey.absent)
    }

    /// Stored pattern by pattern, an entry is stale for the patterns whose key changed (or that
    /// have none); the status gathers them per pattern, one line for every pattern when all are
    /// stale alike, and `--check` names the file, the patterns, the entries, why, and the
    /// command.
    @Test func aPatternByPatternEntryNamesTheStalePatterns() {
        var key = StoredKey(toolchain: Self.here)
        key.add("README.md", text: "old")
        var edited = key
        edited.add("mvp.patch", text: "new")
        let stored = PerPattern([.mvc, .mvp]) { _ in key }
        let current = PerPattern { $0 == .mvp ? edited : key }
        func status(_ stored: PerPattern<StoredKey>) -> StoredStatus {
            .perPattern(
                file: "Faults/results.json", holds: "faults",
                entries: [("f", StoredCheck.stale(stored: stored, current: current))],
                command: { patterns in
                    "faults --stale" + (patterns.map { " (\($0.count))" } ?? "")
                })
        }
        let some = status(stored)
        let staleCount = PatternDescriptor.all.count - 1  // every pattern but MVC
        #expect(some.stale.map(\.pattern) == PatternDescriptor.all.dropFirst().map(\.command))
        #expect(some.command == "faults --stale (\(staleCount))")
        #expect(
            StoredCheck.problems(of: some).contains(
                "Faults/results.json is stale for mvp (f): mvp.patch is new since it was "
                    + "measured (run `faults --stale (\(staleCount))` and commit "
                    + "Faults/results.json)"))
        let none = status(PerPattern())
        #expect(none.stale.map(\.pattern) == [StoredStatus.everyPattern], "one line for all")
        #expect(
            StoredCheck.problems(of: none)
                == [
                    "Faults/results.json is stale for every pattern (f): never measured (run "
                        + "`faults --stale` and commit Faults/results.json)"
                ])
        #expect(status(PerPattern { _ in key }).stale.count == 1, "mvp's key changed")
        #expect(StoredStatus(file: "F", holds: "x", command: "c").command == nil, "fresh")
    }

    @Test func figuresFromAnotherToolchainAgreeOrAreAFindingNamingBoth() {
        let check = StoredCheck(file: "Faults/results.json", toolchain: Self.here)
        #expect(check.findings("f", differences: [], measuredOn: Self.other).isEmpty)
        #expect(check.agreement(measuredOn: [Self.here]) == "")
        #expect(
            check.agreement(measuredOn: [Self.other, Self.here])
                == " (stored on Apple Swift version 6.2 (swiftlang-6.2.0.19.9); they agree on "
                + "Swift version 6.3.1 (swift-6.3.1-RELEASE))")
        #expect(
            check.findings(
                "f", differences: ["MVP: measured caught, stored missed"], measuredOn: Self.here)
                == ["f: MVP: measured caught, stored missed"])
        #expect(
            check.findings(
                "f", differences: ["MVP: measured caught, stored missed"], measuredOn: Self.other)
                == [
                    "f: MVP: measured caught, stored missed [stored on Apple Swift version 6.2 "
                        + "(swiftlang-6.2.0.19.9), measured again on Swift version 6.3.1 "
                        + "(swift-6.3.1-RELEASE): a finding about the toolchains, not a stale file]"
                ])
    }

    @Test func theSampleIsEveryEntryOrTheOnesTheCommitPicks() {
        let names = ["a", "b", "c", "d"]
        #expect(StoredCheck.sample(1, of: names, all: true, root: "/nonexistent") == names)
        #expect(
            StoredCheck.sample(2, of: names, all: false, root: "/nonexistent") == ["a", "c"],
            "outside a git checkout, the first ones, evenly spread")
    }
}
