/// One traced command of a run: the script line, what happened to held requests, the calls it
/// caused and how its store change reached a label. `--trace-json` writes a list of these.
public struct TracedCommand: Codable, Equatable, Sendable {
    /// The script line (`select 3`).
    public var command: String
    /// The runner's lines about held requests (`request 1 waits: catalog load (1 waiting)`).
    public var requests: [String]
    /// What a trace shows, in order.
    public var lines: [TraceLine]
    /// How the command's store change reached a label, when it made one.
    public var change: ChangePath?

    public init(command: String, requests: [String], lines: [TraceLine], change: ChangePath?) {
        self.command = command
        self.requests = requests
        self.lines = lines
        self.change = change
    }
}
