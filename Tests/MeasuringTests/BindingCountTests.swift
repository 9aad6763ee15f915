import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// Binding glue on the profile, counted three ways, against counts made by hand from each
/// pattern's files (`Sources/Patterns/<Pattern>/Profile/`), line by line:
///
/// - MVC, 13 statements: the two `addAction` (one in a loop over `fields`, three fields), the
///   store's `observe`, `func storeDidChange`, and nine widget writes (`nameLabel`,
///   `birthdateLabel`, `emailLabel`, `field.text` in a loop over `fields`, `validityLabel`,
///   `noticeLabel` twice, `saveButton.isEnabled`, `reasonLabel`). By value, each loop's line
///   binds three: 13 + 2 + 2 = 17. No contract.
/// - MVC variant, 15: the card view's three labels, the form view's three fields and its
///   validity line, the controller's two `addAction` (one in a loop over `fields`), `observe`,
///   `func storeDidChange` and four writes. By value 15 + 2 = 17. No contract.
/// - MVP, 27: the view controller's four `addAction`, eleven widget writes and the five
///   `func set(…)` that answer its contract; the presenter's `observe`, `func storeDidChange`
///   and five `view?.set(…)` calls. By value those calls move 3 + 3 + 1 + 1 + 2 = 10: 27 − 5 +
///   10 = 32. The contract `ProfileView` requires five methods: 37.
/// - MVVM (Observation), 18: four `addAction`, `func updateProperties`, eleven writes; the view
///   model's `observe` and `func storeDidChange`. No loop, no contract: 18 every way.
/// - MVVM (KVO), 38: four `addAction`, ten `addObserver`, `func observeValue`, eleven writes,
///   ten `removeObserver`; the view model's `observe` and `func storeDidChange`. 38 every way.
/// - MVVM (delegate), 24: four `addAction`, `delegate = self`, the two `…DidChange` answers,
///   eleven writes; the view model's `observe`, four `delegate?.…()` calls (no argument: one
///   value each) and `func storeDidChange`. The contract `ProfileViewModelDelegate` requires
///   two methods, declarations, not statements: 24, 24, 26.
/// - MVVM-C, 18: its profile is MVVM (Observation)'s, file for file (a coordinator changes
///   where the user goes, not how a screen binds).
/// - VIPER, 35: the view controller's four `addAction`, eleven widget writes, the five
///   `func set(…)` that answer `ProfileViewInput`, and its `viewDidLoad`, which has the name of a
///   `ProfileViewOutput` requirement (UIKit's override, read as an answer by its name); the
///   presenter's six answers (`viewDidLoad`, the three `…Changed`, `saveTapped`,
///   `personChanged`) and five `view?.set(…)` calls; the interactor's `observe` and its two
///   answers (`observePerson`, `save`). Calls through `presenter.`, `interactor.` and
///   `output?.` are not contract calls by the rule, which knows a view and a delegate by name.
///   By value the `view?.set(…)` calls move 10: 35 − 5 + 10 = 40. The contracts require 13
///   methods (5 + 5 + 2 + 1; `var person` is a property).
/// - TEA, 17: the view controller's four `addAction`, `func updateProperties` and eleven widget
///   writes; the feature's effect that observes the store (`store.observe`). Every touch and
///   edit is sent as an action (`store.send(…)`), which is no contract call by the rule, and
///   the screen declares no protocol: 17 every way.
@Suite struct BindingCountTests {
    static let byHand: [String: (statements: Int, values: Int, requirements: Int)] = [
        "MVC": (13, 17, 0), "MVCVariant": (15, 17, 0), "MVP": (27, 32, 5),
        "MVVM": (18, 18, 0), "MVVMKVO": (38, 38, 0), "MVVMDelegate": (24, 24, 2),
        "MVVMC": (18, 18, 0), "VIPER": (35, 40, 13), "TEA": (17, 17, 0),
    ]

