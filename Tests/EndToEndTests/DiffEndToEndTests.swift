import Foundation
import PatternCatalog
import Testing
import TextUI
import WorkbenchCore

@testable import WorkbenchKit

/// `workbench diff`, run as a user runs it: files paired by where their lines went, every screen
/// folder, and
/// columns that cut nothing.
@Suite struct DiffEndToEndTests {
    /// The two `ShopListViewController+TableView.swift` files (MVP and MVVM) are marked only
    /// where they really differ, however the files change, and every line of both can be read
    /// back whole from the wrapped columns.
    @Test func theDiffOfTwoPatternsMarksOnlyTheLinesThatDifferAndCutsNothing() throws {
        let path = "ShopList/ShopListViewController+TableView.swift"
        let old = FilePairs.lines(packageRoot.path + "/Sources/Patterns/MVP/" + path)
        let new = FilePairs.lines(packageRoot.path + "/Sources/Patterns/MVVM/" + path)

        let result = try run(
            executable: "workbench", ["diff", "--width", "100", "mvp", "mvvm", "ShopList"])

        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 100 }, "a line wider than --width")
        let header = try #require(
            lines.firstIndex { $0.hasPrefix("ShopListViewController+TableView.swift: ") })
        let column = DiffText.column(width: 100)
        let rule = try #require(lines[header...].firstIndex { $0.hasPrefix("───") })
        let rows = lines[(rule + 1)...].prefix { !$0.hasPrefix("(") }
        // Each row: the left column, the mark, the right column; a piece starting with `↳`
        // continues the line above it.
        var marks: [Character] = []
        var left: [String] = []
        var right: [String] = []
        for row in rows {
            let characters = Array(row)
            let leftText = Self.trimmed(String(characters.prefix(column)))
            let mark = characters.count > column + 1 ? characters[column + 1] : " "
            let rightText = characters.count > column + 3 ? String(characters[(column + 3)...]) : ""
            if leftText.hasPrefix(DiffText.continuation)
                || rightText.hasPrefix(DiffText.continuation)
            {
                if leftText.hasPrefix(DiffText.continuation) {
                    left[left.count - 1] += leftText.dropFirst()
                }
                if rightText.hasPrefix(DiffText.continuation) {
                    right[right.count - 1] += rightText.dropFirst()
                }
                continue
            }
            marks.append(mark)
            if mark != ">" { left.append(leftText) }
            if mark != "<" { right.append(rightText) }
        }
        #expect(left.map(Self.trimmed) == old.map(Self.trimmed))
        #expect(right.map(Self.trimmed) == new.map(Self.trimmed))
        let lcs = Self.lcsLength(old, new)
        let changed = marks.filter { $0 == "|" }.count
        #expect(marks.filter { $0 == " " }.count == lcs)
        #expect(marks.filter { $0 == "<" }.count + changed == old.count - lcs)
        #expect(marks.filter { $0 == ">" }.count + changed == new.count - lcs)
    }

    /// Every screen folder of the patterns can be diffed, in any case, and in each MVC's
    /// controller file says its lines went to MVVM's view model and to its view controller.
    @Test func everyScreenFolderShowsWhereMVCsControllerWent() throws {
        let screens = FilePairs.screens(of: .mvc, root: packageRoot.path)
        #expect(screens.count >= 4)
        for screen in screens {
            let result = try run(
                executable: "workbench",
                ["diff", "--width", "600", "MVC", "mvvm", screen.lowercased()])

            #expect(result.status == 0, "\(screen): \(result.stderr)")
            #expect(result.stderr == "", "\(screen): roles are read from this build's index")
            let lines = result.stdout.components(separatedBy: "\n")
            let mvvm = PatternDescriptor.mvvm.name
            #expect(lines.first == "== \(screen): MVC │ \(mvvm) ==")
            let rule = lines.dropFirst().prefix { !$0.isEmpty }.joined(separator: " ")
            #expect(rule.hasPrefix("Files paired by where their lines went: "))
            #expect(rule.contains("by role: MVC's controller with \(mvvm)'s view model"))
            let headers = lines.filter {
                $0.hasPrefix("\(screen)ViewController.swift: controller, ")
                    && $0.contains("; its lines went to ") && $0.contains("ViewModel.swift (")
            }
            #expect(headers.count == 1, "\(screen): the controller's lines did not go two ways")
        }
    }

    @Test func withoutAScreenEveryFolderIsShownThenTheTopLevelFiles() throws {
        let result = try run(executable: "workbench", ["diff", "mvp", "MVVM"])

        let headings = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("== ") }
        let expected = FilePairs.screens(of: .mvp, root: packageRoot.path) + ["Composition"]
        #expect(headings == expected.map { "== \($0): MVP │ \(PatternDescriptor.mvvm.name) ==" })
        #expect(result.status == 0)
    }

    @Test func anUnknownScreenNamesTheFoldersThereAre() throws {
        let result = try run(executable: "workbench", ["diff", "mvp", "mvvm", "Settings"])

        let screens = FilePairs.screens(of: .mvp, root: packageRoot.path) + ["Composition"]
        #expect(
            result.stderr
                == "workbench diff: unknown screen 'Settings'; use "
                + screens.dropLast().joined(separator: ", ") + " or Composition "
                + "(see 'workbench diff --help')\n")
        #expect(result.status == 64)
    }

    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
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
