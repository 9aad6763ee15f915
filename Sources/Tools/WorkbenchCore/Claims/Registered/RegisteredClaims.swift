/// Claims registered before the code they judge exists: each is a file of its own here, whose
/// class, figure, forks and margin (in its `registration` comment) were committed before any
/// commit touched the code it names, and whose margin `Claims/margins.json` then records with
/// that commit. They come after the seeds' claims in the document, numbered on from them.
package enum RegisteredClaims {
    /// Every registered claim, in the order they were registered.
    package static let all: [ClaimDefinition] = [
        coordinatorDecouplesScreens, viperMoreFiles, viperMoreCode, viperTestability,
        viperChangeCost, teaPredictable, teaExhaustiveTests, teaLearningCurve, teaChangeCost,
    ]
}
