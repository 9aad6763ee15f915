/// What a recorded function is, read off its name: whose it is (module and type), which member,
/// and whether it is code someone wrote or glue the compiler made.
///
/// Read from `swift demangle --simplified` output, such as
/// `ShopListPresenter.rowSelected(at:)`, `closure #1 in ShopListPresenter.viewDidLoad()`,
/// `protocol witness for ShopListView.select(row:) in conformance ShopListViewController` or
/// `ShopListViewModel.title.setter`.
public struct CallName: Equatable, Sendable {
    /// Which part of the package the function belongs to.
    public enum Layer: String, Codable, Sendable {
        /// A pattern target (`MVC`, `MVCVariant`, `MVP`, `MVVM`).
        case pattern
        /// The `TextUI` toolkit.
        case toolkit
        /// The shared `Model` layer.
        case model
        /// The runner around the screens (the harness, the executables, the tracer itself).
        case harness
        /// Anything else: the standard library's code the compiler copied in, or a symbol
        /// without a module.
        case other
    }

    public var layer: Layer
    /// The name as the demangler gave it.
    public var demangled: String
    /// The module that defines the function, from its mangled name.
    public var module: String
    /// The type the function belongs to, nested types joined by dots (`ShopListViewModel.Row`);
    /// empty for a free function.
    public var type: String
    /// The member as the code names it: `rowSelected(at:)`, `title.setter`,
    /// `closure #1 in viewDidLoad()`.
    public var member: String
    /// For a closure or local function, which one (`closure #1`, `closure #1 in closure #2`);
    /// `member` is then the function it is written in.
    public var closure: String?
    /// The protocol a witness thunk forwards through (`ShopListView`), for witnesses only.
    public var protocolName: String?
    /// Compiler-made glue (thunks, outlined copies, metadata accessors, autoclosures): hidden,
    /// what it calls is shown in its place.
    public var isGlue: Bool
    /// A protocol witness thunk: glue whose single call is the implementation, reached through
    /// `protocolName`.
    public var isWitness: Bool
    /// A thunk: a protocol witness, a reabstraction thunk, a partial-application forwarder.
    public var isThunk: Bool {
        isWitness || Self.thunkMarkers.contains { demangled.hasPrefix($0) }
    }
    /// A closure or local function, named after the function it is written in.
    public var isClosure: Bool
    /// A member the `@Observable` macro writes into a type: `access(keyPath:)`,
    /// `withMutation(keyPath:_:)`, `shouldNotifyObservers(_:_:)`, the registrar.
    public var isObservationMachinery: Bool
    /// A property getter (or read accessor): a read, not an action.
    public var isRead: Bool
    /// The continuation of an async function after a suspension.
    public var isResumption: Bool

    /// The type the role is declared on: the outermost type (`ShopListViewModel` for
    /// `ShopListViewModel.Row`), since a nested type plays its enclosing type's role.
    public var outermostType: String {
        let name = type.prefix { $0 != "." && $0 != "<" }
        return String(name)
    }

    /// `Type.member`, or the member alone for a free function; for a closure, `closure #1 in
    /// Type.member`.
    public var qualified: String {
        let function = type.isEmpty ? member : "\(type).\(member)"
        return closure.map { "\($0) in \(function)" } ?? function
    }

    /// Reads a demangled name; `patternModules` say which modules are patterns.
    public init(module: String?, simplified: String, patternModules: Set<String>) {
        self.module = module ?? ""
        demangled = simplified
        switch module {
        case let module? where patternModules.contains(module): layer = .pattern
        case "TextUI": layer = .toolkit
        case "Model": layer = .model
        case "Harness", "Tracing", "CCallRecorder": layer = .harness
        case let module? where module.hasPrefix("Run"): layer = .harness
        default: layer = .other
        }
        type = ""
        member = simplified
        protocolName = nil
        isWitness = false
        isClosure = false
        isObservationMachinery = false
        isRead = false
        isResumption = false
        closure = nil
        isGlue = layer == .other || Self.glueMarkers.contains { simplified.hasPrefix($0) }
        if layer == .other { return }
        read(simplified)  // glue too: whose it is and whether it is a closure still count
    }

    /// Whether the compiler wrote the function on its own (glue), rather than a person or a
    /// library: a standard-library frame is glue to a trace, but not compiler-written.
    public var isCompilerWritten: Bool {
        guard layer == .other else { return isGlue }
        return demangled.hasPrefix("protocol witness")
            || Self.glueMarkers.contains { demangled.hasPrefix($0) || member.hasPrefix($0) }
    }

