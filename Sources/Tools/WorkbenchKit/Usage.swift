import Harness
import PatternCatalog

/// What `workbench --help` and each command's `--help` (or `-h`, or `workbench help COMMAND`)
/// print: its usage, options and exit statuses.
enum Usage {
    /// The patterns' command names, as the usage lists them.
    static let patterns = PatternDescriptor.commandList

    /// One command's exit statuses, from BSD's sysexits: only those the command can return.
    static func exitStatus(of command: String) -> String {
        let noPackage = "66 an input cannot be had (no Package.swift in the current folder"
        let noIndex =
            ", or no index store or test records, when --no-build or a failed build step "
            + "leaves them missing)"
        let parts: [String] =
            switch command {
            case "diff":
                [
                    "0 success", "64 usage error (a bad option, pattern or screen name)",
                    noPackage + ")",
                ]
            case "metrics":
                [
                    "0 success", "1 a pattern breaks a rule",
                    "64 usage error (a bad option or pattern name)", noPackage + noIndex,
                ]
            case "compare":
                [
                    "0 success", "1 with --check: Comparison.md or the traces are stale",
                    "64 usage error (a bad option)", noPackage + noIndex,
                ]
            case "bench": ["0 success", "64 usage error (a bad option)", noPackage + ")"]
            case "trace":
                [
                    "0 success", "1 with --check: the traces differ",
                    "64 usage error (a bad option, behaviour or pattern name)",
                    noPackage + ")",
                    "69 trace cannot record (a tool it needs is missing, or the traced build failed)",
                ]
            default:
                [
                    "0 success",
                    "1 a request cannot be applied, built or run, or, with --check, a patch no longer "
                        + "applies, a result is stale, or a figure measured again differs from the stored one",
                    "64 usage error (a bad option or request name)", noPackage + noIndex,
                ]
            }
        return wrapped("Exit status (sysexits): " + parts.joined(separator: "; ") + ".")
    }

    /// `text` broken into lines of at most 92 columns, at spaces, as the usage texts are.
    static func wrapped(_ text: String, width: Int = 92) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// The exit statuses of all the commands, from BSD's sysexits.
    static let exitStatus = """
        Exit status (sysexits): 0 success; 1 a check found a problem (metrics: a pattern breaks a
        rule; compare --check: Comparison.md or the traces are stale; trace --check: the traces
        differ; changes: a request cannot be applied, built or run, or, with --check, a patch no
        longer applies, a result is stale, or a figure measured again differs from the stored one); 64 usage error (a bad command, option, pattern,
        screen or change request name); 66 an input cannot be had (no Package.swift in the current
        folder, or no index store or test records, when --no-build or a failed build step leaves
        them missing); 69 trace cannot record (a tool it needs is missing, or the traced build
        failed).
        """

    static let workbench = """
        Usage: workbench <command> [options]

        Commands:
          diff [--unified] [--width N] PATTERN PATTERN [SCREEN]
                                       two patterns' code side by side, screen by screen, files
                                       paired by role, aligned as `diff -y` aligns them;
                                       --unified for a patch-style diff
          metrics [--json] [PATTERN]   coupling, rules and testability figures, measured from the
                                       compiler's index of a debug build with tests and from a
                                       measuring run of the pattern tests
          compare [--check]            regenerate Comparison.md from fresh measurements; with
                                       --check, fail (and show where) when it is stale
          bench [--json] [--save] [--samples N]
                                       what each pattern costs at run time, against a baseline
                                       with no architecture; build with -c release for real figures
          trace BEHAVIOUR [PATTERN…]   a Mermaid sequence diagram per pattern of the calls a
                                       behaviour causes, recorded in the traced build;
                                       --save records them all (docs/flows.json, docs/flows.md)
          changes [--check] [NAME…]    make each change request of ChangeRequests/ in every pattern,
                                       build and test it, and record what it cost in
                                       ChangeRequests/results.json; with --check, fail when a patch
                                       no longer applies, a result is stale, or a request measured
                                       again (one, or --all) gives other figures
          help [COMMAND]               this text, or the command's own

        Options of diff, metrics and compare:
          --scratch-path PATH          measure the build in PATH (SwiftPM's flag; also
                                       WORKBENCH_SCRATCH_PATH); default: the build this
                                       workbench was built in
          --no-build                   (metrics, compare) when the index or the test records are
                                       missing or older than the sources, fail instead of running
                                       `swift build --build-tests` and the measuring run

        PATTERN is one of: \(patterns), in any case. Every command answers -h and
        --help. Run it from the package's root folder.

        \(exitStatus)
        """

