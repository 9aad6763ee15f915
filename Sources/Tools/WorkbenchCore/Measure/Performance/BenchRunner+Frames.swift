import Model

/// A contender that draws another frame than the baseline after an operation, in the build that
/// is measured: its figures would be another program's.
package struct FramesDiffer: Error, CustomStringConvertible {
    package let contender: Contender
    package let operation: String
    package let run: Int

    package var description: String {
        "\(contender.name) draws another frame than the baseline after '\(operation)' (run "
            + "\(run)) in this build, so its figures would not be comparable (run `swift test "
            + "-c \(Self.configuration) --filter SpecTests` to see where it departs)"
    }

    private static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }
}

extension BenchRunner {
    /// Checks that every contender draws the baseline's frame after each run of each operation
    /// the bench counts, in this build. The spec checks it in the build `swift test` makes; an
    /// optimised build is another program, and a contender that departs in it would be measured
    /// doing other work.
    package func checkFrames() async throws {
        for operation in BenchOperation.all {
            var expected: [String] = []
            for contender in Contender.all {
                let screen = await contender.makeScreen(catalog: .builtIn, rows: rows)
                var frames: [String] = []
                for run in 0...operation.runs {
                    operation.body(screen, run)
                    frames.append(screen.currentFrame())
                }
                guard case .pattern = contender else {
                    expected = frames
                    continue
                }
                if let run = zip(frames, expected).enumerated().first(where: { $1.0 != $1.1 })?
                    .offset
                {
                    throw FramesDiffer(contender: contender, operation: operation.name, run: run)
                }
            }
        }
    }
}
