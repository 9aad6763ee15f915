import Testing

@testable import WorkbenchCore

/// The UIKit audit's matcher on declarations and tables made up here: how a declaration is
/// read, how type names correspond, and which differences count.
@Suite struct UIKitMatcherTests {
    /// A small table in the committed table's format.
    static let table = """
        # a comment, then a blank line

        UIView | class UIView : UIResponder
        UIView | func layoutSubviews()
        UIView | var frame: CGRect { get set }
        UIViewController | var view: UIView! { get set }
        UITableViewCell | class UITableViewCell : UIView
        UITableView | func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
        UITableView | func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell
        UITableView | func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
        UITableView | func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition)
        UITableView | weak var dataSource: (any UITableViewDataSource)? { get set }
        UITableView | var numberOfSections: Int { get }
        UITableView | func numberOfRows(inSection section: Int) -> Int
        UITextField | var text: String? { get set }
        UIControl.Event | static var touchUpInside: UIControl.Event { get }
        UIImage | init?(named name: String)
        UIActionHandler | typealias UIActionHandler = (UIAction) -> Void
        UIAction | convenience init(title: String = "", handler: @escaping UIActionHandler)
        """

    func verdict(_ toolkit: String, in uikitType: String, enclosing: String = "")
        throws -> UIKitVerdict
    {
        let table = try UIKitDeclarationTable(text: Self.table)
        let declaration = try #require(SwiftDeclaration(parsing: toolkit))
        return table.verdict(for: declaration, uikitType: uikitType, enclosing: enclosing)
    }

    func differences(_ verdict: UIKitVerdict) -> [UIKitVerdict.Difference]? {
        if case .differs(_, let differences) = verdict { return differences }
        return nil
    }

    // MARK: - Reading declarations

    @Test func aDeclarationIsReadForItsNameLabelsTypesAndResult() throws {
        let dequeue = try #require(
            SwiftDeclaration(
                parsing: "@MainActor func dequeueReusableCell(withIdentifier identifier: String, "
                    + "for indexPath: IndexPath) -> UITableViewCell"))
        #expect(dequeue.kind == .function)
        #expect(dequeue.fullName == "dequeueReusableCell(withIdentifier:for:)")
        #expect(dequeue.parameterTypes == ["String", "IndexPath"])
        #expect(dequeue.result == "UITableViewCell")

