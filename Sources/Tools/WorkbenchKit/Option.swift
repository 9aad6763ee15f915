import Harness

/// The options several `workbench` commands take, declared once here so that every command's
/// help says the same of them.
extension Option {
    /// The build the command reads: every command that reads a build takes it.
    static let scratchPath = Option(
        "--scratch-path PATH",
        "the build in use, a debug build whose index, test records and executables are read "
            + "(also WORKBENCH_SCRATCH_PATH); default: the build this workbench was built in")
    /// For the commands that build when the build is missing or stale.
    static let noBuild = Option(
        "--no-build",
        "when the index or the test records are missing or older than the sources, fail instead "
            + "of running `swift build --build-tests` and the measuring run")
    /// For the commands that draw side by side.
    static let width = Option(
        "--width N",
        "columns to fill, 40 to 1000 (default: COLUMNS when set, else the terminal's width, "
            + "else 120)")
    /// For the commands that can print JSON.
    static let json = Option("--json", "the output as JSON")
    static let help = Option("-h, --help", "this text")
}
