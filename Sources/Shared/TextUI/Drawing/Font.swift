/// A label's font, as `UIFont`: in a terminal only its weight shows.
///
/// UIKit: `systemFont(ofSize:)` and `boldSystemFont(ofSize:)` take a point size; a frame of text
/// has one size, so the toolkit keeps the weight and ignores the size.
public struct Font: Hashable, Sendable {
    /// Whether the text is drawn bold.
    public let isBold: Bool

    /// The system font, regular.
    public static func systemFont(ofSize fontSize: Double) -> Font { Font(isBold: false) }

    /// The system font, bold.
    public static func boldSystemFont(ofSize fontSize: Double) -> Font { Font(isBold: true) }
}

/// A text colour, as `UIColor`'s semantic colours: the terminal draws secondary text dimmed.
public struct Color: Hashable, Sendable {
    let isDim: Bool

    /// Primary text (`UIColor.label`).
    public static let label = Color(isDim: false)
    /// Secondary text, dimmed (`UIColor.secondaryLabel`).
    public static let secondaryLabel = Color(isDim: true)
}
