import Foundation
import Model
import Observation
import PatternCatalog
import Subprocess
import Terminal

/// An observable screen and its rows, for `observationNanoseconds(rows:)`.
@MainActor
@Observable
package final class ObservedScreen {
    package var screen = 0
    package var rows: [Int]
    package init(rows: Int) { self.rows = Array(repeating: 1, count: rows) }
}

/// Runs every operation on every contender, interleaved sample by sample so that a slow moment
/// of the machine hits all contenders alike.
@MainActor
package struct BenchRunner {
    package let samples: Int
    package let rows = 10

    /// A run that takes `samples` samples of each operation.
    package init(samples: Int) { self.samples = samples }

    /// Checks that every contender draws the baseline's frames, times every operation on every
    /// contender, then measures memory, and reports.
    package func run() async throws -> BenchReport {
        try await checkFrames()
        let small = Catalog.builtIn
        let operations =
            await changeOperations(on: small)
            + [await largeCatalogOperation(on: .generated(count: 1_000_000))]
        let memory = Contender.all.map(memory(of:))
        let growth = Contender.all.compactMap(growth(of:))
        let process = try scriptProcessTime()
        let (counted, note) = countInstructions(operations)
        return BenchReport(
            date: ISO8601DateFormatter().string(from: Date()), machine: Machine.describe(),
            samples: samples, operations: counted, memory: memory, mvvmScriptRun: process,
            priceFormatterNanoseconds: priceFormatterNanoseconds(
                prices: small.products.map(\.price)),
            observationNanoseconds: observationNanoseconds(rows: rows), instructionNote: note,
            growth: growth)
    }

    /// `operations` with their instructions counted by callgrind, contender by contender, each
    /// in a process of its own; or as they are, and why, when valgrind is not here or a count
    /// fails.
    private func countInstructions(_ operations: [BenchReport.Operation]) -> (
        [BenchReport.Operation], String?
    ) {
        let valgrind: String
        switch InstructionCount.valgrind() {
        case .success(let path): valgrind = path
        case .failure(let unavailable): return (operations, unavailable.reason)
        }
        var counts: [String: [String: InstructionCount.Counted]] = [:]
        for (index, contender) in Contender.all.enumerated() {
            Console.error(
                "counting instructions with callgrind: \(contender.name) "
                    + "(\(index + 1) of \(Contender.all.count))", prefix: "")
            guard let found = InstructionCount.count(contender, valgrind: valgrind) else {
                return (operations, "not counted: callgrind failed on \(contender.name)")
            }
            for (operation, instructions) in found {
                counts[operation, default: [:]][contender.name] = instructions
            }
        }
        return (
            operations.map { operation in
                var counted = operation
                if operation.catalog == 20, let found = counts[operation.name] {
                    counted.instructions = found.mapValues(\.total)
                    counted.modules = found.mapValues(\.modules)
                    counted.standInCancel = found.mapValues(\.standInCancel)
                    counted.mechanisms = found.mapValues(\.mechanisms)
                }
                return counted
            }, nil
        )
    }

    /// The operations on the built-in catalog: start, a frame, a touch, store changes.
    private func changeOperations(on small: Catalog) async -> [BenchReport.Operation] {
        var operations: [BenchReport.Operation] = []
        operations.append(
            await measure("start → first frame", catalog: 20, samples: max(3, samples / 3)) {
                contender in
                let clock = ContinuousClock()
                let start = clock.now
                let screen = await contender.makeScreen(catalog: small, rows: rows)
                _ = screen.currentFrame()
                return clock.now - start
            })
        for operation in BenchOperation.all {
            operations.append(
                await measureOnScreens(
                    operation.name, catalog: small, batch: operation.batch, operation.body))
        }
        return operations
    }

    /// A counting run (`workbench bench --count NAME`, under callgrind): each counted operation
    /// on a screen of its own, once to warm up, then a full cycle of its runs inside the
    /// counted function.
    package func countOperations(of contender: Contender) async {
        for operation in BenchOperation.all {
            let screen = await contender.makeScreen(catalog: .builtIn, rows: rows)
            operation.body(screen, 0)
            InstructionCount.counted {
                for run in 1...operation.runs { operation.body(screen, run) }
            }
        }
    }

    /// A price change → frame over a million products: a table costs what its visible rows do.
    private func largeCatalogOperation(on large: Catalog) async -> BenchReport.Operation {
        await measureOnScreens("price change → frame", catalog: large) { screen, sample in
            try? screen.store.setPrice(ofProduct: sample % 10, to: Decimal(sample % 100))
            _ = screen.currentFrame()
        }
    }

    /// Times `body` for every contender, `samples` times, interleaved.
    package func measure(
        _ name: String, catalog: Int, samples: Int,
        _ body: @MainActor (Contender) async -> Duration
    ) async -> BenchReport.Operation {
        var durations: [Contender: [Duration]] = [:]
        for _ in 0..<samples {
            for contender in Contender.all {
                durations[contender, default: []].append(await body(contender))
            }
        }
        return BenchReport.Operation(
            name: name, catalog: catalog,
            results: Contender.all.map {
                BenchReport.Result(contender: $0.name, durations: durations[$0, default: []])
            })
    }

    /// Builds one screen per contender over `catalog`, then times `body` on it: each sample is
    /// the mean of `batch` runs, so that very short operations are above the clock's noise.
    package func measureOnScreens(
        _ name: String, catalog: Catalog, batch: Int = 20,
        _ body: @MainActor (any BenchScreen, Int) -> Void
    ) async -> BenchReport.Operation {
        var screens: [any BenchScreen] = []
        for contender in Contender.all {
            screens.append(await contender.makeScreen(catalog: catalog, rows: rows))
        }
        let screenOf = Dictionary(uniqueKeysWithValues: zip(Contender.all, screens))
        let clock = ContinuousClock()
        var counter = 0
        return await measure(name, catalog: catalog.products.count, samples: samples) { contender in
            guard let screen = screenOf[contender] else { return .zero }
            body(screen, counter)  // warm-up, and a fresh state for the next runs
            let start = clock.now
            for _ in 0..<batch {
                counter += 1
                body(screen, counter)
            }
            return (clock.now - start) / batch
        }
    }

    /// What one `PriceFormatter.string(from:)` call costs, in nanoseconds: the median over
    /// `samples` runs of formatting every price of the catalog.
    package func priceFormatterNanoseconds(prices: [Decimal]) -> Double {
        var characters = 0
        let nanoseconds = medianNanoseconds(per: 50 * prices.count) {
            for _ in 0..<50 {
                for price in prices { characters += PriceFormatter.string(from: price).count }
            }
        }
        return characters > 0 ? nanoseconds : .nan  // uses the text, so no work is skipped
    }

    /// What Observation costs a binding, in nanoseconds: one `withObservationTracking` run that
    /// reads a screen value and a list of rows and compares the rows with those it had, as an
    /// MVVM view controller's tracked `updateProperties()` does, and the change that fires it.
    package func observationNanoseconds(rows: Int) -> Double {
        let observed = ObservedScreen(rows: rows)
        var shown = observed.rows
        var total = 0
        let nanoseconds = medianNanoseconds(per: 100) {
            for _ in 0..<100 {
                withObservationTracking {
                    total += observed.screen
                    if observed.rows != shown { shown = observed.rows }
                } onChange: {
                }
                observed.screen += 1
            }
        }
        return total > 0 ? nanoseconds : .nan  // uses the reads, so no work is skipped
    }

    /// The median over `samples` runs of `body`, divided by the `per` operations each run does,
    /// in nanoseconds.
    package func medianNanoseconds(per operations: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for _ in 0..<samples {
            let start = clock.now
            body()
            durations.append((clock.now - start) / operations)
        }
        return BenchReport.Result(contender: "", durations: durations).medianMicroseconds * 1000
    }

    /// Memory, measured in a fresh process per contender so that what one contender left
    /// behind does not count against the next (see `MemoryProbe`).
    package func memory(of contender: Contender) -> BenchReport.Memory {
        var memory = BenchReport.Memory(
            contender: contender.name, heapBytes: nil, views: nil, peakResidentKiB: nil)
        let command = [MemoryProbe.ownExecutable().path, "bench", "--memory", contender.name]
        guard let run = try? Subprocess.run(command) else { return memory }
        // Three figures, `-` for one this system does not offer.
        let figures = run.output.split(separator: " ").map {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        if run.status == 0, figures.count == 3 {
            memory.heapBytes = figures[0]
            memory.views = figures[1]
            memory.peakResidentKiB = figures[2]
        }
        return memory
    }

    /// Memory with use, measured in a fresh process per contender (`MemoryProbe.growth`); nil
    /// when the process fails.
    package func growth(of contender: Contender) -> BenchReport.Growth? {
        Console.error("memory with use: \(contender.name)", prefix: "")
        let command = [MemoryProbe.ownExecutable().path, "bench", "--growth", contender.name]
        guard let run = try? Subprocess.run(command), run.status == 0 else { return nil }
        return BenchReport.Growth(contender: contender.name, output: run.output)
    }

    /// Wall time of `mvvm --script` on a 10-command script, as a whole process.
    private func scriptProcessTime() throws -> BenchReport.ProcessRun? {
        let directory = MemoryProbe.ownExecutable().deletingLastPathComponent()
        let executable = directory.appendingPathComponent(PatternDescriptor.mvvm.command)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-\(ProcessInfo.processInfo.processIdentifier).txt")
        try """
        select 3
        rename 3 Tea
        price 3 9.99
        scroll 12
        select 15
        add 1.50 Plum
        remove 5
        tap
        app-name WeChat
        reload
        """.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        var durations: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<11 {
            let start = clock.now
            _ = try Subprocess.run([executable.path, "--script", script.path])
            durations.append(clock.now - start)
        }
        return BenchReport.ProcessRun(commands: 10, durations: durations)
    }
}
