import Foundation
import Harness

// `swift run mvc`, `swift run mvp`, …: one program, built once per pattern under the pattern's
// command name (Package.swift), which runs the pattern it is named after.
exit(await Runner.main(programPath: CommandLine.arguments.first ?? ""))
