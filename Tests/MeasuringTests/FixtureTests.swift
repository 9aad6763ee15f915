import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// Every figure of Tests/Fixture/README.md, computed on the fixture's own index through the code
/// Comparison.md uses, against the hand count there.
@Suite struct FixtureTests {
    static let root = packageRoot + "/Tests/Fixture"

    /// The fixture's part of the package's index: its files alone, read with its own root.
    static let fixture: Result<TypeGraph, any Error> = Result {
        try IndexReader(root: root, storePath: build.indexStore).read().graph
    }

    static func figures(_ module: String, _ screen: String) throws -> ScreenFigures {
        ScreenFigures(module: module, screen: screen, graph: try fixture.get(), root: root)
    }

    static func lines(_ figures: ScreenFigures) -> [ArchitectureRole: Int] {
        figures.roleSource.mapValues(\.codeLines)
    }

    @Test func codeLinesPerRoleAndScreen() throws {
        #expect(try Self.lines(Self.figures("FixtureMVC", "Card")) == [.controller: 13])
        #expect(try Self.lines(Self.figures("FixtureMVC", "List")) == [.controller: 24, .view: 3])
        #expect(
            try Self.lines(Self.figures("FixtureMVC", ""))
                == [.controller: 37, .view: 3, .assembly: 10])
        #expect(try Self.lines(Self.figures("FixtureMVVM", "Card")) == [.view: 17, .viewModel: 13])
        #expect(try Self.lines(Self.figures("FixtureMVVM", "List")) == [.view: 39, .viewModel: 11])
        #expect(
            try Self.lines(Self.figures("FixtureMVVM", ""))
                == [.view: 56, .viewModel: 24, .assembly: 10])
        #expect(try Self.figures("FixtureMVC", "").codeLines == 50, "the test file's 7 lines out")
        #expect(try Self.figures("FixtureMVVM", "").codeLines == 90)
    }

    @Test func typesPerRole() throws {
        for (module, expected, protocols) in [
            ("FixtureMVC", [ArchitectureRole.controller: 2, .view: 1, .assembly: 1], 0),
            ("FixtureMVVM", [.view: 4, .viewModel: 2, .assembly: 1], 1),
        ] {
            let pattern = PatternGraph(module: module, graph: try Self.fixture.get())
            let roles = pattern.ownTypes.compactMap { pattern.role(of: $0.name) }
            #expect(Dictionary(roles.map { ($0, 1) }, uniquingKeysWith: +) == expected, "\(module)")
            #expect(pattern.ownTypes.filter(\.isProtocol).count == protocols, "\(module)")
            #expect(pattern.unclassified.isEmpty, "\(module): \(pattern.unclassified)")
        }
    }

    @Test func bindingStatementsPerScreen() throws {
        #expect(try Self.figures("FixtureMVC", "Card").bindingStatements == 1)
        #expect(try Self.figures("FixtureMVC", "List").bindingStatements == 1)
        #expect(try Self.figures("FixtureMVVM", "Card").bindingStatements == 2)
        #expect(try Self.figures("FixtureMVVM", "List").bindingStatements == 4)
        #expect(try Self.figures("FixtureMVVM", "List").boundValues == 4, "no loop, no argument")
        #expect(try Self.figures("FixtureMVVM", "List").bindingRequirements == 1)
    }

    @Test func decisionsAndFunctions() throws {
        let mvc = try Self.figures("FixtureMVC", "")
        let mvvm = try Self.figures("FixtureMVVM", "")
        #expect(mvc.roleSource.values.reduce(0) { $0 + $1.decisionPoints } == 1)
        #expect(mvvm.roleSource.values.reduce(0) { $0 + $1.decisionPoints } == 1)
        #expect(mvc.roleSource.values.reduce(0) { $0 + $1.functions } == 6)
    }

    @Test func propagationCostAndCycles() throws {
        let graph = try Self.fixture.get()
        let mvc = PatternMetrics(PatternGraph(module: "FixtureMVC", graph: graph), root: Self.root)
        let mvvm = PatternMetrics(
            PatternGraph(module: "FixtureMVVM", graph: graph), root: Self.root)
        #expect(mvc.propagationCost == 8.0 / 16)
        #expect(mvvm.propagationCost == 18.0 / 49)
        #expect(mvc.typeCycles.isEmpty && mvvm.typeCycles.isEmpty)
        #expect(mvvm.roleCycles.map { Set($0) } == [["view", "view model"]])
        let rule = try #require(ArchitectureRules.everyPattern.first)
        let pattern = PatternGraph(module: "FixtureMVVM", graph: graph)
        #expect(
            rule.violations(in: graph, dependencies: pattern.dependencies, role: pattern.role(of:))
                .isEmpty, "roles that use each other through a protocol break no rule")
    }

    @Test func publishedProperties() throws {
        let folder = Self.root + "/Sources/Patterns/FixtureMVVM/"
        func lines(_ file: String) throws -> [String] {
            try String(contentsOfFile: folder + file, encoding: .utf8).components(separatedBy: "\n")
        }
        #expect(
            BindingLine.publishedProperties(in: try lines("Card/CardViewModel.swift")) == ["title"])
        #expect(BindingLine.publishedProperties(in: try lines("List/ListViewModel.swift")) == [])
    }
}

