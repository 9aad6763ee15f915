/// How two texts line up, line by line: the longest common subsequence of their lines, as the
/// standard library's `difference(from:)` finds it (Myers' O(ND) algorithm, the one behind
/// `diff` and `git diff`). What is the workbench's own is only the reading of those edits:
///
/// `edits` walks both texts from top to bottom; within a run of changes, the removed lines come
/// before the inserted ones, as `diff` prints them. `pairs` is the side-by-side reading of the
/// same edits that `diff -y` shows, and `hunks(context:)` the unified one of `diff -u`.
package struct LineDiff: Equatable {
    /// One step of the walk through both texts; the numbers are 0-based line indices.
    package enum Edit: Equatable {
        case common(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)
    }

    /// How a side-by-side row differs, with the gutter mark `diff -y` gives it.
    package enum Mark: Character, Equatable {
        case common = " "
        case changed = "|"
        case removed = "<"
        case inserted = ">"
    }

    /// One side-by-side row: a line of each text, or of one of them.
    package struct Pair: Equatable {
        package var old: Int?
        package var new: Int?
        package var mark: Mark
    }

    /// A stretch of the unified diff: where it starts in each text (1-based), how many lines of
    /// each it covers, and its lines with their `' '`, `-` or `+` prefix.
    package struct Hunk: Equatable {
        package var oldStart: Int
        package var oldCount: Int
        package var newStart: Int
        package var newCount: Int
        package var lines: [String]
    }

    package let old: [String]
    package let new: [String]
    package let edits: [Edit]

    package init(old: [String], new: [String]) {
        self.old = old
        self.new = new
        edits = Self.edits(old, new)
    }

    /// Whether the texts have the same lines.
    package var isIdentical: Bool { old == new }

    /// The rows of a side-by-side view: common lines side by side; in each run of changes, the
    /// removed and inserted lines paired in order (changed), then the rest on their own.
    package var pairs: [Pair] {
        var pairs: [Pair] = []
        var removed: [Int] = []
        var inserted: [Int] = []
        func flush() {
            for index in 0..<max(removed.count, inserted.count) {
                let old = index < removed.count ? removed[index] : nil
                let new = index < inserted.count ? inserted[index] : nil
                let mark: Mark = old == nil ? .inserted : new == nil ? .removed : .changed
                pairs.append(Pair(old: old, new: new, mark: mark))
            }
            removed = []
            inserted = []
        }
        for edit in edits {
            switch edit {
            case .common(let old, let new):
                flush()
                pairs.append(Pair(old: old, new: new, mark: .common))
            case .removed(let old): removed.append(old)
            case .inserted(let new): inserted.append(new)
            }
        }
        flush()
        return pairs
    }

    /// The hunks of a unified diff with `context` common lines around each change; changes
    /// closer than twice that share a hunk, as in `diff -u`.
    package func hunks(context: Int = 3) -> [Hunk] {
        let changes = edits.indices.filter {
            if case .common = edits[$0] { return false }
            return true
        }
        guard let first = changes.first else { return [] }
        // Lines of each text consumed before each edit, for the hunk headers.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        var oldLine = 0
        var newLine = 0
        for edit in edits {
            oldBefore.append(oldLine)
            newBefore.append(newLine)
            switch edit {
            case .common: (oldLine, newLine) = (oldLine + 1, newLine + 1)
            case .removed: oldLine += 1
            case .inserted: newLine += 1
            }
        }
        var groups: [(first: Int, last: Int)] = [(first, first)]
        for change in changes.dropFirst() {
            if let last = groups.last?.last, change - last - 1 <= 2 * context {
                groups[groups.count - 1].last = change
            } else {
                groups.append((change, change))
            }
        }
        return groups.map { group in
            let range = max(0, group.first - context)..<min(edits.count, group.last + context + 1)
            var hunk = Hunk(
                oldStart: oldBefore[range.lowerBound], oldCount: 0,
                newStart: newBefore[range.lowerBound], newCount: 0, lines: [])
            for edit in edits[range] {
                switch edit {
                case .common(let old, _):
                    hunk.lines.append(" " + self.old[old])
                    hunk.oldCount += 1
                    hunk.newCount += 1
                case .removed(let old):
                    hunk.lines.append("-" + self.old[old])
                    hunk.oldCount += 1
                case .inserted(let new):
                    hunk.lines.append("+" + self.new[new])
                    hunk.newCount += 1
                }
            }
            // 1-based; an empty range names the line before it, as `diff -u` does.
            if hunk.oldCount > 0 { hunk.oldStart += 1 }
            if hunk.newCount > 0 { hunk.newStart += 1 }
            return hunk
        }
    }

    // MARK: - The edit script

    /// The edits from `old` to `new`, read off the standard library's `difference(from:)`
    /// (Myers' algorithm): lines neither removed nor inserted are common, in order; within each
    /// run of changes the removed lines come first, as `diff` prints them.
    package static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var (x, y) = (0, 0)
        while x < old.count || y < new.count {
            if x < old.count, removed.contains(x) {
                edits.append(.removed(old: x))
                x += 1
            } else if y < new.count, inserted.contains(y) {
                edits.append(.inserted(new: y))
                y += 1
            } else {
                edits.append(.common(old: x, new: y))
                x += 1
                y += 1
            }
        }
        return edits
    }
}
