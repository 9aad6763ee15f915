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

    @Test func aStaleOrMissingEntryNamesTheCommandAndTheFile() {
        let check = StoredCheck(file: "Faults/results.json", toolchain: Self.here)
        var stored = StoredKey(toolchain: Self.here)
        stored.add("README.md", text: "old")
        var current = stored
        current.add("README.md", text: "new")
        let command = "swift run workbench faults f"
        #expect(check.staleness(of: "f", stored: stored, current: stored, command: command) == nil)
        #expect(
            check.staleness(of: "f", stored: stored, current: current, command: command)
                == "f: Faults/results.json is stale: README.md changed since it was measured "
                + "(run `swift run workbench faults f` and commit Faults/results.json)")
        #expect(
            check.staleness(of: "f", stored: nil, current: current, command: command)
                == "f: never measured (run `swift run workbench faults f` and commit "
                + "Faults/results.json)")
    }

    /// Stored pattern by pattern, an entry is stale for the patterns whose key changed (or that
    /// have none), and the line names them and the command that measures those alone.
    @Test func aPatternByPatternEntryNamesTheStalePatterns() {
        let check = StoredCheck(file: "Faults/results.json", toolchain: Self.here)
        var key = StoredKey(toolchain: Self.here)
        key.add("README.md", text: "old")
        var edited = key
        edited.add("mvp.patch", text: "new")
        let stored = PerPattern([.mvc, .mvp]) { _ in key }
        func command(_ patterns: [PatternDescriptor]?) -> String {
            "faults f"
                + (patterns.map { " --pattern " + $0.map(\.command).joined(separator: ",") } ?? "")
        }
        let current = PerPattern([.mvc, .mvp, .mvvm]) { $0 == .mvp ? edited : key }
        #expect(
            check.staleness(of: "f", stored: stored, current: current, command: command)
                == "f: Faults/results.json is stale for MVP, MVVM (Observation): MVP: mvp.patch "
                + "is new since it was measured (run `faults f --pattern mvp,mvvm` and commit "
                + "Faults/results.json)")
        #expect(
            check.staleness(of: "f", stored: stored, current: stored, command: command) == nil)
        #expect(
            check.staleness(of: "f", stored: PerPattern(), current: current, command: command)
                == "f: never measured (run `faults f` and commit Faults/results.json)")
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
