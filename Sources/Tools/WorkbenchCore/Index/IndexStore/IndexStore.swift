import CIndexStore
import Foundation

/// Reads an index store: the folder of units and records that the Swift compiler writes while
/// it builds (`index/store` in the products folder of a debug `swift build`).
///
/// A unit says which module and source file were compiled and which records hold the results;
/// a record lists every occurrence of every symbol in one source file.
///
/// ```swift
/// let store = try IndexStore(storePath: productsFolder + "/index/store")
/// for unit in try store.units() where !unit.isSystem {
///     for record in unit.records {
///         let occurrences = try store.occurrences(inRecord: record.name)
///     }
/// }
/// ```
///
/// Not `Sendable`: the C handle is used without locks, so keep one `IndexStore` per task.
package final class IndexStore {
    /// The store directory this reader opened.
    package let storePath: String
    /// The `libIndexStore` this reader loaded.
    package let libraryPath: String
    private let handle: OpaquePointer

    /// Opens the store at `storePath` with the library at `libraryPath`, or, when that is nil,
    /// the one `locateLibrary()` finds.
    ///
    /// - Throws: `IndexStoreError` when the library or the store is missing, or the store is
    ///   empty.
    package init(storePath: String, libraryPath: String? = nil) throws {
        // libIndexStore would fail too, but its message does not say how to make a store.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: storePath, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw IndexStoreError.storeNotFound(path: storePath)
        }
        let libraryPath = try libraryPath ?? Self.locateLibrary()
        var error = Self.errorBuffer()
        guard let handle = cis_open(libraryPath, storePath, &error, error.count) else {
            throw IndexStoreError.openFailed(message: String(cBuffer: error))
        }
        self.storePath = storePath
        self.libraryPath = libraryPath
        self.handle = handle
        if unitNames().isEmpty {
            throw IndexStoreError.storeEmpty(path: storePath)
        }
    }

    deinit {
        cis_close(handle)
    }

    /// The names of all units in the store, sorted.
    package func unitNames() -> [String] {
        var names: [String] = []
        withUnsafeMutablePointer(to: &names) { names in
            cis_unit_names(handle, names) { context, name in
                context?.assumingMemoryBound(to: [String].self).pointee.append(name.string)
            }
        }
        return names
    }

    /// Reads the unit called `name`.
    package func unit(named name: String) throws -> IndexUnit {
        var unit = IndexUnit(
            name: name, moduleName: "", isSystem: false, mainFile: nil, records: [])
        var error = Self.errorBuffer()
        let succeeded = withUnsafeMutablePointer(to: &unit) { unit in
            cis_read_unit(
                handle, name, unit,
                { context, info in
                    guard let unit = context?.assumingMemoryBound(to: IndexUnit.self), let info
                    else { return }
                    let mainFile = info.pointee.main_file.string
                    unit.pointee.moduleName = info.pointee.module_name.string
                    unit.pointee.mainFile = mainFile.isEmpty ? nil : mainFile
                    unit.pointee.isSystem = info.pointee.is_system
                },
                { context, recordName, filePath in
                    let record = IndexUnit.Record(
                        name: recordName.string, filePath: filePath.string)
                    context?.assumingMemoryBound(to: IndexUnit.self).pointee.records.append(record)
                },
                &error, error.count)
        }
        guard succeeded else { throw IndexStoreError.readFailed(message: String(cBuffer: error)) }
        return unit
    }

    /// Reads every unit in the store, system units included.
    package func units() throws -> [IndexUnit] {
        try unitNames().map(unit(named:))
    }

    /// Reads the occurrences in the record called `recordName`, in source order.
    package func occurrences(inRecord recordName: String) throws -> [IndexOccurrence] {
        var reading = RecordReading()
        var error = Self.errorBuffer()
        let succeeded = withUnsafeMutablePointer(to: &reading) { reading in
            cis_read_record(
                handle, recordName, reading,
                { context, row in
                    guard let row else { return }
                    context?.assumingMemoryBound(to: RecordReading.self).pointee.add(row.pointee)
                },
                &error, error.count)
        }
        guard succeeded else { throw IndexStoreError.readFailed(message: String(cBuffer: error)) }
        return reading.occurrences
    }

    /// A buffer for the C functions to write an error message into.
    private static func errorBuffer() -> [CChar] {
        [CChar](repeating: 0, count: 1024)
    }
}

// MARK: - Converting the C rows

extension cis_string {
    /// Copies the borrowed bytes into a Swift string.
    var string: String {
        String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    }
}

extension IndexSymbol {
    init(_ symbol: cis_symbol) {
        self.init(
            usr: symbol.usr.string, name: symbol.name.string, kind: SymbolKind(raw: symbol.kind),
            subkind: SymbolSubkind(raw: symbol.subkind),
            properties: SymbolProperties(rawValue: symbol.properties))
    }
}

/// What `IndexStore.occurrences(inRecord:)` builds while the C code walks a record.
private struct RecordReading {
    var occurrences: [IndexOccurrence] = []
    /// The symbols decoded so far, by library handle. A record mentions each symbol many times;
    /// decoding its strings once instead of every time makes a debug build read more than
    /// twice as fast.
    var symbols: [UnsafeRawPointer: IndexSymbol] = [:]

    mutating func add(_ row: cis_occurrence) {
        let relations = UnsafeBufferPointer(start: row.relations, count: row.relation_count)
        occurrences.append(
            IndexOccurrence(
                symbol: symbol(row.symbol), roles: SymbolRoles(rawValue: row.roles),
                line: Int(row.line), column: Int(row.column),
                relations: relations.map {
                    IndexRelation(roles: SymbolRoles(rawValue: $0.roles), symbol: symbol($0.symbol))
                }))
    }

    mutating func symbol(_ symbol: cis_symbol) -> IndexSymbol {
        guard let id = symbol.id else { return IndexSymbol(symbol) }
        if let known = symbols[id] {
            return known
        }
        let decoded = IndexSymbol(symbol)
        symbols[id] = decoded
        return decoded
    }
}