    static let diff = """
        Usage: workbench diff [--unified] [--width N] [--scratch-path PATH] PATTERN PATTERN [SCREEN]

        Two patterns' code side by side, screen by screen and file by file, so a reader sees where
        each responsibility moved. Files are paired by the role their types declare (Role.*): the
        role that holds a screen's presentation logic in one pattern with the one that holds it
        in the other (MVC's controller with MVP's presenter or MVVM's view model), views with
        views, table cells with cells; within a role the same file or screen name first; files
        left over pair by file name. Each screen opens with the rule; each pair is headed by the
        files' names, the roles of their types and their line counts; then the lines are aligned
        as `diff -y` aligns them (a longest common subsequence, from the standard library's
        `difference(from:)`): lines both files have stand side by side with a blank gutter, '|'
        marks a changed line, '<' a line only the first pattern has, '>' a line only the second
        has. A count of each closes the pair. Nothing is cut: a line longer than its column wraps,
        and its next pieces start with '↳'.

        Options:
          --unified   a plain unified diff instead (---/+++ file headers, @@ hunks with 3 lines of
                      context; identical files print nothing) to paste into a review
          --width N   columns to fill, 40 to 1000 (default: COLUMNS when set, else the
                      terminal's width, else 120)
          --scratch-path PATH  read roles from the build in PATH (also WORKBENCH_SCRATCH_PATH)
          -h, --help  this text

        PATTERN is one of: \(patterns). SCREEN is a folder of the patterns'
        sources (AppCard, Profile, Search, ShopList, …), or Composition for their top-level files;
        without it, every screen, then the top-level files. Names may be written in any case.
        Roles come from the index of a debug build (`swift build`); without one, files pair by
        name, their roles show as '?', and a note on standard error says why.

        Examples:
          swift run workbench diff mvc mvvm ShopList
          swift run workbench diff --width 100 mvp mvvm profile
          swift run workbench diff --unified mvc mvvm AppCard > mvc-to-mvvm.diff

        \(exitStatus(of: "diff"))
        """

    static let metrics = """
        Usage: workbench metrics [--json] [--no-build] [--scratch-path PATH] [PATTERN]

        Coupling (the role graph and its figures), the architecture rules and testability of one
        pattern, or of all four without PATTERN, read from the compiler's index store of a debug
        build with tests and from the records of a measuring run of the pattern tests (each test
        alone in a process, the toolkit counting the views it creates). When they are missing or
        older than the sources it runs `swift build --build-tests` and the measuring run first,
        a line per step on standard error. Markdown on standard output; how much of the index was
        read, on standard error. A figure that cannot be measured says so where it would stand.

        Options:
          --json      the report as JSON (always with a "testability" key)
          --scratch-path PATH  measure the build in PATH (also WORKBENCH_SCRATCH_PATH);
                               default: the build this workbench was built in
          --no-build   when the index or the test records are missing or older than the sources,
                       fail instead of running `swift build --build-tests` and the measuring run
          -h, --help  this text

        PATTERN is one of: \(patterns), in any case (MVC works).

        \(exitStatus(of: "metrics"))
        """

    static let compare = """
        Usage: workbench compare [--check] [--no-build] [--scratch-path PATH]

        Writes Comparison.md from fresh measurements: coupling and testability from the index
        store of a debug build with tests (built and run first when missing or stale), update
        timing from running the screens, and the last saved benchmark run
        (Benchmarks/results.json).

        Options:
          --scratch-path PATH  measure the build in PATH (also WORKBENCH_SCRATCH_PATH);
                               default: the build this workbench was built in
          --no-build   when the index or the test records are missing or older than the sources,
                       fail instead of running `swift build --build-tests` and the measuring run

          --check     write nothing; exit with 1 and show the first differences when the committed
                      Comparison.md is not what the code measures now (CI runs this)
          -h, --help  this text

        \(exitStatus(of: "compare"))
        """

