import Foundation
import Subprocess

/// What a check measures again when it cannot measure everything: a sample picked by the
/// commit's hash, so that successive commits measure every item in turn, and a hand-edited
/// stored figure is found the first time its item comes up.
package enum CommitSample {
    /// A number read off the current commit's hash; nil outside a git checkout.
    package static func commitNumber(root: String) -> UInt64? {
        guard let head = try? Subprocess.run(["git", "rev-parse", "HEAD"], in: root),
            head.status == 0
        else { return nil }
        return UInt64(
            head.output.trimmingCharacters(in: .whitespacesAndNewlines).suffix(12), radix: 16)
    }

    /// `count` items of `items`, evenly spread and turned by `number` (the first ones without a
    /// number).
    package static func pick<Item>(_ count: Int, of items: [Item], by number: UInt64?) -> [Item] {
        guard !items.isEmpty else { return [] }
        let count = min(count, items.count)
        let start = Int((number ?? 0) % UInt64(items.count))
        let step = max(1, items.count / count)
        return (0..<count).map { items[(start + $0 * step) % items.count] }
    }
}
