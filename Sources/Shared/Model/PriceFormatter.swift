import Foundation

/// Formats a price as yuan with two decimals: `¥19.10`, rounding half away from zero. A utility
/// only: which role calls it (controller, cell, presenter or view model) is each pattern's
/// business.
///
/// It runs for every visible row in every frame, so it works in whole cents with integer
/// arithmetic (about 0.1 µs) and keeps Foundation's decimal rounding (about 6 µs) for prices too
/// large for 64-bit cents. A test checks that both give the same text.
public enum PriceFormatter {
    public static func string(from price: Decimal) -> String {
        guard let cents = roundedCents(of: price) else { return decimalString(from: price) }
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(cents < 0 ? "-" : "")¥\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The price in whole cents, rounded half away from zero; nil when it does not fit in 64
    /// bits (or its digits cannot be read exactly), for the slow path to handle.
    static func roundedCents(of price: Decimal) -> Int64? {
        // price = significand × 10^exponent, the significand a whole number.
        let exponent = price.exponent
        guard (-20...16).contains(exponent) else { return nil }
        // A whole number below 2^53 converts to Double and back exactly.
        let digits = NSDecimalNumber(decimal: price.significand.magnitude).doubleValue
        guard digits < 9_007_199_254_740_992, let whole = Int64(exactly: digits) else {
            return nil
        }
        var cents: Int64
        if exponent >= -2 {
            let (scaled, overflow) = whole.multipliedReportingOverflow(
                by: powerOfTen(exponent + 2))
            guard !overflow else { return nil }
            cents = scaled
        } else {
            let divisor = powerOfTen(-2 - exponent)
            cents = whole / divisor
            if (whole % divisor) * 2 >= divisor { cents += 1 }
        }
        return price.sign == .minus ? -cents : cents
    }

    private static func powerOfTen(_ exponent: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// The exact slow path, through Foundation's decimal rounding and text.
    static func decimalString(from price: Decimal) -> String {
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
        var digitsBefore = 0  // the point
        var digitsAfter = 0
        var points = 0
        for byte in text.utf8 {
            if byte == 0x2E {  // "."
                points += 1
            } else if byte &- 0x30 < 10 {  // "0" to "9"
                if points == 0 { digitsBefore += 1 } else { digitsAfter += 1 }
            } else {
                return nil
            }
        }
        guard digitsBefore > 0, points == 0 || (points == 1 && digitsAfter > 0),
            let value = Decimal(string: text, locale: Self.posix)
        else { return nil }
        self = value
    }

    /// The locale whose decimal point is `.`, made once: a catalog may hold a million prices.
    private static let posix = Locale(identifier: "en_US_POSIX")
}
