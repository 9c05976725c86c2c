/// A type that gives its own JSON Schema, in place of the one Strata would reflect: for a
/// type whose hand-written `init(from:)` reads JSON reflection cannot see through, or one
/// whose schema says more than its Swift type (a pattern, a range).
///
/// ```swift
/// import Strata
///
/// struct HexColor: Codable {
///     var red, green, blue: UInt8
///
///     init(from decoder: any Decoder) throws {
///         let text = try decoder.singleValueContainer().decode(String.self)
///         guard text.count == 7, text.hasPrefix("#"), let rgb = UInt32(text.dropFirst(), radix: 16) else {
///             throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a color"))
///         }
///         (red, green, blue) = (UInt8(rgb >> 16), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF))
///     }
///
///     func encode(to encoder: any Encoder) throws {
///         var container = encoder.singleValueContainer()
///         try container.encode("#" + [red, green, blue].map { String(format: "%02x", $0) }.joined())
///     }
/// }
///
/// extension HexColor: JSONSchemaProviding {
///     static var jsonSchema: JSONSchema {
///         JSONSchema(["type": "string", "pattern": "^#[0-9a-fA-F]{6}$", "examples": ["#ff8800"]])
///     }
/// }
///
/// struct Theme: Codable {
///     var accent: HexColor
/// }
///
/// print(try JSONSchema(for: Theme.self))
/// // Prints "{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"accent":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","examples":["#ff8800"]}},"required":["accent"]}"
/// ```
///
/// The schema is written where the type appears. Where the type is a property of a model
/// Strata records, Strata needs a value of it to run the model's `init(from:)` on: it
/// decodes the first of the schema's `examples` (or its `default`, `const`, or an `enum`
/// value) that the type's `init(from:)` accepts, so give one. A schema that refers to its own `$defs`
/// needs an `$id`, so that its references resolve within it rather than against the
/// document it is written into.
public protocol JSONSchemaProviding {
    /// The JSON Schema of the type's values, as Strata's coders read and write them.
    static var jsonSchema: JSONSchema { get }
}

/// A model that adds titles and descriptions to its JSON Schema: for people reading an
/// API's documentation, and for an LLM, which reads each property's description to
/// decide what to put there.
///
/// Every requirement has a default (none).
///
/// ```swift
/// import Strata
///
/// struct Forecast: Codable, JSONSchemaDescribing {
///     var city: String
///     var highCelsius: Double
///
///     static var schemaDescription: String? { "Tomorrow's weather in one city." }
///
///     static func schemaDescription(forKey key: String) -> String? {
///         key == "highCelsius" ? "The day's highest temperature, in degrees Celsius." : nil
///     }
/// }
///
/// let schema = try JSONSchema(for: Forecast.self)
/// print(schema.value["properties"]?["highCelsius"]?["description"] ?? "none")
/// // Prints ""The day's highest temperature, in degrees Celsius.""
/// ```
public protocol JSONSchemaDescribing {
    /// The schema's `title` for this type.
    static var schemaTitle: String? { get }
    /// The schema's `description` for this type.
    static var schemaDescription: String? { get }
    /// The `description` of the property with coding key `key` (the key as the model's
    /// `CodingKeys` spell it, as in ``JSONSerializing/transformer(forKey:)``).
    static func schemaDescription(forKey key: String) -> String?
}

extension JSONSchemaDescribing {
    /// No title.
    public static var schemaTitle: String? { nil }
    /// No description.
    public static var schemaDescription: String? { nil }
    /// No description for any property.
    public static func schemaDescription(forKey key: String) -> String? { nil }
}

/// A ``Transformer`` that says the JSON Schema of its JSON side, for the schemas of the
/// models that use it. Without it, a transformer's JSON is described by its `JSONType`
/// (a `String` transformer's JSON is any string); Strata's own transformers say more (an
/// ``ISO8601DateTransformer`` writes a `date-time`, a ``ValueMappingTransformer`` one of
/// its mapped values).
public protocol JSONSchemaDescribingTransformer: Transformer {
    /// The schema of the JSON this transformer reads and writes.
    var jsonSchema: JSONSchema { get }
}
