/// Why a touch could not be delivered. The runner shows these as one-line errors.
public enum TouchError: Error, Equatable, CustomStringConvertible {
    case noSuchView(String)
    case notTappable(String)
    case notEditable(String)
    case noSuchRow(Int, count: Int)
    case noAccessory(Int)

    public var description: String {
        switch self {
        case .noSuchView(let identifier):
            return "nothing called '\(identifier)' is on screen"
        case .notTappable(let identifier):
            return "'\(identifier)' does not respond to taps"
        case .notEditable(let identifier):
            return "'\(identifier)' is not a text field"
        case .noAccessory(let row):
            return "row \(row + 1) has no detail button"
        case .noSuchRow(let row, let count):
            let rows = count == 1 ? "1 row" : "\(count) rows"
            return "there is no row \(row + 1): the table has \(rows)"
        }
    }
}
