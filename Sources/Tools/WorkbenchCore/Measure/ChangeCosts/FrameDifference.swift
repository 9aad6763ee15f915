/// Where the script's output first differs between two patterns: the command that printed it
/// (its line in the script) and each side's line, so that a failing change says where it went
/// wrong, not only that it did.
package struct FrameDifference: Codable, Sendable, Equatable {
    /// The script's line whose command printed the differing output (1-based), and the command;
    /// nil when the output differs before any command's frame (its exit status).
    package var scriptLine: Int?
    package var command: String?
    /// The first pattern (by executable name) and its line, and the first that differs from it
    /// and its line (empty where one output has ended).
    package var pattern: String
    package var line: String
    package var otherPattern: String
    package var otherLine: String

    package init(
        scriptLine: Int?, command: String?, pattern: String, line: String, otherPattern: String,
        otherLine: String
    ) {
        self.scriptLine = scriptLine
        self.command = command
        self.pattern = pattern
        self.line = line
        self.otherPattern = otherPattern
        self.otherLine = otherLine
    }

    /// The first difference between the outputs (by executable name, in order) of `script`, or
    /// nil when every output is the first one's. Each command's frame starts with its echo,
    /// `> command`, which names the script's line.
    package static func first(outputs: [(pattern: String, output: String)], script: String)
        -> FrameDifference?
    {
        guard let (pattern, output) = outputs.first,
            let (other, otherOutput) = outputs.dropFirst().first(where: { $0.output != output })
        else { return nil }
        let lines = output.components(separatedBy: "\n")
        let otherLines = otherOutput.components(separatedBy: "\n")
        var index = 0
        while index < lines.count, index < otherLines.count, lines[index] == otherLines[index] {
            index += 1
        }
        let echo = lines[..<min(index + 1, lines.count)].last { $0.hasPrefix("> ") }
        let command = echo.map { String($0.dropFirst(2)) }
        let commandLines = script.components(separatedBy: "\n").enumerated().filter {
            let text = $0.element.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && !text.hasPrefix("#")
        }
        let echoes = lines[..<min(index + 1, lines.count)].filter { $0.hasPrefix("> ") }.count
        let scriptLine =
            echoes > 0 && echoes <= commandLines.count ? commandLines[echoes - 1].offset + 1 : nil
        return FrameDifference(
            scriptLine: scriptLine, command: command, pattern: pattern,
            line: index < lines.count ? lines[index] : "",
            otherPattern: other, otherLine: index < otherLines.count ? otherLines[index] : "")
    }
}
