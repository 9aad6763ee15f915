import CHeap
import Foundation
import Harness
import Model
import Terminal
import TextUI
import WorkbenchCore

/// `workbench bench`: what each pattern costs at run time, measured in one process against a
/// baseline with no architecture (`BaselineScreen`), and each contender's memory in a process
/// of its own.
@MainActor
enum BenchCommand: WorkbenchCommand {
    static let name = "bench"
    static let forms: [[Usage.Part]] = [[.optional(json), .optional(save), .optional(samples)]]
    static let abstract = """
        what each pattern costs at run time, against a baseline with no architecture; build \
        with -c release for real figures
        """
    /// The options its help describes, in order.
    static let json = Option.json.described("the report as JSON")
    static let save = Option("--save", "also save the report as Benchmarks/results.json")
    static let samples = Option("--samples N", "samples per operation, 3 to 10000 (default 31)")
    /// Internal: one contender's memory, in a process of its own (`BenchRunner`).
    static let memoryRun = Option("--memory NAME", "", listed: false)
    /// Internal: one contender's counted operations, under callgrind (`InstructionCount`).
    static let countRun = Option("--count NAME", "", listed: false)
    /// Internal: one contender's memory with use, in a process of its own (`BenchRunner`).
    static let growthRun = Option("--growth NAME", "", listed: false)
    static let options: [Option] = [
        json, save, samples, .help, memoryRun, countRun, growthRun,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        What each pattern costs at run time: the same operations timed on each pattern's screens
        and on a baseline that draws the same frames with no architecture, interleaved sample by
        sample; memory measured per contender in a process of its own. A debug build's figures
        say little: use `swift run -c release workbench bench` (or `scripts/bench`). A sample set
        whose middle half spreads over more than a quarter of its median is marked noisy, and so
        is every target that rests on it; a breakdown whose parts would exceed their total is
        not shown.

        Where valgrind is installed (Linux: apt-get install valgrind), each operation on the
        20-product catalog is also counted in instructions by callgrind, over the operation's
        loop alone, in a process per contender; each count's own instructions are also summed
        by module, and what a pattern takes beyond MVC's is named. Counts do not move with the
        machine's load, so the targets use them where they exist; they are not time, and the
        report shows both. Without valgrind the report says so where the counts would stand.

        A touch is measured on three declared workloads, each a full cycle of its touches: every
        row once (the targets'), only rows in view, and a scroll of 10 rows at every touch; the
        report gives what a row scrolled into view costs. The toolkit's cancel of a replaced
        observation tracking, which UIKit does through private API, is counted apart and left
        out of the targets where instructions are counted. Memory with use: two rows touched in
        turn, 1,000 and then 10,000 times, in a process per contender; the heap and the
        trackings alive must not grow.

        Before it measures, it checks that every pattern draws the baseline's frame after each
        run of each operation, in the build being measured: the spec checks the debug build,
        and an optimised build that departs would be measured doing other work.

        Options:
        \(Option.block(options))
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (1, "a pattern draws another frame than the baseline in this build"),
        (64, "usage error (a bad option)"),
        (66, "an input cannot be had (no Package.swift in the current folder)"),
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        if let contender = try reader.value(Self.memoryRun) {
            return try await memory(contender)  // internal: a process of its own (`BenchRunner`)
        }
        if let contender = try reader.value(Self.growthRun) {
            return try await growth(contender)  // internal: a process of its own (`BenchRunner`)
        }
        if let contender = try reader.value(Self.countRun) {
            return try await count(contender)  // internal: under callgrind (`InstructionCount`)
        }
        let json = reader.flag(Self.json)
        let save = reader.flag(Self.save)
        let samples =
            try reader.number(Self.samples, in: 3...10_000) ?? 31
        try reader.finish()

        #if DEBUG
            Console.error(
                "this is a debug build: its figures say little; use `swift run -c release "
                    + "workbench bench`",
                prefix: "warning: ")
        #endif
        let progress = Progress("bench: ")
        defer { progress.finish() }
        var report = try await BenchRunner(samples: samples).run()
        if save { report.key = BenchReport.key(root: ".", toolchain: try Toolchain.version()) }
        progress.finish()  // before the report goes to standard output
        let text = json ? try report.json() : report.table()
        Console.write(text)
        if save {
            try FileManager.default.createDirectory(
                atPath: "Benchmarks", withIntermediateDirectories: true)
            try report.json().write(
                toFile: BenchReport.savedPath, atomically: true, encoding: .utf8)
            Console.error("saved \(BenchReport.savedPath)", prefix: "")
        }
        return 0
    }

    /// Internal, run under callgrind (`workbench bench --count NAME`, started by
    /// `InstructionCount`): does each counted operation of one contender inside the counted
    /// function.
    static func count(_ name: String) async throws -> Int32 {
        guard let contender = Contender(name: name) else {
            throw UsageError("--count needs a contender name, not '\(name)'")
        }
        await BenchRunner(samples: 3).countOperations(of: contender)
        return 0
    }

    /// Internal, run in a process of its own (`workbench bench --memory NAME`, started by
    /// `BenchRunner` for each contender): prints one
    /// contender's memory figures (`MemoryProbe`).
    static func memory(_ name: String) async throws -> Int32 {
        guard let contender = Contender(name: name) else {
            throw UsageError("--memory needs a contender name, not '\(name)'")
        }
        Console.write(await MemoryProbe.figures(of: contender))
        return 0
    }

    /// Internal, run in a process of its own (`workbench bench --growth NAME`, started by
    /// `BenchRunner` for each contender, and by the tests): prints what one contender's memory
    /// does over 1,000 and 10,000 touches (`MemoryProbe.growth`).
    static func growth(_ name: String) async throws -> Int32 {
        guard let contender = Contender(name: name) else {
            throw UsageError("--growth needs a contender name, not '\(name)'")
        }
        Console.write(
            await MemoryProbe.growth(
                of: contender, early: BenchReport.Growth.early, late: BenchReport.Growth.late))
        return 0
    }
}
