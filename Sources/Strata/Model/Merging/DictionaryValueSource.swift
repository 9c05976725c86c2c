import Foundation

/// The properties of a model being built from a dictionary of its property values, as
/// ``JSONSerializing/dictionaryValue()`` writes them: property names, each value
/// encoded on its own (dates in ISO 8601, wrappers by their wrapped value).
///
/// A coding key finds its value under its own string (which is the property's name for
/// synthesized coding keys). A renamed coding key (`case htmlURL = "html_url"`) cannot
/// name its property — Swift does not say which property a coding key belongs to — so
/// it takes the one remaining entry, among those that are no coding key, whose value
/// decodes as the property's type. When several could, the first is taken and checked
/// once the model is built (see `wrongGuess`); the model is then built again without
/// the wrong one.
final class DictionaryValueSource: PropertySource {
    let typeName: String
    private let entries: JSONObject
    private let keyPaths: [String: [JSONKeyPath]]
    private let decoder: StrataJSONDecoder
    private var claimed: Set<String> = []
    /// Entries taken by their type among several candidates, by coding key.
    private(set) var guesses: [(key: String, entry: String)] = []
    /// Entries found not to belong to a coding key, by coding key.
    private var ruledOut: [String: Set<String>] = [:]

    /// The prototype's properties, for entries the dictionary lacks.
    private let defaults: ExistingValue?

    init(typeName: String, entries: JSONObject, keyPaths: [String: [JSONKeyPath]], defaults: ExistingValue?) {
        self.typeName = typeName
        self.entries = entries
        self.keyPaths = keyPaths
        self.defaults = defaults
        decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
    }

    /// Builds a model with `build` until no entry taken by its type turns out wrong.
    func build<Model: JSONSerializing>(_ build: () throws -> Model) throws -> Model {
        while true {
            claimed = []
            guesses = []
            let model = try build()
            guard !guesses.isEmpty, let wrong = try wrongGuess(in: model.dictionaryValue()) else { return model }
            ruledOut[wrong.key, default: []].insert(wrong.entry)
        }
    }

    func has<Key: CodingKey>(_ key: Key) -> Bool {
        entries[key.stringValue] != nil || defaults?.has(key) == true
    }

    func isNull<Key: CodingKey>(_ key: Key) throws -> Bool {
        if let entry = entries[key.stringValue] { return entry.isNull }
        return defaults?.isNull(key) ?? true
    }

    func value<T: Decodable, Key: CodingKey>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let entry = entries[key.stringValue] {
            claimed.insert(key.stringValue)
            return try decodeProperty(type, from: entry, forKey: key.stringValue)
        }
        // A renamed coding key: the entries no coding key names, that decode as `T`.
        var candidates: [(name: String, value: T)] = []
        let excluded = ruledOut[key.stringValue] ?? []
        for (name, entry) in entries where !claimed.contains(name) && !excluded.contains(name) && Key(stringValue: name) == nil && !entry.isNull {
            if let value = try? decodeProperty(type, from: entry, forKey: key.stringValue) {
                candidates.append((name, value))
            }
        }
        guard let first = candidates.first else { return defaults?.value(forKey: key, as: type) }
        claimed.insert(first.name)
        if candidates.count > 1 { guesses.append((key.stringValue, first.name)) }
        return first.value
    }

    /// A property's value from its entry: `nil` for `null`; a wrapper's wrapped value,
    /// wrapped again.
    private func decodeProperty<T: Decodable>(_ type: T.Type, from entry: JSONValue, forKey key: String) throws -> T? {
        if entry.isNull { return nil }
        guard let wrapper = T.self as? any StrataPropertyWrapper.Type else {
            return try decoder.decode(type, from: entry)
        }
        guard let wrappedType = wrapper.wrappedType as? any Decodable.Type else {
            throw MergeError(key: key, reason: "\(wrapper.wrappedType) is not Decodable")
        }
        let value = try decoder.decode(wrappedType, from: entry)
        return wrapper.wrapping(value, paths: keyPaths[key] ?? []) as? T
    }

    /// The first entry taken by its type among several candidates that is not the built
    /// model's property of that name, if any.
    private func wrongGuess(in built: JSONValue) throws -> (key: String, entry: String)? {
        guesses.first { built[$0.entry] != entries[$0.entry] }
    }
}
