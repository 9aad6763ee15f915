// swift-tools-version: 6.2
// Architecture Workbench: the same screens built in MVC, an MVC variant, MVP and MVVM (in the
// seeds' binding styles), on one shared text-rendering toolkit and one shared model layer.
// Toolchain only: this package has no dependencies.

import PackageDescription

/// The patterns, the lesson: each a target of its own under Sources/Patterns, its tests under
/// Tests/<module>Tests, and an executable (`swift run <command>`). Adding a pattern means a line
/// here and its entry in Sources/Tools/PatternCatalog/Patterns/ (docs/adding-a-pattern.md). A
/// pattern that stands on a shared target no other pattern needs (a stand-in for a framework Linux
/// lacks) names it here, and in its entry (`standsAlsoOn`): no other pattern's stored results
/// depend on it.
let patterns: [(module: String, command: String, alsoOn: [String])] = [
    ("MVC", "mvc", []),
    ("MVCVariant", "mvc-variant", []),
    ("MVP", "mvp", []),
    ("MVVM", "mvvm", []),
    ("MVVMKVO", "mvvm-kvo", ["KeyValueObserving"]),
    ("MVVMDelegate", "mvvm-delegate", []),
    ("MVVMC", "mvvm-c", []),
    ("VIPER", "viper", []),
    ("TEA", "tea", ["ElmArchitecture"]),
]
let patternModules = patterns.map { Target.Dependency(stringLiteral: $0.module) }

/// What a pattern's own tests stand on besides it and BehaviourTesting, when they need a shared
/// target no app links: TEA's test store, which reports through Swift Testing. Like `alsoOn`, it
/// is named in the pattern's entry (`standsAlsoOn`), so only that pattern's results are keyed on
/// it.
let testsAlsoOn: [String: [String]] = ["TEA": ["ElmArchitectureTesting"]]

