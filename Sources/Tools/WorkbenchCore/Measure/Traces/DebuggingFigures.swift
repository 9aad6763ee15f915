/// Figures for "MVVM is harder to debug" (seed 004) and seed 000's learning cost, measured from
/// recorded traces of the real calls (`workbench trace --save`, docs/flows.json), per pattern.
///
/// - A store change (the selected product renamed on the server): the calls between the store
///   mutation and the first label text written after it, how many of them are closures,
///   binding machinery or compiler thunks, and whether the label is written inside the
///   mutation's own call stack (a breakpoint on the label then shows the change) or in a later
///   layout pass.
/// - A tap on a row: how many of the pattern's source files the calls cross before the first
///   label text is written.
///
/// A figure is nil when the trace did not show it (no label written after the change, no
/// trace recorded).
package struct DebuggingFigures: Sendable, Codable, Equatable {
    /// The pattern's module (`MVVM`).
    package var module: String
    /// Whether the label is written inside the store mutation's own call stack.
    package var labelInChangeCallStack: Bool?
    /// The layout pass of the command that wrote the label (1 = its first), when one did.
    package var layoutPass: Int?
    /// Recorded calls between the mutation and the label write.
    package var calls: Int?
    /// Of them, code the pattern's authors wrote: calls and closures in the pattern's module.
    /// The rest is the model, the toolkit, binding machinery and the compiler's thunks.
    package var patternCalls: Int?
    /// Of them, closures.
    package var closures: Int?
    /// Of them, binding machinery (Observation tracking, the `@Observable` macro's members, the
    /// toolkit's property updates).
    package var bindingMachinery: Int?
    /// Of them, compiler thunks (protocol witnesses, reabstraction, partial application).
    package var thunks: Int?
    /// Of them, standard-library code compiled into the package (`MainActor.assumeIsolated`).
    package var library: Int?
    /// The pattern's source files a tap on a row crosses before the first label text is written.
    package var tapFiles: [String]?

    package init(module: String) {
        self.module = module
    }
}
