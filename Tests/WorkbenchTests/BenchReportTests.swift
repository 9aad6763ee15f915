import Foundation
import Testing

@testable import WorkbenchCore

/// The benchmark's report: noisy sample sets flagged, and a breakdown never larger than its
/// total. Figures are made up here; no test times anything.
@Suite struct BenchReportTests {
    static func result(_ contender: String, _ micros: [Double]) -> BenchReport.Result {
        BenchReport.Result(
            contender: contender, durations: micros.map { .nanoseconds(Int($0 * 1000)) })
    }

    static func operation(_ name: String, _ micros: [String: [Double]]) -> BenchReport.Operation {
        BenchReport.Operation(
            name: name, catalog: 20,
            results: BenchReport.contenders.map { Self.result($0, micros[$0] ?? [10, 10, 10]) })
    }

    static func report(_ operations: [BenchReport.Operation], samples: Int = 5) -> BenchReport {
        BenchReport(
            date: "2026-01-01T00:00:00Z",
            machine: Machine(processor: "test", cores: 2, memoryGiB: 1, system: "test"),
            samples: samples, operations: operations, memory: [], mvvmScriptRun: nil,
            priceFormatterNanoseconds: nil, observationNanoseconds: nil)
    }

    @Test func tooFewSamplesAreSaidToBe() {
        let operation = Self.operation("frame only", [:])
        #expect(Self.report([operation], samples: 3).table().contains("**Too few samples**: 3"))
        #expect(!Self.report([operation], samples: 31).table().contains("Too few samples"))
    }

    @Test func aSpreadOverAQuarterOfTheMedianIsNoisy() {
        #expect(Self.result("mvc", [98, 98.6, 98.6, 99, 607]).isNoisy == false)
        #expect(Self.result("mvc", [98, 98.6, 98.6, 607, 610]).isNoisy)
        #expect(Self.result("mvc", [100, 100, 110, 120, 130]).isNoisy == false)  // 20 of 110
    }

    @Test func theBreakdownFitsItsTotalOrIsNotShown() {
        let reaction = Self.operation("price change, no frame", ["mvc": [0.7, 0.7, 0.7]])
        let frameOnly = Self.operation("frame only", ["mvc": [50.8, 50.8, 50.8]])
        #expect(
            BenchReport.breakdown(
                total: 63.3, reaction: reaction, frameOnly: frameOnly, contender: "mvc")
                == ": reaction 0.7 µs, layout pass 11.8 µs, drawing 50.8 µs")

