/// A mechanism one pattern pays for and MVC does not, named by the functions that carry it out,
/// so that the report can say what a pattern's extra instructions are spent on, and whose cost
/// they are.
///
/// A mechanism's cost is counted from callgrind's calls (`CallgrindProfile.calls(_:)`): the
/// calls into its functions from code that is not its own, each with all it called, less the
/// calls its functions make back into the code it serves (a pattern, the toolkit or the model:
/// the observer told of a change, the closure a tracking runs), which are that code's work. A
/// mechanism listed earlier keeps what it calls: the toolkit's cancel bumps a token through
/// Observation, and that is the cancel's, not Observation's. So no instruction is counted in two
/// mechanisms, and their shares of one count add up to 100% at most.
package struct Mechanism: Sendable {
    /// What the report calls it.
    package let name: String
    /// Whose cost it is: `binding style` (what the pattern's binding pays on iOS too) or
    /// `stand-in` (the workbench's own, which Foundation or UIKit does natively).
    package let owner: String
    /// Whether a function, by its mangled name, is one of the mechanism's.
    package let isOwn: @Sendable (String) -> Bool
    /// Whether it serves the code of a function, by its mangled name: a call back into it is
    /// that code's work, not the mechanism's.
    package var serves: @Sendable (String) -> Bool = { _ in false }

    /// The mechanisms counted, in the order they keep what they call.
    package static let all: [Mechanism] = [toolkitCancel, observation, keyValueObserving]

    /// The toolkit's cancel of a replaced observation tracking, which UIKit does through
    /// private API (TextUI's `ObservationTracking`): the stand-in's, with all it calls, as the
    /// targets leave it out.
    package static let toolkitCancel = Mechanism(
        name: "the toolkit's cancel of a replaced tracking", owner: "stand-in",
        isOwn: { name in InstructionCount.standInCancelFunctions.contains { name.contains($0) } })

    /// Observation's tracking and registrar: what MVVM's binding style pays on iOS too.
    package static let observation = Mechanism(
        name: "Observation's tracking and registrar", owner: "binding style",
        isOwn: { CallgrindProfile.module(of: $0, object: "") == "Observation" }, serves: isServed)

    /// The key-value observing stand-in's registrations and dispatch of a change, which
    /// Foundation's KVO does natively.
    package static let keyValueObserving = Mechanism(
        name: "the KVO stand-in's registrations and dispatch", owner: "stand-in",
        isOwn: { CallgrindProfile.module(of: $0, object: "") == "KeyValueObserving" },
        serves: isServed)

    /// The code a mechanism serves, whose work it calls back into: a pattern's own code, the
    /// toolkit and the model.
    @Sendable static func isServed(_ name: String) -> Bool {
        let module = CallgrindProfile.module(of: name, object: "")
        return ["TextUI", "Model"].contains(module) || BenchReport.isPattern(module)
    }

    /// Each mechanism's instructions in `profile`, by name (see the type's comment).
    package static func costs(in profile: String) -> [String: Int] {
        let calls = CallgrindProfile.calls(profile)
        var costs: [String: Int] = [:]
        var earlier: [Mechanism] = []
        for mechanism in all {
            var cost = 0
            for call in calls {
                let callerOwn = mechanism.isOwn(call.caller)
                let calleeOwn = mechanism.isOwn(call.callee)
                if calleeOwn, !callerOwn, !earlier.contains(where: { $0.isOwn(call.caller) }) {
                    cost += call.instructions
                } else if callerOwn, !calleeOwn, mechanism.serves(call.callee) {
                    cost -= call.instructions
                }
            }
            costs[mechanism.name] = max(0, cost)
            earlier.append(mechanism)
        }
        return costs
    }
}
