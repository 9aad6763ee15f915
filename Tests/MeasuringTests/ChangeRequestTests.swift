import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// Change requests as data: a request folder read and checked, its key and staleness, and what a
/// patch touches, read from the index of this package's own build.
@Suite struct ChangeRequestTests {
    static let patterns: [PatternDescriptor] = [.mvc, .mvcVariant, .mvp, .mvvm]

    /// A package folder with one MVC source file and a request `demo` whose MVC patch changes
    /// it; every other patch is `patches[file]` or empty.
    static func package(patches: [String: String] = [:], readme: String? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("changes-\(UUID().uuidString)").path
        let request = root + "/ChangeRequests/demo"
        try FileManager.default.createDirectory(
            atPath: request, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: root + "/Sources/Patterns/MVC", withIntermediateDirectories: true)
        try "struct A {\n    let a = 1\n}\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        let text =
            readme
            ?? "# Demo\n\n> Change a.\n\n**Seed claim.** Seed 000: none.\n\n"
            + "**Expected class.** MVC local; MVC variant none; MVP none; "
            + "\(PatternDescriptor.mvvm.name) none. Only MVC.\n"
        try text.write(toFile: request + "/README.md", atomically: true, encoding: .utf8)
        try "tap\n".write(toFile: request + "/script.txt", atomically: true, encoding: .utf8)
        let mvc = """
            --- a/Sources/Patterns/MVC/A.swift
            +++ b/Sources/Patterns/MVC/A.swift
            @@ -1,3 +1,3 @@
             struct A {
            -    let a = 1
            +    let a = 2
             }

            """
        for pattern in patterns {
            for file in [pattern.productionPatch, pattern.repairPatch] {
                let patch = patches[file] ?? (file == "mvc.patch" ? mvc : "")
                try patch.write(toFile: request + "/" + file, atomically: true, encoding: .utf8)
            }
        }
        if let shared = patches["shared.patch"] {
            try shared.write(toFile: request + "/shared.patch", atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func aRequestIsReadWithItsClaimItsExpectedClassesAndItsPatches() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ChangeRequest.names(root: root) == ["demo"])
        let request = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        #expect(request.title == "Demo")
        #expect(request.claim == "Seed 000: none.")
        #expect(
            request.expectedClasses
                == ["mvc": .local, "mvc-variant": .none, "mvp": .none, "mvvm": .none])
        #expect(request.changedPaths == ["Sources/Patterns/MVC/A.swift"])
        #expect(
            try request.applied(root: root)
                == ["Sources/Patterns/MVC/A.swift": "struct A {\n    let a = 2\n}\n"])
    }

    @Test func aResultIsStaleWhenItsScriptChanges() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let request = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        let result = RequestResult(
            name: "demo", title: "Demo", claim: "",
            key: request.key(root: root, toolchain: "Swift 6"),
            shared: .empty, patterns: [], suitePassed: true, framesIdentical: true,
            scriptCommands: 1)
        let path = root + "/ChangeRequests/demo/script.txt"
        try "tap\ntap\n".write(toFile: path, atomically: true, encoding: .utf8)
        let edited = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        #expect(
            edited.staleness(of: result, root: root)
                == "script.txt changed since it was measured")
    }

    @Test func aResultIsStaleWhenItsReadmeChangesButNotWhenTheToolchainDoes() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let request = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        let result = RequestResult(
            name: "demo", title: "Demo", claim: "", key: request.key(root: root, toolchain: "6"),
            shared: .empty, patterns: [], suitePassed: true, framesIdentical: true,
            scriptCommands: 1)
        #expect(
            request.key(root: root, toolchain: "7").changes(since: result.key).isEmpty,
            "the toolchain is recorded, not an input: a check measures again to compare")
        #expect(result.key.toolchain == "6")
        let readme = root + "/ChangeRequests/demo/README.md"
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        try (text + "\nMore.\n").write(toFile: readme, atomically: true, encoding: .utf8)
        let edited = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        #expect(
            edited.staleness(of: result, root: root)
                == "README.md changed since it was measured")
    }

    @Test func aFreshMeasurementNamesEveryStoredFigureItDoesNotConfirm() {
        func result(failing: [String], passed: Bool, toolchain: String = "6") -> RequestResult {
            RequestResult(
                name: "demo", title: "Demo", claim: "",
                key: StoredKey(toolchain: toolchain), shared: .empty,
                patterns: [
                    PatternChange(
                        pattern: "mvp", production: .empty, types: [], interfaces: [],
                        expected: .local, found: .local, testsFailing: failing,
                        testsNotCompiling: [], repair: .empty, testsPassAfterRepair: true)
                ], suitePassed: passed, framesIdentical: true, scriptCommands: 1)
        }
        let stored = result(failing: [], passed: true)
        let measured = result(failing: ["ShopListTests.a()"], passed: false)
        #expect(FigureDifferences.between(stored: stored, measured: stored).isEmpty)
        let elsewhere = result(failing: [], passed: true, toolchain: "6.2")
        #expect(
            FigureDifferences.between(stored: elsewhere, measured: stored).isEmpty,
            "the same figures from another toolchain are confirmed: the key is no figure")
        #expect(
            FigureDifferences.between(stored: stored, measured: measured) == [
                "patterns[mvp].testsFailing: stored [], measured [\"ShopListTests.a()\"]",
                "suitePassed: stored true, measured false",
            ])
    }

    @Test func aResultIsStaleWhenAPatchOrAFileItChangesChanges() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let request = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        let result = RequestResult(
            name: "demo", title: "Demo", claim: "",
            key: request.key(root: root, toolchain: "Swift 6"),
            shared: .empty, patterns: [], suitePassed: true, framesIdentical: true,
            scriptCommands: 1)
        #expect(request.staleness(of: result, root: root) == nil)
        #expect(
            request.key(root: root, toolchain: "Swift 6").inputs["Sources/Patterns/MVC/A.swift"]
                == SHA256.hex("struct A {\nlet a = 1\n}"))
        try "struct A {\n    let a = 1  // one\n}\n// later\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        #expect(request.staleness(of: result, root: root) == nil, "a comment stales nothing")
        try "struct A {\n    let a = 1\n}\nlet later = 2\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        #expect(
            request.staleness(of: result, root: root)
                == "Sources/Patterns/MVC/A.swift changed since it was measured")
        #expect(try request.applied(root: root).count == 1, "it still applies")
        try "struct A {\n    let a = 3\n}\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        #expect(throws: ChangeRequestError.self) { try request.applied(root: root) }
    }

    /// Each pattern's figures are keyed by what every pattern shares and its own patches, files
    /// and expected class: an edit to MVC's file stales MVC alone, so does a new class expected
    /// of MVP, a pattern without figures is stale, and an edit to the script stales every
    /// pattern.
    @Test func aPatternsFiguresAreStaleWhenItsOwnOrASharedInputChanges() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let request = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        #expect(ChangeRequest.owner(ofInput: "mvvm-kvo.patch") == .mvvmKVO)
        #expect(ChangeRequest.owner(ofInput: "mvvm-tests.patch") == .mvvm)
        #expect(ChangeRequest.owner(ofInput: "Tests/MVVMKVOTests/A.swift") == .mvvmKVO)
        #expect(ChangeRequest.owner(ofInput: "Sources/Patterns/MVVM/A.swift") == .mvvm)
        #expect(ChangeRequest.owner(ofInput: "mvp: expected class") == .mvp)
        for shared in ["shared.patch", "script.txt", "README.md", "Sources/Shared/Model/A.swift"] {
            #expect(ChangeRequest.owner(ofInput: shared) == nil, "\(shared)")
        }
        let result = RequestResult(
            name: "demo", title: "Demo", claim: "", key: request.key(root: root, toolchain: "6"),
            shared: .empty, patterns: [.mvc, .mvcVariant, .mvp].map(Self.change(in:)),
            suitePassed: true, framesIdentical: true, scriptCommands: 1)
        #expect(request.stalePatterns(of: result, root: root) == [.mvvm], "no figures of MVVM")
        try "struct A {}\n".write(
            toFile: root + "/Sources/Patterns/MVC/A.swift", atomically: true, encoding: .utf8)
        #expect(request.stalePatterns(of: result, root: root) == [.mvc, .mvvm])
        let readme = root + "/ChangeRequests/demo/README.md"
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        try text.replacingOccurrences(of: "MVP none", with: "MVP local")
            .replacingOccurrences(of: "Only MVC.", with: "Only MVC, and MVP.")
            .write(toFile: readme, atomically: true, encoding: .utf8)
        let expecting = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        #expect(
            expecting.stalePatterns(of: result, root: root) == [.mvc, .mvp, .mvvm],
            "the class expected of MVP is MVP's; the paragraph's prose moves no figure")
        try "tap\ntap\n".write(
            toFile: root + "/ChangeRequests/demo/script.txt", atomically: true, encoding: .utf8)
        let edited = try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
        #expect(edited.stalePatterns(of: result, root: root) == Self.patterns)
    }

    /// A run of some patterns replaces their figures and their own inputs' hashes, keeps every
    /// other pattern's, takes the frames from the run (it ran every executable), and cannot
    /// clear a failure of the whole suite.
    @Test func aRunOfSomePatternsIsMergedIntoTheStoredResult() {
        var old = StoredKey(toolchain: "6")
        for input in ["script.txt", "mvc.patch", "mvp.patch", "Sources/Patterns/MVP/A.swift"] {
            old.inputs[input] = "old"
        }
        var new = old
        for input in new.inputs.keys { new.inputs[input] = "new" }
        var stored = RequestResult(
            name: "demo", title: "Demo", claim: "", key: old, shared: .empty,
            patterns: [.mvc, .mvp].map(Self.change(in:)), suitePassed: false,
            framesIdentical: false, scriptCommands: 1,
            failingTests: ["MVCTests.A/a()", "MVPTests.A/b()"])
        var mvp = Self.change(in: .mvp)
        mvp.repair = PatchSize(files: [
            FileLines(path: "Tests/MVPTests/A.swift", added: 1, removed: 0)
        ])
        let partial = RequestResult(
            name: "demo", title: "Demo", claim: "", key: new, shared: .empty, patterns: [mvp],
            suitePassed: true, framesIdentical: true, scriptCommands: 1, failingTests: [])

        var merged = stored.merging(partial)
        #expect(merged.patterns.map(\.pattern) == ["mvc", "mvp"])
        #expect(merged.change(in: "mvp")?.repair.added == 1)
        #expect(merged.key.inputs["mvc.patch"] == "old" && merged.key.inputs["mvp.patch"] == "new")
        #expect(merged.key.inputs["Sources/Patterns/MVP/A.swift"] == "new")
        #expect(merged.key.inputs["script.txt"] == "new")
        #expect(merged.failingTests == ["MVCTests.A/a()"] && !merged.suitePassed)
        #expect(merged.framesIdentical)

        stored.suitePassed = true
        stored.failingTests = []
        merged = stored.merging(partial)
        #expect(merged.suitePassed && merged.failingTests == [])
    }

    /// A pattern's figures with nothing measured: only its name matters to the tests above.
    static func change(in pattern: PatternDescriptor) -> PatternChange {
        PatternChange(
            pattern: pattern.command, production: .empty, types: [], interfaces: [],
            expected: .none, found: .none, testsFailing: [], testsNotCompiling: [],
            repair: .empty, testsPassAfterRepair: true)
    }

    @Test func aPatchMayChangeOnlyItsOwnFolders() throws {
        let intoMVP = """
            --- a/Sources/Patterns/MVP/B.swift
            +++ b/Sources/Patterns/MVP/B.swift
            @@ -1 +1 @@
            -a
            +b

            """
        for (file, expected) in [
            (
                "mvc.patch",
                "demo: mvc.patch changes Sources/Patterns/MVP/B.swift, but it may only change Sources/Patterns/MVC/"
            ),
            (
                "shared.patch",
                "demo: shared.patch changes Sources/Patterns/MVP/B.swift, but it is the shared part: it may not change MVP's folders"
            ),
            (
                "mvp-tests.patch",
                "demo: mvp-tests.patch changes Sources/Patterns/MVP/B.swift, but it may only change Tests/MVPTests/"
            ),
        ] {
            let root = try Self.package(patches: [file: intoMVP])
            defer { try? FileManager.default.removeItem(atPath: root) }
            #expect(throws: ChangeRequestError(expected)) {
                try ChangeRequest(name: "demo", root: root, patterns: Self.patterns)
            }
        }
    }

    @Test func theExpectedClassIsOneForAllOrOnePerPattern() throws {
        #expect(
            try ChangeRequest.expectedClasses(
                in: "non-local: the view and the controller.", patterns: Self.patterns,
                request: "x") == [
                    "mvc": .nonLocal, "mvc-variant": .nonLocal, "mvp": .nonLocal, "mvvm": .nonLocal,
                ])
        #expect(
            try ChangeRequest.expectedClasses(
                in: "MVC local; MVC variant non-local; MVP architectural; "
                    + "\(PatternDescriptor.mvvm.name) none. Why.",
                patterns: Self.patterns, request: "x")
                == ["mvc": .local, "mvc-variant": .nonLocal, "mvp": .architectural, "mvvm": .none])
        #expect(throws: ChangeRequestError.self) {
            try ChangeRequest.expectedClasses(
                in: "MVC local; MVP architectural. Two only.", patterns: Self.patterns,
                request: "x")
        }
    }

    // MARK: - What a patch touches, from the index of this build

    /// A patch that rewrites `line` of `file` as `replacement` (as it is, by default), and adds
    /// a comment under it.
    static func rewrite(
        _ line: String, as replacement: String? = nil, in file: String, headerOff: Int = 0
    ) throws -> UnifiedDiff {
        let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let number = try #require(lines.firstIndex { $0 == line }) + 1 + headerOff
        return try UnifiedDiff(
            parsing: """
                --- a/\(file)
                +++ b/\(file)
                @@ -\(number),1 +\(number),2 @@
                -\(line)
                +\(replacement ?? line)
                +    // a comment line touches no type

                """, name: "test.patch")
    }

    @Test func aProtocolRequirementIsAnInterfaceBetweenRoles() throws {
        let index = try DeclarationIndex(
            storePath: build.indexStore, root: packageRoot, module: "MVP")
        let patch = try Self.rewrite(
            "    func set(validity: String)", as: "    func set(validity: String?)",
            in: "Sources/Patterns/MVP/Profile/ProfileView.swift")
        let touches = ChangeTouches(patch: patch, module: "MVP", before: index, after: index)
        #expect(
            touches.types == [
                TouchedType(
                    name: "ProfileView", role: "view", change: .changed, added: 1, removed: 1)
            ])
        #expect(touches.interfaces == ["MVP.ProfileView.set(validity:)"])
        #expect(touches.changeClass(productionLines: 3) == .architectural)
    }

    /// Pinned to the committed `ProfileView` (the requirement two lines below `set(validity:)`),
    /// which a change request's copy may change (phone-field adds a requirement there).
    @Test(.enabled(if: isThePackageItself, "reads the committed MVP profile view"))
    func aHunkWrittenLinesAwayIsReadWhereItApplies() throws {
        let file = "Sources/Patterns/MVP/Profile/ProfileView.swift"
        let index = try DeclarationIndex(
            storePath: build.indexStore, root: packageRoot, module: "MVP")
        let patch = try Self.rewrite(
            "    func set(validity: String)", as: "    func set(validity: String?)", in: file,
            headerOff: 2)
        // Read at the lines its header names, the change is charged to the requirement two lines
        // below.
        let asWritten = ChangeTouches(patch: patch, module: "MVP", before: index, after: index)
        #expect(asWritten.interfaces == ["MVP.ProfileView.set(notice:)"])
        let placed = patch.placed(in: .disk(packageRoot), patch: "test.patch", base: nil)
        let touches = ChangeTouches(patch: placed, module: "MVP", before: index, after: index)
        #expect(touches.interfaces == ["MVP.ProfileView.set(validity:)"])
    }

    @Test func aLineInsideAMethodTouchesItsTypeAndNoInterface() throws {
        let index = try DeclarationIndex(
            storePath: build.indexStore, root: packageRoot, module: "MVC")
        let patch = try Self.rewrite(
            "        tapCount += 1", in: "Sources/Patterns/MVC/AppCard/AppCardViewController.swift")
        let touches = ChangeTouches(patch: patch, module: "MVC", before: index, after: index)
        #expect(
            touches.types == [
                TouchedType(
                    name: "AppCardViewController", role: "controller", change: .changed, added: 1,
                    removed: 1)
            ])
        #expect(touches.interfaces.isEmpty)
        #expect(touches.changeClass(productionLines: 3) == .local)
    }

    /// What rewriting one line of an MVVM file touches, read on the package's own index.
    static func mvvmTouches(rewriting line: String, as new: String, in file: String) throws
        -> ChangeTouches
    {
        let index = try DeclarationIndex(
            storePath: build.indexStore, root: packageRoot, module: "MVVM")
        let patch = try Self.rewrite(line, as: new, in: file)
        return ChangeTouches(patch: patch, module: "MVVM", before: index, after: index)
    }

    static let cardViewModel = "Sources/Patterns/MVVM/AppCard/AppCardViewModel.swift"

    @Test func aViewModelOutputTheViewReadsIsAnInterface() throws {
        let touches = try Self.mvvmTouches(
            rewriting: "    public private(set) var feedback = \"Tap the card\"",
            as: "    public var feedback = \"Tap the card\"", in: Self.cardViewModel)
        #expect(touches.types.map(\.role) == ["view model"])
        #expect(touches.interfaces == ["MVVM.AppCardViewModel.feedback"])
    }

    @Test func aBodyOnlyEditOfAOneLineMemberIsNoInterface() throws {
        let file = "Sources/Patterns/MVVM/ShopList/ProductRowViewModel.swift"
        let line = "    public var name: String { product.name }"
        let touches = try Self.mvvmTouches(
            rewriting: line, as: "    public var name: String { product.name.capitalized }",
            in: file)
        #expect(touches.types.map(\.name) == ["ProductRowViewModel"])
        #expect(touches.interfaces.isEmpty, "the cell reads `name`, but only its body changed")
        #expect(touches.changeClass(productionLines: 3) == .local)

        let type = try Self.mvvmTouches(
            rewriting: line, as: "    public var name: String? { product.name }", in: file)
        #expect(
            type.interfaces == ["MVVM.ProductRowViewModel.name"], "its type is what the cell sees")
    }

    /// The probe request's case: an untyped stored property whose initial value changes, and
    /// nothing else (name, type, access), is no interface: the view sees the same property.
    @Test func anUntypedPropertysNewInitialValueIsNoInterface() throws {
        let touches = try Self.mvvmTouches(
            rewriting: "    public private(set) var feedback = \"Tap the card\"",
            as: "    public private(set) var feedback = AppCardViewModel.noTaps",
            in: Self.cardViewModel)
        #expect(touches.types.map(\.role) == ["view model"])
        #expect(touches.interfaces.isEmpty, "only the initial value changed")
        #expect(touches.changeClass(productionLines: 3) == .local)
        #expect(
            ChangeTouches.declarationHead("var x = \"a\"", typeKnown: true)
                == ChangeTouches.declarationHead("var x = Self.a", typeKnown: true))
    }

    @Test func theHeadOfADeclarationLeavesOutItsBodyAndAWrittenOutTypesValue() {
        #expect(ChangeTouches.declarationHead("  var x: Int { 1 }  // one") == "var x: Int")
        #expect(ChangeTouches.declarationHead("var x: Int = 1") == "var x: Int")
        #expect(
            ChangeTouches.declarationHead("var x = 1") == "var x = 1", "the value gives the type")
        #expect(
            ChangeTouches.declarationHead("func f(g: () -> Void = {}) -> Int { 2 }")
                == "func f(g: () -> Void = {}) -> Int")
        #expect(ChangeTouches.declarationHead("let s = \"{\" + t") == "let s = \"{\" + t")
    }
}
