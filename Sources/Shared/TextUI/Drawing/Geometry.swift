/// A position in character cells: `x` is the column, `y` the line, both from the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle in character cells.
///
/// UIKit: `CGRect`, in points, with `CGFloat` coordinates; a frame of text is laid out in whole
/// character cells, so the toolkit's rectangles are `Int`s. Its members have `CGRect`'s names.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.origin = Point(x: x, y: y)
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + width }
    public var maxY: Int { origin.y + height }

    /// The rectangle moved by `offset`.
    public func offsetBy(_ offset: Point) -> Rect {
        Rect(x: origin.x + offset.x, y: origin.y + offset.y, width: width, height: height)
    }
}
