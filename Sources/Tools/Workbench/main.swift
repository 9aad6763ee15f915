import Foundation
import WorkbenchKit

// `swift run workbench <command>`: the measurements behind Comparison.md. The commands live in
// WorkbenchKit; this executable only hands them the command line.
exit(await Workbench.main(Array(CommandLine.arguments.dropFirst())))
