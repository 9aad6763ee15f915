import CHeap
import Foundation
import Harness
import Model
import PatternCatalog
import TextUI

/// `workbench bench`: what each pattern costs at run time, measured in one process against a
/// baseline with no architecture (`BaselineScreen`), and each contender's memory in a process
/// of its own.
@MainActor
enum BenchCommand {
    static let resultsPath = "Benchmarks/results.json"

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let json = reader.flag("--json")
        let save = reader.flag("--save")
        var samples = 31
        if let text = try reader.value("--samples") {
            guard let value = Int(text), (3...10_000).contains(value) else {
                throw UsageError("--samples takes a whole number from 3 to 10000, not '\(text)'")
            }
            samples = value
        }
        try reader.finish()

        #if DEBUG
            Console.error(
                "this is a debug build: its figures say little; use `swift run -c release workbench bench`",
                prefix: "warning: ")
        #endif
        let report = try await BenchRunner(samples: samples).run()
        let text = json ? try report.json() : report.table()
        Console.write(text)
        if save {
            try FileManager.default.createDirectory(
                atPath: "Benchmarks", withIntermediateDirectories: true)
            try report.json().write(toFile: resultsPath, atomically: true, encoding: .utf8)
            Console.error("saved \(resultsPath)", prefix: "")
        }
        return 0
    }

    /// Internal, run in a process of its own: the heap bytes and views that one contender's
    /// screens take over 20 products, then the process's peak resident memory (KiB) once it has
    /// built them over a million. Prints the three numbers, `-` for a figure this system does
    /// not offer.
    static func memory(_ arguments: [String]) async throws -> Int32 {
        guard let name = arguments.first, let contender = Contender(name: name) else {
            throw UsageError("--memory needs a contender name")
        }
        let catalog = Catalog.builtIn
        let before = heapBytesInUse()
        let (small, views) = await ViewCounter.counting {
            await contender.makeScreen(catalog: catalog, rows: 10)
        }
        _ = small.currentFrame()
        let after = heapBytesInUse()
        let heap = before.flatMap { before in after.map { Int($0) - Int(before) } }

        let large = await contender.makeScreen(catalog: .generated(count: 1_000_000), rows: 10)
        large.touch(row: 3)
        try? large.store.setPrice(ofProduct: 3, to: 1)
        _ = large.currentFrame()
        let figures = [heap, views, peakResidentKiB()].map { $0.map(String.init) ?? "-" }
        Console.write(figures.joined(separator: " "))
        return 0
    }

    /// Bytes the C heap holds, or nil where this system does not say (Sources/Tools/CHeap).
    static func heapBytesInUse() -> Int? {
        var bytes = 0
        return cheap_bytes_in_use(&bytes) ? bytes : nil
    }

    /// This process's peak resident memory in KiB, or nil where it is not measured.
    ///
    /// Linux: `VmHWM` of /proc/self/status; not `getrusage`, whose maximum carries over from the
    /// parent process across fork and exec there. macOS: `getrusage`'s `ru_maxrss`, which macOS
    /// gives in bytes (Linux in KiB), for a process that `Process` spawned fresh.
    static func peakResidentKiB() -> Int? {
        #if os(Linux)
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        #elseif os(macOS)
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
            return Int(usage.ru_maxrss) / 1024
        #else
            return nil
        #endif
    }

    /// The path of this workbench executable, from Foundation (not /proc, which macOS lacks).
    static func ownExecutable() -> URL {
        (Bundle.main.executableURL
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "workbench").absoluteURL)
            .resolvingSymlinksInPath()
    }
}

/// What is being measured: the baseline or a pattern.
enum Contender: Hashable, Sendable {
    case baseline
    case pattern(PatternDescriptor)

    static let all: [Contender] = [.baseline] + PatternDescriptor.all.map(Contender.pattern)

    init?(name: String) {
        if name == "baseline" {
            self = .baseline
        } else if let pattern = PatternDescriptor.named(name) {
            self = .pattern(pattern)
        } else {
            return nil
        }
    }

    var name: String {
        switch self {
        case .baseline: "baseline"
        case .pattern(let pattern): pattern.command
        }
    }

    var displayName: String {
        switch self {
        case .baseline: "no architecture"
        case .pattern(let pattern): pattern.name
        }
    }

    @MainActor
    func makeScreen(catalog: Catalog, rows: Int) async -> any BenchScreen {
        switch self {
        case .baseline:
            return BaselineBenchScreen(catalog: catalog, rows: rows)
        case .pattern(let pattern):
            let session = Session(
                pattern: pattern, catalogService: BuiltInCatalogService(catalog: catalog),
                visibleRows: rows)
            await session.settle()
            return session
        }
    }
}

/// The operations the benchmark times, on a pattern's session or on the baseline. Touches and
/// store changes are carried out as the baseline carries them out, with no wait: every pattern's
/// next frame shows them (the spec tests check it), so a wait would time the runner, not the
/// pattern.
@MainActor
protocol BenchScreen: AnyObject {
    var store: Store { get }
    func currentFrame() -> String
    /// A touch on `row` (0-based).
    func touch(row: Int)
}

extension Session: BenchScreen {
    func currentFrame() -> String { frame(color: false) }
    func touch(row: Int) { try? carryOut(.select(row: row + 1)) }
}

@MainActor
final class BaselineBenchScreen: BenchScreen {
    let store: Store
    private var screen: BaselineScreen

    init(catalog: Catalog, rows: Int) {
        store = Store(catalog: catalog)
        screen = BaselineScreen(store: store, visibleRows: rows)
    }

    func currentFrame() -> String { screen.frame() }
    func touch(row: Int) { screen.touchRow(row) }
}
