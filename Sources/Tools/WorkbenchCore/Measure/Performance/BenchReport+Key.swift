import PatternCatalog

extension BenchReport {
    /// What the benchmark's figures depend on: Package.swift, the code it runs (the shared
    /// core, each pattern, the harness and the catalog that build the screens, the heap shim)
    /// and its own workloads (`Measure/Performance`), which no sampled check measures again.
    /// Its figures are also the machine's, which no key can hold: `workbench status` says when
    /// the sources moved, and a person measures it again on an idle machine.
    package static func key(root: String, toolchain: String) -> StoredKey {
        var key = StoredKey(toolchain: toolchain)
        key.add(file: "Package.swift", root: root)
        let folders =
            [SourceLayout.shared]
            + ["CatalogFile", "CHeap", "Harness", "PatternCatalog"].map(SourceLayout.toolFolder)
            + [SourceLayout.toolFolder("WorkbenchCore") + "/Measure/Performance"]
            + PatternDescriptor.all.map(\.folder)
        for folder in folders {
            key.add(folder: folder, root: root, extensions: ["swift", "c", "h"])
        }
        return key
    }
}
