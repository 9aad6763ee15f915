import Foundation
import WorkbenchCore

/// The package's root folder: two folders above this file.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Whether these tests run in the package itself, not in a change request's or an exercise's
/// copy, whose suite `workbench changes` runs with `ScratchPackage.environmentVariable` set. A
/// copy writes none of the package's generated documents again (Comparison.md, its charts, the
/// site), so the tests that read them as committed check the package, not the request, and its
/// whole-suite figure leaves them out.
let isThePackageItself = !ScratchPackage.isThisProcessInACopy
