/// A one-way rule over the folders of one module: code in a folder may use what its own folder
/// and the folders before it define, never what a later folder defines. WorkbenchCore keeps its
/// jobs this way (`core`), and its rule test reads the package's own index to hold it.
///
/// The check is file by file: every recorded reference (`Dependency.evidence`) sits in a folder,
/// and the type it names is defined in a folder (its declaration's file). An extension counts
/// where it is written, so a later folder may extend an earlier folder's type.
package struct LayerDirection: Sendable {
    /// The folder that holds the layers, relative to the package root.
    package var root: String
    /// The layers, first to last: the names of `root`'s folders.
    package var layers: [String]

    package init(root: String, layers: [String]) {
        self.root = root
        self.layers = layers
    }

    /// WorkbenchCore's jobs, in the order the data flows.
    package static let core = LayerDirection(
        root: "Sources/Tools/WorkbenchCore",
        layers: ["Index", "Stored", "Measure", "Claims", "Document"])

    /// The layer a file belongs to (its index in `layers`), or nil outside them.
    package func layer(of file: String) -> Int? {
        guard file.hasPrefix(root + "/") else { return nil }
        let folder = file.dropFirst(root.count + 1).prefix { $0 != "/" }
        return layers.firstIndex(of: String(folder))
    }

    /// Every reference from a file of one layer to a type a later layer defines, as
    /// `file:line: Layer uses Type (Later)`, sorted.
    package func violations(in graph: TypeGraph) -> [String] {
        var found: [String] = []
        for dependency in graph.dependencies {
            guard let target = graph.types[dependency.to],
                let to = layer(of: target.location.file)
            else { continue }
            for site in dependency.evidence {
                guard let from = layer(of: site.file), from < to else { continue }
                found.append("\(site): \(layers[from]) uses \(dependency.to) (\(layers[to]))")
            }
        }
        return found.sorted()
    }
}
