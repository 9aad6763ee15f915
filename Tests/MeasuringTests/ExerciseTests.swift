import Foundation
import PatternCatalog
import Subprocess
import Testing

@testable import WorkbenchCore

/// Exercises as data: an exercise folder read and checked as a change request made in the two
/// patterns its reference has patches for; a student's diff split into the request's patches;
/// the reference's key, read from the commit's files while the student's edits are on disk; and
/// the working tree read through git. Nothing here builds.
@Suite struct ExerciseTests {
    /// MVC's change to `A.swift`, as the reference and the made-up diffs write it.
    static let mvcPatch = """
        --- a/Sources/Patterns/MVC/A.swift
        +++ b/Sources/Patterns/MVC/A.swift
        @@ -1,3 +1,3 @@
         struct A {
        -    let a = 1
        +    let a = 2
         }

        """

    /// A package folder with one MVC and one MVVM source file and an exercise `demo` in MVC and
    /// MVVM (Observation), whose reference changes the MVC file; `files` adds or replaces
    /// files of the exercise's folder (a nil text removes one).
    static func package(_ files: [String: String?] = [:]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("exercise-\(UUID().uuidString)").path
        var all: [String: String?] = [
            "Sources/Patterns/MVC/A.swift": "struct A {\n    let a = 1\n}\n",
            "Sources/Patterns/MVVM/B.swift": "struct B {}\n",
            "Exercises/demo/README.md":
                "# Demo\n\nChange a.\n\n**Seed claim.** Seed 004: none.\n\n"
                + "**Expected class.** MVC local; \(PatternDescriptor.mvvm.name) none. Only MVC.\n",
            "Exercises/demo/script.txt": "tap\n",
            "Exercises/demo/reference/mvc.patch": mvcPatch,
            "Exercises/demo/reference/mvc-tests.patch": "",
            "Exercises/demo/reference/mvvm.patch": "",
            "Exercises/demo/reference/mvvm-tests.patch": "",
        ]
        for (path, text) in files { all.updateValue(text, forKey: path) }
        for (path, text) in all {
            guard let text else { continue }
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func anExerciseIsMadeInThePatternsItsReferenceHasPatchesFor() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }

        let exercise = try Exercise(path: "Exercises/demo/", root: root)

        #expect(Exercise.names(root: root) == ["demo"])
        #expect(exercise.name == "demo" && exercise.path == "Exercises/demo")
        #expect(exercise.patterns == [.mvc, .mvvm], "the patterns in the workbench's order")
        #expect(exercise.patternNames == "MVC and \(PatternDescriptor.mvvm.name)")
        #expect(exercise.reference.title == "Demo")
        #expect(exercise.reference.expectedClasses == ["mvc": .local, "mvvm": .none])
        #expect(
            exercise.reference.patchTexts.keys.sorted()
                == [
                    "mvc-tests.patch", "mvc.patch", "mvvm-tests.patch", "mvvm.patch",
                    "shared.patch",
                ],
            "no shared.patch in the folder reads as an empty shared part")
        #expect(
            try exercise.reference.applied(root: root)
                == ["Sources/Patterns/MVC/A.swift": "struct A {\n    let a = 2\n}\n"])
    }

    @Test func anExerciseIsRefusedWithTheReasonWhenItsFolderIsIncomplete() throws {
        let cases: [([String: String?], String)] = [
            (
                ["Exercises/demo/reference/mvvm-tests.patch": nil],
                "demo: reference/mvvm-tests.patch is missing"
            ),
            (
                [
                    "Exercises/demo/reference/mvvm.patch": nil,
                    "Exercises/demo/reference/mvvm-tests.patch": nil,
                ],
                "demo: reference/ has patches for 1 pattern; an exercise is made in 2 "
                    + "(<pattern>.patch and <pattern>-tests.patch each)"
            ),
            (
                ["Exercises/demo/README.md": "# Demo\n\n**Seed claim.** None.\n"],
                "demo: README.md has no '**Expected class.**' paragraph"
            ),
            (["Exercises/demo/script.txt": nil], "demo: script.txt is missing"),
            (
                [
                    "Exercises/demo/reference/mvc.patch": Self.mvcPatch.replacingOccurrences(
                        of: "Patterns/MVC/", with: "Patterns/MVP/")
                ],
                "demo: mvc.patch changes Sources/Patterns/MVP/A.swift, but it may only change "
                    + "Sources/Patterns/MVC/"
            ),
        ]
        for (files, message) in cases {
            let root = try Self.package(files)
            defer { try? FileManager.default.removeItem(atPath: root) }
            #expect(throws: ChangeRequestError(message)) {
                try Exercise(path: "Exercises/demo", root: root)
            }
        }
        #expect(throws: ChangeRequestError("Exercises/none: no such exercise folder")) {
            try Exercise(path: "Exercises/none", root: "/nonexistent")
        }
    }

    @Test func aStudentsDiffIsSplitIntoTheRequestsPatchesFileByFile() throws {
        func file(_ path: String, _ removed: String, _ added: String) -> String {
            "diff --git a/\(path) b/\(path)\nindex 1..2 100644\n--- a/\(path)\n+++ b/\(path)\n"
                + "@@ -1 +1 @@\n-\(removed)\n+\(added)\n"
        }
        let spec = file("Tests/SpecTests/S.swift", "s", "t")
        let model = file("Sources/Shared/Model/M.swift", "m", "n")
        let mvc = file("Sources/Patterns/MVC/A.swift", "-- a line that looks like a header", "a")
        let mvcTest = file("Tests/MVCTests/T.swift", "x", "y")
        let mvvmNew = StudentChange.creation(of: "Sources/Patterns/MVVM/New.swift", text: "n\n")
        let elsewhere =
            file("README.md", "r", "s") + file("Sources/Patterns/MVP/C.swift", "c", "d")
        let diff = mvc + mvcTest + elsewhere + mvvmNew + model + spec

        let change = try StudentChange(diff: diff, patterns: [.mvc, .mvvm])

        #expect(
            change.patchTexts == [
                "mvc.patch": mvc, "mvc-tests.patch": mvcTest, "mvvm.patch": mvvmNew,
                "mvvm-tests.patch": "", "shared.patch": model + spec,
            ])
        #expect(change.elsewhere == ["README.md", "Sources/Patterns/MVP/C.swift"])
        #expect(!change.isEmpty)
        #expect(try StudentChange(diff: elsewhere, patterns: [.mvc, .mvvm]).isEmpty)
        #expect(try StudentChange(diff: "", patterns: [.mvc, .mvvm]).isEmpty)
        #expect(
            try UnifiedDiff(parsing: mvc, name: "mvc").removed == 1,
            "a removed line starting with '--' stays a line of its file")
    }

    @Test func aNewFileIsAPatchThatCreatesIt() throws {
        for text in ["one\ntwo\n", "no newline at the end", "\n"] {
            let patch = try UnifiedDiff(
                parsing: StudentChange.creation(of: "Tests/MVCTests/New.swift", text: text),
                name: "new")
            #expect(patch.paths == ["Tests/MVCTests/New.swift"])
            #expect(try patch.files[0].apply(to: nil, patch: "new") == text)
        }
        #expect(StudentChange.creation(of: "Tests/MVCTests/Empty.swift", text: "").isEmpty)
    }

    @Test func theReferencesKeyReadsTheCommitsFilesNotTheStudentsEdits() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exercise = try Exercise(path: "Exercises/demo", root: root)
        let head = PackageFiles.disk(root)
        let result = RequestResult(
            name: "demo", title: "Demo", claim: "",
            key: exercise.key(files: head, toolchain: "6"), shared: .empty, patterns: [],
            suitePassed: true, framesIdentical: true, scriptCommands: 1)
        let original = try String(
            contentsOfFile: root + "/Sources/Patterns/MVC/A.swift", encoding: .utf8)

        try "struct A {\n    let a = 5\n}\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        let commit = PackageFiles(
            root: root, overrides: ["Sources/Patterns/MVC/A.swift": Data(original.utf8)])

        #expect(
            exercise.staleness(of: result, files: commit) == nil,
            "a student's edit leaves the reference's figures fresh")
        #expect(
            exercise.staleness(of: result, files: .disk(root))
                == "Sources/Patterns/MVC/A.swift changed since it was measured")
        #expect(try exercise.reference.applied(to: commit).count == 1, "it applies to the commit")

    }

    @Test func theWorkingTreeGivesTheStudentsChangeAndTheCommitsFiles() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try WorkingTree.read(root: root) == nil, "not a git checkout")
        for command in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=T", "-c", "user.email=t@t", "commit", "-q", "-m", "start"],
        ] {
            #expect(try Subprocess.run(["git"] + command, in: root).status == 0)
        }
        try "struct A {\n    let a = 3\n}\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        try "struct C {}\n".write(
            toFile: root + "/Sources/Patterns/MVVM/C.swift", atomically: true, encoding: .utf8)

        let tree = try #require(try WorkingTree.read(root: root))
        let change = try StudentChange(
            diff: tree.diff(under: StudentChange.folders(for: [.mvc, .mvvm])),
            patterns: [.mvc, .mvvm])
        let head = try tree.head()

        #expect(tree.changed == ["Sources/Patterns/MVC/A.swift"])
        #expect(tree.untracked == ["Sources/Patterns/MVVM/C.swift"])
        #expect(change.patchTexts["mvc.patch"]?.contains("+    let a = 3\n") == true)
        #expect(
            change.patchTexts["mvvm.patch"]
                == StudentChange.creation(
                    of: "Sources/Patterns/MVVM/C.swift", text: "struct C {}\n"))
        #expect(head.text("Sources/Patterns/MVC/A.swift") == "struct A {\n    let a = 1\n}\n")
        #expect(head.text("Sources/Patterns/MVVM/C.swift") == nil, "the file the student added")
        #expect(head.text("Sources/Patterns/MVVM/B.swift") == "struct B {}\n")
        let exercise = try Exercise(path: "Exercises/demo", root: root)
        let yours = try exercise.request(patchTexts: change.patchTexts)
        #expect(
            try yours.applied(to: head)["Sources/Patterns/MVC/A.swift"]
                == "struct A {\n    let a = 3\n}\n", "the student's change applies to the commit")
    }
}
