import CHeap
import Foundation
import Subprocess

/// Instructions per operation, counted by callgrind (valgrind's tool) over the operation's loop
/// alone: a figure that does not move with the machine's load, as wall-clock time does, and so
/// the one the benchmark's targets use where it exists. It is not time: an instruction that
/// misses the cache costs more than one that hits, and callgrind does not say so.
///
/// A counting run is a process of its own under valgrind (`workbench bench --count NAME`): it
/// builds each operation's screen, runs the operation once to warm up, then runs a full cycle of
/// it (`BenchOperation.runs`) inside `workbench_counted`, the one function callgrind collects in; callgrind writes a profile
/// after each call, in order.
package enum InstructionCount {
    /// The operations counted, in the order a counting run does them: each change and frame on
    /// the 20-product catalog (not start-up, which builds the screens, nor the million-product
    /// catalog, which valgrind would take minutes to build).
    @MainActor
    package static var operations: [BenchOperation] { BenchOperation.all }

    /// Where valgrind is, or why instructions are not counted on this system.
    package static func valgrind() -> Result<String, Unavailable> {
        #if os(Linux)
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/valgrind"
                if FileManager.default.isExecutableFile(atPath: candidate) {
                    return .success(candidate)
                }
            }
            return .failure(
                Unavailable(
                    "not counted: valgrind is not installed (apt-get install valgrind)"))
        #else
            return .failure(
                Unavailable(
                    "not counted: callgrind needs valgrind, which does not run on this OS; "
                        + "the wall-clock medians stand alone"))
        #endif
    }

    /// Why instructions are not counted.
    package struct Unavailable: Error, Sendable {
        package let reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    /// One operation's count: instructions per operation, in all and by module
    /// (`CallgrindProfile.selfCostByModule`), and those of the toolkit's cancel of a replaced
    /// observation tracking (`standInCancel`).
    package struct Counted: Sendable {
        package var total: Double
        package var modules: [String: Double]
        package var standInCancel: Double
        /// Each mechanism's instructions (`Mechanism.costs(in:)`).
        package var mechanisms: [String: Double]
    }

    /// The toolkit's own functions that cancel a replaced observation tracking, which UIKit
    /// does through private API (the doc comment of TextUI's `ObservationTracking`): their
    /// instructions, with all they call, are the stand-in's, counted apart. Matched in the
    /// profile by their mangled names.
    package static let standInCancelFunctions = [
        "ObservationTrackingC15readCancelToken", "ObservationTrackingC19cancelRegistrations",
    ]

    /// `contender`'s instructions per operation, by operation name, counted in a process of its
    /// own under callgrind; nil when the run fails.
    @MainActor
    package static func count(_ contender: Contender, valgrind: String) -> [String: Counted]? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-callgrind-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard
            (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
                != nil
        else { return nil }
        let out = folder.appendingPathComponent("callgrind.out").path
        let command = [
            valgrind, "--tool=callgrind", "--collect-atstart=no",
            "--toggle-collect=workbench_counted", "--dump-after=workbench_counted",
            "--callgrind-out-file=\(out)", executable(in: folder), "bench", "--count",
            contender.name,
        ]
        guard let run = try? Subprocess.run(command), run.status == 0 else { return nil }
        var counted: [String: Counted] = [:]
        for (number, operation) in operations.enumerated() {
            guard
                let profile = try? String(contentsOfFile: "\(out).\(number + 1)", encoding: .utf8),
                let total = total(in: profile)
            else { return nil }
            let runs = Double(operation.runs)
            let mechanisms = Mechanism.costs(in: profile).mapValues { Double($0) / runs }
            counted[operation.name] = Counted(
                total: Double(total) / runs,
                modules: CallgrindProfile.selfCostByModule(profile).mapValues { Double($0) / runs },
                standInCancel: mechanisms[Mechanism.toolkitCancel.name] ?? 0,
                mechanisms: mechanisms)
        }
        return counted
    }

    /// This executable, as valgrind can read it: a copy without its debugging information in
    /// `folder`, since valgrind 3.19 gives up on the DWARF 5 the toolchain writes (its symbols,
    /// which name the counted function, stay); this executable itself where `strip` is missing.
    @MainActor
    static func executable(in folder: URL) -> String {
        let own = MemoryProbe.ownExecutable()
        let copy = folder.appendingPathComponent(own.lastPathComponent)
        guard (try? FileManager.default.copyItem(at: own, to: copy)) != nil,
            let stripped = try? Subprocess.run(["strip", "--strip-debug", copy.path]),
            stripped.status == 0
        else { return own.path }
        return copy.path
    }

    /// The instructions a callgrind profile counted: its `summary:` line (or, failing that, its
    /// `totals:` line), whose first figure is the instructions (event `Ir`).
    package static func total(in profile: String) -> Int? {
        let lines = profile.split(separator: "\n")
        for prefix in ["summary:", "totals:"] {
            if let line = lines.first(where: { $0.hasPrefix(prefix) }),
                let first = line.dropFirst(prefix.count).split(separator: " ").first
            {
                return Int(first)
            }
        }
        return nil
    }

    /// Runs `body` inside `workbench_counted`, the function callgrind counts in.
    @MainActor
    package static func counted(_ body: @MainActor () -> Void) {
        withoutActuallyEscaping(body) { body in
            let box = Box(body: body)
            let context = Unmanaged.passUnretained(box).toOpaque()
            workbench_counted(
                { context in
                    guard let context else { return }
                    let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
                    MainActor.assumeIsolated { box.body() }
                }, context)
            withExtendedLifetime(box) {}
        }
    }

    private final class Box {
        let body: @MainActor () -> Void
        init(body: @escaping @MainActor () -> Void) { self.body = body }
    }
}
