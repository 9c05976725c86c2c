import Foundation

/// The properties of a model being built from a dictionary of its property values, as
/// ``JSONSerializing/dictionaryValue()`` writes them: property names, each value
/// encoded on its own (dates in ISO 8601, wrappers by their wrapped value).
///
/// An entry is found by its property's name, never by its value's type: a coding key's
/// case is named after its property (`case htmlURL = "html_url"` belongs to `htmlURL`),
/// and the Swift runtime says a case's name. A key that is not an enum case (a
/// hand-written `CodingKey` struct) is looked up under its string. A renamed property may
/// also be given under its JSON key, when no property has that name.
final class DictionaryValueSource: PropertySource {
    let typeName: String
    private let entries: JSONObject
    private let keyPaths: [String: [JSONKeyPath]]
    private let propertyNames: Set<String>
    private let decoder: StrataJSONDecoder

    /// The prototype's properties, for entries the dictionary lacks.
    private let defaults: ExistingValue?

    init(typeName: String, entries: JSONObject, keyPaths: [String: [JSONKeyPath]], propertyNames: [String], defaults: ExistingValue?) {
        self.typeName = typeName
        self.entries = entries
        self.keyPaths = keyPaths
        self.propertyNames = Set(propertyNames)
        self.defaults = defaults
        decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
    }

    /// The entry that holds the property of `key`, if the dictionary has one.
    private func entry<Key: CodingKey>(for key: Key) -> JSONValue? {
        let property = ExplicitKeyMapping.caseName(of: key) ?? key.stringValue
        if let entry = entries[property] { return entry }
        // The JSON key of a renamed property, unless it is another property's name.
        if property != key.stringValue, !propertyNames.contains(key.stringValue) { return entries[key.stringValue] }
        return nil
    }

    func has<Key: CodingKey>(_ key: Key) -> Bool {
        entry(for: key) != nil || defaults?.has(key) == true
    }

    func isNull<Key: CodingKey>(_ key: Key) throws -> Bool {
        if let entry = entry(for: key) { return entry.isNull }
        return defaults?.isNull(key) ?? true
    }

    func value<T: Decodable, Key: CodingKey>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let entry = entry(for: key) else { return defaults?.value(forKey: key, as: type) }
        return try decodeProperty(type, from: entry, forKey: key.stringValue)
    }

    /// A property's value from its entry: `nil` for `null`; a wrapper's wrapped value,
    /// wrapped again (for `null`, a wrapper of an optional holds `nil`).
    private func decodeProperty<T: Decodable>(_ type: T.Type, from entry: JSONValue, forKey key: String) throws -> T? {
        if entry.isNull {
            guard let wrapper = T.self as? any StrataPropertyWrapper.Type,
                let none = (wrapper.wrappedType as? any OptionalMarker.Type)?.nilValue
            else { return nil }
            return wrapper.wrapping(none, paths: keyPaths[key] ?? []) as? T
        }
        guard let wrapper = T.self as? any StrataPropertyWrapper.Type else {
            return try decoder.decode(type, from: entry)
        }
        guard let wrappedType = wrapper.wrappedType as? any Decodable.Type else {
            throw MergeError(key: key, reason: "\(wrapper.wrappedType) is not Decodable")
        }
        let value = try decoder.decode(wrappedType, from: entry)
        return wrapper.wrapping(value, paths: keyPaths[key] ?? []) as? T
    }
}
