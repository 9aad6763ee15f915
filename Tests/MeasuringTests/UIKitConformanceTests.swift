import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The toolkit against UIKit: the patterns' uses of toolkit members, read from the index of
/// this build and compared with the committed table of UIKit's declarations; and, on uses,
/// doc comments and symbol graphs made up here, how departures are named and figures counted.
@Suite struct UIKitConformanceTests {
    /// The patterns' toolkit member uses, measured once per test run.
    static let measured = Result {
        try UIKitConformance.measure(root: packageRoot, build: build)
    }

    @Test func everyPatternsUsesAreReadWithOverridesAndImplementationsEachOnce() throws {
        let conformance = try Self.measured.get()
        for pattern in PatternDescriptor.all {
            #expect(!conformance.module(pattern.module).uses.isEmpty, "\(pattern.module)")
        }
        func use(_ file: String, _ member: String) -> UIKitConformance.Use? {
            conformance.uses.first { $0.file == "Sources/Patterns/" + file && $0.member == member }
        }
        let reload = use("MVVM/ShopList/ShopListViewController.swift", "TableView.reloadData()")
        #expect(reload?.verdict.uikit?.qualifiedName == "UITableView.reloadData()")
        #expect(reload?.verdict.isMatch == true)
        // Only implemented, never called: a protocol requirement implementation is a use.
        #expect(
            use(
                "MVC/ShopList/ShopListViewController+TableView.swift",
                "TableViewDataSource.tableView(_:cellForRowAt:)")
                != nil)
        // An override is a use of the member it overrides.
        #expect(
            use("MVVM/ShopList/ProductCell.swift", "TableViewCell.updateConfiguration(using:)")
                != nil)
        let pairs = conformance.uses.map { "\($0.file) \($0.member)" }
        #expect(Set(pairs).count == pairs.count, "each (file, member) pair once")
    }

    @Test
    func toolkitUsesHaveUIKitsDeclarationsOrNameTheirDeparture() throws {
        let conformance = try Self.measured.get()
        #expect(
            conformance.share >= UIKitConformance.threshold,
            """
            \(conformance.matching.count) of \(conformance.uses.count) toolkit member uses \
            match UIKit; the others:
            \(conformance.uses.filter { !$0.verdict.isMatch }.map(\.summary).joined(separator: "\n"))
            """)
        #expect(
            conformance.unexplained.count == 0,
            """
            toolkit member uses that differ from UIKit with no `UIKit:` line in the member's \
            doc comment:
            \(conformance.unexplained.map(\.summary).joined(separator: "\n"))
            """)
    }

    // MARK: - Departures and figures

    @Test func aDepartureIsTheParagraphThatBeginsWithUIKit() {
        func member(_ lines: [String]) -> ToolkitMember {
            ToolkitMember(
                usr: "u", typePath: ["TableView"], name: "init(visibleRowCount:)", declaration: "",
                documentation: lines, uikitType: "UITableView")
        }
        let named = member([
            "A table.", "", "UIKit: `init(frame:style:)`; a frame of text sizes rows in",
            "character cells.", "", "More.",
        ])
        #expect(
            named.departure
                == "UIKit: `init(frame:style:)`; a frame of text sizes rows in character cells.")
        #expect(member(["A table.", "UIKit:"]).departure == nil, "a marker alone names nothing")
        #expect(member(["A table, as UIKit: has."]).departure == nil)
    }

    static func use(
        _ member: String, _ verdict: UIKitVerdict, departure: String? = nil, module: String = "MVC"
    )
        -> UIKitConformance.Use
    {
        UIKitConformance.Use(
            file: "Sources/Patterns/\(module)/F.swift", module: module, member: member,
            declaration: "",
            uikitType: "UIX", verdict: verdict, departure: departure)
    }

    @Test func theBarNeedsTheShareAndEveryDepartureNamed() throws {
        let reload = try #require(UIKitDeclaration(type: "UITableView", text: "func reloadData()"))
        let matching = (1...4).map { Self.use("M\($0)", .matches(reload)) }
        let unnamed = UIKitConformance(uses: matching + [Self.use("X", .notInTable)])
        #expect(unnamed.share == 0.8)
        #expect(unnamed.unexplained.map(\.member) == ["X"])
        #expect(!unnamed.meetsBar)
        let named = UIKitConformance(
            uses: matching + [Self.use("X", .notInTable, departure: "UIKit: none; cells.")])
        #expect(named.meetsBar)
        #expect(
            !UIKitConformance(
                uses: Array(matching.prefix(3)) + [
                    Self.use("X", .notInTable, departure: "UIKit: x")
                ]
            ).meetsBar)
    }

    @Test func theMarkdownTableCountsEachPatternAndAll() throws {
        let reload = try #require(UIKitDeclaration(type: "UITableView", text: "func reloadData()"))
        let conformance = UIKitConformance(uses: [
            Self.use("A", .matches(reload)), Self.use("B", .notInTable, departure: "UIKit: b"),
            Self.use("C", .matches(reload), module: "MVP"),
        ])
        let markdown = conformance.markdown()
        #expect(markdown.contains("| MVC | 2 | 1 | 1 | 0 | 50 % |"))
        #expect(markdown.contains("| MVP | 1 | 1 | 0 | 0 | 100 % |"))
        #expect(markdown.contains("| \(PatternDescriptor.mvvm.name) | 0 | 0 | 0 | 0 | 100 % |"))
        #expect(markdown.contains("| **all** | 3 | 2 | 1 | 0 | 66 % |"), "rounded down")
    }

    // MARK: - Symbol graphs

    @Test func aSymbolGraphGivesMembersTheirUIKitTypeAndDocComment() throws {
        let main = """
            {"symbols": [
              {"kind": {"identifier": "swift.class"}, "identifier": {"precise": "s:T"},
               "pathComponents": ["TableView"], "declarationFragments": [{"spelling": "class TableView"}]},
              {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:T.reload"},
               "pathComponents": ["TableView", "reloadData()"],
               "declarationFragments": [{"spelling": "func "}, {"spelling": "reloadData"}, {"spelling": "()"}],
               "docComment": {"lines": [{"text": "Reloads."}, {"text": "UIKit: the same."}]}}
            ]}
            """
        let foundation = """
            {"symbols": [
              {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "s:I.row"},
               "pathComponents": ["IndexPath", "row"], "declarationFragments": [{"spelling": "var row: Int"}]}
            ]}
            """
        let symbols = try ToolkitSymbols(graphs: [Data(main.utf8), Data(foundation.utf8)])
        #expect(symbols.members.count == 2, "types are not members")
        let reload = try #require(symbols.members["s:T.reload"])
        #expect(
            (reload.uikitType, reload.declaration, reload.qualifiedName)
                == ("UITableView", "func reloadData()", "TableView.reloadData()"))
        #expect(reload.documentation == ["Reloads.", "UIKit: the same."])
        #expect(
            symbols.members["s:I.row"]?.uikitType == "IndexPath", "an extended type keeps its name")
    }
}
