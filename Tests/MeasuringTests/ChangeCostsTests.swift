import Foundation
import PatternCatalog
import Testing

@testable import Builds
@testable import ChangeCosts
@testable import Claims

/// The pieces of "What a change costs" that need no build: the hash, the patch reader and
/// applier, and the verdict rules, which must be able to say "against the seed".
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

    /// The four patterns the made-up results below give figures for, in this order.
    static let patterns: [PatternDescriptor] = [.mvc, .mvcVariant, .mvp, .mvvm]

    /// A measured request in which each pattern changed `lines` lines and broke `broken` tests.
    static func result(
        _ name: String, lines: [Int], broken: [Int], types: [[TouchedType]] = [[], [], [], []],
        model: Int = 0
    ) -> ChangeCosts.Entry {
        let changes = zip(patterns.indices, patterns).map { index, pattern in
            PatternChange(
                pattern: pattern.command,
                production: PatchSize(files: [
                    FileLines(
                        path: "Sources/Patterns/\(pattern.module)/F.swift", added: lines[index],
                        removed: 0)
                ]),
                types: types[index], interfaces: [], expected: .local,
                found: lines[index] == 0 ? .none : .local,
                testsFailing: (0..<broken[index]).map { "T.t\($0)()" }, testsNotCompiling: [],
                repair: .empty, testsPassAfterRepair: true)
        }
        let shared = PatchSize(
            files: model == 0
                ? [] : [FileLines(path: "Sources/Shared/Model/M.swift", added: model, removed: 0)])
        let result = RequestResult(
            name: name, title: name, claim: "",
            key: ChangeKey(patches: [:], sources: [:]), shared: shared, patterns: changes,
            suitePassed: true, framesIdentical: true, scriptCommands: 3)
        return ChangeCosts.Entry(
            name: name, title: name, claim: "", expectedClasses: [:], result: result,
            problem: nil)
    }

    static func verdict(_ claim: Int, _ entries: [ChangeCosts.Entry]) -> Claim.Verdict {
        ChangeCosts(patterns: patterns, entries: entries).claims()[claim].verdict
    }

    @Test func theViewHierarchyClaimCanComeOutEitherWay() {
        let name = ChangeCosts.Requests.restyle
        #expect(
            Self.verdict(0, [Self.result(name, lines: [9, 9, 9, 9], broken: [2, 1, 3, 0])])
                == .supported)
        #expect(
            Self.verdict(0, [Self.result(name, lines: [9, 9, 9, 9], broken: [2, 1, 3, 2])])
                == .against)
        #expect(
            Self.verdict(0, [Self.result(name, lines: [9, 9, 9, 9], broken: [0, 0, 0, 0])])
                == .against)
        #expect(
            Self.verdict(0, [Self.result(name, lines: [9, 9, 9, 9], broken: [3, 0, 0, 1])])
                == .mixed)
        #expect(Self.verdict(0, []) == .notYetMeasured)
    }

    @Test func maintainabilityNeedsTheMarginOnEitherFigure() {
        #expect(
            Self.verdict(1, [Self.result("a", lines: [100, 0, 0, 70], broken: [0, 0, 0, 0])])
                == .supported)
        #expect(
            Self.verdict(1, [Self.result("a", lines: [70, 0, 0, 100], broken: [0, 0, 0, 0])])
                == .against)
        #expect(
            Self.verdict(1, [Self.result("a", lines: [100, 0, 0, 90], broken: [1, 0, 0, 0])])
                == .notShown)
        #expect(
            Self.verdict(1, [Self.result("a", lines: [100, 0, 0, 70], broken: [0, 0, 0, 5])])
                == .mixed)
    }

    @Test func viewModelReuseCountsExistingLinesOnly() {
        let name = ChangeCosts.Requests.reuse
        let extended = TouchedType(
            name: "CardViewModel", role: "view model", change: .changed, added: 8, removed: 0)
        let rewritten = TouchedType(
            name: "CardViewModel", role: "view model", change: .changed, added: 8, removed: 2)
        #expect(
            Self.verdict(
                2,
                [
                    Self.result(
                        name, lines: [1, 1, 1, 8], broken: [0, 0, 0, 0],
                        types: [[], [], [], [extended]])
                ]) == .supported)
        #expect(
            Self.verdict(
                2,
                [
                    Self.result(
                        name, lines: [1, 1, 1, 10], broken: [0, 0, 0, 0],
                        types: [[], [], [], [rewritten]])
                ]) == .against)
    }

    @Test func viewAndModelReuseLooksAtMVCAndMVP() {
        let name = ChangeCosts.Requests.reuse
        let view = TouchedType(
            name: "CardView", role: "view", change: .changed, added: 3, removed: 0)
        let newView = TouchedType(
            name: "SummaryView", role: "view", change: .added, added: 9, removed: 0)
        #expect(
            Self.verdict(
                3,
                [
                    Self.result(
                        name, lines: [1, 1, 9, 1], broken: [0, 0, 0, 0],
                        types: [[], [], [newView], []])
                ]) == .supported)
        #expect(
            Self.verdict(
                3,
                [
                    Self.result(
                        name, lines: [1, 1, 3, 1], broken: [0, 0, 0, 0],
                        types: [[], [], [view], []])
                ]) == .mixed)
        #expect(
            Self.verdict(
                3, [Self.result(name, lines: [1, 1, 1, 1], broken: [0, 0, 0, 0], model: 4)])
                == .against)
    }

    @Test func layeringHoldsOnlyWhenNoPatternChanges() {
        let name = ChangeCosts.Requests.localFirst
        #expect(
            Self.verdict(4, [Self.result(name, lines: [0, 0, 0, 0], broken: [0, 0, 0, 0])])
                == .supported)
        #expect(
            Self.verdict(4, [Self.result(name, lines: [0, 3, 0, 0], broken: [0, 0, 0, 0])])
                == .mixed)
        #expect(
            Self.verdict(4, [Self.result(name, lines: [5, 3, 2, 4], broken: [0, 0, 0, 0])])
                == .against)
    }

    @Test func aRequestWithoutAFreshResultIsNotYetMeasuredAndSaysHow() {
        let entry = ChangeCosts.Entry(
            name: "phone-field", title: "Add a phone", claim: "seed 000", expectedClasses: [:],
            result: nil, problem: "stale: mvp.patch changed since the last run")
        let costs = ChangeCosts(patterns: Self.patterns, entries: [entry])
        let text = costs.markdown()
        #expect(text.contains("stale: mvp.patch changed since the last run"))
        #expect(text.contains("swift run workbench changes phone-field"))
        #expect(costs.claims().allSatisfy { $0.verdict == Claim.Verdict.notYetMeasured })
    }
}