    /// Names the compiler gives the code it writes on its own.
    static let glueMarkers = [
        "outlined ", "type metadata", "lazy protocol witness table", "__swift", "one-time init",
        "default argument", "partial apply", "thunk for", "reabstraction thunk", "merged ",
        "key path", "initializeWithCopy", "initializeWithTake", "assignWithCopy",
        "assignWithTake", "destroy", "storeEnumTag", "getEnumTag", "value witness",
        "associated type", "variable initialization expression", "implicit closure",
        "base witness table", "property wrapper", "async function pointer", "dispatch thunk",
        "method lookup", "nominal type descriptor", "protocol conformance",
        "generic specialization",
        "function signature specialization", "objc metadata", "coroutine continuation",
        "static __derived", "__derived", "initializeBufferWith", "destructiveProjectEnumData",
        "destructiveInjectEnumTag",
    ]

    /// Names of the thunks the compiler writes.
    static let thunkMarkers = [
        "partial apply", "thunk for", "reabstraction thunk", "dispatch thunk", "merged ",
    ]

    /// Accessor names the demangler puts after a property's name.
    static let accessors: Set<String> = [
        "getter", "setter", "modify", "read", "didset", "willset", "init",
        "unsafeAddressor", "unsafeMutableAddressor", "_read", "_modify",
    ]

    /// Members the `@Observable` macro writes.
    static let observationMembers = [
        "access", "withMutation", "shouldNotifyObservers", "_$observationRegistrar",
    ]

    private mutating func read(_ name: String) {
        var name = Substring(name)
        if let range = name.range(of: " resume partial function for "), name.hasPrefix("(") {
            isResumption = true
            isGlue = true  // the function was entered already; this is where it goes on
            name = name[range.upperBound...]
        }
        if name.hasPrefix("static ") { name = name.dropFirst("static ".count) }
        if name.hasPrefix("protocol witness for "),
            let conformance = name.range(of: " in conformance ")
        {
            isWitness = true
            isGlue = true
            let requirement = name.dropFirst("protocol witness for ".count)[
                ..<conformance.lowerBound]
            let (owner, member) = Self.split(requirement)
            protocolName = owner
            self.member = member
            type = String(name[conformance.upperBound...])
            return
        }
        // `closure #1 in …`, `put #1 in …` (a local function): named after where it is written.
        if let hash = name.range(of: " #"), let inRange = name.range(of: " in "),
            hash.lowerBound < inRange.lowerBound,
            name[hash.upperBound..<inRange.lowerBound].allSatisfy(\.isNumber)
        {
            let kind = name[..<hash.lowerBound]
            let which = String(name[..<inRange.lowerBound])
            var outer = self
            outer.read(String(name[inRange.upperBound...]))
            type = outer.type
            member = outer.member
            closure = outer.closure.map { "\(which) in \($0)" } ?? which
            isClosure = true
            if kind.hasSuffix("implicit closure") { isGlue = true }
            return
        }
        if name.hasPrefix("$defer") || name.contains(" with unmangled suffix ") {
            isGlue = true
        }
        let (owner, member) = Self.split(name)
        type = owner
        self.member = member
        let base = member.prefix { $0 != "(" && $0 != "<" && $0 != "." }
        isObservationMachinery = Self.observationMembers.contains(String(base))
        if base.hasPrefix("__") { isGlue = true }  // `__allocating_init`, `__derived_…`
        isRead =
            member.hasSuffix(".getter") || member.hasSuffix(".read")
            || member.hasSuffix(".unsafeAddressor")
        if member.hasSuffix(".unsafeMutableAddressor") || member.hasSuffix(".init") {
            isGlue = true
        }
    }

    /// Splits `A.B.member(x:)` into `A.B` and `member(x:)`, and `A.title.getter` into `A` and
    /// `title.getter`; dots inside parentheses and angle brackets do not count.
    static func split(_ name: Substring) -> (owner: String, member: String) {
        var parts: [Substring] = []
        var depth = 0
        var start = name.startIndex
        for index in name.indices {
            switch name[index] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "." where depth == 0:
                parts.append(name[start..<index])
                start = name.index(after: index)
            default: break
            }
        }
        parts.append(name[start...])
        var memberParts = 1
        if parts.count >= 2, let last = parts.last, accessors.contains(String(last)) {
            memberParts = 2
        }
        let owner = parts.dropLast(memberParts).joined(separator: ".")
        let member = parts.suffix(memberParts).joined(separator: ".")
        return (owner, member)
    }
}
