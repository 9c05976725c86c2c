/// An array that keeps the elements that decode and drops the ones that do not, instead
/// of failing the whole document for one malformed element.
///
/// ```swift
/// import Strata
///
/// struct Photo: Codable { var url: String; var width: Int }
///
/// struct Album: Codable {
///     @LossyArray var photos: [Photo]
/// }
///
/// var report = DecodingReport()
/// let json = #"{"photos": [{"url": "a.jpg", "width": 640}, {"url": "b.jpg", "width": "wide"}, {"url": "c.jpg", "width": 320}]}"#
/// let album = try StrataJSONDecoder().decode(Album.self, from: json, report: &report)
/// print(album.photos.map(\.url), report.problems.map(\.path))
/// // Prints "["a.jpg", "c.jpg"] ["photos.1"]"
/// ```
///
/// Each element dropped is in the ``DecodingReport`` of a Strata decode that keeps one,
/// with the error that dropped it. The array itself must be there: a missing key is an
/// error (write `@Default<Defaults.Empty<[T]>>` where the whole array may be missing).
/// Works under every decoder.
@propertyWrapper
public struct LossyArray<Element> {
    /// The elements that decoded, in order.
    public var wrappedValue: [Element]

    /// Wraps an array.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }
}

extension LossyArray: Equatable where Element: Equatable {}
extension LossyArray: Hashable where Element: Hashable {}
extension LossyArray: Sendable where Element: Sendable {}

extension LossyArray: Decodable where Element: Decodable {
    /// Decodes each element, dropping those that fail.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        if let count = container.count { elements.reserveCapacity(count) }
        while !container.isAtEnd {
            if let element = try container.decode(LossyElement<Element>.self).value {
                elements.append(element)
            }
        }
        wrappedValue = elements
    }
}

extension LossyArray: Encodable where Element: Encodable {
    /// Writes the elements.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension LossyArray: LossyCollectionWrapper {
    static var wrappedValueType: Any.Type { [Element].self }
    static var isDictionary: Bool { false }
    static var elementType: Any.Type { Element.self }
    var anyWrappedValue: Any { wrappedValue }

    /// With a transformer for the whole array (not one that converts each element), the
    /// transformer reads it: nothing is dropped.
    static func decode(from decoder: any Decoder, readingValue readValue: () throws -> Any) throws -> LossyArray {
        LossyArray(wrappedValue: try TransformedValue.cast(readValue(), to: [Element].self, at: decoder))
    }

    static func wrapping(kept: Any, at decoder: any Decoder) throws -> LossyArray {
        let elements = try TransformedValue.cast(kept, to: [Any].self, at: decoder)
        return LossyArray(wrappedValue: try elements.map { try TransformedValue.cast($0, to: Element.self, at: decoder) })
    }
}

/// A dictionary that keeps the values that decode and drops the ones that do not.
///
/// ```swift
/// import Strata
///
/// struct Scores: Codable {
///     @LossyDictionary var byPlayer: [String: Int]
/// }
///
/// let scores = try StrataJSONDecoder().decode(Scores.self, from: #"{"byPlayer": {"ann": 12, "bob": "n/a", "cy": 7}}"#)
/// print(scores.byPlayer.keys.sorted())
/// // Prints "["ann", "cy"]"
/// ```
///
/// Each value dropped is in the ``DecodingReport`` of a Strata decode that keeps one.
@propertyWrapper
public struct LossyDictionary<Value> {
    /// The members whose values decoded.
    public var wrappedValue: [String: Value]

    /// Wraps a dictionary.
    public init(wrappedValue: [String: Value]) {
        self.wrappedValue = wrappedValue
    }
}

extension LossyDictionary: Equatable where Value: Equatable {}
extension LossyDictionary: Hashable where Value: Hashable {}
extension LossyDictionary: Sendable where Value: Sendable {}

extension LossyDictionary: Decodable where Value: Decodable {
    /// Decodes each value, dropping those that fail.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StringCodingKey.self)
        var members: [String: Value] = [:]
        for key in container.allKeys {
            if let value = try container.decode(LossyElement<Value>.self, forKey: key).value {
                members[key.stringValue] = value
            }
        }
        wrappedValue = members
    }
}

extension LossyDictionary: Encodable where Value: Encodable {
    /// Writes the members.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension LossyDictionary: LossyCollectionWrapper {
    static var wrappedValueType: Any.Type { [String: Value].self }
    static var isDictionary: Bool { true }
    static var elementType: Any.Type { Value.self }
    var anyWrappedValue: Any { wrappedValue }

    /// With a transformer for the whole dictionary (not one that converts each value), the
    /// transformer reads it: nothing is dropped.
    static func decode(from decoder: any Decoder, readingValue readValue: () throws -> Any) throws -> LossyDictionary {
        LossyDictionary(wrappedValue: try TransformedValue.cast(readValue(), to: [String: Value].self, at: decoder))
    }

    static func wrapping(kept: Any, at decoder: any Decoder) throws -> LossyDictionary {
        let members = try TransformedValue.cast(kept, to: [String: Any].self, at: decoder)
        return LossyDictionary(wrappedValue: try members.mapValues { try TransformedValue.cast($0, to: Value.self, at: decoder) })
    }
}

/// One element of a lossy collection: its value, or nil (and a report entry) when it
/// does not decode. Never fails, so that the container moves on.
struct LossyElement<Element: Decodable>: Decodable {
    let value: Element?

    init(from decoder: any Decoder) throws {
        do {
            value = try WrapperDecoding.attempt(Element.self, from: decoder)
        } catch let error as DecodingError {
            WrapperDecoding.recordRecovered(.droppedElement, "Dropped the element: \(error.summary).", at: decoder)
            WrapperDecoding.noteDroppedWhole(at: decoder)
            value = nil
        }
    }
}
