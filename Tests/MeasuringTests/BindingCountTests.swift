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
@Suite struct BindingCountTests {
    static let byHand: [String: (statements: Int, values: Int, requirements: Int)] = [
        "MVC": (13, 17, 0), "MVCVariant": (15, 17, 0), "MVP": (27, 32, 5),
        "MVVM": (18, 18, 0), "MVVMKVO": (38, 38, 0), "MVVMDelegate": (24, 24, 2),
    ]

    @Test(arguments: PatternDescriptor.all)
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