    static let bench = """
        Usage: workbench bench [--json] [--save] [--samples N]

        What each pattern costs at run time: the same operations timed on each pattern's screens
        and on a baseline that draws the same frames with no architecture, interleaved sample by
        sample; memory measured per contender in a process of its own. A debug build's figures
        say little: use `swift run -c release workbench bench` (or `scripts/bench`). A sample set
        whose middle half spreads over more than a quarter of its median is marked noisy, and so
        is every target that rests on it; a breakdown whose parts would exceed their total is
        not shown.

        Options:
          --json         the report as JSON
          --save         also save the report as Benchmarks/results.json
          --samples N    samples per operation, 3 to 10000 (default 31)
          -h, --help     this text

        \(exitStatus(of: "bench"))
        """

    static let trace = """
        Usage: workbench trace [--text] [--scratch-path PATH] BEHAVIOUR [PATTERN…]
               workbench trace --save | --check | --list

        Records what a behaviour makes each pattern do: the real calls of a run, taken from the
        compiler's function-entry hooks in the traced build (built first, in a build folder of
        its own beside the workbench's: `<scratch>-trace`; about half a minute the first time).
        Prints, per pattern (all four unless named), a Mermaid sequence diagram: one participant
        per type with its declared role, one arrow per call. See docs/tracing.md.

        Behaviours: tap-row, store-rename, type-email, search (--list describes them).

        Options:
          --text      the traces as `--trace` prints them, instead of diagrams
          --save      record every behaviour in every pattern: write docs/flows.json (the
                      traces, the sources' hash, the debugging figures) and docs/flows.md
          --check     record everything twice; fail when the two differ, or differ from the
                      committed docs/flows.json (scripts/trace-check runs this)
          --list      the behaviours, with what each does
          --scratch-path PATH  use the traced build beside the build in PATH
          -h, --help  this text

        \(exitStatus(of: "trace"))
        """

    static let changes = """
        Usage: workbench changes [--check [--all]] [--scratch-path PATH] [NAME…]

        What a change costs in each pattern. Each folder of ChangeRequests/ is a change a user asks
        for: a shared patch, a production and a test-repair patch per pattern, and a script
        (ChangeRequests/README.md). For each request named (all without NAME), in a scratch copy
        of the package beside the build in use (<scratch>/changes/, its build folder reused so
        builds are incremental), it applies the shared part and the production patches, builds,
        sets aside each pattern test file that no longer compiles, runs each pattern's own tests,
        reads the types and roles touched from the compiler's index, then applies the test-repair
        patches, runs the whole suite and the script in all four executables, and writes
        ChangeRequests/results.json. A line per step goes to standard error; a table of the
        figures to standard output. A full run builds the package several times per request.

        Options:
          --check      exit with 1, naming the request, when a patch no longer applies to the
                       sources, ChangeRequests/results.json lacks a result or holds a stale one
                       (its key: the patches, the script, the README, the files the patches
                       change, the measuring code and the toolchain), or a request measured
                       again gives other figures, naming each figure. It measures again the
                       requests named; with none, the one the commit's hash picks, so that
                       every request is measured again over successive commits (CI runs this)
          --all        with --check: measure every request again
          --scratch-path PATH  the build in use (also WORKBENCH_SCRATCH_PATH), whose index gives
                       the unpatched types and beside which the scratch copy is made; default:
                       the build this workbench was built in
          -h, --help   this text

        NAME is a folder of ChangeRequests/: rearrange-screens, salutation-apart, phone-field,
        show-stock, reuse-card-logic, local-first-catalog, updating-indicator, or one of your
        own.

        Examples:
          swift run workbench changes --check
          swift run workbench changes --check --all
          swift run workbench changes phone-field

        \(exitStatus(of: "changes"))
        """

    /// Each command's usage, by the command's name.
    static let commands = [
        "diff": diff, "metrics": metrics, "compare": compare, "bench": bench, "trace": trace,
        "changes": changes, "help": workbench,
    ]
}
