import Foundation

/// Which line of one set of files each code line of another took, by content, not by order
/// (seed 001's "it's the same code, just moved"): the same statement with its names aside first
/// (*moved*), then, of the lines left, the one that shares most of its words, when it shares at
/// least half (*changed*). Each old line is taken once. `CodeMoves` counts with it, and
/// `workbench diff` pairs each file with the file that took most of its lines.
package struct LineMatch: Sendable, Equatable {
    package enum Kind: Sendable { case moved, changed }

    /// The old file's index, and the line's index in it.
    package var file: Int
    package var line: Int
    package var kind: Kind

    /// For each file of `new`, for each of its lines, the line of `old` it took: nil for a line
    /// that took none and for a line that is not code (blank, comment).
    package static func matches(_ new: [[String]], in old: [[String]]) -> [[LineMatch?]] {
        struct Entry {
            var file: Int
            var line: Int
            var shape: String
            var words: [Substring]
        }
        var pool: [Entry] = []
        for (file, lines) in old.enumerated() {
            for (line, text) in lines.enumerated() where CodeMoves.isCode(text) {
                pool.append(
                    Entry(
                        file: file, line: line, shape: CodeMoves.shape(text),
                        words: CodeMoves.words(text)))
            }
        }
        var found: [[LineMatch?]] = new.map { Array(repeating: nil, count: $0.count) }
        var left: [(file: Int, line: Int, words: [Substring])] = []
        for (file, lines) in new.enumerated() {
            for (line, text) in lines.enumerated() where CodeMoves.isCode(text) {
                let shape = CodeMoves.shape(text)
                if let index = pool.firstIndex(where: { $0.shape == shape }) {
                    let entry = pool.remove(at: index)
                    found[file][line] = LineMatch(file: entry.file, line: entry.line, kind: .moved)
                } else {
                    left.append((file, line, CodeMoves.words(text)))
                }
            }
        }
        for item in left {
            func likeness(_ index: Int) -> Double {
                CodeMoves.likeness(item.words, pool[index].words)
            }
            guard let index = pool.indices.max(by: { likeness($0) < likeness($1) }),
                likeness(index) >= 0.5
            else { continue }
            let entry = pool.remove(at: index)
            found[item.file][item.line] = LineMatch(
                file: entry.file, line: entry.line, kind: .changed)
        }
        return found
    }

    /// How many lines of each file of `new` (first index) took a line of each file of `old`
    /// (second index), counting only lines that say something (two words or more, not an
    /// `import`: a brace or `import UIKit` is in every file) and share a name with the line they
    /// took (`view = stack` has the shape of `contentConfiguration = content`, but is not the
    /// same code): such lines would pair files by chance.
    package static func flows(_ new: [[String]], from old: [[String]]) -> [[Int]] {
        let found = matches(new, in: old)
        var flows = new.map { _ in Array(repeating: 0, count: old.count) }
        for (file, lines) in new.enumerated() {
            for (line, text) in lines.enumerated() {
                guard let match = found[file][line], says(text),
                    sharesAName(text, old[match.file][match.line])
                else { continue }
                flows[file][match.file] += 1
            }
        }
        return flows
    }

    /// Whether two lines share a name, keywords aside: `debouncer.cancel()` is the same
    /// statement as `tableView.reloadData()` with the names aside, but not the same code.
    package static func sharesAName(_ a: String, _ b: String) -> Bool {
        let names = Set(CodeMoves.words(b)).subtracting(CodeMoves.keywords.map { Substring($0) })
        return CodeMoves.words(a).contains(where: names.contains)
    }

    /// Whether a line says something of its own: two words or more, not an import.
    static func says(_ line: String) -> Bool {
        CodeMoves.words(line).count >= 2
            && !line.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
    }
}
