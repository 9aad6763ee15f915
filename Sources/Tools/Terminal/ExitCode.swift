/// Exit statuses, from BSD's sysexits: one table for every executable of the package (the pattern
/// programs and `workbench`).
public enum ExitCode {
    public static let success: Int32 = 0
    /// A check found a problem (`workbench`: a broken rule, a stale document or result).
    public static let checkFailed: Int32 = 1
    /// The command line is wrong.
    public static let usage: Int32 = 64
    /// The input is not what it must be: a bad script line, a catalog file that is not a catalog.
    public static let dataError: Int32 = 65
    /// An input file cannot be opened, or a build's records cannot be had.
    public static let noInput: Int32 = 66
    /// A tool a command needs is missing, or a build it needs could not be made.
    public static let unavailable: Int32 = 69
    /// An output file cannot be created (its folder is missing or cannot be written to).
    public static let cantCreate: Int32 = 73
}
