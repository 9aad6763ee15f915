/// An input a command needs cannot be opened or read: exit status 66 (`ExitCode.noInput`).
public struct InputError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
