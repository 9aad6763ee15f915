import Foundation
import Harness
import PatternCatalog
import Testing
import WorkbenchCore

@testable import WorkbenchKit

/// `workbench diff`: every screen folder, files paired by their declared roles, names in any
/// case.
@Suite struct DiffCommandTests {
    static func file(
        _ name: String, _ role: ArchitectureRole?, cell: Bool = false, lines: [String] = []
    ) -> FilePairs.File {
        FilePairs.File(
            name: name, path: "Sources/X/\(name)", lines: lines,
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

    /// MVC's table code moved to MVVM's view controller extension, its logic to the view model:
    /// each file stands beside the file that took most of its lines, whatever the roles say.
    @Test func aFilePairsWithTheFileThatTookMostOfItsLines() {
        let controller = [
            "import TextUI", "final class ShopListViewController {",
            "    var products = [Product]()",
            "    func reload() { products = store.all() }", "}",
        ]
        let table = [
            "extension ShopListViewController {",
            "    func numberOfRows(in tableView: TableView) -> Int { products.count }",
            "    func cell(at row: Int) -> ProductCell { ProductCell(products[row]) }", "}",
        ]
        let mvc = [
            Self.file("ShopListViewController.swift", .controller, lines: controller),
            Self.file("ShopListViewController+TableView.swift", .controller, lines: table),
        ]
        let mvvm = [
            Self.file("ProductRowViewModel.swift", .viewModel, lines: ["import TextUI", "}"]),
            Self.file(
                "ShopListViewController+TableView.swift", .view,
                lines: table.map { $0.replacingOccurrences(of: "products", with: "rows") }),
            Self.file("ShopListViewModel.swift", .viewModel, lines: controller),
        ]

        let pairs = FilePairs.pairs(mvc, mvvm)

        #expect(
            Self.names(pairs) == [
                "- | ProductRowViewModel.swift",
                "ShopListViewController.swift | ShopListViewModel.swift",
                "ShopListViewController+TableView.swift | ShopListViewController+TableView.swift",
            ], "a brace and an import say nothing: they pair no file")
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

}

/// The issue's own examples, on the real ShopList and Search: MVC's table data source stands
/// beside MVVM's, and a controller whose lines went to two files says so.
@Suite struct DiffPairingOnThePatternsTests {
    static func names(_ files: FilePairs) -> [String] {
        files.pairs.map { "\($0.left?.name ?? "-") | \($0.right?.name ?? "-")" }
    }

    @Test func mvcsTableCodeStandsBesideMVVMsTableCode() {
        let files = FilePairs(.mvc, .mvvm, folder: "ShopList", root: packageRoot.path, roles: nil)

        #expect(
            Self.names(files).contains(
                "ShopListViewController+TableView.swift | ShopListViewController+TableView.swift"))
        #expect(
            Self.names(files).contains("ShopListViewController.swift | ShopListViewModel.swift"))
        let spread = files.spread["Sources/Patterns/MVC/ShopList/ShopListViewController.swift"]
        #expect(
            Set(spread?.map(\.name) ?? [])
                == ["ShopListViewModel.swift", "ShopListViewController.swift"])
        let controller = files.pairs.first { $0.left?.name == "ShopListViewController.swift" }
        let label = files.label(
            controller?.left ?? nil, beside: controller?.right ?? nil, went: true)
        #expect(label.contains("; its lines went to "))
    }

    @Test func mvpsViewContractHasACounterpartInTheDelegateStyle() {
        let files = FilePairs(
            .mvp, .mvvmDelegate, folder: "Search", root: packageRoot.path, roles: nil)

        #expect(!Self.names(files).contains("SearchView.swift | -"))
    }
}
