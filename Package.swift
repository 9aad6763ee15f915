// swift-tools-version: 6.2
// Architecture Workbench: the same two screens built in MVC, an MVC variant, MVP and MVVM,
// on one shared text-rendering toolkit and one shared model layer.
// Toolchain only: this package has no dependencies.

import PackageDescription

let package = Package(
    name: "ArchitectureWorkbench",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mvc", targets: ["RunMVC"]),
        .executable(name: "mvc-variant", targets: ["RunMVCVariant"]),
        .executable(name: "mvp", targets: ["RunMVP"]),
        .executable(name: "mvvm", targets: ["RunMVVM"]),
        .executable(name: "workbench", targets: ["Workbench"]),
    ],
    targets: [
        // The shared core: everything except the pattern.
        .target(name: "TextUI", path: "Sources/Shared/TextUI"),
        .target(name: "Model", path: "Sources/Shared/Model"),
        .target(name: "Roles", path: "Sources/Shared/Roles"),
        // What the workbench knows of each pattern (names, logic role, defining rules): read by
        // the harness and the analysis alike.
        .target(name: "PatternCatalog", path: "Sources/Tools/PatternCatalog"),

        // One target per pattern. Each depends on the shared core only, never on another pattern.
        .target(
            name: "MVC", dependencies: ["TextUI", "Model", "Roles"], path: "Sources/Patterns/MVC"),
        .target(
            name: "MVCVariant", dependencies: ["TextUI", "Model", "Roles"],
            path: "Sources/Patterns/MVCVariant"),
        .target(
            name: "MVP", dependencies: ["TextUI", "Model", "Roles"], path: "Sources/Patterns/MVP"),
        .target(
            name: "MVVM", dependencies: ["TextUI", "Model", "Roles"], path: "Sources/Patterns/MVVM"),

        // The pattern registry, the script runner and the interactive loop.
        .target(
            name: "Harness",
            dependencies: [
                "PatternCatalog", "TextUI", "Model", "Roles", "MVC", "MVCVariant", "MVP", "MVVM",
                "Tracing",
            ], path: "Sources/Tools/Harness"),

        // `--trace`: the compiler's function-entry hooks, recorded (a C target, since the hooks
        // are C functions), and the calls they saw, named and given their roles. Only the traced
        // build (in a build folder of its own) calls the hooks; see docs/tracing.md.
        .target(name: "CCallRecorder", path: "Sources/Tools/CCallRecorder"),
        .target(
            name: "Tracing", dependencies: ["CCallRecorder", "Roles"], path: "Sources/Tools/Tracing"
        ),

        // Reading the compiler's index store: a C shim over the toolchain's libIndexStore, its
        // Swift API, and the coupling analysis built on it.
        .target(
            name: "CIndexStore", path: "Sources/Tools/CIndexStore",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "IndexStore", dependencies: ["CIndexStore"], path: "Sources/Tools/IndexStore"),
        .target(
            name: "Analysis", dependencies: ["IndexStore", "PatternCatalog"],
            path: "Sources/Tools/Analysis"),

        // `swift run workbench metrics|bench`: the measurements behind Comparison.md.
        .executableTarget(
            name: "Workbench",
            dependencies: ["Analysis", "CHeap", "Harness", "PatternCatalog", "Tracing"],
            path: "Sources/Tools/Workbench"),
        // Heap figures for the benchmark: a C shim, since Swift's Glibc module lacks <malloc.h>.
        .target(name: "CHeap", path: "Sources/Tools/CHeap"),

        // `swift run mvc`, `swift run mvc-variant`, `swift run mvp`, `swift run mvvm`.
        .executableTarget(name: "RunMVC", dependencies: ["Harness"], path: "Sources/Tools/Run/mvc"),
        .executableTarget(
            name: "RunMVCVariant", dependencies: ["Harness"], path: "Sources/Tools/Run/mvc-variant"),
        .executableTarget(name: "RunMVP", dependencies: ["Harness"], path: "Sources/Tools/Run/mvp"),
        .executableTarget(
            name: "RunMVVM", dependencies: ["Harness"], path: "Sources/Tools/Run/mvvm"),

        .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
        .testTarget(name: "ModelTests", dependencies: ["Model"]),
        // How recorded calls are named, shown, drawn and measured, on recordings made up in the
        // tests (recording itself needs the traced build: scripts/trace-check).
        .testTarget(name: "TracingTests", dependencies: ["Tracing", "Roles"]),
        // One behavioural spec, run against every pattern.
        .testTarget(
            name: "SpecTests", dependencies: ["BehaviourTesting", "Harness", "Model", "TextUI"]),

        // Per pattern, the most direct unit test of each behaviour that the pattern allows: same
        // file names and test names in all four, measured for the testability report.
        .target(
            name: "BehaviourTesting", dependencies: ["Model", "TextUI"],
            path: "Tests/BehaviourTesting"),
        .testTarget(name: "MVCTests", dependencies: ["MVC", "BehaviourTesting"]),
        .testTarget(name: "MVCVariantTests", dependencies: ["MVCVariant", "BehaviourTesting"]),
        .testTarget(name: "MVPTests", dependencies: ["MVP", "BehaviourTesting"]),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "BehaviourTesting"]),
        // Architecture rules and metrics, read from the index of the package's own build. It
        // depends on every target it reads, so they are built (and indexed) first.
        .testTarget(
            name: "AnalysisTests",
            dependencies: [
                "Analysis", "BehaviourTesting", "Harness", "IndexStore", "MVC", "MVCVariant",
                "MVP", "MVVM", "PatternCatalog", "RuleFixtures",
            ]),
        // Deliberate violations of every architecture rule, for the rules to be tested on.
        .target(
            name: "RuleFixtures", dependencies: ["MVC", "Model", "Roles", "TextUI"],
            path: "Tests/RuleFixtures"),
        // Runs the built executables, so it depends on them to have them built first.
        .testTarget(
            name: "RunnerTests",
            dependencies: [
                "BehaviourTesting", "Harness", "PatternCatalog", "RunMVC", "RunMVCVariant",
                "RunMVP", "RunMVVM", "Tracing", "Workbench",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
