import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The pieces of "What a change costs" that need no build: the hash, the patch reader and
/// applier; the claims that read change costs are tested in ClaimTests.
@Suite struct ChangeCostsTests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(
            SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(String(repeating: "a", count: 1000)).hasPrefix(
                "41edece42d63e8d9bf515a9ba6932e1c"))
    }

    static let patch = """
        diff --git a/Sources/X/A.swift b/Sources/X/A.swift
        index 1111111..2222222 100644
        --- a/Sources/X/A.swift
        +++ b/Sources/X/A.swift
        @@ -2,3 +2,4 @@ struct A {
             let a = 1
        -    let b = 2
        +    let b = 3
        +    let c = 4
             let d = 5
        diff --git a/Sources/X/New.swift b/Sources/X/New.swift
        new file mode 100644
        --- /dev/null
        +++ b/Sources/X/New.swift
        @@ -0,0 +1,2 @@
        +struct New {}
        +// end

        """

    @Test func aPatchIsReadWithItsFilesAndLines() throws {
        let diff = try UnifiedDiff(parsing: Self.patch, name: "test.patch")
        #expect(diff.paths == ["Sources/X/A.swift", "Sources/X/New.swift"])
        #expect(diff.added == 4)
        #expect(diff.removed == 1)
        #expect(diff.files[1].oldPath == nil)
    }

    @Test func aPatchAppliesWhereItsLinesStandEvenWhenTheyMoved() throws {
        let diff = try UnifiedDiff(parsing: Self.patch, name: "test.patch")
        let original = "struct A {\n    let a = 1\n    let b = 2\n    let d = 5\n}\n"
        #expect(
            try diff.files[0].apply(to: original, patch: "p")
                == "struct A {\n    let a = 1\n    let b = 3\n    let c = 4\n    let d = 5\n}\n")
        // Two lines added above since the patch was made: it still applies, further down.
        let moved = "// one\n// two\n" + original
        #expect(
            try diff.files[0].apply(to: moved, patch: "p")?.hasPrefix("// one\n// two\n") == true)
        #expect(try diff.files[1].apply(to: nil, patch: "p") == "struct New {}\n// end\n")
    }

    @Test func aPatchIsNumberedWhereItApplies() throws {
        let diff = try UnifiedDiff(parsing: Self.patch, name: "test.patch")
        let original = "struct A {\n    let a = 1\n    let b = 2\n    let d = 5\n}\n"
        // As written: `@@ -2,3 +2,4 @@`, the file's lines 2 to 4.
        let asWritten = diff.files[0].placed(in: original, patch: "p", base: nil)
        #expect(asWritten.hunks.map(\.oldStart) == [2])
        #expect(asWritten.hunks.map(\.newStart) == [2])
        // Two lines added above since: it applies at line 4, and is read there.
        let moved = diff.files[0].placed(in: "// one\n// two\n" + original, patch: "p", base: nil)
        #expect(moved.hunks.map(\.oldStart) == [4])
        #expect(moved.hunks.map(\.newStart) == [4])
        #expect(moved.hunks.map(\.lines) == diff.files[0].hunks.map(\.lines))
        // A new file stays at `-0,0 +1,2`.
        let created = diff.files[1].placed(in: nil, patch: "p", base: nil)
        #expect(created.hunks.map(\.oldStart) == [0])
        #expect(created.hunks.map(\.newStart) == [1])
    }

    @Test func aLaterHunkIsNumberedAfterWhatTheOnesBeforeAdded() throws {
        let diff = try UnifiedDiff(
            parsing: """
                --- a/A.swift
                +++ b/A.swift
                @@ -1,2 +1,3 @@
                 a
                +a2
                 b
                @@ -4,2 +5,2 @@
                 d
                -e
                +E

                """, name: "test.patch")
        // One line above the first hunk, none between: both apply a line further down.
        let placed = diff.files[0].placed(in: "0\na\nb\nc\nd\ne\n", patch: "p", base: nil)
        #expect(placed.hunks.map(\.oldStart) == [2, 5])
        #expect(placed.hunks.map(\.newStart) == [2, 6])
        // And one line between them too: the second applies two lines down, and each changed
        // line is read on its line of the file before (removed) or after (added).
        let between = diff.files[0].placed(
            in: "0\na\nb\nc\nX\nd\ne\n", patch: "p", base: nil)
        #expect(between.hunks.map(\.oldStart) == [2, 6])
        #expect(between.hunks.map(\.newStart) == [2, 7])
        #expect(ChangeTouches.removedLines(between) == [7: "e"])
        #expect(ChangeTouches.addedLines(between) == [3: "a2", 8: "E"])
    }

    @Test func aPatchThatNoLongerAppliesIsLeftAsWritten() throws {
        let diff = try UnifiedDiff(parsing: Self.patch, name: "test.patch")
        let changed = "struct A {\n    let a = 1\n    let b = 7\n    let d = 5\n}\n"
        #expect(diff.files[0].placed(in: changed, patch: "p", base: nil) == diff.files[0])
    }

    @Test func aPatchWhoseLinesAreGoneDoesNotApplyAndSaysWhere() throws {
        let diff = try UnifiedDiff(parsing: Self.patch, name: "test.patch")
        let changed = "struct A {\n    let a = 1\n    let b = 7\n    let d = 5\n}\n"
        #expect(throws: ChangeRequestError.self) {
            try diff.files[0].apply(to: changed, patch: "demo/mvp.patch")
        }
        do {
            _ = try diff.files[0].apply(to: changed, patch: "demo/mvp.patch")
        } catch {
            #expect(error.description.hasPrefix("demo/mvp.patch: Sources/X/A.swift: hunk 1"))
        }
        #expect(throws: ChangeRequestError.self) {
            try diff.files[1].apply(to: "exists\n", patch: "p")
        }
    }

    @Test func aBrokenPatchIsAOneLineError() {
        #expect(throws: ChangeRequestError.self) {
            try UnifiedDiff(parsing: "--- a/x\n@@ -1 +1 @@\n", name: "bad.patch")
        }
        #expect(throws: ChangeRequestError.self) {
            try UnifiedDiff(parsing: "--- a/x\n+++ b/y\n", name: "rename.patch")
        }
    }

    // MARK: - Verdicts

    /// The patterns the made-up results below give figures for, in this order.
    static let patterns = PatternDescriptor.all

    /// A measured request in which each pattern changed `lines` lines and broke `broken` tests:
    /// the first `lines.count` patterns of the catalog, so a pattern added since the figures were
    /// made up is not measured in it, as one that landed lesson-first.
    static func result(
        _ name: String, lines: [Int], broken: [Int],
        types: [[TouchedType]] = Array(repeating: [], count: PatternDescriptor.all.count),
        model: Int = 0
    ) -> ChangeCosts.Entry {
        let changes = zip(patterns.indices, patterns).prefix(lines.count).map { index, pattern in
            PatternChange(
                pattern: pattern.command,
                production: PatchSize(files: [
                    FileLines(
                        path: "Sources/Patterns/\(pattern.module)/F.swift", added: lines[index],
                        removed: 0)
                ]),
                types: index < types.count ? types[index] : [], interfaces: [], expected: .local,
                found: lines[index] == 0 ? .none : .local,
                testsFailing: (0..<broken[index]).map { "T.t\($0)()" }, testsNotCompiling: [],
                repair: .empty, testsPassAfterRepair: true)
        }
        let shared = PatchSize(
            files: model == 0
                ? [] : [FileLines(path: "Sources/Shared/Model/M.swift", added: model, removed: 0)])
        let result = RequestResult(
            name: name, title: name, claim: "",
            key: StoredKey(toolchain: "6"), shared: shared, patterns: changes,
            suitePassed: true, framesIdentical: true, scriptCommands: 3)
        return ChangeCosts.Entry(
            name: name, title: name, claim: "", expectedClasses: [:], result: result,
            problem: nil)
    }

}
