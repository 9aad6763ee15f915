import Foundation

/// Formats a price as yuan with two decimals: `¥19.10`. A utility only: which role calls it
/// (controller, cell, presenter or view model) is each pattern's business.
public enum PriceFormatter {
    public static func string(from price: Decimal) -> String {
        var value = price
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        let sign = rounded < 0 ? "-" : ""
        let digits = "\(rounded.magnitude)"
        let parts = digits.split(separator: ".", maxSplits: 1)
        let whole = parts.first.map(String.init) ?? "0"
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let cents = (fraction + "00").prefix(2)
        return "\(sign)¥\(whole).\(cents)"
    }
}

extension Decimal {
    /// Parses a plain decimal such as `19.1` or `0.05`: digits, at most one point, no sign,
    /// no exponent, no grouping, whatever the locale. Nil for anything else.
    public init?(exactly text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self = value
    }
}
