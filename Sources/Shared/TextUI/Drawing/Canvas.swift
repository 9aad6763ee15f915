/// How a cell is drawn when the terminal shows colour. Plain output ignores it.
public struct Style: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Style(rawValue: 1 << 0)
    public static let dim = Style(rawValue: 1 << 1)
    public static let inverse = Style(rawValue: 1 << 2)
    public static let underline = Style(rawValue: 1 << 3)
}

/// A grid of character cells that views draw into; `render` turns it into the frame's text.
///
/// A wide character takes its own cell and the one to its right, which is left empty, so a
/// line's text always takes exactly as many columns as the grid has.
public struct Canvas: Sendable {
    private struct Cell: Sendable {
        var character: Character?  // nil: the right half of a wide character
        var style: Style
    }

    public let width: Int
    public let height: Int
    private var cells: [Cell]  // row by row: the cell at (x, y) is cells[y * width + x]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(
            repeating: Cell(character: " ", style: []), count: self.width * self.height)
    }

    /// Draws `text` on line `y` from column `x`, truncated and padded to exactly `width` columns.
    /// Whatever falls outside the canvas is clipped.
    public mutating func draw(
        _ text: String, x: Int, y: Int, width: Int,
        alignment: TextAlignment = .left, style: Style = []
    ) {
        guard y >= 0, y < height, width > 0 else { return }
        if DisplayWidth.isSimpleNarrow(text), text.unicodeScalars.count <= width {
            drawNarrow(text, x: x, y: y, width: width, alignment: alignment, style: style)
            return
        }
        var column = x
        for character in DisplayWidth.padded(text, to: width, alignment: alignment) {
            let w = DisplayWidth.of(character)
            if w == 0 { continue }  // a stray combining mark has nothing to sit on
            if column >= 0, column + w <= self.width {
                let index = y * self.width + column
                cells[index] = Cell(character: character, style: style)
                if w == 2 { cells[index + 1] = Cell(character: nil, style: style) }
            }
            column += w
        }
    }

    /// The fast path of `draw` for text of one-column characters that fits: no padded copy,
    /// no width lookups.
    private mutating func drawNarrow(
        _ text: String, x: Int, y: Int, width: Int, alignment: TextAlignment, style: Style
    ) {
        let count = text.unicodeScalars.count
        let gap = width - count
        let left: Int
        switch alignment {
        case .left: left = 0
        case .right: left = gap
        case .center: left = gap / 2
        }
        let row = y * self.width
        func put(_ character: Character, at column: Int) {
            if column >= 0, column < self.width {
                cells[row + column] = Cell(character: character, style: style)
            }
        }
        for column in x..<(x + left) { put(" ", at: column) }
        var column = x + left
        for scalar in text.unicodeScalars {
            put(Character(scalar), at: column)
            column += 1
        }
        for column in column..<(x + width) { put(" ", at: column) }
    }

    /// The canvas as lines of text: plain, or with ANSI styles when `color` is on.
    /// Trailing spaces are dropped from plain lines.
    public func render(color: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 2)
        for y in 0..<height {
            if y > 0 { bytes.append(0x0A) }
            let lineStart = bytes.count
            var current: Style = []
            for cell in cells[(y * width)..<((y + 1) * width)] {
                guard let character = cell.character else { continue }
                if color, cell.style != current {
                    bytes.append(contentsOf: Self.escape(for: cell.style).utf8)
                    current = cell.style
                }
                bytes.append(contentsOf: character.utf8)
            }
            if color {
                if !current.isEmpty { bytes.append(contentsOf: Self.escape(for: []).utf8) }
            } else {
                while bytes.count > lineStart, bytes.last == 0x20 { bytes.removeLast() }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func escape(for style: Style) -> String {
        var codes = ["0"]
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.underline) { codes.append("4") }
        if style.contains(.inverse) { codes.append("7") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
