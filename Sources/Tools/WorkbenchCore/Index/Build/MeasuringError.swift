/// A figure that could not be measured: the build, its index or its records cannot be had,
/// with the command that would make them.
package enum MeasuringError: Error, CustomStringConvertible, Equatable {
    case index(String)

    package var description: String {
        switch self {
        case .index(let message): return message
        }
    }
}
