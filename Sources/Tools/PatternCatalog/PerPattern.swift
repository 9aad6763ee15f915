/// One value per pattern, keyed by the pattern itself: a figure every pattern has, read as
/// `figures[.mvp]`, listed in the order of `PatternDescriptor.all` however it was filled.
public struct PerPattern<Value> {
    private var values: [PatternDescriptor: Value]

    /// No values yet.
    public init() { values = [:] }

    /// The value `make` gives for each pattern of `patterns`.
    public init(
        _ patterns: [PatternDescriptor] = PatternDescriptor.all,
        _ make: (PatternDescriptor) throws -> Value
    ) rethrows {
        values = [:]
        for pattern in patterns { values[pattern] = try make(pattern) }
    }

    /// The value of `pattern`, if it has one.
    public subscript(pattern: PatternDescriptor) -> Value? {
        get { values[pattern] }
        set { values[pattern] = newValue }
    }

    /// The patterns that have a value, in the catalog's order.
    public var patterns: [PatternDescriptor] {
        PatternDescriptor.all.filter { values[$0] != nil }
    }

    /// The patterns with their values, in the catalog's order.
    public var entries: [(pattern: PatternDescriptor, value: Value)] {
        patterns.compactMap { pattern in values[pattern].map { (pattern, $0) } }
    }

    /// The values, in the catalog's order.
    public var allValues: [Value] { entries.map(\.value) }

    /// Whether no pattern has a value.
    public var isEmpty: Bool { values.isEmpty }

    /// The same patterns, each value transformed.
    public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> PerPattern<T> {
        var result = PerPattern<T>()
        for (pattern, value) in values { result[pattern] = try transform(value) }
        return result
    }

    /// The same patterns, without those whose transformed value is nil.
    public func compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> PerPattern<T> {
        var result = PerPattern<T>()
        for (pattern, value) in values { result[pattern] = try transform(value) }
        return result
    }
}

extension PerPattern: Sendable where Value: Sendable {}
extension PerPattern: Equatable where Value: Equatable {}

/// In JSON, an object keyed by the pattern's module (`{"MVC": …, "MVP": …}`).
extension PerPattern: Codable where Value: Codable {
    public init(from decoder: any Decoder) throws {
        let byModule = try [String: Value](from: decoder)
        values = [:]
        for (module, value) in byModule {
            guard let pattern = PatternDescriptor.module(module) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "no pattern has the module '\(module)'"))
            }
            values[pattern] = value
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try Dictionary(uniqueKeysWithValues: values.map { ($0.key.module, $0.value) })
            .encode(to: encoder)
    }
}