/// Where the code went, on the fixture's card: FixtureMVVM's two files (30 lines) against
/// FixtureMVC's controller (13), counted by hand in Tests/Fixture/README.md.
@Suite struct CodeMovesTests {
    static func lines(_ pattern: String, _ file: String) throws -> [String] {
        try String(
            contentsOfFile: FixtureTests.root + "/Sources/Patterns/\(pattern)/\(file)",
            encoding: .utf8
        ).components(separatedBy: "\n")
    }

    @Test func theCardsLinesByWhereTheyWent() throws {
        let moves = CodeMoves(
            pattern: [
                try Self.lines("FixtureMVVM", "Card/CardViewController.swift"),
                try Self.lines("FixtureMVVM", "Card/CardViewModel.swift"),
            ],
            mvc: [try Self.lines("FixtureMVC", "Card/CardViewController.swift")])
        #expect(
            moves.moved == 10, "imports, class line, label, loadView, view =, braces, taps += 1")
        #expect(moves.changed == 3, "var taps, func tapped, the title's ternary")
        #expect(moves.binding == 5, "updateProperties twice, .text =, Observation, @Observable")
        #expect(moves.protocolDeclaration == 0 && moves.forwarding == 0)
        #expect(moves.state == 2, "let viewModel, var title")
        #expect(moves.other == 10)
        #expect(moves.mvcUnmatched == 0)
        #expect(moves.total == 30)
    }

    @Test func namesAsideAStatementIsTheSame() {
        #expect(CodeMoves.shape("  label.text = name") == CodeMoves.shape("title.text = city"))
        #expect(CodeMoves.shape("label.text = name") != CodeMoves.shape("text = name"))
        #expect(CodeMoves.shape("x = \"a b\"") != CodeMoves.shape("x = \"a c\""), "literals stay")
    }
}

/// What each statement line does (`LineConstruct`), on the fixture, against the hand count in
/// Tests/Fixture/README.md: FixtureMVC's lines take the construct of the FixtureMVVM line they
/// match; FixtureMVVM's, their role's.
@Suite struct LineConstructTests {
    static func constructs(_ folder: String) throws -> LineConstruct.Lines {
        let roles = FileRoles.byFile(
            graph: try FixtureTests.fixture.get(), modules: ["FixtureMVC", "FixtureMVVM"])
        func files(_ module: String) -> [FilePairs.File] {
            let directory = "Sources/Patterns/\(module)" + (folder.isEmpty ? "" : "/\(folder)")
            return FilePairs.swiftFiles(
                in: FixtureTests.root + "/" + directory, recursive: !folder.isEmpty
            )
            .map {
                let path = directory + "/" + $0
                return FilePairs.File(
                    name: $0, path: path,
                    lines: FilePairs.lines(FixtureTests.root + "/" + path), roles: roles[path])
            }
        }
        let mvvm = files("FixtureMVVM")
        return LineConstruct.classify(files("FixtureMVC"), splitsRoles: false, mvvm: mvvm)
            .merging(LineConstruct.classify(mvvm, splitsRoles: true, mvvm: mvvm)) { a, _ in a }
    }

    static func lines(_ found: LineConstruct.Lines, _ file: String, _ construct: FaultConstruct)
        -> [Int]
    {
        (found["Sources/Patterns/" + file] ?? [:]).filter { $0.value == construct }.keys.sorted()
    }

    @Test func theCardsLines() throws {
        let found = try Self.constructs("Card")
        let mvc = "FixtureMVC/Card/CardViewController.swift"
        #expect(Self.lines(found, mvc, .logic) == [7, 13, 14, 15], "taps, tapped, +=, the title")
        #expect(Self.lines(found, mvc, .bindingAndView) == [5, 6, 9, 10])
        let view = "FixtureMVVM/Card/CardViewController.swift"
        #expect(Self.lines(found, view, .bindingAndView).count == 11)
        #expect(Self.lines(found, view, .logic).isEmpty)
        #expect(Self.lines(found, "FixtureMVVM/Card/CardViewModel.swift", .logic).count == 9)
    }

