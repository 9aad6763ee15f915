import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The outcome figures' fixture (issue #50): faults caught and mutants killed cannot be counted
/// by hand, so some planted faults and mutants on each construct had their outcome worked out
/// by a reader who saw no stored outcome, from the patch or the mutated line and the tests
/// alone. The pipeline's stored outcomes, which CI's sampled re-measurement plants again, must
/// be the reader's, and each fixture must sit on the construct it stands for.
///
/// Chosen by a rule, not by outcome: the first two faults of each construct by name, and the
/// mutants of all own code at a third and two thirds of the way (by id) through four Profile
/// files, the logic role's and the view's, in MVVM (Observation) and MVP. The reader's reasons
/// are beside each row; all 24 faults' cases and all 12 mutants agreed with the pipeline.
@Suite(.enabled(if: isThePackageItself, "reads the committed patterns' stored outcomes"))
struct OutcomeFixtureTests {
    static let everyPattern = PatternDescriptor.all
    static let controllerKeepsBinding: [PatternDescriptor] = [.mvc, .mvcVariant]

    /// Each fault, its construct, and the patterns whose own tests catch it.
    static let faults: [(name: String, construct: FaultConstruct, caughtIn: [PatternDescriptor])] =
        [
            // Every pattern's `cardUpdatesWhenTheAppChanges` reads the name after a rename.
            ("app-change-not-shown", .logic, everyPattern),
            // Every pattern's `aChangedProductUpdatesItsRow` reads the row after a price change;
            // TEA's reads the state's row, and the view controller, which the fault breaks, works
            // out which rows to refresh.
            ("changed-row-not-refreshed", .logic, everyPattern.filter { $0 != .tea }),
            // Only MVC's and the variant's tests build the card's view (`cardTapFeedbackIsPluralised`);
            // MVP's drive the presenter with a spy, MVVM's the view model.
            ("card-feedback-not-rebound", .bindingAndView, controllerKeepsBinding),
            // The same: `selectingARowShowsTheDetailLine` reads the label in MVC and the variant.
            ("detail-line-not-rebound", .bindingAndView, controllerKeepsBinding),
        ]

    /// Each mutant (its file, declaration and place among the declaration's mutants), its
    /// construct and its outcome.
    static let mutants:
        [(
            file: String, declaration: String, place: Int, construct: FaultConstruct,
            outcome: MutationResults.Outcome
        )] = [
            // The full name joined with "" fails `profileCardShowsTheSeedSpecs`.
            ("MVVM/Profile/ProfileViewModel", "ProfileViewModel.name", 1, .logic, .killed),
            // `.personUpdated` ignored: `saveWritesTheModel` fails.
            ("MVVM/Profile/ProfileViewModel", "ProfileViewModel.viewDidLoad", 1, .logic, .killed),
            // The form stops following the store: `aServerChangeKeepsUnsavedEdits` fails.
            (
                "MVVM/Profile/ProfileViewModel", "ProfileViewModel.storeDidChange", 1, .logic,
                .killed
            ),
            // No MVVM test reads the title; the spec's frame shows it.
            (
                "MVVM/Profile/ProfileViewController", "ProfileViewController.loadView", 1,
                .bindingAndView, .survived
            ),
            // The spec finds the field by its identifier; the view model's tests never build it.
            (
                "MVVM/Profile/ProfileViewController", "ProfileViewController.loadView", 16,
                .bindingAndView, .survived
            ),
            // No MVVM test reads the birthdate label; the spec's frame does.
            (
                "MVVM/Profile/ProfileViewController", "ProfileViewController.updateProperties", 3,
                .bindingAndView, .survived
            ),
            // As in MVVM, through the presenter's spy: `saveWritesTheModel` fails.
            ("MVP/Profile/ProfilePresenter", "ProfilePresenter.viewDidLoad", 1, .logic, .killed),
            ("MVP/Profile/ProfilePresenter", "ProfilePresenter.storeDidChange", 1, .logic, .killed),
            // The stale-field check inverted: the notice shows at once.
            ("MVP/Profile/ProfilePresenter", "ProfilePresenter.updateForm", 2, .logic, .killed),
            (
                "MVP/Profile/ProfileViewController", "ProfileViewController.loadView", 1,
                .bindingAndView, .survived
            ),
            // The button's title: the spec's frames read "[-Save-]".
            (
                "MVP/Profile/ProfileViewController", "ProfileViewController.loadView", 14,
                .bindingAndView, .survived
            ),
            // `super.viewDidLoad()` removed: the toolkit's is empty, as UIKit's does nothing a
            // test sees here.
            (
                "MVP/Profile/ProfileViewController", "ProfileViewController.viewDidLoad", 1,
                .bindingAndView, .undetected
            ),
        ]

    @Test func theStoredFaultOutcomesAreTheReadersOnEachConstruct() throws {
        let stored = try FaultResults.load(root: packageRoot)
        let constructs = FaultConstruct.constructs(
            faults: Self.faults.map(\.name), root: packageRoot,
            coupling: CouplingReport(graph: try packageGraph(), root: packageRoot))
        for fault in Self.faults {
            #expect(constructs[fault.name] == fault.construct, "\(fault.name)")
            let entry = try #require(stored.entry(named: fault.name))
            // A pattern that landed lesson-first has no fault planted yet (`LessonFirst`).
            for pattern in Fault.patchedPatterns(root: packageRoot) {
                #expect(
                    entry.outcomes[pattern]?.caught == fault.caughtIn.contains(pattern),
                    "\(fault.name) in \(pattern.name)")
            }
        }
    }

    @Test func theStoredMutantOutcomesAreTheReadersOnEachConstruct() throws {
        let stored = try #require(try MutationResults.load(root: packageRoot, scope: .ownCode))
            .located(root: packageRoot)
        let lines = LineConstruct.measure(graph: try packageGraph(), root: packageRoot)
        for mutant in Self.mutants {
            let file = "Sources/Patterns/\(mutant.file).swift"
            let entry = try #require(
                stored.entries.first {
                    $0.mutant.file == file && $0.mutant.declaration == mutant.declaration
                        && $0.mutant.place == mutant.place
                }, "\(mutant.declaration) #\(mutant.place)")
            #expect(entry.outcome == mutant.outcome, "\(mutant.declaration) #\(mutant.place)")
            #expect(
                lines[file]?[entry.mutant.line] == mutant.construct,
                "\(mutant.declaration) #\(mutant.place) on line \(entry.mutant.line)")
        }
    }
}
