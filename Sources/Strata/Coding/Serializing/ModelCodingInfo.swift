/// Everything the coders need to know about a model type beyond its `Codable`
/// conformance, worked out once per type (see `ModelCodingInfo.lookup`).
final class ModelCodingInfo: @unchecked Sendable {
    // `@unchecked`: immutable after construction except `keyConversions`, which is
    // guarded by its lock; prototype values are copies that are only read.

    /// The model's name, for messages.
    let typeName: String
    /// Whether the model provided a prototype, so wrapper arguments are known.
    let hasPrototype: Bool
    /// From `@JSONKey` on the prototype: property key to key paths, in order.
    let keyPaths: [String: [JSONKeyPath]]
    /// From `@JSONIgnored` on the prototype: property key to the wrapper holding the
    /// default value.
    let ignoredWrappers: [String: Any]
    /// Type-level conversions, by the model-side type.
    let conversionsByType: [ObjectIdentifier: ValueConversion]
    /// Asks the model for a key's transformer.
    private let conversionForKey: (String) -> ValueConversion?
    private let keyConversions = LockedCache<String, ValueConversion?>()
    /// Runs the model's post-decode hooks on a decoded value (of the model's type).
    let afterDecoding: (Any) throws -> Any
    /// The keys a model value allows to be written, or nil for all.
    let serializableKeys: (Any) -> Set<String>?
    /// How the model writes its `nil` optionals; nil to follow the encoder.
    let nilEncodingStrategy: NilEncodingStrategy?
    /// Keys written to archives only, and keys written to JSON only.
    let archiveOnlyKeys: Set<String>
    let jsonOnlyKeys: Set<String>
    /// For a model whose missing keys keep its prototype's values: those values (see
    /// `PrototypeValuesKeyedDecodingContainer`); nil for every other model.
    let missingKeyValues: MissingKeyValues?
    /// Whether `missingKeyValues` is set: a flag the container hot path tests without
    /// copying (and retaining) the values.
    let keepsMissingKeyValues: Bool

    init(
        typeName: String, hasPrototype: Bool, keyPaths: [String: [JSONKeyPath]], ignoredWrappers: [String: Any],
        conversionsByType: [ObjectIdentifier: ValueConversion], conversionForKey: @escaping (String) -> ValueConversion?,
        afterDecoding: @escaping (Any) throws -> Any, serializableKeys: @escaping (Any) -> Set<String>?,
        nilEncodingStrategy: NilEncodingStrategy? = nil, archiveOnlyKeys: Set<String> = [], jsonOnlyKeys: Set<String> = [],
        missingKeyValues: MissingKeyValues? = nil
    ) {
        self.typeName = typeName
        self.hasPrototype = hasPrototype
        self.keyPaths = keyPaths
        self.ignoredWrappers = ignoredWrappers
        self.conversionsByType = conversionsByType
        self.conversionForKey = conversionForKey
        self.afterDecoding = afterDecoding
        self.serializableKeys = serializableKeys
        self.nilEncodingStrategy = nilEncodingStrategy
        self.archiveOnlyKeys = archiveOnlyKeys
        self.jsonOnlyKeys = jsonOnlyKeys
        self.missingKeyValues = missingKeyValues
        keepsMissingKeyValues = missingKeyValues != nil
    }

    /// Whether the model leaves the property with coding key `key` out of what is being
    /// written: JSON, or an archive.
    func leavesOut(_ key: String, writingArchive: Bool) -> Bool {
        let keys = writingArchive ? jsonOnlyKeys : archiveOnlyKeys
        return !keys.isEmpty && keys.contains(key)
    }

    /// The paths that together feed a property (`JSONSerializing.jsonKeyPaths(forKey:)`).
    /// Set once, by `ModelCodingInfo.lookup`, before the information is shared.
    var keyPathsForKey: (String) -> [JSONKeyPath]? = { _ in nil }
    private let multiPaths = LockedCache<String, [JSONKeyPath]?>()

    /// The paths that feed the property with coding key `key`, if several do.
    func multiPaths(forKey key: String) -> [JSONKeyPath]? {
        multiPaths.value(for: key) { keyPathsForKey(key) }
    }

    /// The model's own adjustment of the JSON object it encoded (`AdjustsEncodedJSON`),
    /// taking the model's value; nil for models without one. Set once, by
    /// `ModelCodingInfo.lookup`, before the information is shared.
    var adjustEncodedObject: ((Any, inout JSONObject) throws -> Void)?

    /// What the model does with keys its JSON has and it does not declare. Set once, by
    /// `ModelCodingInfo.lookup`, before the information is shared.
    var unknownKeys = UnknownKeyHandling()

    /// The conversion for a property: its key's transformer, else one for its type (or,
    /// for a property under Strata's wrappers or an optional one, for the type inside).
    func conversion(forKey key: String, valueType: Any.Type) -> ValueConversion? {
        if let byKey = keyConversions.value(for: key, orMake: { conversionForKey(key) }) {
            return byKey
        }
        if conversionsByType.isEmpty { return nil }
        if let byType = conversionsByType[ObjectIdentifier(valueType)] { return byType }
        return TransformedValue.innerType(of: valueType).flatMap { conversionsByType[ObjectIdentifier($0)] }
    }
}

/// What a model does with the keys of its object that it does not read.
struct UnknownKeyHandling {
    /// They are an error (`JSONSerializing.rejectsUnknownKeys`).
    var rejects = false
    /// They are kept in the model (`KeepsUnknownKeys`): stores them in a decoded value.
    var store: ((Any, JSONObject) -> Any)?
    /// The kept keys of a value, for encoding.
    var stored: ((Any) -> JSONObject?)?

    /// Whether decoding must find out which keys the model did not read.
    var isTracked: Bool { rejects || store != nil }
}
