/// A counting choice in an evidence claim's figure or judgement: the options a careful reader
/// could defend, the first of them the headline (the figure the tables show). A claim is judged
/// on every combination of its forks' options, and carries a verdict word only where every
/// combination agrees (a multiverse analysis: Steegen, Tuerlinckx, Gelman and Vanpaemel, 2016).
/// Forks are only ever added; one added after the claim's figures were shown names its commit.
package struct Fork: Sendable, Equatable {
    /// What is chosen, in a few words: `margin`.
    package var name: String
    /// The options, each a rule in a few words, the headline first.
    package var options: [String]
    /// The commit that added the fork after the claim's figures were first shown; nil for a
    /// fork fixed before anyone looked again.
    package var addedAfterFigures: String?

    package init(_ name: String, options: [String], addedAfterFigures: String? = nil) {
        self.name = name
        self.options = options
        self.addedAfterFigures = addedAfterFigures
    }

    /// The fork as a sentence names it: "the margin", or its name in quotes ("MVC's figure"),
    /// which read the same in Markdown and in the site's HTML.
    package var phrase: String { self == Self.margin ? "the margin" : "\"\(name)\"" }

    /// Every evidence claim's fork: how large a difference must be. Half and twice the margin
    /// set are as defensible as the margin itself, which was set by judgement.
    package static let margin = Fork("margin", options: ["as set", "halved", "doubled"])

    /// `margin` scaled by the option picked: its share and least amount halved or doubled.
    static func scaled(_ margin: Margin, option: Int) -> Margin {
        let factor = [1, 0.5, 2][min(max(option, 0), 2)]
        return Margin(share: margin.share * factor, least: margin.least * factor, unit: margin.unit)
    }

    /// `entry` with every margin in it scaled by the option picked of the margin fork.
    static func scaled(_ entry: MarginEntry?, _ choices: Choices) -> MarginEntry? {
        guard var entry, choices[.margin] != 0 else { return entry }
        let option = choices[.margin]
        entry.margin = entry.margin.map { scaled($0, option: option) }
        entry.others = entry.others?.mapValues { scaled($0, option: option) }
        return entry
    }
}

/// One option picked of each fork, by the fork's name: the headline's (0) where none is.
package struct Choices: Sendable, Hashable {
    private var picked: [String: Int] = [:]

    package init() {}

    /// The option picked of `fork`.
    package subscript(_ fork: Fork) -> Int { picked[fork.name] ?? 0 }

    /// The same choices with `option` of `fork`.
    package func with(_ fork: Fork, _ option: Int) -> Choices {
        var choices = self
        choices.picked[fork.name] = option == 0 ? nil : option
        return choices
    }

    /// Only the picks of `forks`: what a measure that knows those forks alone depends on.
    func restricted(to forks: [Fork]) -> Choices {
        var choices = Choices()
        for fork in forks { choices = choices.with(fork, self[fork]) }
        return choices
    }

    /// Every combination of `forks`' options, the headline (every first option) first.
    package static func all(_ forks: [Fork]) -> [Choices] {
        forks.reduce([Choices()]) { combinations, fork in
            fork.options.indices.flatMap { option in
                combinations.map { $0.with(fork, option) }
            }
        }
    }
}

/// What one way of counting gave: the verdict; where the binding styles disagree, each
/// style's; and what the rule found beside it (`Decision.aside`), which is a verdict too. Two
/// ways agree only when all of these do.
package struct Outcome: Sendable, Hashable {
    package var verdict: Verdict
    /// "Observation: supported; KVO: not shown at this size", when the verdict depends on the
    /// style; empty otherwise.
    package var styles: String
    /// "on the binding and view, against the seed", when the rule found one; empty otherwise.
    package var aside: String

    package init(_ verdict: Verdict, styles: String = "", aside: String = "") {
        self.verdict = verdict
        self.styles = styles
        self.aside = aside
    }

    package var text: String {
        Self.counted(1, verdict.text) + (styles.isEmpty ? "" : " (\(styles))")
            + (aside.isEmpty ? "" : " (\(aside))")
    }

    /// A verdict's words after a count: "2 depend on the binding style", "1 depends on it".
    static func counted(_ count: Int, _ text: String) -> String {
        count != 1 && text.hasPrefix("depends ") ? "depend " + text.dropFirst(8) : text
    }
}

/// What an evidence claim's other ways of counting gave: the verdict of each combination of its
/// forks' options, each fork's options one at a time (the others at the headline), and the forks
/// that decide it.
package struct CountedWays: Sendable {
    package var forks: [Fork]
    /// Each combination's outcome, the headline first.
    package var verdicts: [(choices: Choices, verdict: Outcome)]

    /// Whether every combination gives the same verdict: only then does the claim carry it.
    package var isRobust: Bool {
        guard let first = verdicts.first?.verdict else { return true }
        return verdicts.allSatisfy { $0.verdict == first }
    }

    /// The verdict of `fork`'s `option`, every other fork at the headline.
    package func verdict(_ fork: Fork, _ option: Int) -> Outcome? {
        let choices = Choices().with(fork, option)
        return verdicts.first { $0.choices == choices }?.verdict
    }

    /// The forks whose options alone, the others at the headline, give different verdicts; all
    /// the forks whose options differ in any way when none does alone (they decide it together).
    package var deciding: [Fork] {
        let alone = forks.filter { fork in
            Set(fork.options.indices.compactMap { verdict(fork, $0) }).count > 1
        }
        return alone.isEmpty && !isRobust ? forks : alone
    }

    /// How many combinations give each verdict, the most first.
    package var tally: [(verdict: Outcome, combinations: Int)] {
        var counts: [Outcome: Int] = [:]
        var order: [Outcome] = []
        for (_, verdict) in verdicts {
            if counts[verdict] == nil { order.append(verdict) }
            counts[verdict, default: 0] += 1
        }
        return order.map { ($0, counts[$0] ?? 0) }.sorted { $0.1 > $1.1 }
    }

    /// "margin: as set supported, halved supported, doubled not shown at this size".
    package func text(_ fork: Fork) -> String {
        let options = fork.options.indices.map { option in
            "\(fork.options[option]) \(verdict(fork, option)?.text ?? "—")"
        }
        let late = fork.addedAfterFigures.map { " (added after the figures, in \($0))" } ?? ""
        return "\(fork.name)\(late): " + options.joined(separator: ", ")
    }

    /// "of 3 combinations, 2 supported, 1 not shown at this size", each style's verdict given
    /// where the styles disagree (`short`: by the verdict word alone).
    package func tallyText(short: Bool = false) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for (outcome, combinations) in tally {
            let text =
                short
                ? outcome.verdict.text + (outcome.aside.isEmpty ? "" : " (\(outcome.aside))")
                : outcome.text
            if counts[text] == nil { order.append(text) }
            counts[text, default: 0] += combinations
        }
        let parts = order.map { "\(counts[$0] ?? 0) \(Outcome.counted(counts[$0] ?? 0, $0))" }
        let moving = short && order.count == 1 ? ", each style's own verdict moving" : ""
        return "of \(verdicts.count) combinations, " + parts.joined(separator: ", ") + moving
    }
}
