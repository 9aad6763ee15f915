/// A table row, like `UITableViewCell`: a text on the left and, in style `.value1`, a detail text
/// on the right. Tables reuse cells: see `prepareForReuse()`.
///
/// As in UIKit, a cell the table makes for a registered class is of style `.default`, which has
/// no detail label: `detailTextLabel` is nil. A cell that shows a value on the right says so: a
/// subclass whose initializer passes `.value1` up, or, as UIKit advises since iOS 14, a content
/// configuration (`ListContentConfiguration.valueCell()`, set as `contentConfiguration`).
@MainActor
open class TableViewCell: View {
    /// What the cell shows at its trailing edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Sendable {
        case none
        /// A detail button: a tap on it tells the delegate
        /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
        case detailButton
    }

    /// The cell's layout of labels, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Sendable {
        /// A text label only.
        case `default`
        /// A text label on the left and a detail label on the right.
        case value1
    }

    /// The accessory at the cell's trailing edge. The toolkit does not draw it (a row's width
    /// is its text's); `Window.touchAccessory(ofRow:inTable:)` taps it.
    public var accessoryType: AccessoryType = .none

    /// The identifier the table reuses the cell by.
    public let reuseIdentifier: String?
    /// The main text, left-aligned (the seed's `cell.textLabel`).
    public var textLabel: Label? { primaryLabel }
    /// The secondary text, right-aligned, in style `.value1`; nil in style `.default`, as in
    /// UIKit (the seed's `cell.detailTextLabel`).
    public var detailTextLabel: Label? { style == .value1 ? secondaryLabel : nil }
    /// What the cell shows, as UIKit's `contentConfiguration`: setting it replaces the labels'
    /// texts with the configuration's.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// Set by the table; a selected cell is drawn with a marker and highlighted. A change
    /// updates the cell's configuration in the next pass, as a change of state does in UIKit.
    public internal(set) var isSelected = false {
        didSet {
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether `updateConfiguration(using:)` runs in the next pass.
    public private(set) var needsUpdateConfiguration = true
    private var configurationTracking = TrackedRuns()
    private let style: CellStyle
    private let primaryLabel = Label()
    private let secondaryLabel = Label()

    /// Columns kept on the left for the selection marker.
    static let markerWidth = 2

    /// A cell of `style`, reused by `reuseIdentifier`.
    ///
    /// UIKit: `init(style:reuseIdentifier:)` is not `required`; the table makes a registered
    /// class's cells through it, which Swift allows only for a required initializer (UIKit does
    /// it through the Objective-C runtime).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        secondaryLabel.textAlignment = .right
        addSubview(primaryLabel)
        addSubview(secondaryLabel)
    }

    /// A list configuration laid out as this cell's style lays out its labels, with no text.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        style == .value1 ? .valueCell() : .cell()
    }

    private func applyContentConfiguration() {
        guard let list = contentConfiguration as? ListContentConfiguration else { return }
        primaryLabel.text = list.text
        secondaryLabel.text = list.secondaryText
        setNeedsLayout()
    }

    /// Whether the right-hand text shows: the configuration's layout, or else the cell's style.
    private var showsDetail: Bool {
        (contentConfiguration as? ListContentConfiguration)?.showsSecondaryText
            ?? (style == .value1)
    }

    /// Called before the table hands the cell out again. As UIKit advises, it resets state that
    /// is not content (the table has already cleared the selection); the data source sets every
    /// piece of content it asks for, so an unchanged text costs nothing.
    open func prepareForReuse() {}

    // MARK: - Configuration (UIKit's `updateConfiguration(using:)`)

    /// The cell's current state, as `updateConfiguration(using:)` is handed it.
    public var configurationState: CellConfigurationState {
        CellConfigurationState(isSelected: isSelected)
    }

    /// Copies state into the cell for `state`. Override it to read `@Observable` state: the pass
    /// runs it inside observation tracking, after the cell's `updateProperties()`, and again in
    /// the next pass after a change to anything it read or to the cell's state. The default does
    /// nothing.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Marks `updateConfiguration(using:)` to run in the next pass, before the cell is laid out (so a
    /// cell the table hands out again shows its new content in the same frame).
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfiguration = true
        markPathForPropertyUpdate()
        setNeedsLayout()
    }

    override func updateOwnPropertiesIfNeeded() {
        super.updateOwnPropertiesIfNeeded()
        updateConfigurationIfNeeded()
    }

    /// A cell the table made or reused in this pass, or whose state changed in it, configures
    /// itself before it is laid out and drawn.
    override func prepareForLayout(tableRows: Int?) {
        updateOwnPropertiesIfNeeded()
    }

    private func updateConfigurationIfNeeded() {
        guard needsUpdateConfiguration else { return }
        needsUpdateConfiguration = false
        configurationTracking.run({ updateConfiguration(using: configurationState) }, for: self) {
            $0.setNeedsUpdateConfiguration()
        }
    }

    override var ownPropertiesNeedUpdate: Bool {
        super.ownPropertiesNeedUpdate || needsUpdateConfiguration
    }

    public override func heightThatFits(width: Int) -> Int { 1 }

    open override func layoutSubviews() {
        let available = max(0, frame.width - Self.markerWidth)
        let detail = showsDetail ? secondaryLabel.text ?? "" : ""
        let detailWidth = min(DisplayWidth.of(detail), available / 2)
        let gap = detailWidth > 0 ? 1 : 0
        primaryLabel.frame = Rect(
            x: Self.markerWidth, y: 0, width: available - detailWidth - gap, height: 1)
        secondaryLabel.frame = Rect(
            x: frame.width - detailWidth, y: 0, width: detailWidth, height: 1)
        primaryLabel.isHighlighted = isSelected
        secondaryLabel.isHighlighted = isSelected
    }

    open override func draw(in canvas: inout Canvas, frame: Rect) {
        // Only a selected row has anything of its own to draw: the marker and its highlight.
        guard isSelected else { return }
        canvas.draw("▸", x: frame.minX, y: frame.minY, width: frame.width, style: .inverse)
    }
}
