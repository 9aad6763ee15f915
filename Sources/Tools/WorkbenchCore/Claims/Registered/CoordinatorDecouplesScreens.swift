import PatternCatalog

extension RegisteredClaims {
    /// The change request that adds an entry point to an existing screen: `link product N`
    /// arrives from outside the screens, on whatever tab shows, selects the shop tab, pops to its
    /// root and pushes product N's detail (issue #52).
    static let linkRequest = "link-product"

    /// The coordinator pattern's folder, once it is built: MVVM (Observation) with a coordinator
    /// that owns the navigation controller (MVVM-C).
    static let coordinatorModule = "MVVMC"

    /// The claim's two forks, fixed here with its class, figure and margin, before MVVM-C or
    /// the change request exists.
    static let coordinatorOwnLines = Fork(
        "the coordinator's own lines", options: ["left out", "counted"])
    static let linesCounted = Fork(
        "the lines counted", options: ["every production line", "view controllers' lines only"])

    /// Registered before its code: "A coordinator decouples screens: adding an entry point to an
    /// existing screen changes no view controller" (evidence). Its margin, set here with it
    /// before any figure: share: 0.2, least: 5, unit: "production lines".
    package static let coordinatorDecouplesScreens = ClaimDefinition(
        id: "coordinator-decouples-screens", seeds: [], about: .mvvm, style: .observation,
        claim: "A coordinator decouples screens",
        classification: .evidence(
            "a coordinator owns every push and pop, so a new way into the product detail should "
                + "land in it alone, while MVC's app root has to reach into the shop list's "
                + "controller; but the link must also select a tab and pop to the list's root, "
                + "which may reach a view model or a view controller in MVVM-C too, and MVC's "
                + "root may need only a few lines, so it could come out either way"),
        figure: "production lines the change request link-product changes outside the "
            + "coordinator (every production line in a pattern without one)",
        rule: .custom(
            "supported if MVVM-C's figure is below that of every pattern built before it (the "
                + "six of today) by the margin, against the claim if any of theirs is below "
                + "MVVM-C's by the margin, \"not singled out\" if one equals it; not yet measured "
                + "until MVVM-C and the change request are built",
            decide: decideCoordinator),
        couldFail: "routing the link takes new lines in a view model or a view controller of "
            + "MVVM-C, as many as MVC's app root and shop list controller take",
        registration: .init(
            sources: [
                "objc.io's *App Architecture* (2018), its MVVM-C chapter",
                "Soroush Khanlou, \"The Coordinator\" (2015)",
            ],
            judges: ["Sources/Patterns/\(coordinatorModule)", "ChangeRequests/\(linkRequest)"]),
        forks: [coordinatorOwnLines, linesCounted]
    ) { inputs, choices in
        SeedClaims.fromRequest(inputs, linkRequest) { change, _, _ in
            let counted = change.types.filter { type in
                let isCoordinator = type.role == "coordinator"
                if isCoordinator { return choices[coordinatorOwnLines] == 1 }
                return choices[linesCounted] == 0 || type.name.hasSuffix("ViewController")
            }
            let lines = counted.reduce(0) { $0 + $1.added + $1.removed }
            return Figure(Double(lines), "\(lines) production lines")
        }
    }

    /// MVVM-C's figure against that of every pattern built before it (not VIPER or TEA, which
    /// come after), fewer lines supporting the claim.
    @Sendable
    static func decideCoordinator(
        _ figures: Figures, _: PatternDescriptor, _ entry: MarginEntry?
    ) -> ClaimDefinition.Decision {
        guard let margin = entry?.margin,
            let coordinator = figures.whole.patterns.first(where: {
                $0.module == coordinatorModule
            }),
            let mine = figures.whole[coordinator]?.value
        else { return .init(.notYetMeasured) }
        let before = figures.whole.patterns.filter {
            patternsAtRegistration.contains($0.module)
        }
        let comparisons = before.compactMap { other in
            figures.whole[other]?.value.map {
                Comparison(
                    claimed: coordinator, other: other, claimedValue: mine, otherValue: $0,
                    margin: margin, higherSupports: false)
            }
        }
        return .init(
            comparisons.verdict, distance: comparisons.deciding?.distanceText,
            fragile: comparisons.deciding?.isFragile ?? false)
    }
}
