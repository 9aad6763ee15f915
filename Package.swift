// swift-tools-version: 6.2
// Architecture Workbench: the same screens built in MVC, an MVC variant, MVP and MVVM (in the
// seeds' binding styles), on one shared text-rendering toolkit and one shared model layer.
// Toolchain only: this package has no dependencies.

import PackageDescription

/// The patterns, the lesson: each a target of its own under Sources/Patterns, its tests under
/// Tests/<module>Tests, and an executable (`swift run <command>`). Adding a pattern means a line
/// here and its entry in Sources/Tools/PatternCatalog/PatternDescriptor+Catalog.swift.
let patterns: [(module: String, command: String)] = [
    ("MVC", "mvc"),
    ("MVCVariant", "mvc-variant"),
    ("MVP", "mvp"),
    ("MVVM", "mvvm"),
]
let patternModules = patterns.map { Target.Dependency(stringLiteral: $0.module) }

/// What every pattern stands on: the toolkit (UIKit's stand-in), the model, the role markers.
let sharedCore: [Target.Dependency] = ["TextUI", "Model", "Roles"]

let package = Package(
    name: "ArchitectureWorkbench",
    platforms: [.macOS(.v14)],
    products: patterns.map { .executable(name: $0.command, targets: ["Run"]) } + [
        .executable(name: "workbench", targets: ["Workbench"])
    ],
    targets: [
        // The shared core: everything except the pattern.
        .target(name: "TextUI", path: "Sources/Shared/TextUI"),
        .target(name: "Model", path: "Sources/Shared/Model"),
        .target(name: "Roles", path: "Sources/Shared/Roles"),
    ]
        // One target per pattern. Each depends on the shared core only, never on another pattern.
        + patterns.map {
            .target(
                name: $0.module, dependencies: sharedCore, path: "Sources/Patterns/\($0.module)")
        }
        + [
            // What the workbench knows of each pattern (names, family, logic role, defining rules,
            // how to build its screens): read by the harness and the analysis alike.
            .target(
                name: "PatternCatalog", dependencies: sharedCore + patternModules,
                path: "Sources/Tools/PatternCatalog"),

            // The script runner and the interactive loop; `swift run mvc` and the others, one
            // executable that runs the pattern it is named after.
            .target(
                name: "Harness",
                dependencies: ["PatternCatalog", "TextUI", "Model", "Roles", "Tracing"],
                path: "Sources/Tools/Harness"),
            .executableTarget(name: "Run", dependencies: ["Harness"], path: "Sources/Tools/Run"),

            // `--trace`: the compiler's function-entry hooks, recorded (a C target, since the hooks
            // are C functions), and the calls they saw, named and given their roles. Only the traced
            // build (in a build folder of its own) calls the hooks; see docs/tracing.md.
            .target(name: "CCallRecorder", path: "Sources/Tools/CCallRecorder"),
            .target(
                name: "Tracing", dependencies: ["CCallRecorder", "Roles"],
                path: "Sources/Tools/Tracing"),

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

            .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
            .testTarget(name: "ModelTests", dependencies: ["Model"]),
            // How recorded calls are named, shown, drawn and measured, on recordings made up in the
            // tests (recording itself needs the traced build: scripts/trace-check).
            .testTarget(name: "TracingTests", dependencies: ["Tracing", "Roles"]),
            // One behavioural spec, run against every pattern.
            .testTarget(
                name: "SpecTests",
                dependencies: ["BehaviourTesting", "Harness", "Model", "PatternCatalog", "TextUI"]),

            // Per pattern, the most direct unit test of each behaviour that the pattern allows:
            // same file names and test names in every pattern, measured for the testability
            // report.
            .target(
                name: "BehaviourTesting", dependencies: ["Model", "TextUI"],
                path: "Tests/BehaviourTesting"),
        ]
        + patterns.map {
            .testTarget(
                name: "\($0.module)Tests",
                dependencies: [.target(name: $0.module), "BehaviourTesting"])
        }
        + [
            // Architecture rules and metrics, read from the index of the package's own build. It
            // depends on every target it reads, so they are built (and indexed) first.
            .testTarget(
                name: "AnalysisTests",
                dependencies: [
                    "Analysis", "BehaviourTesting", "Harness", "IndexStore", "PatternCatalog",
                    "RuleFixtures",
                ] + patternModules),
            // Deliberate violations of every architecture rule, for the rules to be tested on.
            .target(
                name: "RuleFixtures", dependencies: ["MVC", "Model", "Roles", "TextUI"],
                path: "Tests/RuleFixtures"),
            // Runs the built executables, so it depends on them to have them built first.
            .testTarget(
                name: "RunnerTests",
                dependencies: [
                    "BehaviourTesting", "Harness", "PatternCatalog", "Run", "Tracing", "Workbench",
                ]),
        ],
    swiftLanguageModes: [.v6]
)
