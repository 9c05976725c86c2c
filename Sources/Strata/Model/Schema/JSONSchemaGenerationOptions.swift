import Foundation

/// How ``JSONSchema/init(for:options:)`` describes a model: the dialect and profile of
/// the schema, and the coders' settings that decide how the JSON is spelled.
///
/// The key strategy, the date, data and non-conforming float strategies, the dotted-key
/// strategy and the `nil` strategy are the ``encoder``'s: a schema made with the encoder
/// you send JSON with describes exactly what it writes, and what Strata's decoder reads
/// back with the matching strategies.
public struct JSONSchemaGenerationOptions: Sendable {
    /// The dialect to write: draft 2020-12 (the default) or draft-07.
    public var dialect: JSONSchemaDialect

    /// What the schema describes: everything Strata's decoder accepts (the default), or
    /// the strict subset that LLM structured-output APIs require.
    public var profile: JSONSchemaProfile

    /// The encoder whose settings spell the JSON: its key, date, data, non-conforming
    /// float, dotted-key and `nil` strategies. A new ``StrataJSONEncoder`` by default.
    public var encoder: StrataJSONEncoder

    /// Whether every object a model decodes from is closed to keys it does not read
    /// (`additionalProperties: false`), as under ``StrataJSONDecoder/rejectsUnknownKeys``.
    /// Models that reject unknown keys themselves (``JSONSerializing/rejectsUnknownKeys``)
    /// are closed either way, and the strict profile closes every object. `false` by
    /// default.
    public var rejectsUnknownKeys: Bool

    /// Schemas given for types, which win over what reflection would find.
    var givenSchemas: [ObjectIdentifier: JSONSchema] = [:]

    /// Options with the given settings.
    public init(
        dialect: JSONSchemaDialect = .draft2020_12, profile: JSONSchemaProfile = .standard, encoder: StrataJSONEncoder = StrataJSONEncoder(),
        rejectsUnknownKeys: Bool = false
    ) {
        self.dialect = dialect
        self.profile = profile
        self.encoder = encoder
        self.rejectsUnknownKeys = rejectsUnknownKeys
    }

    /// Uses `schema` for every value of `type`, in place of what reflection finds: for a
    /// type of another module that cannot conform to ``JSONSchemaProviding``, or `Date`
    /// and `Data` under an encoder's `.custom` strategy.
    ///
    /// The schema is written where the type appears, as given; in the strict profile it
    /// must itself use only the keywords that profile allows.
    public mutating func useSchema(_ schema: JSONSchema, for type: Any.Type) {
        givenSchemas[ObjectIdentifier(type)] = schema
    }
}

/// What a generated schema describes.
public enum JSONSchemaProfile: Sendable, Hashable {
    /// Everything Strata's decoder accepts for the model: optional properties may be
    /// absent or `null`, lenient values accept their other spellings, lossy collections
    /// accept any elements, and unknown keys are allowed unless the model or the options
    /// reject them. Every JSON the ``JSONSchemaGenerationOptions/encoder`` writes for the
    /// model is valid.
    case standard

    /// What an LLM's structured output (OpenAI's `strict` mode and the APIs that follow
    /// it) must produce for the model to decode: every property is listed in `required`,
    /// an optional one as a union with `null`; every object has
    /// `additionalProperties: false`; clusters are `anyOf`; and only the keywords those
    /// APIs accept appear (`type`, `properties`, `required`, `additionalProperties`,
    /// `items`, `enum`, `const`, `anyOf`, `$ref`, `$defs`, `description`, `title`, the
    /// numeric bounds, `pattern`, and the formats `date-time`, `date`, `time`, `duration`,
    /// `email`, `hostname`, `ipv4`, `ipv6` and `uuid`). The root must be an object.
    ///
    /// A model that cannot be said this way (a dictionary, an untyped ``JSONValue``, a
    /// cluster whose discriminator is in its parent) is refused with a
    /// ``JSONSchemaGenerationError`` that names it.
    case strictStructuredOutput
}
