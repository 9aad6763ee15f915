import PatternCatalog

/// One figure of the claimed pattern set against one of another pattern, with the margin: the
/// verdict, and how far the claimed figure is from the margin that decides it.
package struct Comparison: Sendable, Equatable {
    package var claimed: PatternDescriptor
    package var other: PatternDescriptor
    package var claimedValue: Double
    package var otherValue: Double
    package var margin: Margin
    /// Whether a claimed figure above the other's supports the seed (more classes, more calls)
    /// or below it (fewer lines, fewer types).
    package var higherSupports: Bool

    package init(
        claimed: PatternDescriptor, other: PatternDescriptor, claimedValue: Double,
        otherValue: Double, margin: Margin, higherSupports: Bool
    ) {
        self.claimed = claimed
        self.other = other
        self.claimedValue = claimedValue
        self.otherValue = otherValue
        self.margin = margin
        self.higherSupports = higherSupports
    }

    /// How far the claimed figure is on the seed's side of the other's (negative: the other
    /// side).
    package var difference: Double {
        higherSupports ? claimedValue - otherValue : otherValue - claimedValue
    }

    /// The difference the margin asks for, from its base, the larger figure.
    package var needed: Double { margin.needed(claimedValue, otherValue) }

    package var verdict: Verdict {
        if claimedValue == otherValue { return .notSingledOut }
        if difference >= needed { return .supported }
        if -difference >= needed { return .against }
        return .notShown
    }

    /// How much the claimed figure would have to move to change the verdict, in the figure's
    /// unit (the margin's base taken as it stands): from supported or against to not shown, or
    /// from not shown to the nearer of the two.
    package var distance: Double {
        switch verdict {
        case .supported: difference - needed + step
        case .against: -difference - needed + step
        default: min(needed - difference, needed + difference)
        }
    }

    /// The smallest move a figure of this unit makes: 1 for whole numbers, 0.1 otherwise.
    var step: Double {
        claimedValue == claimedValue.rounded() && otherValue == otherValue.rounded()
            && needed == needed.rounded() ? 1 : 0.1
    }

    /// Within one `least` of flipping: a verdict a small change to the code would turn.
    package var isFragile: Bool { distance < margin.least }

    /// How far it is from flipping, in words: "not shown if MVVM (KVO) had 4 fewer statements".
    package var distanceText: String {
        let toward = claimedValue > otherValue ? "fewer" : "more"
        switch verdict {
        case .supported, .against:
            return "not shown if \(claimed.name) had \(words(distance, toward))"
        default:
            let toSupported = needed - difference, toAgainst = needed + difference
            let supports = higherSupports ? "more" : "fewer"
            let opposes = higherSupports ? "fewer" : "more"
            return toSupported <= toAgainst
                ? "supported if \(claimed.name) had \(words(toSupported, supports))"
                : "against the seed if \(claimed.name) had \(words(toAgainst, opposes))"
        }
    }

    /// `3` and `fewer` in the margin's unit: `3 fewer code lines`, `1 fewer code line`.
    func words(_ amount: Double, _ direction: String) -> String {
        let rounded = (amount * 10).rounded(.up) / 10
        let unit = rounded == 1 ? margin.singular : margin.unit
        return "\(rounded.figureText) \(direction) \(unit)"
    }
}

extension Array where Element == Comparison {
    /// The verdict of the claimed figure against every other of the list: against if any goes
    /// against; supported if all support; not singled out if any ties and none goes against;
    /// otherwise not shown.
    package var verdict: Verdict {
        guard !isEmpty else { return .notMeasurable }
        let verdicts = map(\.verdict)
        if verdicts.contains(.against) { return .against }
        if verdicts.allSatisfy({ $0 == .supported }) { return .supported }
        if verdicts.contains(.notSingledOut) { return .notSingledOut }
        return .notShown
    }

    /// The comparison that decides the verdict, and whose distance is the verdict's: the
    /// nearest to flipping among those that agree with it.
    package var deciding: Comparison? {
        let verdict = self.verdict
        return filter { $0.verdict == verdict }.min { $0.distance < $1.distance }
            ?? self.min { $0.distance < $1.distance }
    }
}