        let slowDrawing = Self.operation("frame only", ["mvc": [90.6, 90.6, 90.6]])
        #expect(
            BenchReport.breakdown(
                total: 80, reaction: reaction, frameOnly: slowDrawing, contender: "mvc")
                == ": no breakdown, reaction 0.7 µs and drawing 90.6 µs exceed the total 80.0 µs "
                + "(noisy: medians of separate runs)")

        let noisyDrawing = Self.operation("frame only", ["mvc": [40, 41, 50, 70, 80]])
        #expect(
            BenchReport.breakdown(
                total: 80, reaction: reaction, frameOnly: noisyDrawing, contender: "mvc")
                == ": no breakdown, its parts' samples are noisy")
    }

    @Test func aNoisyTargetAndANoisyCellSaySo() {
        let report = Self.report([
            Self.operation(
                "price change → frame",
                ["baseline": [47, 47, 47], "mvc": [60, 98, 98.6, 607, 610]]),
            Self.operation("price change, no frame", [:]),
            Self.operation("frame only", [:]),
        ])

        let target = report.targets.first { $0.target.hasPrefix("mvc: price change → frame") }
        #expect(target?.measured.hasSuffix(BenchReport.noisyNote) == true)
        let table = report.table()
        #expect(table.contains("98.6 (98.0–607) 2.1× **noisy**"))
        #expect(table.contains("\n**noisy**: 1 of these sample sets spread"))
    }

    /// A saved run's targets are judged again by this code: what the file says of them is not
    /// shown.
    @Test func aSavedRunsTargetsAreJudgedAgainWhenRead() throws {
        var saved = Self.report([
            Self.operation(
                "price change → frame", ["baseline": [47, 47, 47], "mvc": [63, 63, 63]]),
            Self.operation("price change, no frame", ["mvc": [0.7, 0.7, 0.7]]),
            Self.operation("frame only", ["mvc": [90.6, 90.6, 90.6]]),
        ])
        let judged = saved.targets
        saved.targets = [BenchReport.Target(target: "old", met: true, measured: "nonsense")]

        let read = try JSONDecoder().decode(BenchReport.self, from: Data(try saved.json().utf8))

        #expect(read.targets.map(\.measured) == judged.map(\.measured))
        #expect(read.targets.first?.measured.contains("no breakdown") == true)
    }

    /// The opening of a profile callgrind wrote after one counted loop (`--dump-after`), as
    /// valgrind 3.19 writes it: its summary is the loop's instructions.
    static let profile = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        pid: 26282
        cmd:  /tmp/vg/workbench bench --count mvc
        part: 2

        desc: Trigger: --dump-after=workbench_counted

        positions: line
        events: Ir
        summary: 32340343


        ob=(18) /opt/swift/usr/lib/swift/linux/libFoundationEssentials.so
        fl=(246) ???
        fn=(8720) $s20FoundationEssentials7DecimalV11doubleValueSdvg
        0 1517
        totals: 32340343
        """

    @Test func aCallgrindProfilesSummaryIsItsInstructions() {
        #expect(InstructionCount.total(in: Self.profile) == 32_340_343)
        #expect(InstructionCount.total(in: "totals: 12 0\n") == 12, "no summary: the totals")
        #expect(InstructionCount.total(in: "events: Ir\n") == nil)
    }

    /// With instructions counted, the targets use their ratio and show the time's beside it;
    /// the table shows each count and its multiple of the baseline.
    @Test func countedInstructionsDecideTheTargets() {
        var change = Self.operation(
            "price change → frame", ["baseline": [10, 10, 10], "mvc": [30, 30, 30]])
        change.instructions = Dictionary(
            uniqueKeysWithValues: BenchReport.contenders.map { ($0, 100_000) })
        change.instructions?["mvc"] = 140_000
        let report = Self.report([change])

        let target = report.targets.first {
            $0.target == "mvc: price change → frame within 1.5× the baseline"
        }
        #expect(target?.met == true, "1.4× in instructions, though 3× in time")
        #expect(target?.measured == "1.40× in instructions (3.00× in time)")
        #expect(report.table().contains("| price change → frame (20) | 100.0K | 140.0K 1.40× |"))
    }

    @Test func withoutValgrindTheReportSaysWhy() {
        var report = Self.report([Self.operation("frame only", [:])])
        report.instructionNote = "not counted: valgrind is not installed (apt-get install valgrind)"

        #expect(
            report.table().contains(
                "Instructions per operation: not counted: valgrind is not installed "
                    + "(apt-get install valgrind)."))
    }

    /// Own costs by module, counted by hand: the Decimal getter's 1517 and 40 are
    /// FoundationEssentials'; the call to swift_release (58 calls, 900 instructions) belongs to
    /// the callee, whose own 900 are the runtime's; malloc's 60 are libc's.
    @Test func aProfilesOwnCostsAddUpByModule() {
        let profile = """
            events: Ir
            summary: 3417
            ob=(18) /opt/swift/usr/lib/swift/linux/libFoundationEssentials.so
            fl=(246) ???
            fn=(8720) $s20FoundationEssentials7DecimalV11doubleValueSdvg
            0 1517
            +1 40
            cob=(8) /opt/swift/usr/lib/swift/linux/libswiftCore.so
            cfn=(2452) swift_release
            calls=58 0
            0 900
            ob=(8)
            fn=(2452)
            * 900
            ob=(3) /usr/lib/x86_64-linux-gnu/libc.so.6
            fn=(5) malloc
            0 60
            """
        #expect(
            CallgrindProfile.selfCostByModule(profile) == [
                "FoundationEssentials": 1557, "Swift runtime": 900, "libc": 60,
            ])
    }

    /// The excess over MVC, by module: MVVM (KVO) takes 150 more than MVC's 100: 120 in the
    /// stand-in, 20 in its own code (60 against MVC's 40), 10 in the toolkit.
    @Test func theOverheadOverMVCIsAttributedByModule() {
        var batch = Self.operation("1,000 changes → frame", [:])
        batch.instructions = ["mvc": 100, "mvvm-kvo": 250, "baseline": 50]
        batch.modules = [
            "mvc": ["MVC": 40, "TextUI": 60],
            "mvvm-kvo": ["MVVMKVO": 60, "TextUI": 70, "KeyValueObserving": 120],
        ]
        let report = Self.report([batch])

        let parts = report.overhead(batch, contender: "mvvm-kvo")
        #expect(
            parts.map(\.module) == ["KeyValueObserving", BenchReport.patternCode, "TextUI"],
            "each pattern's own module set against MVC's own")
        #expect(parts.map(\.instructions) == [120, 20, 10])
        #expect(parts.first?.share == 0.8)
        #expect(BenchReport.whose("KeyValueObserving") == "stand-in")
        #expect(
            report.table().contains(
                "| 1,000 changes → frame | MVVM (KVO) | 2.50× | KeyValueObserving +0.1K (80%, "
                    + "stand-in)"))
        #expect(
            report.table().contains(
                "- **stand-in**: the KVO stand-in's bookkeeping, the workbench's own (Foundation's "
                    + "KVO does it natively)"))
    }

    /// Shares are of what the modules that take more take beyond MVC's, so they add up to 100%
    /// when another module takes less. By hand: MVVM (delegate) 350 against MVC's 300; its own
    /// code 130 against MVC's 40, 90 more; the toolkit 120 against 60, 60 more; the runtime 100
    /// against 200, 100 less. 90 + 60 = 150 taken beyond MVC's: 60% and 40%, not 180% and 120%
    /// of the excess of 50.
    @Test func theSharesOfARowAddUpToAHundredPercentAtMost() {
        var batch = Self.operation("1,000 changes → frame", [:])
        batch.instructions = ["mvc": 300, "mvvm-delegate": 350, "baseline": 50]
        batch.modules = [
            "mvc": ["MVC": 40, "TextUI": 60, "libswiftCore": 200],
            "mvvm-delegate": ["MVVMDelegate": 130, "TextUI": 120, "libswiftCore": 100],
        ]
        let parts = Self.report([batch]).overhead(batch, contender: "mvvm-delegate")

        #expect(parts.map(\.module) == [BenchReport.patternCode, "TextUI"])
        #expect(parts.map(\.instructions) == [90, 60])
        #expect(parts.map(\.share) == [0.6, 0.4])
    }
}
