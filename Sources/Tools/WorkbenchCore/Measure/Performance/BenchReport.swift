import Foundation
import PatternCatalog

/// What one `workbench bench` run measured. Saved as Benchmarks/results.json, which
/// Comparison.md's performance section shows with its date and machine.
package struct BenchReport: Codable, Sendable {
    /// Where `workbench bench --save` keeps the last run, relative to the package root.
    package static let savedPath = "Benchmarks/results.json"

    package struct Result: Codable, Sendable {
        package var contender: String
        package var medianMicroseconds: Double
        /// The middle half of the samples: 25th and 75th percentiles.
        package var p25Microseconds: Double
        package var p75Microseconds: Double

        package init(contender: String, durations: [Duration]) {
            let micros = durations.map {
                Double($0.components.seconds) * 1e6 + Double($0.components.attoseconds) / 1e12
            }
            .sorted()
            self.contender = contender
            medianMicroseconds = Self.percentile(micros, 0.5)
            p25Microseconds = Self.percentile(micros, 0.25)
            p75Microseconds = Self.percentile(micros, 0.75)
        }

        /// Whether the samples scatter too much for the median to be trusted: the middle half
        /// spreads over more than a quarter of the median.
        package var isNoisy: Bool {
            p75Microseconds - p25Microseconds > medianMicroseconds / 4
        }

        /// The `p` percentile of `sorted`, interpolated between the two nearest samples (as
        /// numpy's and R's default do), so that a quartile of a few samples lies between them and
        /// a median of an odd count is the middle sample.
        package static func percentile(_ sorted: [Double], _ p: Double) -> Double {
            guard let first = sorted.first else { return 0 }
            let place = Double(sorted.count - 1) * p
            let below = Int(place.rounded(.down))
            guard below + 1 < sorted.count else { return sorted.last ?? first }
            return sorted[below] + (sorted[below + 1] - sorted[below]) * (place - Double(below))
        }
    }

    package struct Operation: Codable, Sendable {
        package var name: String
        /// Products in the catalog.
        package var catalog: Int
        package var results: [Result]
        /// Instructions per operation by contender, counted by callgrind (`InstructionCount`);
        /// nil when they were not counted.
        package var instructions: [String: Double]?
        /// The same by module, per contender: each function's own instructions, summed by the
        /// module it belongs to (`CallgrindProfile`).
        package var modules: [String: [String: Double]]?
        /// Of `instructions`, those of the toolkit's cancel of a replaced observation tracking
        /// (`InstructionCount.standInCancelFunctions`), which UIKit does through private API.
        package var standInCancel: [String: Double]?
        /// Of `instructions`, those of each mechanism a pattern pays and MVC does not, by
        /// contender and mechanism (`Mechanism`).
        package var mechanisms: [String: [String: Double]]?

        package func median(of contender: String) -> Double? {
            results.first { $0.contender == contender }?.medianMicroseconds
        }

        /// `contender`'s instructions over `other`'s, when both were counted.
        package func instructionRatio(_ contender: String, to other: String) -> Double? {
            guard let mine = instructions?[contender], let theirs = instructions?[other],
                theirs > 0
            else { return nil }
            return mine / theirs
        }

        /// Whether the contender's samples of this operation are noisy (`Result.isNoisy`).
        package func isNoisy(_ contender: String) -> Bool {
            results.first { $0.contender == contender }?.isNoisy ?? false
        }
    }

    /// Memory figures; nil (JSON `null`, "not measured" in tables) where this system does not
    /// offer the figure or the measuring process failed: never a zero that was not measured.
    package struct Memory: Codable, Sendable {
        package var contender: String
        /// Heap bytes still allocated after building both screens over 20 products.
        package var heapBytes: Int?
        /// Views created for them.
        package var views: Int?
        /// Peak resident memory of a process that builds the screens over 1,000,000 products.
        package var peakResidentKiB: Int?

        package init(contender: String, heapBytes: Int?, views: Int?, peakResidentKiB: Int?) {
            self.contender = contender
            self.heapBytes = heapBytes
            self.views = views
            self.peakResidentKiB = peakResidentKiB
        }

        /// Every key, `null` where not measured, so the file says so rather than leave it out.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(contender, forKey: .contender)
            try container.encode(heapBytes, forKey: .heapBytes)
            try container.encode(views, forKey: .views)
            try container.encode(peakResidentKiB, forKey: .peakResidentKiB)
        }
    }

    package struct ProcessRun: Codable, Sendable {
        package var commands: Int
        package var medianMilliseconds: Double

        package init(commands: Int, durations: [Duration]) {
            self.commands = commands
            medianMilliseconds =
                Result(contender: "", durations: durations).medianMicroseconds / 1000
        }
    }

    package struct Target: Codable, Sendable {
        package var target: String
        package var met: Bool
        package var measured: String
    }

    package var date: String
    package var machine: Machine
    package var samples: Int
    package var operations: [Operation]
    package var memory: [Memory]
    /// What each contender's memory does with use (`MemoryProbe.growth`).
    package var growth: [Growth] = []
    package var mvvmScriptRun: ProcessRun?
    /// What one `PriceFormatter.string(from:)` call costs, in nanoseconds.
    package var priceFormatterNanoseconds: Double?
    /// What Observation costs one tracked `updateProperties()` of an MVVM view controller and
    /// the change that fires it, in nanoseconds (see `BenchRunner.observationNanoseconds`).
    package var observationNanoseconds: Double?
    package var targets: [Target] = []
    /// Why instructions were not counted, when they were not.
    package var instructionNote: String?
    /// The sources it measured (`key(root:toolchain:)`), recorded by `--save`; nil in a run
    /// saved before the benchmark kept one. Nothing measures it again by itself: `workbench
    /// status` says when it is stale.
    package var key: StoredKey?

    package init(
        date: String, machine: Machine, samples: Int, operations: [Operation], memory: [Memory],
        mvvmScriptRun: ProcessRun?, priceFormatterNanoseconds: Double?,
        observationNanoseconds: Double?, instructionNote: String? = nil, growth: [Growth] = []
    ) {
        self.instructionNote = instructionNote
        self.growth = growth
        self.date = date
        self.machine = machine
        self.samples = samples
        self.operations = operations
        self.memory = memory
        self.mvvmScriptRun = mvvmScriptRun
        self.priceFormatterNanoseconds = priceFormatterNanoseconds
        self.observationNanoseconds = observationNanoseconds
        targets = evaluateTargets()
    }

    /// A saved run, its targets judged again from its figures by the rules of this code, so
    /// that a saved judgement made by older rules is never shown.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            date: try container.decode(String.self, forKey: .date),
            machine: try container.decode(Machine.self, forKey: .machine),
            samples: try container.decode(Int.self, forKey: .samples),
            operations: try container.decode([Operation].self, forKey: .operations),
            memory: try container.decode([Memory].self, forKey: .memory),
            mvvmScriptRun: try container.decodeIfPresent(ProcessRun.self, forKey: .mvvmScriptRun),
            priceFormatterNanoseconds: try container.decodeIfPresent(
                Double.self, forKey: .priceFormatterNanoseconds),
            observationNanoseconds: try container.decodeIfPresent(
                Double.self, forKey: .observationNanoseconds),
            instructionNote: try container.decodeIfPresent(String.self, forKey: .instructionNote),
            growth: try container.decodeIfPresent([Growth].self, forKey: .growth) ?? [])
        key = try container.decodeIfPresent(StoredKey.self, forKey: .key)
    }

    /// The operations held to "within 1.5× the baseline": a change, then the frame that shows it.
    package static let changeOperations = [
        "price change → frame", "rename → frame", "touch → frame", "app rename → frame",
    ]

    package static let contenders = Contender.all.map(\.name)
    static let mvc = PatternDescriptor.mvc.command
    static let kvo = PatternDescriptor.mvvmKVO.command

    private func evaluateTargets() -> [Target] {
        changeTargets() + batchTargets() + largeCatalogTargets() + memoryTargets()
            + growthTargets() + scriptTargets()
    }

    /// Each pattern's single changes, each held to 1.5× the baseline: in instructions where
    /// they were counted, else in time (with the price change's breakdown).
    private func changeTargets() -> [Target] {
        let reaction = operations.first { $0.name == "price change, no frame" }
        let frameOnly = operations.first { $0.name == "frame only" }
        var targets: [Target] = []
        for operationName in Self.changeOperations {
            guard
                let operation = operations.first(where: {
                    $0.name == operationName && $0.catalog == 20
                }),
                let baseline = operation.median(of: "baseline")
            else { continue }
            for name in Self.contenders.dropFirst() {
                guard let median = operation.median(of: name) else { continue }
                let target = "\(name): \(operationName) within 1.5× the baseline"
                if let counted = operation.instructionRatio(name, to: "baseline"),
                    let without = withoutStandIn(operation, name),
                    let base = operation.instructions?["baseline"]
                {
                    let met = without / base <= 1.5
                    targets.append(
                        Target(
                            target: target, met: met,
                            measured: Self.measuredWithoutStandIn(
                                without / base, with: counted, time: median / baseline)
                                + (met ? "" : missedBy(operation, name))))
                    continue
                }
                let ratio = median / baseline
                var measured = String(format: "%.2f×", ratio)
                if operation.isNoisy(name) || operation.isNoisy("baseline") {
                    measured += Self.noisyNote
                } else if operationName == "price change → frame", let reaction, let frameOnly {
                    measured += Self.breakdown(
                        total: median, reaction: reaction, frameOnly: frameOnly, contender: name)
                }
                targets.append(Target(target: target, met: ratio <= 1.5, measured: measured))
            }
        }
        return targets
    }

    /// What a change target measured: the ratio it is judged by, without the toolkit's cancel;
    /// with it, when it costs anything; and in time.
    static func measuredWithoutStandIn(_ without: Double, with: Double, time: Double) -> String {
        guard with > without + 0.0005 else {
            return String(format: "%.2f× in instructions (%.2f× in time)", with, time)
        }
        return String(
            format: "%.2f× in instructions without the toolkit's cancel, which UIKit does not "
                + "pay (%.2f× with it; %.2f× in time)", without, with, time)
    }

    /// 1,000 changes → frame: MVVM (KVO), whose observers run at every change by design, within
    /// 4× MVC's instructions. (In time where they were not counted.)
    private func batchTargets() -> [Target] {
        guard let batch = operations.first(where: { $0.name == "1,000 changes → frame" }) else {
            return []
        }
        let target = "\(Self.kvo): 1,000 changes → frame within 4× MVC's"
        if let counted = batch.instructionRatio(Self.kvo, to: Self.mvc) {
            return [
                Target(
                    target: target + " instructions", met: counted <= 4,
                    measured: String(format: "%.2f×", counted))
            ]
        }
        guard let kvo = batch.median(of: Self.kvo), let mvc = batch.median(of: Self.mvc), mvc > 0
        else { return [] }
        let noisy = batch.isNoisy(Self.kvo) || batch.isNoisy(Self.mvc)
        return [
            Target(
                target: target + " time", met: kvo / mvc <= 4,
                measured: String(format: "%.2f×", kvo / mvc) + (noisy ? Self.noisyNote : ""))
        ]
    }

    /// Each contender's price change over 1,000,000 products, held to 2× the 20-product one.
    private func largeCatalogTargets() -> [Target] {
        let change = operations.first { $0.name == "price change → frame" && $0.catalog == 20 }
        let large = operations.first { $0.name == "price change → frame" && $0.catalog > 20 }
        guard let change, let large else { return [] }
        return Self.contenders.compactMap { name in
            guard let small = change.median(of: name), let big = large.median(of: name) else {
                return nil
            }
            let ratio = big / small
            return Target(
                target: "\(name): 1,000,000-product change → frame within 2× the 20-product one",
                met: ratio <= 2,
                measured: String(format: "%.2f×", ratio)
                    + (change.isNoisy(name) || large.isNoisy(name) ? Self.noisyNote : ""))
        }
    }

    /// MVVM's whole process over a script, held to 100 ms.
    private func scriptTargets() -> [Target] {
        guard let run = mvvmScriptRun else { return [] }
        return [
            Target(
                target:
                    "\(PatternDescriptor.mvvm.command) --script, \(run.commands) commands, "
                    + "whole process, under 100 ms",
                met: run.medianMilliseconds < 100,
                measured: String(format: "%.1f ms", run.medianMilliseconds))
        ]
    }

    /// Each pattern's peak resident memory over 1,000,000 products, held to 1.5× the baseline's.
    private func memoryTargets() -> [Target] {
        guard let baseline = memory.first(where: { $0.contender == "baseline" })?.peakResidentKiB,
            baseline > 0
        else { return [] }
        return memory.filter { $0.contender != "baseline" }.compactMap { figure in
            figure.peakResidentKiB.map { peak in
                let ratio = Double(peak) / Double(baseline)
                return Target(
                    target:
                        "\(figure.contender): peak resident memory over 1,000,000 products "
                        + "within 1.5× the baseline's",
                    met: ratio <= 1.5, measured: String(format: "%.2f×", ratio))
            }
        }
    }

    /// The fewest samples whose quartiles rest on more than the two middle ones.
    package static let fewestForQuartiles = 9

    /// What a target's figure says when a sample set it rests on is noisy.
    package static let noisyNote = " (noisy samples: run again on a quiet machine)"

    /// Where a change's time goes: the pattern's reaction to the change ("price change, no
    /// frame"), the layout pass that brings the views up to date, and drawing a frame with
    /// nothing stale ("frame only"). The layout pass is what is left of the total, so it is
    /// shown only when the parts fit in it and none of them is noisy; otherwise the text says
    /// why there is no breakdown.
    package static func breakdown(
        total: Double, reaction: Operation, frameOnly: Operation, contender: String
    ) -> String {
        guard let own = reaction.median(of: contender),
            let drawing = frameOnly.median(of: contender)
        else { return "" }
        if reaction.isNoisy(contender) || frameOnly.isNoisy(contender) {
            return ": no breakdown, its parts' samples are noisy"
        }
        guard own + drawing <= total else {
            return String(
                format: ": no breakdown, reaction %.1f µs and drawing %.1f µs exceed the total "
                    + "%.1f µs (noisy: medians of separate runs)", own, drawing, total)
        }
        return String(
            format: ": reaction %.1f µs, layout pass %.1f µs, drawing %.1f µs", own,
            total - own - drawing, drawing)
    }

    package func json() throws -> String {
        try reportJSON()
    }

    static func isPattern(_ module: String) -> Bool {
        PatternDescriptor.all.contains { $0.module == module }
    }

    /// What a table shows for a figure this system does not offer.
    package static let notMeasured = "not measured on this OS"

    package static func micros(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }
}
