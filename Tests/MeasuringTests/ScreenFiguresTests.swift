import Foundation
import Harness
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// Per-screen figures: the profile measured on its own, and the binding path they report.
@Suite struct ScreenFiguresTests {
    @Test func theBindingPathCountsTheTypesBetweenFieldAndModel() {
        let pieces = graph(
            [
                ("P.Field", .class, "Role.View"), ("P.Middle", .class, "Role.Presenter"),
                ("P.Owner", .class, "Role.Presenter"), ("TextUI.TextField", .class, nil),
                ("Model.Person", .struct, nil),
            ],
            [
                ("P.Field", "TextUI.TextField"), ("P.Field", "P.Middle"), ("P.Owner", "P.Middle"),
                ("P.Owner", "Model.Person"),
            ])
        let figures = ScreenFigures(module: "P", screen: "", graph: pieces, root: "/nowhere")
        #expect(figures.bindingTypes == 3, "Field, Middle, Owner")
        #expect(figures.types == 3)
    }

    @Test func theProfileFiguresAgreeWithTheCode() throws {
        let graph = try packageGraph()
        func profile(_ module: String) -> ScreenFigures {
            ScreenFigures(module: module, screen: "Profile", graph: graph, root: packageRoot)
        }
        #expect(profile("MVC").bindingTypes == 1, "the controller copies both ways itself")
        #expect(profile("MVCVariant").viewToModel > 0, "the form view owns its Person")
        #expect(profile("MVP").bindingTypes == 2, "view controller, then presenter")
        #expect(profile("MVVM").bindingTypes == 2, "view, then view model")
        #expect(profile("MVVM").viewToModel == 0)
        #expect(profile("MVC").codeLines > 0)
    }
}

/// Every figure that counts a pattern's code counts its folder, all of it and nothing else: for
/// every pattern and every screen, its roles' code lines add up to a plain count of the Swift
/// files in `Sources/Patterns/<Pattern>/<Screen>/`, read from the disk without the index; no
/// file outside the folder (a test that extends a controller) is counted.
@Suite struct FolderTotalsTests {
    /// Lines that are neither blank nor only a `//` comment, in every Swift file under `folder`.
    static func plainCount(_ folder: String) -> Int {
        let path = packageRoot + "/" + folder
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        return files.reduce(0) { total, file in
            let text = (try? String(contentsOfFile: path + file, encoding: .utf8)) ?? ""
            return total
                + text.split(separator: "\n").filter {
                    let line = $0.trimmingCharacters(in: .whitespaces)
                    return !line.isEmpty && !line.hasPrefix("//")
                }.count
        }
    }

    @Test(arguments: PatternDescriptor.all)
    func rolesAddUpToTheFolder(pattern: PatternDescriptor) throws {
        let graph = try packageGraph()
        let code = PatternGraph(module: pattern.module, graph: graph)
        let screens = ScreenFigures.screens(in: graph, modules: [pattern.module])
        #expect(screens.count == 5, "\(pattern.name): \(screens)")
        for screen in screens + [""] {
            let folder = code.folder + (screen.isEmpty ? "" : screen + "/")
            let figures = ScreenFigures(
                module: pattern.module, screen: screen, graph: graph, root: packageRoot)
            let roles = figures.roleSource.values.reduce(0) { $0 + $1.codeLines }
            let plain = Self.plainCount(folder)
            #expect(figures.codeLines == plain, "\(folder): \(figures.codeLines) against \(plain)")
            #expect(roles == plain, "\(folder): its roles hold \(roles), the folder \(plain)")
            for role in figures.roleSource.keys {
                let outside = code.files(of: role, under: folder).filter { !$0.hasPrefix(folder) }
                #expect(outside.isEmpty, "\(folder) \(role): \(outside)")
            }
        }
        let metrics = PatternMetrics(code, root: packageRoot)
        let ownRoles = metrics.roles.filter { !SharedCore.isCoreRole($0.role) }
        #expect(
            ownRoles.reduce(0) { $0 + $1.source.codeLines } == Self.plainCount(code.folder),
            "\(pattern.name): the role table's code lines against its folder")
        for role in ownRoles {
            #expect(role.files.allSatisfy { $0.hasPrefix(code.folder) }, "\(role.files)")
        }
    }
}
