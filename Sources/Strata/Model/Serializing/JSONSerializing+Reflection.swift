import Foundation

/// Reflection without the Objective-C runtime: a model's property keys and its value
/// as a dictionary (Mantle's `+propertyKeys` and `-dictionaryValue`).
extension JSONSerializing {
    /// The names of the model's stored properties, in declaration order (a wrapped
    /// property by its own name, not its `_` storage; Mantle's `+propertyKeys`).
    ///
    /// They are read from ``JSONSerializing/prototype``. A model without one is built
    /// once from placeholder values instead: its `init(from:)` runs against a decoder that
    /// answers with zeros, empty strings and collections, `nil`, the first case of an enum
    /// with raw values, and nested models' prototypes. When no placeholder satisfies a
    /// property's decoding (a type whose own `init(from:)` validates what it reads), the
    /// list is empty: give the model a prototype.
    public static var propertyKeys: [String] {
        PropertyKeysCache.keys.value(for: ObjectIdentifier(Self.self)) {
            guard let instance = prototype ?? PlaceholderDecoder.make(Self.self) else { return [] }
            return properties(of: instance).map(\.key)
        }
    }

    /// The model's properties by name, each encoded with Strata's encoder (dates in ISO
    /// 8601): model-side names and values, unlike `JSONAdapter().jsonValue(from:)`,
    /// which writes the JSON the model maps to.
    ///
    /// - Throws: The first error a property's encoding throws.
    public func dictionaryValue() throws -> JSONValue {
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var object = JSONObject()
        for (key, value) in Self.properties(of: self) {
            guard let encodable = value as? any Encodable else { continue }
            if let optional = value as? any OptionalMarker, optional.isNil {
                object[key] = .null
                continue
            }
            object[key] = try encodeValue(encodable, with: encoder)
        }
        return .object(object)
    }

    private func encodeValue(_ value: any Encodable, with encoder: StrataJSONEncoder) throws -> JSONValue {
        try encoder.encodeTree(value)
    }

    static func properties(of model: Self) -> [(key: String, value: Any)] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: model)
        while let current = mirror {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return mirrors.flatMap { mirror in
            mirror.children.compactMap { child -> (key: String, value: Any)? in
                guard let label = child.label else { return nil }
                if let wrapper = child.value as? any StrataPropertyWrapper {
                    return (String(label.dropFirst()), wrapper.anyWrappedValue)
                }
                if label.hasPrefix("_"), child.value is any WrappedPropertyStorage {
                    return (String(label.dropFirst()), child.value)
                }
                return (label, child.value)
            }
        }
    }
}

/// The static property keys of each model type, worked out once.
enum PropertyKeysCache {
    static let keys = LockedCache<ObjectIdentifier, [String]>()
}

/// Strata's property wrappers, for reflection and merges: their wrapped values.
protocol StrataPropertyWrapper {
    var anyWrappedValue: Any { get }
    /// The type of the wrapped value.
    static var wrappedType: Any.Type { get }
    /// The same wrapper (key paths included) around `value`; nil if `value` is not of
    /// the wrapped type.
    func replacingWrappedValue(with value: Any) -> Self?
    /// A wrapper around `value` (with `paths`, for `@JSONKey`); nil if `value` is not of
    /// the wrapped type.
    static func wrapping(_ value: Any, paths: [JSONKeyPath]) -> Self?
}

extension JSONKey: StrataPropertyWrapper {
    static var wrappedType: Any.Type { Value.self }

    func replacingWrappedValue(with value: Any) -> JSONKey? {
        Self.wrapping(value, paths: paths)
    }

    static func wrapping(_ value: Any, paths: [JSONKeyPath]) -> JSONKey? {
        (value as? Value).map { JSONKey(wrappedValue: $0, paths: paths) }
    }
}

extension JSONIgnored: StrataPropertyWrapper {
    static var wrappedType: Any.Type { Value.self }

    func replacingWrappedValue(with value: Any) -> JSONIgnored? {
        Self.wrapping(value, paths: [])
    }

    static func wrapping(_ value: Any, paths: [JSONKeyPath]) -> JSONIgnored? {
        (value as? Value).map { JSONIgnored(wrappedValue: $0) }
    }
}

extension Transform: StrataPropertyWrapper {
    var anyWrappedValue: Any { wrappedValue }
    static var wrappedType: Any.Type { T.Value.self }

    func replacingWrappedValue(with value: Any) -> Transform? {
        Self.wrapping(value, paths: [])
    }

    static func wrapping(_ value: Any, paths: [JSONKeyPath]) -> Transform? {
        (value as? T.Value).map { Transform(wrappedValue: $0) }
    }
}
