import Foundation
import Harness
import PatternCatalog
import Testing
import WorkbenchCore

@testable import WorkbenchKit

/// docs/tour.md, read as a teacher's class would follow it: every file and folder it names is
/// there, every exercise of Exercises/ is in it, every command it shows is one the pattern
/// programs or the workbench accept (read by their own parsers: nothing is run), and every claim
/// it cites has the number and title Comparison.md gives it.
@MainActor
@Suite(.enabled(if: isThePackageItself, "reads the committed documents"))
struct TourTests {
    static let tour: String = {
        let path = packageRoot.appendingPathComponent("docs/tour.md").path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()

    /// The lines of the tour's `sh` code blocks, comments and blank lines left out.
    static var commands: [String] {
        var lines: [String] = []
        var inShell = false
        for line in tour.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShell = trimmed == "```sh"
                continue
            }
            let command = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            if inShell, !command.isEmpty { lines.append(command) }
        }
        return lines
    }

    /// The package paths the tour names in backquotes (files and folders under Sources, Tests,
    /// docs, Exercises, ChangeRequests and scripts; a placeholder like `<name>` left out) and in
    /// its links (relative to docs/).
    static var paths: [String] {
        let folders = ["Sources/", "Tests/", "docs/", "Exercises/", "ChangeRequests/", "scripts/"]
        var found: [String] = []
        for piece in tour.components(separatedBy: "`").enumerated() where piece.offset % 2 == 1 {
            let word = piece.element.trimmingCharacters(in: .whitespaces)
            if folders.contains(where: { word.hasPrefix($0) }), !word.contains(" "),
                !word.contains("<")
            {
                found.append(word)
            }
        }
        for link in tour.components(separatedBy: "](").dropFirst() {
            let target = String(link.prefix { $0 != ")" && $0 != "#" })
            if !target.isEmpty, !target.contains("://") { found.append(inDocs(target)) }
        }
        return found
    }

    /// A link's target, relative to docs/, as a path from the package root.
    static func inDocs(_ target: String) -> String {
        var parts = ["docs"]
        for part in target.split(separator: "/") {
            if part == ".." {
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    @Test func everyFileAndFolderTheTourNamesExists() {
        #expect(!Self.tour.isEmpty, "docs/tour.md is missing")
        #expect(Self.paths.count > 20, "the tour names its files")
        for path in Self.paths {
            let full = packageRoot.appendingPathComponent(path).path
            #expect(FileManager.default.fileExists(atPath: full), "\(path) does not exist")
        }
    }

    @Test func everyExerciseIsInTheTourAndReads() throws {
        let root = packageRoot.path
        let names = Exercise.names(root: root)
        #expect(names.count >= 6, "at least six exercises")
        for name in names {
            #expect(
                Self.tour.contains("swift run workbench changes --try Exercises/\(name)"),
                "the tour shows how to measure \(name)")
            let exercise = try Exercise(path: "Exercises/\(name)", root: root)
            #expect(exercise.patterns.count == 2)
        }
        let styles = Set(
            names.flatMap { name in
                (try? Exercise(path: "Exercises/\(name)", root: root).patterns) ?? []
            })
        #expect(
            styles.union(Self.owingAnExercise.keys.compactMap(PatternDescriptor.named))
                == Set(PatternDescriptor.all),
            "every pattern and binding style is in one, or owes one here")
        #expect(
            styles.isDisjoint(with: Self.owingAnExercise.keys.compactMap(PatternDescriptor.named)))
    }

    /// A pattern that landed after the exercises were written, with the exercise it owes
    /// (docs/adding-a-pattern.md, step 7): listed here so that the debt is seen, and gone once
    /// the exercise is in Exercises/.
    static let owingAnExercise: [String: String] = [:]

    @Test func everyCommandTheTourShowsIsOneItsProgramAccepts() {
        let commands = Self.commands
        #expect(commands.count > 10, "the tour shows its commands")
        for line in commands {
            do {
                try Self.check(line)
            } catch {
                Issue.record("\(line): \(error)")
            }
        }
    }

    /// Checks one command line of the tour with the parser of the program it runs.
    static func check(_ line: String) throws {
        if line == "swift build" || line == "swift test" { return }
        var command = line
        var script: [String] = []
        if line.hasPrefix("printf '"), let pipe = line.range(of: "' | ") {
            let text = line[line.index(line.startIndex, offsetBy: 8)..<pipe.lowerBound]
            script = text.components(separatedBy: "\\n").filter { !$0.isEmpty }
            command = String(line[pipe.upperBound...])
        }
        let words = command.split(separator: " ").map(String.init)
        guard words.count >= 3, words[0] == "swift", words[1] == "run" else {
            Issue.record("the tour shows a command this test cannot check: \(line)")
            return
        }
        let arguments = Array(words.dropFirst(3))
        if words[2] == "workbench" {
            try checkWorkbench(arguments, line: line)
        } else if PatternDescriptor.all.contains(where: { $0.command == words[2] }) {
            _ = try Options.parse(arguments)
            for scriptLine in script {
                #expect(
                    (try? Command.parse(scriptLine)) != nil,
                    "\(line): '\(scriptLine)' is no command")
            }
        } else {
            Issue.record("\(words[2]) is no program of the package: \(line)")
        }
    }

    /// Checks a `workbench` command line with the command's own parser.
    static func checkWorkbench(_ arguments: [String], line: String) throws {
        guard let name = arguments.first, WorkbenchCommands.named(name) != nil else {
            Issue.record("no such workbench command: \(line)")
            return
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "diff":
            let invocation = try DiffCommand.parse(rest)
            _ = try DiffCommand.folders(invocation, root: packageRoot.path)
        case "changes":
            let (invocation, _) = try ChangesCommand.parse(rest)
            if case .tryExercise(let folder) = invocation {
                _ = try ChangesCommand.exercise(folder, root: packageRoot.path)
            }
        default:
            Issue.record("the tour shows a workbench command this test does not check: \(line)")
        }
    }

    /// Where the tour states a claim's outcome, `claim 9 (*Bugs are harder to debug*; out of reach
    /// here)`, it is the verdict or the class the claim's section of Comparison.md gives.
    @Test
    func everyOutcomeTheTourStatesIsComparisonsOwn() throws {
        let document = try String(
            contentsOf: packageRoot.appendingPathComponent("Comparison.md"), encoding: .utf8)
        let lines = document.components(separatedBy: "\n")
        let pattern = try Regex(#"[Cc]laim\s+(\d+)\s+\(\*[^*]+\*;\s+([^)]+)\)"#)
        let citations = Self.tour.matches(of: pattern)
        #expect(citations.count >= 20, "the seeds' lessons give their claims' outcomes")
        for citation in citations {
            let number = citation.output[1].substring ?? ""
            let stated = (citation.output[2].substring ?? "").split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
            let heading = try #require(lines.firstIndex { $0.hasPrefix("### \(number). ") })
            let first = lines[(heading + 1)...].first { !$0.isEmpty && !$0.hasPrefix("<!--") } ?? ""
            #expect(
                first.contains("**Verdict: \(stated)**") || first.contains("**Class: \(stated)**"),
                "the tour says claim \(number) is \"\(stated)\"; Comparison.md: \(first)")
        }
    }

    @Test func everyClaimTheTourCitesHasItsNumberAndTitle() throws {
        let pattern = try Regex(#"[Cc]laim\s+(\d+)\s+\(\*([^*]+)\*[;)]"#)
        let citations = Self.tour.matches(of: pattern)
        #expect(citations.count >= 10, "the seeds' lessons cite their claims")
        let claims = ClaimDefinition.all  // the seeds' claims, then the registered ones
        for citation in citations {
            let number = Int(citation.output[1].substring ?? "") ?? 0
            let title = (citation.output[2].substring ?? "").split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
            guard (1...claims.count).contains(number) else {
                Issue.record("claim \(number) does not exist")
                continue
            }
            #expect(
                claims[number - 1].claim == title,
                "claim \(number) is \"\(claims[number - 1].claim)\", not \"\(title)\"")
        }
    }

    @Test func theReadmePointsToTheTourFirst() throws {
        let readme = try String(
            contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let first = readme.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(first?.contains("docs/tour.md") == true, "the README's first line: \(first ?? "")")
        #expect(readme.contains("changes --try"), "the README lists `changes --try`")
    }
}
