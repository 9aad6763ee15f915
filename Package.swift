// swift-tools-version: 6.1
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
    ],
    targets: [
        // The shared core: everything except the pattern.
        .target(name: "TextUI"),
        .target(name: "Model"),

        // One target per pattern. Each depends on the shared core only, never on another pattern.
        .target(name: "MVC", dependencies: ["TextUI", "Model"]),
        .target(name: "MVCVariant", dependencies: ["TextUI", "Model"]),
        .target(name: "MVP", dependencies: ["TextUI", "Model"]),
        .target(name: "MVVM", dependencies: ["TextUI", "Model"]),

        // The pattern registry, the script runner and the interactive loop.
        .target(
            name: "Harness", dependencies: ["TextUI", "Model", "MVC", "MVCVariant", "MVP", "MVVM"]),

        // `swift run mvc`, `swift run mvc-variant`, `swift run mvp`, `swift run mvvm`.
        .executableTarget(name: "RunMVC", dependencies: ["Harness"], path: "Sources/Run/mvc"),
        .executableTarget(
            name: "RunMVCVariant", dependencies: ["Harness"], path: "Sources/Run/mvc-variant"),
        .executableTarget(name: "RunMVP", dependencies: ["Harness"], path: "Sources/Run/mvp"),
        .executableTarget(name: "RunMVVM", dependencies: ["Harness"], path: "Sources/Run/mvvm"),

        .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
        .testTarget(name: "ModelTests", dependencies: ["Model"]),
        // One behavioural spec, run against every pattern.
        .testTarget(name: "SpecTests", dependencies: ["Harness", "Model", "TextUI"]),
        // Runs the built executables, so it depends on them to have them built first.
        .testTarget(
            name: "RunnerTests",
            dependencies: ["Harness", "RunMVC", "RunMVCVariant", "RunMVP", "RunMVVM"]),
    ],
    swiftLanguageModes: [.v6]
)
