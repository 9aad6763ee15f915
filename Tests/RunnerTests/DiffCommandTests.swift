import Analysis
import Foundation
import Harness
import PatternCatalog
import Testing

@testable import Workbench

/// `workbench diff`: every screen folder, files paired by their declared roles, names in any
/// case.
@Suite struct DiffCommandTests {
    static func file(_ name: String, _ role: ArchitectureRole?, cell: Bool = false)
        -> FilePairs.File
    {
        FilePairs.File(
            name: name, path: "Sources/X/\(name)", lines: [],
            roles: role.map { FileRoles(all: [$0], primary: $0, isCell: cell) })
    }

    static func names(_ pairs: [(left: FilePairs.File?, right: FilePairs.File?)]) -> [String] {
        pairs.map { "\($0.left?.name ?? "-") | \($0.right?.name ?? "-")" }
    }

    @Test func theRoleThatHoldsTheLogicPairsAcrossPatternsThenViewsThenCells() {
        let mvc = [
            Self.file("ShopListViewController.swift", .controller),
            Self.file("ShopListViewController+TableView.swift", .controller),
        ]
        let mvp = [
            Self.file("ShopListPresenter.swift", .presenter),
            Self.file("ShopListView.swift", .view),
            Self.file("ShopListViewController.swift", .view),
            Self.file("ShopListViewController+TableView.swift", .view),
            Self.file("ProductCell.swift", .view, cell: true),
        ]

        let pairs = FilePairs.pairs(mvc, mvp)

        #expect(
            Self.names(pairs) == [
                "ShopListViewController.swift | ShopListPresenter.swift",
                "ShopListViewController+TableView.swift | ShopListViewController+TableView.swift",
                "- | ShopListView.swift",
                "- | ShopListViewController.swift",
                "- | ProductCell.swift",
            ])
    }

    @Test func viewsPairWithViewsAndCellsWithCellsByNameOrByBeingTheOnlyOnesLeft() {
        let variant = [
            Self.file("SearchViewController.swift", .controller),
            Self.file("SearchStatusView.swift", .view),
            Self.file("RepositoryCell.swift", .view, cell: true),
        ]
        let mvp = [
            Self.file("SearchPresenter.swift", .presenter),
            Self.file("SearchView.swift", .view),
            Self.file("ResultCell.swift", .view, cell: true),
        ]

        let pairs = FilePairs.pairs(variant, mvp)

        #expect(
            Self.names(pairs) == [
                "SearchViewController.swift | SearchPresenter.swift",
                "SearchStatusView.swift | SearchView.swift",
                "RepositoryCell.swift | ResultCell.swift",
            ])
    }

    @Test func withoutRolesFilesPairByNameAlone() {
        let left = [Self.file("A.swift", nil), Self.file("AViewController.swift", nil)]
        let right = [Self.file("AViewModel.swift", nil), Self.file("A.swift", nil)]

        #expect(
            Self.names(FilePairs.pairs(left, right)) == [
                "A.swift | A.swift", "AViewController.swift | AViewModel.swift",
            ])
        #expect(FilePairs.stem("ShopListViewController+TableView.swift") == "ShopList+TableView")
        #expect(FilePairs.stem("View.swift") == "View")
    }

    /// Every screen folder of the patterns can be diffed, in any case, and in each MVC's
    /// controller file stands beside MVVM's view model file.
    @Test func everyScreenFolderPairsMVCsControllerWithMVVMsViewModel() throws {
        let screens = FilePairs.screens(of: .mvc, root: packageRoot.path)
        #expect(screens.count >= 4)
        for screen in screens {
            let result = try run(
                executable: "workbench",
                ["diff", "--width", "200", "MVC", "mvvm", screen.lowercased()])

            #expect(result.status == 0, "\(screen): \(result.stderr)")
            #expect(result.stderr == "", "\(screen): roles are read from this build's index")
            let lines = result.stdout.components(separatedBy: "\n")
            #expect(lines.first == "== \(screen): MVC │ MVVM ==")
            #expect(
                lines.contains {
                    $0.hasPrefix("Files paired by role: MVC's controller with MVVM's view model")
                })
            let column = DiffText.column(width: 200)
            let headers = lines.filter {
                $0.contains(": controller, ") && Array($0).count > column + 3
                    && String(Array($0)[(column + 3)...]).contains(": view model, ")
            }
            #expect(headers.count >= 1, "\(screen): no controller ↔ view model pair")
        }
    }

    @Test func withoutAScreenEveryFolderIsShownThenTheTopLevelFiles() throws {
        let result = try run(executable: "workbench", ["diff", "mvp", "MVVM"])

        let headings = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("== ") }
        let expected = FilePairs.screens(of: .mvp, root: packageRoot.path) + ["Composition"]
        #expect(headings == expected.map { "== \($0): MVP │ MVVM ==" })
        #expect(result.status == 0)
    }

    @Test func anUnknownScreenNamesTheFoldersThereAre() throws {
        let result = try run(executable: "workbench", ["diff", "mvp", "mvvm", "Settings"])

        let screens = FilePairs.screens(of: .mvp, root: packageRoot.path) + ["Composition"]
        #expect(
            result.stderr
                == "error: unknown screen 'Settings'; use "
                + screens.dropLast().joined(separator: ", ") + " or Composition "
                + "(see 'workbench diff --help')\n")
        #expect(result.status == 64)
    }
}
