/// The parts of Comparison.md a reader needs before the figures: the seeds, the words the tables
/// use, and how to read the role graphs and the propagation figures. Text only: nothing in it is
/// a figure.
package enum Guide {
    /// The seeds, one line each.
    package static func seeds() -> String {
        var out = [
            "### The seeds\n",
            "The articles the screens and the claims come from, cited as \"seed 000\" and so on:\n",
        ]
        for seed in Seed.all {
            let source = seed.source.map { " Source: <\($0)>." } ?? ""
            out.append(
                "- **\(seed.number)** — *\(seed.title)* (\(seed.translation)): \(seed.shows)."
                    + source)
        }
        return out.joined(separator: "\n") + "\n"
    }

    package static let glossary = """
        ### Words used in the tables

        - **Role**: the job a type declares by conforming to `Role.View`, `Role.Controller`, \
        `Role.Presenter`, `Role.ViewModel` or `Role.Assembly`. Types of the shared model are \
        *model*, those of the toolkit *toolkit*.
        - **Presentation logic**: what a screen shows and how it reacts (formatting, selection, \
        load and search state). MVC and its variant keep it in the controller, MVP in the \
        presenter, MVVM in the view model.
        - **Binding style**: how an MVVM view learns that its view model changed. *Observation*: \
        the view reads the view model inside a tracked update (Swift's Observation, as SwiftUI and \
        UIKit's `updateProperties()` do); *KVO*: the view controller observes the view model's \
        key paths (seeds 000 and 003); *delegate*: the view model calls a protocol the view \
        controller adopts (seed 002).
        - **Ce** (efferent coupling): how many distinct types outside a role the role's types use.
        - **Ca** (afferent coupling): how many distinct types outside a role use it.
        - **I** (instability) = Ce / (Ca + Ce), 0 when both are 0: near 1, the role uses others \
        and nothing leans on it, so it is free to change; near 0, others lean on it.
        - **A** (abstractness): the share of a role's types that are protocols.
        - **D** (distance) = |A + I − 1|: near 0 when a role is abstract and leaned on, or \
        concrete and free to change; near 1 when it is concrete and leaned on (hard to change) or \
        abstract and unused.
        - **Concrete / protocol deps**: the outside types a role uses, split by whether they are \
        protocols; only a protocol can be replaced by a test double.
        - **Propagation cost**: the share of ordered pairs of the pattern's own types (each type \
        with itself included) where the first uses the second, directly or through others.
        - **Model ripple**: the pattern's own types that use a model type, directly or through \
        others: what a model change can reach.
        - **Code lines**: lines that are neither blank nor only a comment. **Complexity**: \
        functions plus decision points (`if`, `guard`, `case`, `&&`, …).
        - **Margin**: how large a difference must be before a verdict or a "when" line rests on \
        it; smaller differences are "not shown at this size" (also in another author's code, when \
        a claim names one). Each claim gives its margin and the commit that set it \
        (Claims/margins.json).
        - **Not singled out**: the pattern ties with one it is set against. **Fragile**: a small \
        change to the code would flip the verdict.
        - **Fork**: a choice in counting a claim's figure that a careful reader could make \
        either way (where a protocol is counted, say); the margin is one, as set, halved or \
        doubled. Every evidence claim is judged on every combination of its forks' options, and \
        keeps a verdict word only where all of them agree; otherwise it reads **depends on how \
        it is counted**, names the fork that decides it and counts the combinations behind each \
        verdict. The tables show the first option of each, the headline way.
        - **Fault**: a behaviour broken on purpose, the same way in every pattern (Faults/); \
        **mutant**: an operator changed in a pattern's logic role (`<` for `<=`, `&&` for `||`, …).
        - **Production types / test doubles / setup lines** (testability): the pattern's and the \
        model's types a test refers to (the toolkit's counted apart), the stand-ins it uses, and \
        its lines before the first assertion.

        """

    package static let readingGuide = """
        ### Reading the role graphs and the propagation figures

        - **Role graphs.** Each pattern's section opens with a flowchart: a box per role (the \
        model and the toolkit are the shared core), and an arrow from one role to another when \
        its types use the other's, labelled with the number of references in the code. A \
        layered pattern's arrows all point one way, towards the model and the toolkit; arrows \
        both ways between two roles mean the roles use each other, listed under the figures. \
        The rule "no type cycle across roles" allows that when a protocol stands between them \
        (MVP's presenter calls its view through one), so that no two types of the two roles \
        refer to each other; it forbids a cycle between the types themselves. The matrix \
        below the graph gives the same arrows as "distinct type pairs / references"; a dot \
        means none.
        - **Propagation figures.** A propagation cost of 100% means every type can reach every \
        other; with n types the lowest possible is 1/n (each type reaches only itself), so \
        compare patterns with their type counts in view. "A model change can reach k of n \
        types" counts the pattern's types that use a model type, directly or not. With few \
        types one dependency moves these figures by several points; the notes under each \
        pattern say by how many.

        """
}