    @Test func theAssembliesLines() throws {
        let found = try Self.constructs("")
        for module in ["FixtureMVC", "FixtureMVVM"] {
            #expect(
                Self.lines(found, "\(module)/Screens.swift", .bindingAndView) == [4, 5, 6, 8, 9])
            #expect(Self.lines(found, "\(module)/Screens.swift", .logic).isEmpty)
        }
    }

    @Test func theListsLines() throws {
        let found = try Self.constructs("List")
        let controller = "FixtureMVC/List/ListViewController.swift"
        #expect(Self.lines(found, controller, .logic) == [7], "var items")
        #expect(Self.lines(found, controller, .bindingAndView) == [5, 6, 9, 10, 11, 12])
        let table = "FixtureMVC/List/ListViewController+Table.swift"
        #expect(Self.lines(found, table, .bindingAndView) == [3, 4, 5, 8, 9, 11, 12, 13])
        #expect(Self.lines(found, "FixtureMVC/List/ItemCell.swift", .bindingAndView) == [5])
        #expect(Self.lines(found, "FixtureMVVM/List/ListViewModel.swift", .logic).count == 8)
        #expect(
            Self.lines(found, "FixtureMVVM/List/ListViewModelDelegate.swift", .bindingAndView)
                == [5, 6, 7])
    }
}

/// A controller line that matches no MVVM line: binding and view when it binds or names one of
/// the controller's widgets, else logic.
@Suite struct UnmatchedControllerLineTests {
    @Test func aWidgetsLineIsBindingAndViewAndAnyOtherIsLogic() throws {
        let controller = FilePairs.File(
            name: "C.swift", path: "C.swift",
            lines: [
                "    let statusLabel = Label()", "    var service: Service", "    func refresh() {",
                "        statusLabel.isHidden = true", "        service.reload()",
                "        statusLabel.text = service.status", "    }",
            ],
            roles: FileRoles(all: [.controller], primary: .controller, isCell: false))
        let found =
            LineConstruct.classify(
                [controller], splitsRoles: false, mvvm: [], toolkit: ["Label"])["C.swift"] ?? [:]
        #expect(found[1] == .bindingAndView, "the widget's own declaration")
        #expect(found[2] == .logic && found[3] == .logic)
        #expect(found[4] == .bindingAndView && found[6] == .bindingAndView)
        #expect(found[5] == .logic, "the service is no widget")
        #expect(found[7] == nil, "a brace is no statement")
    }

    @Test func theToolkitsTypesAreInThePackagesIndex() throws {
        let toolkit = try packageGraph().types(inModule: "TextUI").map(\.shortName)
        #expect(Set(["Label", "TextField", "TableView", "StackView"]).isSubset(of: Set(toolkit)))
    }
}

/// `workbench count`, which counts the other authors' code (Claims/other-authors.json) by the
/// claims' rules, on the fixture's files: the code lines of Tests/Fixture/README.md's first
/// table, the card's one decision point, the types each file declares.
@Suite struct SourceCountTests {
    @Test func theFixturesFilesCountAsByHand() throws {
        let base = FixtureTests.root + "/Sources/Patterns/"
        let expected: [(String, Int)] = [
            ("FixtureMVC/Card/CardViewController.swift", 13),
            ("FixtureMVC/List/ListViewController.swift", 11),
            ("FixtureMVC/List/ListViewController+Table.swift", 13),
            ("FixtureMVC/List/ItemCell.swift", 3), ("FixtureMVC/Screens.swift", 10),
            ("FixtureMVVM/Card/CardViewController.swift", 17),
            ("FixtureMVVM/Card/CardViewModel.swift", 13),
            ("FixtureMVVM/List/ListViewController.swift", 31),
            ("FixtureMVVM/List/ListViewModel.swift", 11),
            ("FixtureMVVM/List/ListViewModelDelegate.swift", 5),
        ]
        for (file, lines) in expected {
            #expect(SourceCount(path: base + file).codeLines == lines, "\(file)")
        }
        let mvc = try #require(SourceCount.swiftFiles(at: base + "FixtureMVC")).map(
            SourceCount.init)
        #expect(mvc.reduce(0) { $0 + $1.codeLines } == 50, "the folder's total")
        #expect(mvc.reduce(0) { $0 + $1.decisionPoints } == 1, "the card's ternary")
        #expect(
            SourceCount(path: base + "FixtureMVVM/List/ListViewModelDelegate.swift").types
                == ["ListViewModelDelegate"])
        #expect(
            SourceCount(path: base + "FixtureMVC/List/ListViewController+Table.swift").types == [])
    }
}
