import Foundation
import Terminal
import Testing
import TextUI
import WorkbenchCore

@testable import WorkbenchKit

/// `workbench diff`'s alignment: whole texts in, whole texts out, checked against what
/// `diff -y` and `diff -u` print for the same files (except that long lines wrap).
@Suite struct LineDiffTests {
    static let old = """
        import TextUI

        struct Shop {
            let title = "Shop"
            let rows = 10
            let tint = 2
        }
        """
    /// `old` with a line inserted early, one changed, and a long one added.
    static let new = """
        import Model
        import TextUI

        struct Shop {
            let title = "Shop"
            let rows = 20
            let tint = 2
            let name = "a very long line that will not fit"
        }
        """

    static func lines(_ text: String) -> [String] {
        text.components(separatedBy: "\n")
    }

    @Test func aLineInsertedEarlyLeavesTheRestSideBySide() {
        let diff = LineDiff(old: Self.lines(Self.old), new: Self.lines(Self.new))

        let text = DiffText.sideBySide(diff, width: 61).joined(separator: "\n")

        #expect(
            text == """
                                              > import Model
                import TextUI                   import TextUI

                struct Shop {                   struct Shop {
                    let title = "Shop"              let title = "Shop"
                    let rows = 10             |     let rows = 20
                    let tint = 2                    let tint = 2
                                              >     let name = "a very long
                                              > ↳ line that will not fit"
                }                               }
                """)
        #expect(
            DiffText.summary(diff, oldName: "MVP", newName: "MVVM")
                == "1 changed · 2 only in MVVM")
    }

    @Test func removedLinesStandOnTheLeftAndChangesPairUpInOrder() {
        let diff = LineDiff(
            old: ["a", "b", "c", "d", "e", "f"], new: ["a", "B", "C", "D", "e"])

        let text = DiffText.sideBySide(diff, width: 23).joined(separator: "\n")

        #expect(
            text == """
                a            a
                b          | B
                c          | C
                d          | D
                e            e
                f          <
                """)
        #expect(
            DiffText.summary(diff, oldName: "MVC", newName: "MVP") == "3 changed · 1 only in MVC")
    }

    @Test func theUnifiedDiffIsWhatDiffUPrints() {
        let diff = LineDiff(old: Self.lines(Self.old), new: Self.lines(Self.new))

        let text = DiffText.unified(diff, oldLabel: "old.swift", newLabel: "new.swift")

        #expect(
            text.joined(separator: "\n") == """
                --- old.swift
                +++ new.swift
                @@ -1,7 +1,9 @@
                +import Model
                 import TextUI
                 \("")
                 struct Shop {
                     let title = "Shop"
                -    let rows = 10
                +    let rows = 20
                     let tint = 2
                +    let name = "a very long line that will not fit"
                 }
                """)
    }

    @Test func distantChangesGetHunksOfTheirOwnWithThreeLinesOfContext() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "line two"
        new.remove(at: 17)

        let text = DiffText.unified(LineDiff(old: old, new: new), oldLabel: "a", newLabel: "b")

        #expect(
            text.joined(separator: "\n") == """
                --- a
                +++ b
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -15,6 +15,5 @@
                 line 15
                 line 16
                 line 17
                -line 18
                 line 19
                 line 20
                """)
    }

    @Test func aFileWithoutCounterpartIsOneHunkFromLineZero() {
        let text = DiffText.unified(
            LineDiff(old: [], new: ["x", "y"]), oldLabel: "/dev/null", newLabel: "b")

        #expect(text == ["--- /dev/null", "+++ b", "@@ -0,0 +1,2 @@", "+x", "+y"])
        #expect(
            DiffText.unified(LineDiff(old: ["x"], new: ["x"]), oldLabel: "a", newLabel: "b") == [])
    }

    /// The edits rebuild both texts and keep a longest common subsequence: as many common
    /// lines as the textbook dynamic programme finds.
    @Test func theAlignmentIsALongestCommonSubsequence() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                String("abcde".randomElement(using: &generator) ?? "a")
            }
            let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                String("abcde".randomElement(using: &generator) ?? "a")
            }

            let diff = LineDiff(old: old, new: new)

            var rebuiltOld: [String] = []
            var rebuiltNew: [String] = []
            var common = 0
            for edit in diff.edits {
                switch edit {
                case .common(let o, let n):
                    #expect(old[o] == new[n])
                    rebuiltOld.append(old[o])
                    rebuiltNew.append(new[n])
                    common += 1
                case .removed(let o): rebuiltOld.append(old[o])
                case .inserted(let n): rebuiltNew.append(new[n])
                }
            }
            #expect(rebuiltOld == old && rebuiltNew == new, "\(old) → \(new)")
            #expect(common == Self.lcsLength(old, new), "\(old) → \(new)")
        }
    }

    @Test func theWidthIsColumnsElseTheTerminalsElse120() {
        #expect(Console.outputWidth(environment: ["COLUMNS": "150"]) == 150)
        #expect(Console.outputWidth(environment: ["COLUMNS": "10"]) == 40)
        // Without COLUMNS: the terminal's width, or 120 when the tests' output is not one.
        let fallback = Console.columns(of: 1).map { max(40, $0) } ?? 120
        #expect(Console.outputWidth(environment: ["COLUMNS": "wide"]) == fallback)
        #expect(Console.outputWidth(environment: [:]) == fallback)
    }

    @Test func aLongLineWrapsAtASpaceInItsSecondHalfElseAtTheColumn() {
        #expect(DiffText.wrapped("", to: 10) == [""])
        #expect(DiffText.wrapped("let x = 1", to: 10) == ["let x = 1"])
        #expect(DiffText.wrapped("let name = value", to: 10) == ["let name =", "↳ value"])
        #expect(DiffText.wrapped("a bcdefghij", to: 6) == ["a bcde", "↳fghij"])
        #expect(DiffText.wrapped("abcdefghijklmnop", to: 6) == ["abcdef", "↳ghijk", "↳lmnop"])
        #expect(DiffText.wrapped("商品商品商品", to: 5) == ["商品", "↳商品", "↳商品"])
        #expect(
            DiffText.paragraph("Files paired by role: views with views", width: 16)
                == ["Files paired by", "role: views with", "views"])
    }

    static func lcsLength(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [0]
            for (j, y) in b.enumerated() {
                current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
            }
            previous = current
        }
        return previous[b.count]
    }
}
