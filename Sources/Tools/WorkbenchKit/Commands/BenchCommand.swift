import CHeap
import Foundation
import Harness
import Model
import Performance
import Terminal
import TextUI

/// `workbench bench`: what each pattern costs at run time, measured in one process against a
/// baseline with no architecture (`BaselineScreen`), and each contender's memory in a process
/// of its own.
@MainActor
public enum BenchCommand {
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
            try report.json().write(
                toFile: BenchReport.savedPath, atomically: true, encoding: .utf8)
            Console.error("saved \(BenchReport.savedPath)", prefix: "")
        }
        return 0
    }

    /// Internal, run in a process of its own (`workbench bench --memory NAME`): prints one
    /// contender's memory figures (`MemoryProbe`).
    static func memory(_ arguments: [String]) async throws -> Int32 {
        guard let name = arguments.first, let contender = Contender(name: name) else {
            throw UsageError("--memory needs a contender name")
        }
        Console.write(await MemoryProbe.figures(of: contender))
        return 0
    }
}