    @Test(
        .enabled(if: isThePackageItself, "hand-counts the committed patterns"),
        arguments: PatternDescriptor.all)
    func theProfilesGlueIsWhatAHandCountFinds(pattern: PatternDescriptor) throws {
        let figures = ScreenFigures(
            module: pattern.module, screen: "Profile", graph: try packageGraph(),
            root: packageRoot)
        let hand = try #require(Self.byHand[pattern.module])
        #expect(figures.bindingStatements == hand.statements, "\(pattern.name): statements")
        #expect(figures.boundValues == hand.values, "\(pattern.name): values")
        #expect(figures.bindingRequirements == hand.requirements, "\(pattern.name): requirements")
    }

    /// Each rule on a few lines, by hand: a loop over a literal of three binds three; over an
    /// enum's `allCases`, as many as it has cases; a contract call one per argument label (not a
    /// label inside a string or a nested call); a requirement is no statement.
    @Test func eachRuleOnAFewLines() {
        let source = """
            protocol FormView: AnyObject {
                func set(first: String, last: String)
                func set(notice: String?)
            }
            enum Part { case a, b
                case c = "c"
            }
            final class Presenter {
                weak var view: FormView?
                func update() {
                    view?.set(first: name(of: "x: y"), last: "said: no")
                    view?.set(notice: nil)
                    for label in [one, two, three] { label.text = "" }
                    for part in Part.allCases {
                        label.isHidden = false
                    }
                    delegate?.didChange()
                }
                func set(first: String, last: String) {}
            }
            """
        let count = BindingCount(source: source, contract: ["set"])
        #expect(count.requirements == 2)
        #expect(count.statements == 6, "two calls, two writes, the delegate call, the answer")
        #expect(count.values == 2 + 1 + 3 + 3 + 1 + 1)
    }
}

/// Every pattern's own protocols, by hand from their files: the role each declares itself in,
/// the roles of the types that conform to it, and its code lines (`@MainActor`, the declaration,
/// one line per requirement, the closing brace).
@Suite struct OwnProtocolTests {
    typealias Hand = (declaredIn: ArchitectureRole, conformedBy: [ArchitectureRole], lines: Int)

    static let byHand: [String: [String: [String: Hand]]] = [
        "MVC": [:],
        "MVCVariant": ["AppCard": ["AppViewDelegate": (.view, [.controller], 4)]],
        "MVP": [
            "AppCard": ["AppCardView": (.view, [.view], 5)],
            "Profile": ["ProfileView": (.view, [.view], 8)],
            "Search": [
                "SearchView": (.view, [.view], 7), "RepositoryRowView": (.view, [.view], 4),
            ],
            "ShopList": [
                "ShopListView": (.view, [.view], 10), "ProductRowView": (.view, [.view], 4),
            ],
            "ProductDetail": ["ProductDetailView": (.view, [.view], 8)],
        ],
        "MVVM": ["Search": ["SearchViewModelType": (.viewModel, [.viewModel], 10)]],
        "MVVMKVO": ["Search": ["SearchViewModelType": (.viewModel, [.viewModel], 10)]],
        "MVVMDelegate": [
            "AppCard": ["AppCardViewModelDelegate": (.viewModel, [.view], 6)],
            "Profile": ["ProfileViewModelDelegate": (.viewModel, [.view], 5)],
            "Search": [
                "SearchRepositoriesDelegate": (.viewModel, [.view], 6),
                "SearchViewModelType": (.viewModel, [.viewModel], 11),
            ],
            "ShopList": [
                "ShopListViewModelDelegate": (.viewModel, [.view], 6),
                "ProductRowViewModelDelegate": (.viewModel, [.view], 4),
            ],
            "ProductDetail": ["ProductDetailViewModelDelegate": (.viewModel, [.view], 5)],
        ],
        // MVVM (Observation)'s Search folder, byte for byte; the coordinator is reached through
        // closures, no protocol.
        "MVVMC": ["Search": ["SearchViewModelType": (.viewModel, [.viewModel], 10)]],
        // Counted by a reader who saw neither the counting code nor the figures: per module,
        // the view's input and output, the interactor's input and output, and a router's input
        // where the presenter asks for navigation.
        "VIPER": [
            "AppCard": [
                "AppCardViewInput": (.view, [.view], 5),
                "AppCardViewOutput": (.presenter, [.presenter], 5),
                "AppCardInteractorInput": (.interactor, [.interactor], 5),
                "AppCardInteractorOutput": (.presenter, [.presenter], 4),
            ],
            "Profile": [
                "ProfileViewInput": (.view, [.view], 8),
                "ProfileViewOutput": (.presenter, [.presenter], 8),
                "ProfileInteractorInput": (.interactor, [.interactor], 6),
                "ProfileInteractorOutput": (.presenter, [.presenter], 4),
            ],
            "Search": [
                "SearchViewInput": (.view, [.view], 7), "RepositoryRowView": (.view, [.view], 4),
                "SearchViewOutput": (.presenter, [.presenter], 8),
                "SearchInteractorInput": (.interactor, [.interactor], 4),
                "SearchInteractorOutput": (.presenter, [.presenter], 9),
            ],
            "ShopList": [
                "ShopListViewInput": (.view, [.view], 9), "ProductRowView": (.view, [.view], 4),
                "ShopListViewOutput": (.presenter, [.presenter], 9),
                "ShopListInteractorInput": (.interactor, [.interactor], 8),
                "ShopListInteractorOutput": (.presenter, [.presenter], 7),
                "ShopListRouterInput": (.router, [.router], 4),
            ],
            "ProductDetail": [
                "ProductDetailViewInput": (.view, [.view], 7),
                "ProductDetailViewOutput": (.presenter, [.presenter], 6),
                "ProductDetailInteractorInput": (.interactor, [.interactor], 6),
                "ProductDetailInteractorOutput": (.presenter, [.presenter], 4),
                "ProductDetailRouterInput": (.router, [.router], 4),
            ],
        ],
    ]

