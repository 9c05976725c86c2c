/// How a value whose type is chosen from the JSON decodes and encodes: a
/// ``JSONCluster``'s values, and optionals, arrays and string-keyed dictionaries of them.
///
/// ``Polymorphic`` is generic over such a type, so that `@Polymorphic<[Shapes]>` reads an
/// array of shapes and `@Polymorphic<Shapes?>` an optional one. You do not adopt this
/// protocol yourself: adopt ``JSONCluster``.
public protocol PolymorphicCoding {
    /// The type of the values this reads and writes.
    associatedtype PolymorphicValue

    /// Reads a value.
    static func decodeValue(from decoder: any Decoder) throws -> PolymorphicValue

    /// Writes a value.
    static func encode(_ value: PolymorphicValue, to encoder: any Encoder) throws
}

extension Optional: PolymorphicCoding where Wrapped: PolymorphicCoding {
    /// `nil` for `null`; otherwise the wrapped cluster's value.
    public static func decodeValue(from decoder: any Decoder) throws -> Wrapped.PolymorphicValue? {
        if try decoder.singleValueContainer().decodeNil() { return nil }
        return try Wrapped.decodeValue(from: decoder)
    }

    /// `null` for `nil`; otherwise the wrapped cluster's value.
    public static func encode(_ value: Wrapped.PolymorphicValue?, to encoder: any Encoder) throws {
        guard let value else {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
            return
        }
        try Wrapped.encode(value, to: encoder)
    }
}

extension Array: PolymorphicCoding where Element: PolymorphicCoding {
    /// Each element as the element cluster's value.
    public static func decodeValue(from decoder: any Decoder) throws -> [Element.PolymorphicValue] {
        var container = try decoder.unkeyedContainer()
        var values: [Element.PolymorphicValue] = []
        if let count = container.count { values.reserveCapacity(count) }
        while !container.isAtEnd {
            values.append(try container.decode(Polymorphic<Element>.self).wrappedValue)
        }
        return values
    }

    /// Each element as its variant.
    public static func encode(_ value: [Element.PolymorphicValue], to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in value {
            try container.encode(Polymorphic<Element>(wrappedValue: element))
        }
    }
}

extension Dictionary: PolymorphicCoding where Key == String, Value: PolymorphicCoding {
    /// Each value as the value cluster's value, by key.
    public static func decodeValue(from decoder: any Decoder) throws -> [String: Value.PolymorphicValue] {
        let container = try decoder.container(keyedBy: StringCodingKey.self)
        var values: [String: Value.PolymorphicValue] = [:]
        for key in container.allKeys {
            values[key.stringValue] = try container.decode(Polymorphic<Value>.self, forKey: key).wrappedValue
        }
        return values
    }

    /// Each value as its variant, by key.
    public static func encode(_ value: [String: Value.PolymorphicValue], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: StringCodingKey.self)
        for (key, element) in value {
            try container.encode(Polymorphic<Value>(wrappedValue: element), forKey: StringCodingKey(key))
        }
    }
}

/// A property whose values' types are chosen from the JSON: a protocol's conforming
/// types, by a ``JSONCluster`` that describes them.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// protocol Attachment: Codable {}
/// struct Image: Attachment { var url: URL }
/// struct Link: Attachment { var href: String }
///
/// enum Attachments: JSONCluster {
///     static let discriminator = JSONDiscriminator.key("kind")
///     static let variants: [JSONVariant<any Attachment>] = [
///         JSONVariant("image", Image.self),
///         JSONVariant("link", Link.self),
///     ]
/// }
///
/// struct Post: Codable {
///     @Polymorphic<Attachments> var cover: any Attachment
///     @Polymorphic<Attachments?> var banner: (any Attachment)?
///     @Polymorphic<[Attachments]> var attachments: [any Attachment]
/// }
///
/// let json = #"{"cover": {"kind": "link", "href": "/"}, "attachments": [{"kind": "image", "url": "https://example.com/a.png"}]}"#
/// let post = try JSONDecoder().decode(Post.self, from: Data(json.utf8))
/// print(post.cover is Link, post.banner == nil, post.attachments.first is Image)
/// // Prints "true true true"
/// ```
///
/// Swift's synthesized `Codable` needs a property's type to be `Codable`, which an
/// existential such as `any Attachment` cannot be; the wrapper supplies the coding, by
/// its cluster type. Because the cluster is in the wrapper's type, it works under every
/// coder, Foundation's included, for every discriminator layout except
/// ``JSONDiscriminator/parentKey(_:)``, which needs Strata's decoder. Write
/// `@Polymorphic<C?>` for an optional property (a missing key or `null` is `nil`, and
/// `nil` is not written), `@Polymorphic<[C]>` for an array and `@Polymorphic<[String: C]>`
/// for a dictionary.
@propertyWrapper
public struct Polymorphic<Cluster: PolymorphicCoding> {
    /// The property's value.
    public var wrappedValue: Cluster.PolymorphicValue

    /// Wraps a value.
    public init(wrappedValue: Cluster.PolymorphicValue) {
        self.wrappedValue = wrappedValue
    }
}

extension Polymorphic: @unchecked Sendable where Cluster.PolymorphicValue: Sendable {}

extension Polymorphic: Decodable {
    /// Reads the value through the cluster.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Cluster.decodeValue(from: decoder)
    }
}

extension Polymorphic: Encodable {
    /// Writes the value through the cluster.
    public func encode(to encoder: any Encoder) throws {
        try Cluster.encode(wrappedValue, to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional polymorphic property: a missing key or `null` is `nil`.
    ///
    /// Synthesized `init(from:)` calls this overload for properties written
    /// `@Polymorphic<C?>`, so that a missing key is not an error.
    public func decode<C>(_ type: Polymorphic<C?>.Type, forKey key: Key) throws -> Polymorphic<C?> {
        Polymorphic(wrappedValue: try decodeIfPresent(Polymorphic<C>.self, forKey: key)?.wrappedValue)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional polymorphic property; `nil` is handed to `encodeIfPresent`, as
    /// synthesized code does for plain optionals, so the key is left out (or written as
    /// `null` under ``NilEncodingStrategy/explicitNull``).
    public mutating func encode<C>(_ value: Polymorphic<C?>, forKey key: Key) throws {
        guard let wrapped = value.wrappedValue else { return try encodeIfPresent(Polymorphic<C>?.none, forKey: key) }
        try encode(Polymorphic<C>(wrappedValue: wrapped), forKey: key)
    }
}