        let addAction = try #require(
            SwiftDeclaration(
                parsing: "@MainActor func addAction(for event: Control.Event = .touchUpInside, "
                    + "_ action: @escaping @MainActor @Sendable () -> Void)"))
        #expect(addAction.labels == ["for", nil])
        #expect(addAction.parameterTypes[1] == "@escaping @MainActor @Sendable () -> Void")
        #expect(addAction.result == nil)

        let property = try #require(
            SwiftDeclaration(parsing: "@MainActor weak var dataSource: (any X)? { get set }"))
        #expect(
            (property.kind, property.name, property.result) == (.property, "dataSource", "(any X)?")
        )
    }

    @Test func initializersCasesTypesAndAliasesAreRead() throws {
        let image = try #require(SwiftDeclaration(parsing: "init?(named name: String)"))
        #expect(
            (image.kind, image.isFailable, image.fullName) == (.initializer, true, "init(named:)"))
        let style = try #require(SwiftDeclaration(parsing: "case `default`"))
        #expect((style.kind, style.name) == (.enumCase, "default"))
        let table = try #require(
            SwiftDeclaration(parsing: "@MainActor class UITableView : UIScrollView"))
        #expect(
            (table.kind, table.name, table.inherited) == (.type, "UITableView", ["UIScrollView"]))
        let font = try #require(
            SwiftDeclaration(parsing: "class func systemFont(ofSize size: CGFloat) -> UIFont"))
        #expect((font.kind, font.fullName) == (.function, "systemFont(ofSize:)"))
        let alias = try #require(SwiftDeclaration(parsing: "typealias H = (UIAction) -> Void"))
        #expect((alias.kind, alias.result) == (.type, "(UIAction) -> Void"))
        #expect(SwiftDeclaration(parsing: "subscript(index: Int) -> Int { get }") == nil)
    }

    @Test func uikitTypeNamesAreReadAsTheToolkitsWithoutAttributes() {
        #expect(UIKitTypeName.comparable("(any UITableViewDataSource)?") == "TableViewDataSource?")
        #expect(UIKitTypeName.comparable("UIControl.Event") == "Control.Event")
        #expect(UIKitTypeName.comparable("[UIView]") == "[View]")
        #expect(
            UIKitTypeName.comparable("@escaping @MainActor @Sendable () -> Void") == "Void->Void")
        #expect(UIKitTypeName.comparable("Swift.String") == "String")
        #expect(UIKitTypeName.comparable("UITableViewCell.Type") == "TableViewCell.Type")
        #expect(UIKitTypeName.comparable("(UIAction) -> Void") == "(Action)->Void")
        #expect(
            UIKitTypeName.comparable("(() -> Void)?") == "(Void->Void)?", "an optional function")
        #expect(UIKitTypeName.comparable("(String, Int)") == "(String,Int)", "a tuple")
    }

    @Test func toolkitTypesStandForUIKitsWithUIInFrontExceptNamesUIKitKeeps() {
        #expect(
            UIKitTypeName.uikit(forToolkit: ["TableView"], declaredInToolkit: true) == "UITableView"
        )
        #expect(
            UIKitTypeName.uikit(forToolkit: ["TableView", "Style"], declaredInToolkit: true)
                == "UITableView.Style")
        #expect(
            UIKitTypeName.uikit(forToolkit: ["IndexPath"], declaredInToolkit: false) == "IndexPath")
        #expect(
            UIKitTypeName.uikit(forToolkit: ["IndexPath"], declaredInToolkit: true) == "IndexPath")
        #expect(
            UIKitTypeName.uikit(forToolkit: ["NSTextAlignment"], declaredInToolkit: true)
                == "NSTextAlignment")
    }

    // MARK: - Verdicts

    @Test func theSameNameLabelsAndTypesMatchUIKitNamesReadWithoutUI() throws {
        let dequeue = try verdict(
            "func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) "
                + "-> TableViewCell", in: "UITableView")
        #expect(dequeue.uikit?.declaration.fullName == "dequeueReusableCell(withIdentifier:for:)")
        #expect(dequeue.isMatch)
        let dataSource = try verdict(
            "weak var dataSource: (any TableViewDataSource)? { get set }", in: "UITableView")
        #expect(dataSource.isMatch)
    }

    @Test func otherArgumentLabelsDiffer() throws {
        let select = try verdict("func selectRow(_ row: Int?)", in: "UITableView")
        #expect(differences(select) == [.labels])
        #expect(select.uikit?.declaration.fullName == "selectRow(at:animated:scrollPosition:)")
        let rows = try verdict("var numberOfRows: Int { get }", in: "UITableView")
        #expect(differences(rows) == [.kind, .labels], "a property where UIKit has a method")
    }

    @Test func optionalityDiffersFromTheTypeItWraps() throws {
        let text = try verdict("var text: String { get set }", in: "UITextField")
        #expect(differences(text) == [.resultOptionality])
        let register = try verdict(
            "func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String)",
            in: "UITableView")
        #expect(differences(register) == [.parameterOptionality(1), .parameterType(1)])
        let view = try verdict("var view: View { get set }", in: "UIViewController")
        #expect(differences(view) == [.resultOptionality], "UIKit's is implicitly unwrapped")
        let optionalView = try verdict("var view: View? { get set }", in: "UIViewController")
        #expect(differences(optionalView) == [.resultOptionality], "`?` is not `!`")
        let image = try verdict("init(named name: String)", in: "UIImage")
        #expect(differences(image) == [.failability])
    }

    @Test func anOverloadThatMatchesWinsOverOneThatDiffers() throws {
        let dequeue = try verdict(
            "func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell?",
            in: "UITableView")
        #expect(dequeue.isMatch)
        let rowBased = try verdict(
            "func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> TableViewCell",
            in: "UITableView")
        #expect(differences(rowBased) == [.parameterType(2)])
    }

    @Test func theToolkitsStandInsForCoreGraphicsTypesMatchThemButOtherTypesDiffer() throws {
        #expect(try verdict("var frame: Rect { get set }", in: "UIView").isMatch)
        let count = try verdict("var frame: Int { get set }", in: "UIView")
        #expect(differences(count) == [.resultType])
    }

    @Test func membersAreFoundWhereUIKitDeclaresThem() throws {
        #expect(try verdict("func layoutSubviews()", in: "UITableViewCell").isMatch)
        let table = try UIKitDeclarationTable(text: Self.table)
        #expect(
            table.lineage(of: "UITableViewCell") == ["UITableViewCell", "UIView", "UIResponder"])
    }

    @Test func anEnumCaseMatchesUIKitsStaticPropertyOfItsType() throws {
        let tap = try verdict(
            "case touchUpInside", in: "UIControl.Event", enclosing: "Control.Event")
        #expect(tap.isMatch)
        let other = try verdict("case touchUpInside", in: "UIControl.Event", enclosing: "Other")
        #expect(differences(other) == [.resultType])
    }

    @Test func aTypeAliasMatchesWhatItStandsFor() throws {
        let spelled = try verdict(
            "init(title: String = \"\", handler: @escaping @MainActor (Action) -> Void)",
            in: "UIAction")
        #expect(spelled.isMatch)
        let aliased = try verdict(
            "init(title: String = \"\", handler: @escaping ActionHandler)", in: "UIAction")
        #expect(aliased.isMatch)
        let optional = try verdict(
            "init(title: String = \"\", handler: (@MainActor (Action) -> Void)?)", in: "UIAction")
        #expect(differences(optional) == [.parameterOptionality(2)])
    }

    @Test func aMemberUIKitLacksIsNotInTheTable() throws {
        #expect(try verdict("func scroll(toFirstRow row: Int)", in: "UITableView") == .notInTable)
        #expect(try verdict("var bold: Style", in: "UIStyle") == .notInTable)
    }

    @Test func aLineThatIsNoDeclarationIsReportedWithItsNumber() {
        #expect(
            throws: MeasuringError.index(
                "docs/uikit-declarations.txt:3: not `Type | declaration`: UIView func f()")
        ) {
            try UIKitDeclarationTable(text: "# table\n\nUIView func f()")
        }
    }
}
