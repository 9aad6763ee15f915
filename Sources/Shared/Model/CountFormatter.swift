/// Counts things in words: `1 item`, `2 items`, `0 items`. A utility only, like
/// `PriceFormatter`: which role calls it is each pattern's business.
public enum CountFormatter {
    /// `count` and the noun, plural unless `count` is 1 (`plural` defaults to the noun + "s").
    public static func string(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
