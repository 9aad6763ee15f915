/// The mutant schema of a pattern module: every mutant compiled into one build, each switched on
/// by its number at run time (`WORKBENCH_MUTANT`), as muter and Stryker build theirs, so one
/// build serves every mutant. The original code runs when no mutant's number is given.
///
/// A comparison becomes an operator of its own with the comparison's precedence, which runs the
/// original or the shifted comparison (`a < b` → `a <^~ b`); a literal, a choice between the
/// original and the swap; a condition, a comparison with the switch (`if switch != (x)`); a
/// statement, a statement run unless its mutant is on. Only characters of a line change, never
/// the lines, so the compiler's errors point at the mutants they come from.
package enum MutantSchema {
    /// The function every site calls with its number: whether that mutant is the one running.
    package static let switchName = "workbenchMutant"
    /// The variable that names the running mutant.
    package static let mutantVariable = "WORKBENCH_MUTANT"
    /// The variable that names a file to which every site reached appends its number.
    package static let reachVariable = "WORKBENCH_MUTANT_REACH"
    /// The file the schema adds to each module it mutates.
    package static let supportFile = "WorkbenchMutants.swift"

    /// How `mutant`'s site changes in the schema.
    static func edit(for mutant: Mutant, original: String) -> MutationSite.Edit {
        let on = "\(switchName)(\(mutant.id))"
        switch mutant.kind {
        case .negateCondition where mutant.mutated.hasPrefix("!("):
            return .wrap(prefix: "\(on) != (", suffix: ")")
        case .negateCondition, .shiftBoundary:
            return .replace(operatorName(original, id: mutant.id))
        case .swapLiteral:
            return .replace("(\(on) ? \(mutant.mutated) : \(original))")
        case .deleteStatement:
            return .wrap(prefix: "if !\(on) { ", suffix: " }")
        }
    }

    /// The operator that stands for comparison `original` at mutant `id`: the original's
    /// characters, then the number in the characters `^ ~ | %`, so it is one operator token.
    static func operatorName(_ original: String, id: Int) -> String {
        let digits = Array("~|%^")
        var number = id
        var text = ""
        repeat {
            text = String(digits[number % digits.count]) + text
            number /= digits.count
        } while number > 0
        return original + "^" + text
    }

    /// `source` with every site of `sites` (all in this file) in place.
    package static func apply(_ sites: [MutationSite], to source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        for (line, onLine) in Dictionary(grouping: sites, by: \.line) {
            lines[line] = apply(onLine, to: lines[line])
        }
        return lines.map { String($0) }.joined(separator: "\n")
    }

    /// One line with its sites in place: wraps around what they cover (the longer outside),
    /// replacements instead of what they cover.
    static func apply(_ sites: [MutationSite], to line: [Character]) -> [Character] {
        var out: [Character] = []
        var index = 0
        func close(at position: Int) {
            for site in sites.sorted(by: { $0.range.count < $1.range.count })
            where site.range.upperBound == position {
                if case .wrap(_, let suffix) = site.edit { out += suffix }
            }
        }
        while index <= line.count {
            close(at: index)
            guard index < line.count else { break }
            for site in sites.sorted(by: { $0.range.count > $1.range.count })
            where site.range.lowerBound == index {
                if case .wrap(let prefix, _) = site.edit { out += prefix }
            }
            if let site = sites.first(where: {
                $0.range.lowerBound == index
                    && { if case .replace = $0.edit { true } else { false } }($0)
            }), case .replace(let text) = site.edit {
                out += text
                index = site.range.upperBound
                continue
            }
            out.append(line[index])
            index += 1
        }
        return out
    }

    /// The file the schema adds to a mutated module: the switch, and an operator for each
    /// comparison site.
    package static func supportSource(for sites: [MutationSite]) -> String {
        var text = """
            // Written by `workbench mutants` into a scratch copy of the package: the mutant
            // switch and the comparison operators of the sites of this module.
            import Foundation

            private let workbenchRunningMutant =
                Int(ProcessInfo.processInfo.environment["\(mutantVariable)"] ?? "") ?? -1
            private let workbenchReachFile = ProcessInfo.processInfo.environment["\(reachVariable)"]
            private let workbenchReachLock = NSLock()
            nonisolated(unsafe) private var workbenchReached: Set<Int> = []

            /// Whether mutant `id` is the one running; records that its site was reached.
            @inline(never) func \(switchName)(_ id: Int) -> Bool {
                if let file = workbenchReachFile {
                    workbenchReachLock.lock()
                    if workbenchReached.insert(id).inserted,
                        let handle = FileHandle(forWritingAtPath: file)
                    {
                        handle.seekToEndOfFile()
                        handle.write(Data("\\(id)\\n".utf8))
                        handle.closeFile()
                    }
                    workbenchReachLock.unlock()
                }
                return id == workbenchRunningMutant
            }

            """
        for site in sites {
            guard case .replace(let name) = site.edit, name.contains("^") else { continue }
            text += comparisonOperator(name, original: site.mutant.original, site: site)
        }
        return text
    }

    /// The declaration of one comparison site's operator.
    static func comparisonOperator(_ name: String, original: String, site: MutationSite) -> String {
        let mutated = site.mutant.mutated
        let constraint = ["==", "!="].contains(original) ? "Equatable" : "Comparable"
        return """

            infix operator \(name): ComparisonPrecedence
            func \(name) <T: \(constraint)>(lhs: T, rhs: T) -> Bool {
                \(switchName)(\(site.mutant.id)) ? lhs \(mutated) rhs : lhs \(original) rhs
            }

            """
    }
}
