import Foundation
import Testing

@testable import WorkbenchCore

/// The class of a change (`ChangeTouches`), on the fixture, against the hand count in
/// Tests/Fixture/README.md: three requests, each made in both patterns by rewriting lines in
/// place, read against the fixture's own index.
@Suite struct FixtureChangeTests {
    /// A patch that rewrites, in each file, the line that reads `old` as `new`.
    static func patch(_ edits: [(file: String, old: String, new: String)]) throws -> UnifiedDiff {
        var text = ""
        for edit in edits {
            let path = "Sources/Patterns/" + edit.file
            let lines = try String(
                contentsOfFile: FixtureTests.root + "/" + path, encoding: .utf8
            ).components(separatedBy: "\n")
            let number = try #require(lines.firstIndex { $0 == edit.old }) + 1
            text += """
                --- a/\(path)
                +++ b/\(path)
                @@ -\(number),1 +\(number),1 @@
                -\(edit.old)
                +\(edit.new)

                """
        }
        return try UnifiedDiff(parsing: text, name: "fixture.patch")
    }

    static func touches(_ module: String, _ edits: [(file: String, old: String, new: String)])
        throws -> ChangeTouches
    {
        let index = try DeclarationIndex(
            storePath: build.indexStore, root: FixtureTests.root, module: module)
        return ChangeTouches(patch: try patch(edits), module: module, before: index, after: index)
    }

    static func names(_ touches: ChangeTouches) -> [String] {
        touches.types.map { "\($0.name) (\($0.role))" }
    }

    static let mvcCard = (
        file: "FixtureMVC/Card/CardViewController.swift",
        old: "        label.text = taps == 1 ? \"Tapped once\" : \"Tapped \\(taps) times\"",
        new: "        label.text = taps == 1 ? \"Tapped 1 time\" : \"Tapped \\(taps) times\""
    )
    static let mvvmCard = (
        file: "FixtureMVVM/Card/CardViewModel.swift",
        old: "        title = taps == 1 ? \"Tapped once\" : \"Tapped \\(taps) times\"",
        new: "        title = taps == 1 ? \"Tapped 1 time\" : \"Tapped \\(taps) times\""
    )
    static let mvcRows = (
        file: "FixtureMVC/List/ListViewController+Table.swift",
        old: "        cell.textLabel?.text = items[indexPath.row]",
        new: "        cell.textLabel?.text = items[indexPath.row].uppercased()"
    )
    static let mvvmRows = (
        file: "FixtureMVVM/List/ListViewController.swift",
        old: "        cell.textLabel?.text = viewModel.items[indexPath.row]",
        new: "        cell.textLabel?.text = viewModel.items[indexPath.row].uppercased()"
    )

    @Test func theCardsWordingIsLocalInBoth() throws {
        let mvc = try Self.touches("FixtureMVC", [Self.mvcCard])
        #expect(Self.names(mvc) == ["CardViewController (controller)"])
        #expect(mvc.interfaces.isEmpty && mvc.changeClass(productionLines: 2) == .local)
        let mvvm = try Self.touches("FixtureMVVM", [Self.mvvmCard])
        #expect(Self.names(mvvm) == ["CardViewModel (view model)"])
        #expect(mvvm.interfaces.isEmpty && mvvm.changeClass(productionLines: 2) == .local)
    }

    @Test func theCardAndTheRowsTogetherAreNonLocalInBoth() throws {
        let mvc = try Self.touches("FixtureMVC", [Self.mvcCard, Self.mvcRows])
        #expect(
            Self.names(mvc) == [
                "CardViewController (controller)", "ListViewController (controller)",
            ],
            "the table file extends the list's controller")
        #expect(mvc.changeClass(productionLines: 4) == .nonLocal)
        let mvvm = try Self.touches("FixtureMVVM", [Self.mvvmCard, Self.mvvmRows])
        #expect(Self.names(mvvm) == ["CardViewModel (view model)", "ListViewController (view)"])
        #expect(mvvm.changeClass(productionLines: 4) == .nonLocal)
    }

    @Test func aDelegateRequirementThatChangesIsArchitectural() throws {
        let mvvm = try Self.touches(
            "FixtureMVVM",
            [
                (
                    "FixtureMVVM/List/ListViewModelDelegate.swift", "    func itemsDidChange()",
                    "    func itemsDidChange(count: Int)"
                ),
                (
                    "FixtureMVVM/List/ListViewController.swift",
                    "    public func itemsDidChange() {",
                    "    public func itemsDidChange(count: Int) {"
                ),
                (
                    "FixtureMVVM/List/ListViewModel.swift", "        delegate?.itemsDidChange()",
                    "        delegate?.itemsDidChange(count: items.count)"
                ),
            ])
        #expect(
            Self.names(mvvm) == [
                "ListViewController (view)", "ListViewModel (view model)",
                "ListViewModelDelegate (view)",
            ])
        #expect(mvvm.interfaces == ["FixtureMVVM.ListViewModelDelegate.itemsDidChange()"])
        #expect(mvvm.changeClass(productionLines: 6) == .architectural)
    }
}
