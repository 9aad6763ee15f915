import Foundation

/// The one reader of the compiler's index store: the records of the package's own Swift files,
/// and their occurrences. Every measurement that reads the index reads it here (the type graph,
/// the toolkit's uses, a change's declarations), so what "the package's code" is has one
/// definition:
///
/// - not a system unit, and not a unit whose source file no longer exists (deleted or moved
///   since: the store keeps such units, and they are counted as stale);
/// - a Swift file inside the package root that exists now, outside hidden folders (build
///   folders such as `.build-asan`) and the build's own folders;
/// - each record once;
/// - occurrences the compiler wrote for code no one wrote (`implicit`: what macros such as
///   `@Test` and `@Observable` generate) left out.
package struct PackageIndex {
    /// The package's root directory, standardized.
    package let root: String
    /// The index store folder.
    package let storePath: String
    /// Folders whose files are never the package's sources (the build's own generated files),
    /// each ending in `/`.
    package let excludedFolders: [String]
    let store: IndexStore

    /// One source file's record.
    package struct Record: Sendable {
        /// The record's name in the store.
        package var name: String
        /// The file, relative to the root.
        package var file: String
        /// The module the file was compiled in.
        package var module: String
    }

    /// What a walk over the units found.
    package struct Walk: Sendable {
        /// The records asked for, each once.
        package var records: [Record]
        /// Every package file the store has a unit of (relative to the root).
        package var indexed: Set<String>
        /// The package's files changed since their unit was written (relative to the root).
        package var outdated: [String]
        /// Units skipped because their source file no longer exists.
        package var stale: Int
    }

    /// Opens the store at `storePath`, for the package at `root`.
    package init(root: String, storePath: String, excludedFolders: [String] = []) throws {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.storePath = storePath
        self.excludedFolders = excludedFolders.map {
            URL(fileURLWithPath: $0).standardizedFileURL.path + "/"
        }
        do {
            store = try IndexStore(storePath: storePath)
        } catch let error as IndexStoreError {
            throw MeasuringError.index(error.description)
        }
    }

    /// Whether a path relative to the root is outside hidden folders (`.build`, `.git`, …).
    package static func isSource(_ relativePath: String) -> Bool {
        !relativePath.split(separator: "/").dropLast().contains { $0.hasPrefix(".") }
    }

    /// The records of the package's Swift files in `modules` (every module when nil) under
    /// `folder` (a path relative to the root, ending in `/`; anywhere when nil).
    package func records(modules: Set<String>? = nil, under folder: String? = nil) throws -> Walk {
        var walk = Walk(records: [], indexed: [], outdated: [], stale: 0)
        var seen: Set<String> = []
        let prefix = root + "/"
        let unitFolders = Self.unitFolders(in: storePath)
        for unit in try store.units() where !unit.isSystem {
            if let main = unit.mainFile, !FileManager.default.fileExists(atPath: main) {
                walk.stale += 1
                continue
            }
            if let main = unit.mainFile, main.hasPrefix(prefix),
                !excludedFolders.contains(where: main.hasPrefix)
            {
                let file = String(main.dropFirst(prefix.count))
                walk.indexed.insert(file)
                let written = unitFolders.lazy.compactMap { Self.modification(of: $0 + unit.name) }
                    .first
                if let written, let changed = Self.modification(of: main), changed > written {
                    walk.outdated.append(file)
                }
            }
            if let modules, !modules.contains(unit.moduleName) { continue }
            for record in unit.records where record.filePath.hasPrefix(prefix) {
                let file = String(record.filePath.dropFirst(prefix.count))
                guard file.hasSuffix(".swift"), Self.isSource(file),
                    folder.map(file.hasPrefix) ?? true,
                    !excludedFolders.contains(where: record.filePath.hasPrefix),
                    FileManager.default.fileExists(atPath: record.filePath),
                    seen.insert(record.name).inserted
                else { continue }
                walk.records.append(Record(name: record.name, file: file, module: unit.moduleName))
            }
        }
        walk.outdated.sort()
        return walk
    }

    /// The occurrences `record` holds, the implicit ones left out.
    package func occurrences(of record: Record) throws -> [IndexOccurrence] {
        try store.occurrences(inRecord: record.name).filter { !$0.roles.contains(.implicit) }
    }

    /// The store's unit folders (`<store>/v5/units/`, one per store format version).
    static func unitFolders(in store: String) -> [String] {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []
        return versions.sorted().reversed().map { "\(store)/\($0)/units/" }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func modification(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
