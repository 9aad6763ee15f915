import Foundation

// `swift run workbench <command>`: the measurements behind Comparison.md.
exit(await Workbench.main(Array(CommandLine.arguments.dropFirst())))
