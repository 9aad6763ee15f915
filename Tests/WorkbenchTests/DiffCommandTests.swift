import Coupling
import Foundation
import Harness
import PatternCatalog
import Testing

@testable import WorkbenchKit

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

}
