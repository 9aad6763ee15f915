import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seed 002: "The view model is easy to test: only a mock service is needed" (a definition).
    package static let onlyAMockService = ClaimDefinition(
        id: "only-a-mock-service", seeds: ["002"], about: .mvvm,
        claim: "The view model is easy to test: only a mock service is needed",
        classification: .definition(
            "MVVM's rules let a view model reach no view or toolkit type, so the only "
                + "dependency its tests stand in for is its service; what else they need to "
                + "read its outputs (an observer, a delegate spy) is fixed by the binding "
                + "style"),
        figure: "the search's faults its own tests catch, and the test doubles those tests use",
        rule: .custom(
            "per binding style: supported if the search's tests need no double but the search "
                + "service and catch as many of the search's faults as MVC's tests; against the "
                + "seed if they need another double, or catch fewer"
        ) { figures, style, _ in
            guard let mine = figures.whole[style]?.value,
                let mvc = figures.whole[PatternDescriptor.mvc]?.value
            else { return .init(.notMeasurable) }
            // The text says "no other double" when the service is the only one.
            let onlyTheService = figures.whole[style]?.text.contains("no other double") ?? false
            return .init(onlyTheService && mine >= mvc ? .supported : .against)
        },
        couldFail: "the view model's tests need a view spy or another double, or catch fewer "
            + "search faults than MVC's"
    ) { inputs in
        guard !inputs.faults.faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        let planted = faults(inputs, on: "Search").count
        guard planted > 0 else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured(
                    "no fault of the search is planted: add one to Faults/ and run `swift run "
                        + "workbench faults`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                guard inputs.faults.patterns.contains(pattern) else { return .none }
                let tests = inputs.tests(pattern)?.tests.filter { $0.screen == "Search" } ?? []
                let doubles = Set(tests.flatMap(\.testDoubles)).map {
                    $0.split(separator: ".").last.map(String.init) ?? $0
                }
                let others = doubles.filter { !$0.hasSuffix("SearchService") }.sorted()
                let caught = caught(inputs, pattern, on: "Search")
                return Figure(
                    Double(caught),
                    "\(caught) of \(planted) caught; "
                        + (others.isEmpty
                            ? "no other double"
                            : "other doubles: \(others.joined(separator: ", "))"))
            })
    }
}
