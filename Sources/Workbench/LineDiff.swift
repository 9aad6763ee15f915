/// How two texts line up, line by line: the longest common subsequence of their lines, found
/// with Myers' O(ND) algorithm (the one behind `diff` and `git diff`).
///
/// `edits` walks both texts from top to bottom; within a run of changes, the removed lines come
/// before the inserted ones, as `diff` prints them. `pairs` is the side-by-side reading of the
/// same edits that `diff -y` shows, and `hunks(context:)` the unified one of `diff -u`.
struct LineDiff: Equatable {
    /// One step of the walk through both texts; the numbers are 0-based line indices.
    enum Edit: Equatable {
        case common(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)
    }

    /// How a side-by-side row differs, with the gutter mark `diff -y` gives it.
    enum Mark: Character, Equatable {
        case common = " "
        case changed = "|"
        case removed = "<"
        case inserted = ">"
    }

    /// One side-by-side row: a line of each text, or of one of them.
    struct Pair: Equatable {
        var old: Int?
        var new: Int?
        var mark: Mark
    }

    /// A stretch of the unified diff: where it starts in each text (1-based), how many lines of
    /// each it covers, and its lines with their `' '`, `-` or `+` prefix.
    struct Hunk: Equatable {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        var lines: [String]
    }

    let old: [String]
    let new: [String]
    let edits: [Edit]

    init(old: [String], new: [String]) {
        self.old = old
        self.new = new
        edits = Self.edits(old, new)
    }

    /// Whether the texts have the same lines.
    var isIdentical: Bool { old == new }

    /// The rows of a side-by-side view: common lines side by side; in each run of changes, the
    /// removed and inserted lines paired in order (changed), then the rest on their own.
    var pairs: [Pair] {
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
    func hunks(context: Int = 3) -> [Hunk] {
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

    // MARK: - Myers

    /// The shortest edit script from `old` to `new`, common prefix and suffix taken first.
    static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit.common(old: $0, new: $0) }
        edits += middle(old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)])
        edits += (0..<suffix).map {
            Edit.common(old: old.count - suffix + $0, new: new.count - suffix + $0)
        }
        return removalsFirst(edits)
    }

    /// Myers' greedy forward search, then a walk back through the saved frontiers. Indices
    /// are the slices' own, which are the whole texts' indices.
    private static func middle(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit] {
        let n = a.count
        let m = b.count
        let (a0, b0) = (a.startIndex, b.startIndex)
        if n == 0 { return (0..<m).map { .inserted(new: b0 + $0) } }
        if m == 0 { return (0..<n).map { .removed(old: a0 + $0) } }
        // frontier[offset + k]: the furthest x reached on diagonal k = x - y.
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        // Before round d, the frontier's diagonals -d-1 ... d+1: all that round d reads.
        var saved: [[Int]] = []
        func goesDown(_ k: Int, _ d: Int, _ read: (Int) -> Int) -> Bool {
            k == -d || (k != d && read(k - 1) < read(k + 1))
        }
        search: for d in 0...(n + m) {
            saved.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    goesDown(k, d, { frontier[offset + $0] })
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[a0 + x] == b[b0 + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: saved.count - 1, through: 0, by: -1) {
            let before = saved[d]
            let read = { (k: Int) in before[k + d + 1] }
            let k = x - y
            let previousK = goesDown(k, d, read) ? k + 1 : k - 1
            let previousX = read(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.common(old: a0 + x - 1, new: b0 + y - 1))
                x -= 1
                y -= 1
            }
            guard d > 0 else { break }
            edits.append(x == previousX ? .inserted(new: b0 + y - 1) : .removed(old: a0 + x - 1))
            (x, y) = (previousX, previousY)
        }
        return edits.reversed()
    }

    /// Each run of changes with its removed lines first, keeping the order within each kind.
    private static func removalsFirst(_ edits: [Edit]) -> [Edit] {
        var result: [Edit] = []
        var inserted: [Edit] = []
        for edit in edits {
            switch edit {
            case .common:
                result += inserted
                inserted = []
                result.append(edit)
            case .removed: result.append(edit)
            case .inserted: inserted.append(edit)
            }
        }
        return result + inserted
    }
}
