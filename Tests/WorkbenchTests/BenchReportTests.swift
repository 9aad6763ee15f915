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

    /// A mechanism's cost, by hand, in a profile made up here. The update (a pattern's) calls
    /// the KVO stand-in's didChangeValue (700 with all it called) and the toolkit's cancel (200).
    /// didChangeValue calls a key-path comparison (50) and the observer (500), which sets
    /// another property: the stand-in again, 200. The cancel calls Observation (180).
    /// - the stand-in: entered 700 + 200, less its call back into the observer, 500: 400 (its
    ///   own 150 and the comparison's 50 the first time, the 200 of the second);
    /// - the cancel: entered 200, all it called its own: 200;
    /// - Observation: entered only from the cancel, listed before it: 0.
    @Test func eachMechanismIsCountedOnceLessTheCallsBackIntoTheCodeItServes() {
        let update = "$s7MVVMKVO9ViewModelC6updateyyF"
        let didChange = "$s17KeyValueObserving6ObjectC14didChangeValueyyF"
        let observer = "$s7MVVMKVO4CellC12observeValueyyF"
        let cancel = "$s6TextUI19ObservationTrackingC19cancelRegistrationsyyF"
        let profile = """
            events: Ir
            fn=(1) workbench_counted
            0 10
            cfn=(2) \(update)
            calls=1 0
            0 1000
            fn=(2)
            0 100
            cfn=(3) \(didChange)
            calls=2 0
            0 700
            cfn=(6) \(cancel)
            calls=1 0
            0 200
            fn=(3)
            0 150
            cfn=(4) $ss10AnyKeyPathC2eeoiySbAB_ABtFZ
            calls=2 0
            0 50
            cfn=(5) \(observer)
            calls=2 0
            0 500
            fn=(5)
            0 300
            cfn=(3)
            calls=1 0
            0 200
            fn=(6)
            0 20
            cfn=(7) $s11Observation0A9RegistrarV7willSetyyF
            calls=1 0
            0 180
            fn=(7)
            0 180
            """
        #expect(
            Mechanism.costs(in: profile) == [
                Mechanism.keyValueObserving.name: 400, Mechanism.toolkitCancel.name: 200,
                Mechanism.observation.name: 0,
            ])
        #expect(CallgrindProfile.calls(profile).count == 7, "seven caller and callee pairs")
    }

    /// The table, by hand: MVVM (KVO) 1,500 against MVC's 1,000, 1.50×; the stand-in 600, 40%
    /// of 1,500; the rest 1,500 − 1,000 − 600 = −100, 7% of 1,500, cheaper than MVC's.
    @Test func theOverheadOverMVCNamesEachMechanismAndTheRest() {
        var batch = Self.operation("1,000 changes → frame", [:])
        batch.instructions = ["mvc": 1000, "mvvm-kvo": 1500, "baseline": 500]
        batch.mechanisms = [
            "mvc": [:], "mvvm-kvo": [Mechanism.keyValueObserving.name: 600],
        ]
        let report = Self.report([batch])

        let (parts, rest) = report.mechanisms(batch, contender: "mvvm-kvo")
        #expect(parts.map(\.instructions) == [600])
        #expect(parts.map(\.share) == [0.4])
        #expect(rest == -100)
        #expect(
            report.table().contains(
                "| 1,000 changes → frame | MVVM (KVO) | 1.50× (1.5K) | the KVO stand-in's "
                    + "registrations and dispatch 0.6K (40%, stand-in) | −0.1K (7%) |"))
    }
}
