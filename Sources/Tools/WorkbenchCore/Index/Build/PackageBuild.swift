import Foundation

/// One debug build of the package, known by the folder its products are in: where that build's
/// index store and testability records are. Nothing here assumes `.build`: the products folder
/// comes from the build in use (`swift build --show-bin-path`, or a test binary's own location).
package struct PackageBuild: Sendable, Equatable {
    /// The folder the build put its executables and test bundle in.
    package var productsFolder: String

    /// The build whose products are in `productsFolder`.
    package init(productsFolder: String) {
        self.productsFolder = URL(fileURLWithPath: productsFolder).standardizedFileURL.path
    }

    /// Where this build's index store may be, most likely first: SwiftPM writes it into the
    /// products folder (`<products>/index/store`); Xcode into the project's DerivedData folder
    /// (`<DerivedData>/<Project>/Build/Products/Debug` → `<DerivedData>/<Project>/Index.noindex/DataStore`).
    package var indexStoreCandidates: [String] {
        let products = URL(fileURLWithPath: productsFolder)
        var candidates = [products.appendingPathComponent("index/store").path]
        let components = products.pathComponents
        if components.count >= 3, components[components.count - 3] == "Build",
            components[components.count - 2] == "Products"
        {
            let derivedData = products.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            candidates.append(derivedData.appendingPathComponent("Index.noindex/DataStore").path)
        }
        return candidates
    }

    /// The build's index store: the first candidate that exists, else where SwiftPM would
    /// write it.
    package var indexStore: String {
        indexStoreCandidates.first { FileManager.default.fileExists(atPath: $0) }
            ?? indexStoreCandidates[0]
    }

    /// Where the measuring run records what the pattern behaviour tests of this build created:
    /// `<products>/testability/<pattern>/<behaviour>.json` (`ViewCountRecord`, written by
    /// Sources/Tools/WorkbenchCore/Measure/Testability/ViewCountRun.swift).
    package var testabilityFolder: String {
        productsFolder + "/" + Self.testabilityFolderName
    }

    /// The name of the testability records' folder inside the products folder.
    package static let testabilityFolderName = "testability"
}
