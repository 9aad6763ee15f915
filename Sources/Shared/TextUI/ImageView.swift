/// An image, found by name as `UIImage(named:)` finds one. In a terminal an image is drawn as a
/// small box holding the name's initials.
public struct Image: Hashable, Sendable {
    public let name: String

    /// The image called `name`; nil for an empty name, as `UIImage(named:)` finds no image
    /// then. (In a terminal every other name has an image: its initials.)
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    /// Up to two initials: the first letters of the first two words, or the first two letters
    /// of a single word.
    public var initials: String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation })
        let letters: [Character]
        if words.count >= 2 {
            letters = words.prefix(2).compactMap(\.first)
        } else {
            letters = Array(words.first?.prefix(2) ?? "")
        }
        return String(letters).uppercased()
    }
}

/// Shows an `Image` as a box of `boxWidth` × 3 cells centred in its frame, like a `UIImageView`
/// with a fixed-size icon.
@MainActor
public final class ImageView: View {
    public static let boxWidth = 8
    public var image: Image?

    /// An image view showing `image`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override func heightThatFits(width: Int) -> Int { 3 }

    public override func draw(in canvas: inout Canvas, frame: Rect) {
        Self.drawIcon(
            image, in: &canvas, x: frame.minX + max(0, (frame.width - Self.boxWidth) / 2),
            y: frame.minY)
    }

    /// Draws `image` as a box of `boxWidth` × 3 cells with its top left corner at (`x`, `y`).
    public static func drawIcon(_ image: Image?, in canvas: inout Canvas, x: Int, y: Int) {
        let inner = boxWidth - 2
        let rule = String(repeating: "─", count: inner)
        canvas.draw("┌" + rule + "┐", x: x, y: y, width: boxWidth)
        canvas.draw("│", x: x, y: y + 1, width: 1)
        canvas.draw(
            image?.initials ?? "", x: x + 1, y: y + 1, width: inner, alignment: .center,
            style: .bold)
        canvas.draw("│", x: x + inner + 1, y: y + 1, width: 1)
        canvas.draw("└" + rule + "┘", x: x, y: y + 2, width: boxWidth)
    }
}
