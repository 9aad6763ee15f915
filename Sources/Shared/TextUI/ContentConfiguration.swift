/// What a cell shows, as `UIContentConfiguration`: set one as a cell's `contentConfiguration`.
public protocol ContentConfiguration: Sendable {
    /// The configuration for a cell in `state`.
    func updated(for state: CellConfigurationState) -> Self
}

/// A cell's text and secondary text, as `UIListContentConfiguration`: `cell()` shows the text
/// alone, `valueCell()` the secondary text right-aligned beside it.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// The main text.
    public var text: String?
    /// The secondary text, right-aligned in a value cell.
    public var secondaryText: String?
    /// Whether the layout shows the secondary text.
    let showsSecondaryText: Bool

    /// A configuration for a plain cell: the text alone.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(showsSecondaryText: false)
    }

    /// A configuration for a value cell: the text on the left, the secondary text on the right.
    public static func valueCell() -> ListContentConfiguration {
        ListContentConfiguration(showsSecondaryText: true)
    }

    /// The same configuration: a terminal draws every state alike (the cell marks a selected
    /// row itself).
    public func updated(for state: CellConfigurationState) -> ListContentConfiguration { self }
}

/// The state a cell is configured for: UIKit's `UICellConfigurationState`, the part of it this
/// toolkit has.
public struct CellConfigurationState: Hashable, Sendable {
    /// Whether the cell's row is selected.
    public var isSelected: Bool
}