    @Test(
        .enabled(if: isThePackageItself, "hand-counts the committed patterns"),
        arguments: PatternDescriptor.all)
    func eachProtocolIsWhatAHandCountFinds(pattern: PatternDescriptor) throws {
        let graph = try packageGraph()
        for screen in ["AppCard", "Profile", "Search", "ShopList", "ProductDetail"] {
            let figures = ScreenFigures(
                module: pattern.module, screen: screen, graph: graph, root: packageRoot)
            let hand = Self.byHand[pattern.module]?[screen] ?? [:]
            #expect(Set(figures.protocols.map(\.name)) == Set(hand.keys), "\(pattern) \(screen)")
            for own in figures.protocols {
                let expected = try #require(hand[own.name])
                #expect(own.declaredIn == expected.declaredIn, "\(own.name)")
                #expect(own.conformedBy == expected.conformedBy, "\(own.name)")
                #expect(own.codeLines == expected.lines, "\(own.name)")
            }
        }
    }

    /// The three ways on MVVM (delegate)'s profile, by hand: its 5-line delegate protocol is in
    /// the view model's lines, then in the view's (the view controller conforms), then nowhere.
    @Test(.enabled(if: isThePackageItself, "hand-counts the committed patterns"))
    func aProtocolMovesWithTheWayItIsCounted() throws {
        let figures = ScreenFigures(
            module: "MVVMDelegate", screen: "Profile", graph: try packageGraph(),
            root: packageRoot)
        let view = figures.source(of: .view).codeLines
        let viewModel = figures.source(of: .viewModel).codeLines
        #expect(figures.codeLines(of: .view, protocolsCounted: 0) == view)
        #expect(figures.codeLines(of: .view, protocolsCounted: 1) == view + 5)
        #expect(figures.codeLines(of: .viewModel, protocolsCounted: 1) == viewModel - 5)
        #expect(figures.codeLines(of: .view, protocolsCounted: 2) == view)
        #expect(figures.codeLines(of: .viewModel, protocolsCounted: 2) == viewModel - 5)
    }
}

