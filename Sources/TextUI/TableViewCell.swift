/// A table row with a text label on the left and a detail label on the right, like a
/// `UITableViewCell` of style `.value1`. Tables reuse cells: see `prepareForReuse()`.
@MainActor
open class TableViewCell: View {
    public let reuseIdentifier: String
    /// The main text, left-aligned (the seed's `cell.textLabel`).
    public let textLabel = Label()
    /// The secondary text, right-aligned (the seed's `cell.detailTextLabel`).
    public let detailTextLabel = Label(alignment: .right)
    /// Set by the table; a selected cell is drawn with a marker and highlighted. A change
    /// updates the cell's configuration in the next pass, as a change of state does in UIKit.
    public internal(set) var isSelected = false {
        didSet {
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether `updateConfiguration(using:)` runs in the next pass.
    public private(set) var needsUpdateConfiguration = true
    private var configurationTracking: ObservationTracking?

    /// Columns kept on the left for the selection marker.
    static let markerWidth = 2

    /// A cell the table makes for a registered class, or the data source makes itself (as
    /// `init(style:reuseIdentifier:)`); subclasses keep it.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(textLabel)
        addSubview(detailTextLabel)
    }

    /// Called before the table hands the cell out again. As UIKit advises, it resets state that
    /// is not content (the table has already cleared the selection); the data source sets every
    /// piece of content it asks for, so an unchanged text costs nothing.
    open func prepareForReuse() {}

    // MARK: - Configuration (UIKit's `updateConfiguration(using:)`)

    /// The state a cell is configured for: UIKit's `UICellConfigurationState`, the part of it
    /// this toolkit has.
    public struct ConfigurationState: Equatable, Sendable {
        public var isSelected: Bool
    }

    /// The cell's current state, as `updateConfiguration(using:)` is handed it.
    public var configurationState: ConfigurationState { ConfigurationState(isSelected: isSelected) }

    /// Copies state into the cell for `state`. Override it to read `@Observable` state: the pass
    /// runs it inside observation tracking, after the cell's `updateProperties()`, and again in
    /// the next pass after a change to anything it read or to the cell's state. The default does
    /// nothing.
    open func updateConfiguration(using state: ConfigurationState) {}

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
    override func prepareForLayout() {
        updateOwnPropertiesIfNeeded()
    }

    private func updateConfigurationIfNeeded() {
        guard needsUpdateConfiguration else { return }
        needsUpdateConfiguration = false
        configurationTracking = ObservationTracking.run(
            { updateConfiguration(using: configurationState) }, for: self,
            replacing: configurationTracking
        ) { $0.setNeedsUpdateConfiguration() }
    }

    override var ownPropertiesNeedUpdate: Bool {
        super.ownPropertiesNeedUpdate || needsUpdateConfiguration
    }

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
