import Roles

@testable import Tracing

/// Types that declare roles, for the made-up recordings to name.
final class FakePresenter: Role.Presenter {}
final class FakeView: Role.View {}
final class FakeViewModel: Role.ViewModel {}

/// The module these tests are in: it plays a pattern's module.
let testModule = "TracingTests"

/// A recording made up from an outline: one call per line, `Module|demangled name`, indented one
/// space per call depth.
@MainActor
func recording(_ outline: String) -> CallTree {
    var entries: [CallRecorder.Entry] = []
    var names: [Int: FunctionNames.Name] = [:]
    var functions: [String: Int] = [:]
    var open: [Int] = []  // the entry at each depth
    for line in outline.split(separator: "\n") {
        let depth = line.prefix { $0 == " " }.count
        let parts = line.dropFirst(depth).split(separator: "|", maxSplits: 1).map(String.init)
        let key = parts.joined(separator: "|")
        let function = functions[key] ?? functions.count
        functions[key] = function
        names[function] = FunctionNames.Name(
            linkage: "$s\(parts[0].count)\(parts[0])\(function)", module: parts[0],
            simplified: parts[1])
        open = Array(open.prefix(depth))
        entries.append(CallRecorder.Entry(function: function, parent: open.last))
        open.append(entries.count - 1)
    }
    return CallTree(
        entries: entries, names: names, patternModules: [testModule], roles: RoleLookup())
}

/// A tap on a row, as MVP handles it.
let tapOutline = """
    Harness|Session.carryOut(_:)
     Harness|Session.tableOfTheTab.getter
     TextUI|Window.touchRow(_:inTable:)
      TextUI|Window.find(_:)
       TextUI|Window.layOut()
        TextUI|View.updatePropertiesInSubtree()
      TextUI|TableView.touch(row:)
       TracingTests|protocol witness for TableViewDelegate.tableView(_:didSelectRowAt:) in conformance FakeView
        TracingTests|FakeView.tableView(_:didSelectRowAt:)
         TracingTests|FakePresenter.rowSelected(at:)
          Model|Store.product(withID:)
           Model|closure #1 in Store.product(withID:)
          TracingTests|outlined copy of FakePresenter.Phase
          TracingTests|protocol witness for FakeViewProtocol.set(detail:) in conformance FakeView
           TracingTests|FakeView.set(detail:)
            TextUI|Label.text.setter
             TextUI|View.setNeedsLayout()
    """

/// A store change that two observers hear, and a read the runner makes for itself.
let renameOutline = """
    Harness|Session.carryOut(_:)
     Model|Store.products.getter
     Model|Store.renameProduct(id:to:)
      Model|Store.position(of:)
      Model|Store.notify(_:)
       TracingTests|partial apply for closure #1 in FakePresenter.viewDidLoad()
        TracingTests|closure #1 in FakePresenter.viewDidLoad()
         TracingTests|FakePresenter.storeDidChange()
          TextUI|Label.text.setter
       TracingTests|partial apply for closure #1 in FakePresenter.viewDidLoad()
        TracingTests|closure #1 in FakePresenter.viewDidLoad()
         TracingTests|FakePresenter.storeDidChange()
          TextUI|Label.text.setter
     Model|ManualClock.advance(by:)
    """

/// A store change an `@Observable` view model publishes, which the view binds in the next
/// layout pass.
let bindingOutline = """
    Model|Store.renameProduct(id:to:)
     Model|Store.notify(_:)
      TracingTests|closure #1 in FakeViewModel.viewDidLoad()
       TracingTests|FakeViewModel.title.setter
        TracingTests|FakeViewModel.withMutation<A, B>(keyPath:_:)
         TextUI|closure #1 in implicit closure #1 in static ObservationTracking.run(_:replacing:onChange:)
          TextUI|ObservationTracking.changed()
           TextUI|closure #1 in PropertyUpdating.runPropertyUpdateIfNeeded()
            TextUI|ViewController.setNeedsUpdateProperties()
         TracingTests|closure #1 in FakeViewModel.title.setter
    Harness|Session.frame(color:)
     TextUI|Window.render(color:)
      TextUI|Window.layOut()
       TextUI|View.updatePropertiesInSubtree()
        TracingTests|protocol witness for PropertyUpdating.updateProperties() in conformance FakeView
         TracingTests|FakeView.updateProperties()
          TracingTests|FakeViewModel.title.getter
           TracingTests|FakeViewModel.access<A>(keyPath:)
          TextUI|Label.text.setter
      TextUI|Canvas.draw(_:x:y:width:alignment:style:)
    """