/// Claim 8's headline figure for MVC and the variant: the decision points on their controllers'
/// binding-and-view lines (`LineConstruct`), by hand from the lines. MVC: Profile's
/// `for (field, name) in fields where field.text != edited[name] { field.text = … }` (the
/// loop, 1) and Search's `queryChanged(queryField.text ?? "")` (the `??`, 1); every other
/// decision of its controllers sits on a logic line (the validity and reason switches, the
/// store's and the load's branches). The variant: the same Search line; its profile's write-back
/// lives in its form view, which the figure counts as a view.
@Suite(.enabled(if: isThePackageItself, "hand-counts the committed patterns"))
struct ViewDecisionTests {
    /// Each screen's decision points on the controllers' binding-and-view lines are `byHand`'s,
    /// the lines classed by the MVVM line each matches, or (not `matching`) by what it touches.
    static func expect(_ byHand: [PatternDescriptor: [String: Int]], matching: Bool) throws {
        let graph = try packageGraph()
        let lines = LineConstruct.measure(graph: graph, root: packageRoot, matching: matching)
        let files = FileRoles.byFile(graph: graph)
        for (pattern, screens) in byHand {
            for (screen, expected) in screens {
                let found = LineConstruct.decisionPoints(
                    lines, of: .controller, .bindingAndView,
                    folder: pattern.folder + "/" + screen + "/", files: files, root: packageRoot)
                #expect(found == expected, "\(pattern.name) \(screen)")
            }
        }
    }

    @Test func theControllersViewWorkBranchesWhereAHandCountFindsIt() throws {
        try Self.expect(
            [
                .mvc: ["AppCard": 0, "Profile": 1, "Search": 1, "ShopList": 0],
                .mvcVariant: ["AppCard": 0, "Profile": 0, "Search": 1, "ShopList": 0],
            ], matching: true)
    }

    /// The fork "line classes", its second way: each controller line judged by what it touches
    /// (a binding mark, or a word naming a widget the controller keeps), not matched to MVVM's.
    /// By hand, MVC: AppCard's `nameLabel.text = … ?? …` and the ternary under
    /// `feedbackLabel.text =` (its string names the local `card`, a stack view), 2; Profile's
    /// store callback `if change == … || … { self?.storeDidChange() }` (the `…DidChange` mark,
    /// `if` and `||`) and the write-back loop, 3; Search's `queryField.text ?? ""`, 1;
    /// ShopList's store callback `if change != … { self?.storeDidChange(change) }`, 1. The
    /// variant: the same profile callback (2), search line (1) and shop list callback (1).
    @Test func byWhatTheyTouchTheControllersBranchWhereAHandCountFindsIt() throws {
        try Self.expect(
            [
                .mvc: ["AppCard": 2, "Profile": 3, "Search": 1, "ShopList": 1],
                .mvcVariant: ["AppCard": 0, "Profile": 2, "Search": 1, "ShopList": 1],
            ], matching: false)
    }
}

/// Claim 2's other way: the variant's views' configuration from the model they own, by hand
/// (code lines: the property with its `didSet`, and the `update()` it calls). AppCard: `app` 3
/// and `update()` 6. Profile: the card's `person` 3 and `update()` 7; the form's `person` 3 and
/// `update()` 8 (two comment lines left out). Search: the cell's `repository` 8 (its `didSet`
/// configures in place); the detail view's `repository` 3 and `update()` 3. ShopList: the cell's
/// `product` 8; the detail view's `product` 3 and `update()` 9. MVC has no views.
@Suite(.enabled(if: isThePackageItself, "hand-counts the committed patterns"))
struct ViewConfigurationTests {
    @Test func theVariantsViewsConfigureThemselvesInTheLinesAHandCountFinds() throws {
        let graph = try packageGraph()
        let byHand: [PatternDescriptor: [String: Int]] = [
            .mvcVariant: ["AppCard": 9, "Profile": 21, "Search": 14, "ShopList": 20],
            .mvc: ["AppCard": 0, "Profile": 0, "Search": 0, "ShopList": 0],
        ]
        for (pattern, screens) in byHand {
            for (screen, expected) in screens {
                let figures = ScreenFigures(
                    module: pattern.module, screen: screen, graph: graph, root: packageRoot)
                #expect(figures.viewConfigurationLines == expected, "\(pattern.name) \(screen)")
            }
        }
    }
}