/// What every pattern stands on: the toolkit (UIKit's stand-in), the model and the role markers.
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
        // Key-value observing, which Linux Foundation lacks for Swift classes: a stand-in for
        // Foundation's, as TextUI stands in for UIKit (MVVM in the KVO style binds with it).
        .target(name: "KeyValueObserving", path: "Sources/Shared/KeyValueObserving"),
        // The Elm Architecture's store runtime (the Composable Architecture's, in small): the
        // state, `send(_:)`, reducers and effects, which TEA alone stands on. It debounces on the
        // model's `Debouncer`, where TCA waits on a Combine scheduler. Its test store is a target
        // of its own, for TEA's tests: it reports through Swift Testing.
        .target(
            name: "ElmArchitecture", dependencies: ["Model"],
            path: "Sources/Shared/ElmArchitecture"),
        .target(
            name: "ElmArchitectureTesting", dependencies: ["ElmArchitecture"],
            path: "Sources/Shared/ElmArchitectureTesting"),
    ]
        // One target per pattern. Each depends on the shared core, and on the shared targets it
        // names as its own, never on another pattern.
        + patterns.map {
            .target(
                name: $0.module,
                dependencies: sharedCore + $0.alsoOn.map { .target(name: $0) },
                path: "Sources/Patterns/\($0.module)")
        }
        + [
            // What the workbench knows of each pattern (names, family, logic role, defining rules,
            // how to build its screens): read by the harness and the analysis alike.
            .target(
                name: "PatternCatalog", dependencies: sharedCore + patternModules,
                path: "Sources/Tools/PatternCatalog"),

            // A catalog file (`--catalog FILE`): JSON read with the line and column of every
            // problem, into the model's Catalog. Tool code, so not in Model: the lesson never
            // reads a file.
            .target(
                name: "CatalogFile", dependencies: ["Model"], path: "Sources/Tools/CatalogFile"),
            // The script runner and the interactive loop; `swift run mvc` and the others, one
            // executable that runs the pattern it is named after.
            .target(
                name: "Harness",
                dependencies: [
                    "CatalogFile", "PatternCatalog", "TextUI", "Model", "Roles", "Terminal",
                    "Tracing",
                ],
                path: "Sources/Tools/Harness"),
            .executableTarget(name: "Run", dependencies: ["Harness"], path: "Sources/Tools/Run"),
            // Standard output and error, and the exit statuses every executable shares.
            .target(
                name: "Terminal", dependencies: ["TextUI"],
                path: "Sources/Tools/Terminal"),
            // Running another program: the one way every tool does it.
            .target(name: "Subprocess", path: "Sources/Tools/Subprocess"),

            // `--trace`: the compiler's function-entry hooks, recorded (a C target, since the
            // hooks are C functions), and the calls they saw, named and given their roles. Only
            // the traced build (in a build folder of its own) calls the hooks; see
            // docs/tracing.md.
            .target(name: "CCallRecorder", path: "Sources/Tools/CCallRecorder"),
            .target(
                name: "Tracing", dependencies: ["CCallRecorder", "Roles", "Subprocess", "TextUI"],
                path: "Sources/Tools/Tracing"),

            // The measuring: one library, laid out by job, the data flowing one way through its
            // folders (Index → Stored → Measure → Claims → Document; the rule is tested in
            // MeasuringTests/CoreDirectionTests): the build and its index store, the stored
            // results and their checks, the figures, the claims judged on them, and the documents
            // rendered from both. See Sources/Tools/WorkbenchCore/README.md.
            // Reading the compiler's index store: a C shim over the toolchain's libIndexStore.
            .target(
                name: "CIndexStore", path: "Sources/Tools/CIndexStore",
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
            // Heap figures for the benchmark: a C shim, since Swift's Glibc module lacks <malloc.h>.
            .target(name: "CHeap", path: "Sources/Tools/CHeap"),
            .target(
                name: "WorkbenchCore",
                dependencies: [
                    "CHeap", "CIndexStore", "Harness", "KeyValueObserving", "Model",
                    "PatternCatalog",
                    "Subprocess", "Terminal", "TextUI", "Tracing",
                ],
                path: "Sources/Tools/WorkbenchCore",
                exclude: ["README.md"]),
            // `swift run workbench …`: the commands, in a library; the executable is thin.
            .target(
                name: "WorkbenchKit",
                dependencies: [
                    "CHeap", "Harness", "Model", "PatternCatalog", "Subprocess", "Terminal",
                    "TextUI",
                    "Tracing", "WorkbenchCore",
                ],
                path: "Sources/Tools/WorkbenchKit"),
            .executableTarget(
                name: "Workbench", dependencies: ["WorkbenchKit"], path: "Sources/Tools/Workbench"),

            .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
            .testTarget(name: "ModelTests", dependencies: ["Model"]),
            .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving"]),
            // How recorded calls are named, shown, drawn and measured, on recordings made up in the
            // tests (recording itself needs the traced build: scripts/trace-check).
            .testTarget(name: "TracingTests", dependencies: ["Tracing", "Roles"]),
            // The catalog file's format, and its problems named by line and column.
            .testTarget(name: "CatalogFileTests", dependencies: ["CatalogFile", "Model"]),
            // The store runtime TEA stands on, and its test store, on features made up in the tests.
            .testTarget(
                name: "ElmArchitectureTests",
                dependencies: [
                    "BehaviourTesting", "ElmArchitecture", "ElmArchitectureTesting", "Model",
                ]),
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
                dependencies: [.target(name: $0.module), "BehaviourTesting"]
                    + (testsAlsoOn[$0.module] ?? []).map { .target(name: $0) })
        }
        + [
            // The measuring, unit by unit: rules and metrics read from the index of the package's
            // own build (so it depends on every target it reads, to have them built and indexed
            // first), testability, change costs, claims and the document on made-up inputs.
            .testTarget(
                name: "MeasuringTests",
                dependencies: [
                    "BehaviourTesting", "Harness", "PatternCatalog", "RuleFixtures", "Subprocess",
                    "WorkbenchCore", "FixtureMVC", "FixtureMVVM", "FixtureMVCTests",
                ] + patternModules),
            // A tiny app of two screens in two patterns, whose every figure is counted by hand in
            // Tests/Fixture/README.md: the measuring tests compute each on it and compare.
            .target(
                name: "FixtureMVC", dependencies: ["Roles", "TextUI"],
                path: "Tests/Fixture/Sources/Patterns/FixtureMVC"),
            .target(
                name: "FixtureMVVM", dependencies: ["Roles", "TextUI"],
                path: "Tests/Fixture/Sources/Patterns/FixtureMVVM"),
            .target(
                name: "FixtureMVCTests", dependencies: ["FixtureMVC"],
                path: "Tests/Fixture/Tests/FixtureMVCTests"),
            // Deliberate violations of every architecture rule, for the rules to be tested on.
            .target(
                name: "RuleFixtures", dependencies: ["MVC", "Model", "Roles", "TextUI"],
                path: "Tests/RuleFixtures"),
            // The workbench's commands, unit by unit (diffs, traces, the benchmark's report).
            .testTarget(
                name: "WorkbenchTests",
                dependencies: [
                    "Harness", "Model", "PatternCatalog", "TextUI", "Tracing", "WorkbenchCore",
                    "WorkbenchKit",
                ]),
            // The built executables, run as a user runs them; it depends on them to have them
            // built first.
            .testTarget(
                name: "EndToEndTests",
                dependencies: [
                    "BehaviourTesting", "Harness", "PatternCatalog", "Run", "Subprocess",
                    "Terminal", "TextUI", "Tracing", "Workbench", "WorkbenchCore", "WorkbenchKit",
                ]),
        ],
    swiftLanguageModes: [.v6]
)
