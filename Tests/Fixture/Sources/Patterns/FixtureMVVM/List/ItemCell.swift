import Roles
import TextUI

/// A row's cell.
final class ItemCell: TableViewCell, Role.View {}
