import Foundation

/// How large a difference must be before a verdict rests on it: at least `share` of the larger
/// of the two figures (the margin's base) and at least `least` in the figure's own unit. Below
/// it the verdict is "not shown at this size".
package struct Margin: Sendable, Codable, Equatable {
    package var share: Double
    package var least: Double
    /// The figure's unit, in the plural (`code lines`).
    package var unit: String

    package init(share: Double, least: Double, unit: String) {
        self.share = share
        self.least = least
        self.unit = unit
    }

    /// "≥ 20% of the larger and ≥ 20 code lines", or "≥ 10 percentage points".
    package var text: String {
        let amount = least == 1 ? "1 \(singular)" : "\(least.figureText) \(unit)"
        return share == 0 ? "≥ \(amount)" : "≥ \(Int(share * 100))% of the larger and ≥ \(amount)"
    }

    /// The unit of one: `code line`.
    package var singular: String {
        unit.hasSuffix("s") ? String(unit.dropLast()) : unit
    }

    /// `amount` in the margin's unit, in words: `1 code line`, `3 code lines`.
    package func amount(_ amount: Double) -> String {
        amount == 1 ? "1 \(singular)" : "\(amount.figureText) \(unit)"
    }

    /// The difference needed between `a` and `b`.
    package func needed(_ a: Double, _ b: Double) -> Double {
        max(least, share * max(abs(a), abs(b)))
    }
}
