import Foundation

/// What a stored result was measured on, the same for every kind the workbench keeps (change
/// requests, exercises, faults, mutants): the SHA-256 of each input, by name, and the toolchain
/// that measured it.
///
/// Only the inputs decide whether a result is fresh: the patches, the scripts and the files of
/// the package the measurement read. The toolchain and the measuring code are not inputs: a
/// check measures a sample again on the toolchain and code in use and compares the figures, so a
/// change there that moves a figure is found as a finding, not as a stale file.
package struct StoredKey: Codable, Sendable, Equatable {
    /// Each input's SHA-256 in lower-case hex, by name: a path relative to the package root, or
    /// a file of the measurement's own (`mvp.patch`, `script.txt`, a request's `mvp: expected class`).
    package var inputs: [String: String]
    /// What `swift --version` printed where it was measured; recorded, never compared.
    package var toolchain: String

    package init(inputs: [String: String] = [:], toolchain: String) {
        self.inputs = inputs
        self.toolchain = toolchain
    }

    /// The hash an input has when it does not exist (a file a patch creates).
    package static let absent = "-"

    /// Keys `text` under `name`.
    package mutating func add(_ name: String, text: String) {
        inputs[name] = SHA256.hex(text)
    }

    /// Keys the file at `path` (relative to `root`), or `absent` when there is none.
    package mutating func add(file path: String, root: String) {
        inputs[path] = Self.hash(path, FileManager.default.contents(atPath: root + "/" + path))
    }

    /// The hash a key holds for the file `path` with `contents` (nil: absent). A Swift file is
    /// keyed by its code alone (`SourceCode.keyed`): a comment, or code indented again, leaves
    /// its key as it was. Every other file is keyed byte for byte.
    package static func hash(_ path: String, _ contents: Data?) -> String {
        guard let contents else { return absent }
        return SHA256.hex(code(path, contents))
    }

    /// What a key reads of the file `path`: a Swift file's code (`SourceCode.keyed`), any
    /// other file's bytes, and the manifest's too: SwiftPM reads its first comment
    /// (`// swift-tools-version:`).
    static func code(_ path: String, _ contents: Data) -> Data {
        guard path.hasSuffix(".swift"), !path.hasSuffix("Package.swift") else { return contents }
        return Data(SourceCode.keyed(String(decoding: contents, as: UTF8.self)).utf8)
    }

    /// Keys the folder at `path` (relative to `root`): its files of the kinds `extensions`
    /// name (Swift's alone unless told), each one's path and what a key reads of it
    /// (`hash(_:_:)`: a Swift file's code; every byte with `byteForByte`, for a figure that
    /// reads comments), in path order; the files and folders of `excluding` (relative to
    /// `root`) are left out.
    package mutating func add(
        folder path: String, root: String, extensions: [String] = ["swift"],
        excluding: [String] = [], byteForByte: Bool = false
    ) {
        let folder = root + "/" + path
        let memo = Self.folderHashes.map {
            ($0, "\(folder)|\(extensions)|\(excluding)|\(byteForByte)")
        }
        if let (cache, name) = memo, let hash = cache[name] {
            inputs[path] = hash
            return
        }
        let files =
            (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { file in
                extensions.contains((file as NSString).pathExtension)
                    && !excluding.contains {
                        (path + "/" + file).hasPrefix($0 + "/") || path + "/" + file == $0
                    }
            }
            .sorted()
        var input = Data()
        for file in files {
            input.append(Data(file.utf8))
            let contents = FileManager.default.contents(atPath: folder + "/" + file) ?? Data()
            input.append(byteForByte ? contents : Self.code(file, contents))
        }
        inputs[path] = SHA256.hex(input)
        if let (cache, name) = memo { cache[name] = inputs[path] }
    }

    /// Folder hashes already taken, by folder, while a reader that changes nothing runs
    /// (`workbench status` keys each test folder once, not once per fault); nil, and nothing
    /// kept, everywhere else, so a measurement always reads the files as they are.
    @TaskLocal package static var folderHashes: HashCache?

    /// Hashes kept for the length of one read-only pass.
    package final class HashCache: @unchecked Sendable {
        private var hashes: [String: String] = [:]
        private let lock = NSLock()

        package init() {}

        package subscript(name: String) -> String? {
            get { lock.withLock { hashes[name] } }
            set { lock.withLock { hashes[name] = newValue } }
        }
    }

    /// The same key, with only the inputs named in `names`.
    package func restricted(to names: Set<String>) -> StoredKey {
        StoredKey(inputs: inputs.filter { names.contains($0.key) }, toolchain: toolchain)
    }

    /// Why a result stored under `stored` does not describe the inputs as this key has them,
    /// one line per input, in name order; empty when it is fresh.
    package func changes(since stored: StoredKey) -> [String] {
        changedInputs(since: stored).map { name in
            switch (stored.inputs[name], inputs[name]) {
            case (nil, _): "\(name) is new since it was measured"
            case (_, nil): "\(name) is no longer an input"
            default: "\(name) changed since it was measured"
            }
        }
    }

    /// The inputs whose hash is not `stored`'s, or that only one of the two holds, in name
    /// order.
    package func changedInputs(since stored: StoredKey) -> [String] {
        Set(stored.inputs.keys).union(inputs.keys).sorted().filter {
            stored.inputs[$0] != inputs[$0]
        }
    }
}
