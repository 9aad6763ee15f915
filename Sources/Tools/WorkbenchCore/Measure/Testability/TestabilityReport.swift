import Foundation

/// How testable each pattern is, measured on the most direct unit test of each behaviour that
/// the pattern allows (Tests/<Pattern>Tests, same test names in all four).
///
/// Per test: the toolkit views it created while it ran (the toolkit's own counter, switched on
/// by the workbench's measuring run, which runs each test alone in a process of its own and
/// records its count in the build's products folder, `PackageBuild.testabilityFolder`; nothing in
/// the tests measures), the facts it checks (its source: the comments of its expectations,
/// `BehaviourSpec`), the production types and test doubles it refers to (the compiler's index),
/// the code lines before its first assertion (source text), whether it reads its result out of
/// toolkit views (a label's text, a cell's configuration, a control's state) or off typed values,
/// and whether it needs the toolkit at all.
package struct TestabilityReport: Sendable, Codable {
    /// The behaviours, in the order the report shows them (`Tests/behaviours.json`); each is a
    /// test of that name in every pattern.
    package var behaviours: [BehaviourSpec]

    package struct TestFigures: Sendable, Codable {
        package var behaviour: String
        /// The screen the behaviour belongs to.
        package var screen: String
        /// Where the test is.
        package var location: Location
        /// Toolkit views created while it ran; nil (JSON `null`) when no record of a run was
        /// found.
        package var views: Int?
        /// The facts the behaviour requires (`BehaviourSpec.facts`), and those the test's
        /// expectations check (from its source).
        package var factsRequired: [String]
        package var factsChecked: [String]
        /// The pattern's and the model's types it refers to.
        package var productionTypes: [String]
        /// The toolkit's types it refers to, counted apart: the toolkit stands for UIKit.
        package var toolkitTypes: [String]
        package var testDoubles: [String]
        package var setupLines: Int
        package var assertsOnRenderedText: Bool
        package var needsToolkit: Bool
        /// The test's source, for side-by-side reading.
        package var source: String
    }

    package struct PatternSummary: Sendable, Codable {
        package var module: String
        package var tests: [TestFigures]
        /// Behaviours whose test created no view, of those measured.
        package var zeroViewTests: Int
        package var medianProductionTypes: Double
        package var medianToolkitTypes: Double
        package var medianSetupLines: Double
        package var renderedTextTests: Int
        package var typedValueTests: Int
        package var missing: [String]
    }

    package var patterns: [PatternSummary]
    /// Where the view counts come from: the records of a test run, or why some are not
    /// measured (no record of a run of those tests in this build).
    package var viewCounts: String

    /// Test modules are the pattern modules' names with `Tests` after them; the behaviours are
    /// those `Tests/behaviours.json` under `root` lists. View counts are read from the records in
    /// `records` (a build's `PackageBuild.testabilityFolder`); with none (nil), every view count
    /// is "not measured", for the reason given.
    package init(
        functions: [FunctionFacts], root: String, records: String?,
        notMeasuredBecause reason: String? = nil,
        patterns modules: [String] = ArchitectureRules.patternModules
    ) throws(BehaviourListError) {
        let behaviours = try BehaviourSpec.load(root: root)
        self.behaviours = behaviours
        patterns = modules.map { module in
            Self.summary(
                module: module, behaviours: behaviours,
                functions: functions.filter { $0.module == module + "Tests" }, root: root,
                records: records)
        }
        let unmeasured = patterns.flatMap(\.tests).filter { $0.views == nil }.count
        if unmeasured == 0 {
            viewCounts = "recorded by the measuring run"
        } else if records == nil, let reason {
            viewCounts = "not measured: \(reason)"
        } else {
            viewCounts =
                "not measured for \(unmeasured) tests: no record of a run of them in this build; "
                + "run `\(Self.measureCommand)` to measure them"
        }
    }

    /// The command whose measuring run records the view counts, when they are missing or stale.
    package static let measureCommand = "swift run workbench metrics"

    static func summary(
        module: String, behaviours: [BehaviourSpec], functions: [FunctionFacts], root: String,
        records: String?
    ) -> PatternSummary {
        var tests: [TestFigures] = []
        var missing: [String] = []
        let production = [module + ".", "Model."]
        for spec in behaviours {
            let behaviour = spec.behaviour
            guard let function = functions.first(where: { $0.name == behaviour + "()" }) else {
                missing.append(behaviour)
                continue
            }
            let text =
                (try? String(contentsOfFile: root + "/" + function.location.file, encoding: .utf8))
                ?? ""
            let source = SourceMeasures.functionSource(text, from: function.location.line)
            let types = function.referencedTypes.filter { $0 != function.owner }
            let productionTypes = types.filter { name in production.contains { name.hasPrefix($0) }
            }
            let toolkitTypes = types.filter { $0.hasPrefix("TextUI.") }
            let doubles = types.filter { name in
                name.hasPrefix(module + "Tests.")
                    || (name.hasPrefix("BehaviourTesting.") && name.hasSuffix("Service"))
            }
            // What a widget shows: a label, a cell, an image view, or a control's state.
            let rendered =
                types.contains("TextUI.Label") || types.contains("TextUI.TableViewCell")
                || types.contains("TextUI.ImageView") || types.contains("TextUI.Button")
                || types.contains("TextUI.Control")
            let views = records.flatMap {
                Self.recordedViews(in: $0, module: module, behaviour: behaviour)
            }
            tests.append(
                TestFigures(
                    behaviour: behaviour, screen: spec.screen, location: function.location,
                    views: views, factsRequired: spec.facts,
                    factsChecked: spec.checkedFacts(in: source),
                    productionTypes: productionTypes, toolkitTypes: toolkitTypes,
                    testDoubles: doubles,
                    setupLines: Self.setupLines(source), assertsOnRenderedText: rendered,
                    needsToolkit: (views ?? 0) > 0 || types.contains { $0.hasPrefix("TextUI.") },
                    source: source))
        }
        let measured = tests.compactMap(\.views)
        return PatternSummary(
            module: module, tests: tests, zeroViewTests: measured.filter { $0 == 0 }.count,
            medianProductionTypes: median(tests.map { Double($0.productionTypes.count) }),
            medianToolkitTypes: median(tests.map { Double($0.toolkitTypes.count) }),
            medianSetupLines: median(tests.map { Double($0.setupLines) }),
            renderedTextTests: tests.filter(\.assertsOnRenderedText).count,
            typedValueTests: tests.filter { !$0.assertsOnRenderedText }.count, missing: missing)
    }

    /// The views a run of `module`'s test of `behaviour` created, as the measuring run recorded
    /// them (`ViewCountRecord`), if any run did.
    static func recordedViews(in records: String, module: String, behaviour: String) -> Int? {
        ViewCountRecord.read(in: records, module: module, behaviour: behaviour)?.views
    }
    /// Logical lines of the test's body before the first assertion, not counting the
    /// declaration. A statement wrapped over several lines counts once, so the formatter's line
    /// breaks do not move the figure.
    package static func setupLines(_ source: String) -> Int {
        var count = 0
        var previous = ""
        for line in source.split(separator: "\n").dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.contains("#expect") || trimmed.contains("#require") { break }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let continues =
                ["(", ",", "[", "="].contains { previous.hasSuffix($0) }
                || [")", "]", ".", "&&", "||", "?", ":"].contains { trimmed.hasPrefix($0) }
            if !continues { count += 1 }
            previous = trimmed
        }
        return count
    }

    /// The median of `values`, 0 for none.
    package static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2)
            ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Where each pattern's records of `behaviours` are, for the freshness check:
    /// `records/<module>/<test>.json`.
    package static func recordPaths(in records: String, behaviours: [BehaviourSpec]) -> [String] {
        ArchitectureRules.patternModules.flatMap { module in
            behaviours.map {
                ViewCountRecord.path(in: records, module: module, behaviour: $0.behaviour)
            }
        }
    }

    /// Whether every test has a record of a run (else the view counts are missing).
    package var isComplete: Bool {
        patterns.allSatisfy { $0.missing.isEmpty && $0.tests.allSatisfy { $0.views != nil } }
    }

    package func json() throws -> String {
        try reportJSON()
    }
}

extension TestabilityReport.TestFigures {
    /// Encodes every key, `views` as `null` when it was not measured, so that a report is never
    /// silently smaller.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(behaviour, forKey: .behaviour)
        try container.encode(screen, forKey: .screen)
        try container.encode(location, forKey: .location)
        try container.encode(views, forKey: .views)
        try container.encode(factsRequired, forKey: .factsRequired)
        try container.encode(factsChecked, forKey: .factsChecked)
        try container.encode(productionTypes, forKey: .productionTypes)
        try container.encode(testDoubles, forKey: .testDoubles)
        try container.encode(setupLines, forKey: .setupLines)
        try container.encode(assertsOnRenderedText, forKey: .assertsOnRenderedText)
        try container.encode(needsToolkit, forKey: .needsToolkit)
        try container.encode(source, forKey: .source)
    }
}
