import Foundation
import Harness
import PatternCatalog
import Testing
import WorkbenchKit

/// End-to-end: the four executables run on scripts, whole output compared.
@Suite struct ExecutableTests {
    static let card = """
        App
        ────────────────────────────────────────
                        ┌──────┐
                        │  QQ  │
                        └──────┘
                           QQ
        """

    @Test(arguments: PatternDescriptor.all)
    func aScriptPrintsTheFrameAfterEachCommand(pattern: PatternDescriptor) throws {
        let script = """
            # comments and blank lines are skipped

            select 2
            rename 2 商品🍎 with a very long name indeed
            tap
            """
        let result = try run(pattern, ["--rows", "3"], input: script)
        #expect(
            result.stdout == """
                > select 2
                Shop · 20 items               [ Reload ]
                ────────────────────────────────────────
                  Product 1                       ¥19.00
                ▸ Product 2                       ¥19.10
                  Product 3                       ¥19.20
                rows 1–3 of 20
                Selected: Product 2 · ¥19.10

                \(Self.card)
                              Tap the card
                ═══ ▸ Shop ═════ Profile ════ Search ═══

                > rename 2 商品🍎 with a very long name indeed
                Shop · 20 items               [ Reload ]
                ────────────────────────────────────────
                  Product 1                       ¥19.00
                ▸ 商品🍎 with a very long name i… ¥19.10
                  Product 3                       ¥19.20
                rows 1–3 of 20
                Selected: 商品🍎 with a very long name …

                \(Self.card)
                              Tap the card
                ═══ ▸ Shop ═════ Profile ════ Search ═══

                > tap
                Shop · 20 items               [ Reload ]
                ────────────────────────────────────────
                  Product 1                       ¥19.00
                ▸ 商品🍎 with a very long name i… ¥19.10
                  Product 3                       ¥19.20
                rows 1–3 of 20
                Selected: 商品🍎 with a very long name …

                \(Self.card)
                             Tapped 1 time
                ═══ ▸ Shop ═════ Profile ════ Search ═══


                """)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test(arguments: PatternDescriptor.all)
    func oneVisibleRowIsNamedAsTheTableShowsIt(pattern: PatternDescriptor) throws {
        let result = try run(pattern, ["--rows", "1"], input: "select 20\n")
        #expect(
            result.stdout == """
                > select 20
                Shop · 20 items               [ Reload ]
                ────────────────────────────────────────
                ▸ Product 20                      ¥20.90
                row 20 of 20
                Selected: Product 20 · ¥20.90

                \(Self.card)
                              Tap the card
                ═══ ▸ Shop ═════ Profile ════ Search ═══


                """)
        #expect(result.status == 0)
    }

    /// Empty input, or only blank lines and comments, shows the screens as they start.
    @Test(arguments: PatternDescriptor.all)
    func aScriptWithNoCommandsPrintsTheFirstFrame(pattern: PatternDescriptor) throws {
        let shown = try run(pattern, input: "show\n")
        let emptyFile = try temporaryFile("")
        defer { try? FileManager.default.removeItem(atPath: emptyFile) }

        let runs = [
            try run(pattern, input: ""), try run(pattern, input: "\n# only a comment\n\n"),
            try run(pattern, ["--script", emptyFile]),
        ]

        #expect(shown.stdout.hasPrefix("> show\nShop · 20 items"))
        let firstFrame = String(shown.stdout.dropFirst("> show\n".count))
        for result in runs {
            #expect(result == RunResult(stdout: firstFrame, stderr: "", status: 0))
        }
    }

    @Test(arguments: PatternDescriptor.all)
    func aFailedLoadShowsAnErrorAndReloadRecovers(pattern: PatternDescriptor) throws {
        let result = try run(
            pattern, ["--rows", "2", "--script", "-"], input: "fail\nreload\nreload\n")
        let frames = result.stdout.components(separatedBy: "\n\n> ")
        #expect(frames.count == 3)
        #expect(
            frames[1].hasPrefix(
                """
                reload
                Shop                          [ Reload ]
                ────────────────────────────────────────
                Load failed: the connection was lost
                Tap Reload to try again.

                """))
        #expect(frames[2].hasPrefix("reload\nShop · 20 items"))
        #expect(result.status == 0)
    }

    @Test(arguments: PatternDescriptor.all)
    func badLinesAreReportedWithTheirNumbersAndTheScriptGoesOn(pattern: PatternDescriptor) throws {
        let script = """
            select 21
            select 0
            scroll 99
            rename 42 Nobody
            price 1 19,99
            price 1 -1
            add 1.00
            remove x
            app-name
            bogus
            tap now
            tap
            """
        let result = try run(pattern, input: script)
        let program = pattern.command
        #expect(
            result.stderr == """
                \(program): line 1: select: there is no row 21: the table has 20 rows (rows 1 to 20)
                \(program): line 2: select: '0' is out of range (a row number is from 1 to 1000000)
                \(program): line 3: scroll: there is no row 99: the table has 20 rows (rows 1 to 20)
                \(program): line 4: rename: there is no row 42: the table has 20 rows (rows 1 to 20)
                \(program): line 5: price: '19,99' is not a price (write it like 19.10)
                \(program): line 6: price: '-1' is out of range (prices are 0 to 999999.99)
                \(program): line 7: add: missing NAME (add DECIMAL NAME, e.g. add 2.50 Tea)
                \(program): line 8: remove: 'x' is not a row number (a whole number from 1 to 1000000)
                \(program): line 9: app-name: missing NAME (app-name NAME, e.g. app-name WeChat)
                \(program): line 10: bogus: unknown command (type 'help' for the list)
                \(program): line 11: tap: unexpected 'now' at the end (just 'tap')

                """)
        #expect(result.stdout.hasPrefix("> tap\n"))  // only the good line printed a frame
        #expect(result.stdout.contains("Tapped 1 time"))
        #expect(result.status == 65)
    }

    @Test(arguments: PatternDescriptor.all)
    func quitStopsTheScriptAndHelpListsTheCommands(pattern: PatternDescriptor) throws {
        let result = try run(pattern, input: "help\nquit\nbogus\n")
        #expect(result.stdout == Command.reference + "\n")
        #expect(result.status == 0)
    }

    @Test(arguments: PatternDescriptor.all)
    func aCatalogFileIsLoadedAndABadOneRefusedWithExitStatus65(pattern: PatternDescriptor) throws {
        let good = try temporaryFile(
            #"{"app": {"name": "微信", "image": "We Chat"}, "products": [{"id": 4, "name": "茶", "price": "2.5"}]}"#,
            suffix: ".json")
        let loaded = try run(pattern, ["--catalog", good], input: "show\n")
        #expect(
            loaded.stdout == """
                > show
                Shop · 1 item                 [ Reload ]
                ────────────────────────────────────────
                  茶                               ¥2.50
                row 1 of 1
                Tap a row to see its details.

                App
                ────────────────────────────────────────
                                ┌──────┐
                                │  WC  │
                                └──────┘
                                  微信
                              Tap the card
                ═══ ▸ Shop ═════ Profile ════ Search ═══


                """)
        let empty = try temporaryFile(#"{"app": {"name": "QQ", "image": "QQ"}, "products": []}"#)
        let emptyRun = try run(pattern, ["--catalog", empty, "--rows", "2"], input: "show\n")
        #expect(
            emptyRun.stdout.contains(
                "Shop · 0 items                [ Reload ]\n"
                    + "────────────────────────────────────────\nNo products yet.\n\nApp"))

        let bad = try temporaryFile(#"{"app": {"name": "QQ", "image": "QQ"}}"#)
        let refused = try run(pattern, ["--catalog", bad], input: "show\n")
        #expect(
            refused
                == RunResult(
                    stdout: "",
                    stderr: "\(pattern.command): \(bad):1:1: products: missing (add it, like "
                        + #""products": [{"id": 1, "name": "Tea", "price": "2.50"}]; "#
                        + "the format is in docs/catalog.md)\n",
                    status: 65))
    }

    /// The README's example catalog, docs/example-catalog.json, loads as it stands.
    @Test(arguments: PatternDescriptor.all)
    func theExampleCatalogInDocsLoads(pattern: PatternDescriptor) throws {
        let result = try run(
            pattern, ["--catalog", "docs/example-catalog.json"], input: "show\ntab profile\n")

        #expect(
            result.stdout == """
                > show
                Shop · 5 items                [ Reload ]
                ────────────────────────────────────────
                  Sencha                          ¥12.50
                  Longjing 龙井                   ¥38.00
                  Earl Grey                        ¥9.90
                  Pu-erh cake                    ¥120.00
                  Jasmine pearls                  ¥26.80
                rows 1–5 of 5
                Tap a row to see its details.

                App
                ────────────────────────────────────────
                                ┌──────┐
                                │  TH  │
                                └──────┘
                               Tea House
                              Tap the card
                ═══ ▸ Shop ═════ Profile ════ Search ═══

                > tab profile
                Profile
                ────────────────────────────────────────
                Rear Admiral Grace Hopper
                Sunday December 9, 1906
                grace@example.org

                First name [Grace                      ]
                Last name  [Hopper                     ]
                E-mail     [grace@example.org          ]
                           ✓ valid
                No changes to save.             [-Save-]
                ════ Shop ═════ ▸ Profile ═══ Search ═══


                """)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test(arguments: PatternDescriptor.all)
    func usageErrorsExitWith64(pattern: PatternDescriptor) throws {
        let program = pattern.command
        let cases: [([String], String)] = [
            (["--bogus"], "\(program): unknown option '--bogus' (see --help)\n"),
            (["extra"], "\(program): unexpected argument 'extra' (see --help)\n"),
            (
                ["--rows", "0"],
                "\(program): --rows takes a whole number from 1 to 100, not '0' (see --help)\n"
            ),
            (["--rows"], "\(program): --rows needs a value (see --help)\n"),
            (["--catalog"], "\(program): --catalog needs a value (see --help)\n"),
        ]
        for (arguments, message) in cases {
            #expect(
                try run(pattern, arguments) == RunResult(stdout: "", stderr: message, status: 64))
        }
    }

    @Test(arguments: PatternDescriptor.all)
    func helpNamesThePatternAndWhereItsCodeLives(pattern: PatternDescriptor) throws {
        let result = try run(pattern, ["--help"])
        #expect(result.stdout.hasPrefix("Usage: \(pattern.command) [options]\n"))
        #expect(
            result.stdout.contains(
                "built with \(pattern.name) (code in \(pattern.folder))"))
        #expect(result.status == 0)
    }

    /// The point of the workbench: the same script gives the same bytes in every pattern.
    @Test func everyPatternPrintsTheSameBytesForTheSameScript() throws {
        let script = """
            select 3
            rename 3 商品🍎 with a very long name
            price 3 1.5
            scroll 15
            select 20
            add 3.33 New thing
            remove 20
            select 99
            tap
            tap
            app-name WeChat
            app-image We Chat
            remove 4242
            fail
            reload
            rename 6 Five
            reload
            """
        let results = try PatternDescriptor.all.map {
            try run($0, ["--rows", "4"], input: script).withoutProgramName($0)
        }
        for (pattern, result) in zip(PatternDescriptor.all, results).dropFirst() {
            #expect(result == results[0], "\(pattern.name) differs from MVC")
        }
        #expect(results[0].stderr.hasPrefix("PROGRAM: line 8: select: there is no row 99"))
        #expect(results[0].status == 65)
        #expect(results[0].stdout.components(separatedBy: "\n> ").count == 15)
    }
}
