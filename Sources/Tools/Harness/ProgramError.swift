import Terminal

/// What ends a pattern program before its time: the one line it prints on standard error after
/// `PROGRAM: ` (what is wrong, then what to do in parentheses), and its exit status.
struct ProgramError: Error {
    /// `cannot open the script 'x.txt': no such file (check the path, or pipe the commands in)`.
    let message: String
    /// One of `ExitCode`'s.
    let status: Int32
    /// Lines printed under the message, indented: what a failed build said.
    var details: [String] = []

    /// Writes the message as `program` reports it, and the details under it.
    func report(as program: String) {
        Console.error(message, prefix: "\(program): ")
        for line in details { Console.error(line, prefix: "  ") }
    }
}
