/// "How every number was measured": where each figure comes from, by the file that measures it.
package enum MethodSection {
    package static let markdown = """

        ## How every number was measured

        - **Roles** are declared in the code: each pattern type conforms to one of `Role.View`, \
        `Role.Controller`, `Role.Presenter`, `Role.ViewModel`, `Role.Assembly` \
        (Sources/Shared/Roles). Model types are those of Sources/Shared/Model, toolkit types \
        those of Sources/Shared/TextUI and Sources/Shared/KeyValueObserving.
        - **Dependencies** come from the compiler's index store of the debug build \
        (`index/store` in its products folder), read through the toolchain's libIndexStore \
        (Sources/Tools/CIndexStore, Sources/Tools/WorkbenchCore/Index): one reader \
        (PackageIndex.swift) for every figure the index gives, which decides what the package's \
        code is (no units of deleted files, no build folders, no implicit occurrences). The type \
        graph (Measure/Coupling/IndexReader.swift) takes every reference, in signatures \
        and in bodies (closures included), attributed to the top-level type whose member \
        contains it; conformances and superclasses from the index's base relations.
        - **Ce, Ca, I, A, D** per role \
        (Sources/Tools/WorkbenchCore/Measure/Coupling/Metrics.swift): Ce counts \
        distinct types outside the role that the role uses, Ca those that use it; \
        I = Ce/(Ca+Ce) (0 when both are 0); A = protocols/types; D = |A + I − 1|. Concrete vs \
        protocol splits Ce by whether the used type is a protocol (only those can be replaced \
        by a test double).
        - **Cycles**: Tarjan's strongly connected components, members and lists sorted.
        - **Propagation cost**: MacCormack–Baldwin, the share of ordered pairs of the pattern's \
        own types (each type included) where the first reaches the second. **Model ripple**: \
        the pattern's types that reach a model type.
        - **Lines and complexity** are read from source text \
        (Sources/Tools/WorkbenchCore/Measure/Coupling/SourceMeasures.swift), the one figure the \
        index cannot give: \
        code lines (not blank, not comment-only) of the files holding a role's types, and \
        cyclomatic complexity = functions + decision points.
        - **Faults** (Sources/Tools/WorkbenchCore/Measure/Testability/Faults, `workbench \
        faults`): each folder of \
        Faults/ breaks one behaviour the same way in every pattern; all are planted at once in \
        a scratch copy of the package, where each pattern's own tests run, and the shared spec \
        against that pattern alone. Results are stored in Faults/results.json; CI plants one \
        again (`faults --check`) and compares.
        - **Mutants** (Sources/Tools/WorkbenchCore/Measure/Mutants, `workbench \
        mutants`): four operators \
        over a pattern's logic-role files, and again over all its own files (`--scope all`), \
        outside strings and comments: a condition negated, a \
        comparison's boundary shifted (`<` for `<=`), a literal swapped (`true` for `false`, `0` \
        for `1`), a one-line call or assignment deleted. All are compiled into one build, each \
        switched on in turn; a mutant is killed when a test of that pattern fails. Results are \
        stored in Mutants/results.json (Mutants/all-code.json) with a key of the sources they \
        came from; CI re-runs a sample of each (`mutants --check`, `mutants --scope all --check`).
        - **Testability by touch** \
        (Sources/Tools/WorkbenchCore/Measure/Testability/TestabilityReport.swift): views \
        created come from the toolkit's own counter (Sources/Shared/TextUI/ViewCounter.swift), \
        switched on by the workbench's measuring run, which runs each behaviour test alone in a \
        process of its own (Sources/Tools/WorkbenchCore/Measure/Testability/ViewCountRun.swift): \
        nothing in a test \
        measures; types and doubles from the index, the toolkit's types counted apart from the \
        pattern's and the model's; setup lines (logical lines before the first assertion) from \
        the test's source.
        - **How close the toolkit is to UIKit** \
        (Sources/Tools/WorkbenchCore/Measure/UIKitAudit/UIKitConformance.swift): the toolkit \
        members each pattern \
        file uses, from the index (an override or a protocol requirement's implementation is a \
        use), compared with UIKit's declarations as Apple documents them \
        (docs/uikit-declarations.txt); the toolkit's declarations and doc comments come from \
        its symbol graph (`swift-symbolgraph-extract`).
        - **Update timing and what teardown leaves**: for each pattern, the app is renamed in the \
        store; the texts of the views are read before any layout pass (did the change's own \
        call update them?), then the next frame is drawn; every tab is opened and closed while \
        the store's observers and the key-value observers are counted \
        (Sources/Tools/WorkbenchCore/Measure/Performance/SessionFigures.swift, TeardownFigures.swift).
        - **Debugging figures** come from traces of the real calls, recorded by `workbench trace \
        --save` (`scripts/trace`) in the traced build, where the compiler calls a hook at every \
        function entry (Sources/Tools/CCallRecorder, Sources/Tools/Tracing; docs/tracing.md \
        says what a trace cannot see). They are kept in docs/flows.json with a hash of the \
        sources they were recorded from; `compare --check` fails when that hash is not the \
        sources' own.
        - **Change costs** (Sources/Tools/WorkbenchCore/Measure/ChangeCosts, `workbench \
        changes`): each request's \
        patches are applied to a scratch copy, built and tested; lines, files and types touched \
        come from the diff, broken tests from the run. Results are stored in \
        ChangeRequests/results.json; CI applies them again (`changes --check`).
        - **Margins** (Claims/margins.json): each claim's margin, the commit that set it and the \
        first commit whose Comparison.md held its figures; `MarginProvenanceTests` checks both \
        against the history.
        - **Performance** comes from `workbench bench` in a release build \
        (Sources/Tools/WorkbenchCore/Measure/Performance): medians and middle halves of \
        interleaved samples, against \
        a baseline that draws the same frame with no architecture.
        - The roles are small (the role tables count their types): the per-role ratios are \
        directions, not measurements of large systems. The notes under each pattern say where.

        To regenerate: `scripts/compare`, or `swift run workbench compare`, which builds with \
        tests and measures the pattern tests' view counts first when they are missing or stale.
        """
}
