/// Formats a repository's star count the way search results show it: `★ 999`, `★ 1.0k`,
/// `★ 12.3k`, `★ 1.2m`. A utility only, like `CountFormatter`: which role calls it is each
/// pattern's business.
///
/// Thousands and millions keep one decimal, cut rather than rounded, so a figure never shows
/// more stars than it has (`999_999` is `★ 999.9k`, never `★ 1000.0k`).
public enum StarFormatter {
    /// `stars` with a star, shortened to thousands (`k`) or millions (`m`).
    public static func string(_ stars: Int) -> String {
        let count = max(0, stars)
        switch count {
        case ..<1_000: return "★ \(count)"
        case ..<1_000_000: return "★ \(tenths(count, of: 1_000))k"
        default: return "★ \(tenths(count, of: 1_000_000))m"
        }
    }

    /// `count / unit` with one decimal, cut: `tenths(12_345, of: 1_000)` is `12.3`.
    private static func tenths(_ count: Int, of unit: Int) -> String {
        let tenths = count / (unit / 10)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
