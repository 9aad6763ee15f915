/// A figure that could not be measured: the build, its index or its records cannot be had,
/// with the command that would make them.
public enum MeasuringError: Error, CustomStringConvertible, Equatable {
    case index(String)

    public var description: String {
        switch self {
        case .index(let message): return message
        }
    }
}
