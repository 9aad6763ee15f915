import PatternCatalog

/// The rules every pattern keeps and the rules the package as a whole must keep. Each pattern's
/// own rules, what it is by definition, are in its `PatternDescriptor`.
package enum ArchitectureRules {
    /// The pattern modules, in the order the workbench shows them.
    package static var patternModules: [String] { PatternDescriptor.all.map(\.module) }

    /// Rules that hold in every pattern.
    package static let everyPattern: [Rule] = [
        Rule(
            "no type cycle across roles",
            why: "two types of different roles that refer to each other cannot change, be reused "
                + "or tested apart; two roles may still use each other through a protocol (MVP's "
                + "presenter and view), which leaves no cycle between types",
            .noCyclesAcrossRoles)
    ]

    /// The rules of one pattern module.
    package static func rules(forPattern module: String) -> [Rule] {
        everyPattern + (PatternDescriptor.module(module)?.rules ?? [])
    }

    /// Rules between modules of the whole package.
    package static var package: [Rule] {
        package(patterns: patternModules, model: SharedCore.model, toolkit: SharedCore.toolkit)
    }

    /// The package rules for these modules (the tests check each rule on deliberately bad ones).
    package static func package(patterns: [String], model: String, toolkit: String) -> [Rule] {
        patterns.map { module in
            Rule(
                "\(module) references no other pattern",
                why: "fairness: a pattern never imports another; only the pattern differs",
                from: .modules([module]),
                .mustNotDependOn(.modules(Set(patterns).subtracting([module]))))
        } + [
            Rule(
                "the shared core references no pattern",
                why: "fairness: the toolkit and the model are the same for every pattern",
                from: .modules([model, toolkit]), .mustNotReach(.modules(Set(patterns)))),
            Rule(
                "the model knows no toolkit",
                why: "the model is UI-free, so every pattern can put it behind any view",
                from: .modules([model]), .mustNotDependOn(.modules([toolkit]))),
            Rule(
                "the toolkit knows no model",
                why: "the toolkit is a UIKit stand-in: widgets show strings, not products",
                from: .modules([toolkit]), .mustNotDependOn(.modules([model]))),
        ]
    }
}
