/// A table row with a text label on the left and a detail label on the right, like a
/// `UITableViewCell` of style `.value1`. Tables reuse cells: see `prepareForReuse()`.
@MainActor
open class TableViewCell: View {
    public let reuseIdentifier: String
    /// The main text, left-aligned (the seed's `cell.textLabel`).
    public let textLabel = Label()
    /// The secondary text, right-aligned (the seed's `cell.detailTextLabel`).
    public let detailTextLabel = Label(alignment: .right)
    /// Set by the table; a selected cell is drawn with a marker and highlighted.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsLayout() } }
    }

    /// Columns kept on the left for the selection marker.
    static let markerWidth = 2

    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(textLabel)
        addSubview(detailTextLabel)
    }

    /// Called before the table hands the cell out again. As UIKit advises, it resets state that
    /// is not content (the table has already cleared the selection); the data source sets every
    /// piece of content it asks for, so an unchanged text costs nothing.
    open func prepareForReuse() {}

    public override func heightThatFits(width: Int) -> Int { 1 }

    open override func layoutSubviews() {
        let available = max(0, frame.width - Self.markerWidth)
        let detailWidth = min(DisplayWidth.of(detailTextLabel.text ?? ""), available / 2)
        let gap = detailWidth > 0 ? 1 : 0
        textLabel.frame = Rect(
            x: Self.markerWidth, y: 0, width: available - detailWidth - gap, height: 1)
        detailTextLabel.frame = Rect(
            x: frame.width - detailWidth, y: 0, width: detailWidth, height: 1)
        let style: Style = isSelected ? .inverse : []
        textLabel.style = style
        detailTextLabel.style = style
    }

    open override func draw(in canvas: inout Canvas, frame: Rect) {
        // Only a selected row has anything of its own to draw: the marker and its highlight.
        guard isSelected else { return }
        canvas.draw("▸", x: frame.minX, y: frame.minY, width: frame.width, style: .inverse)
    }
}
