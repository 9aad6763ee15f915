import Foundation
import WorkbenchKit

// `swift run workbench <command>`: the measurements behind Comparison.md. The commands live in
// WorkbenchKit; this executable only hands them the command line. The entry point is not
// `async`: it turns the main run loop itself, so that valgrind can run it (see
// `Workbench.mainTurningTheRunLoop`).
exit(Workbench.mainTurningTheRunLoop(Array(CommandLine.arguments.dropFirst())))
