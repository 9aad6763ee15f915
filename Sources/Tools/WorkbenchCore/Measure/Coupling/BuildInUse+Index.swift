import Foundation

/// Reading the build's index, built first when it is missing or stale.
extension BuildInUse {
    /// Reads the build's index, building first when it is missing, older than a source file,
    /// lacks one, or lacks the test targets `functionModules`.
    package func readIndex(functionModules: Set<String> = []) throws -> IndexReader.Result {
        let reader = IndexReader(root: root, build: build)
        var built = false
        if let reason = indexProblem() {
            try runStep(buildCommand, because: reason)
            built = true
        }
        var result = try reader.read(functionModules: functionModules)
        if !built, let reason = indexProblem(result, functionModules: functionModules) {
            try runStep(buildCommand, because: reason)
            result = try reader.read(functionModules: functionModules)
        }
        return result
    }

    /// Why the index that was read does not describe the sources as they are, or nil.
    package func indexProblem(_ result: IndexReader.Result, functionModules: Set<String>) -> String?
    {
        let store = build.indexStore
        if let file = result.outdatedFiles.first {
            return "the index at \(store) is older than \(file)"
                + (result.outdatedFiles.count > 1
                    ? " and \(result.outdatedFiles.count - 1) more source files" : "")
        }
        let unindexed = sourceFiles().filter { !result.indexedFiles.contains($0) }
        if let file = unindexed.first {
            return "the index at \(store) lacks \(file)"
                + (unindexed.count > 1 ? " and \(unindexed.count - 1) more source files" : "")
        }
        let modules = Set(result.functions.map(\.module))
        if !functionModules.isSubset(of: modules) {
            return "the index at \(store) lacks the test targets"
        }
        return nil
    }
}
