/// The JSON Schema drafts Strata validates.
///
/// A schema's `$schema` keyword chooses its dialect; ``JSONSchemaOptions/dialect`` says
/// which to use for schemas that do not say. A `$schema` naming a metaschema registered in
/// the ``JSONSchemaRegistry`` selects that metaschema's vocabularies (2020-12's
/// `$vocabulary`) on the dialect the metaschema itself is written in.
public enum JSONSchemaDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// JSON Schema draft 2020-12, the default.
    case draft2020_12 = "https://json-schema.org/draft/2020-12/schema"
    /// JSON Schema draft-07.
    case draft7 = "http://json-schema.org/draft-07/schema#"

    /// The URI of the dialect's metaschema, as `$schema` writes it.
    public var uri: String { rawValue }

    /// The dialect's name: "draft 2020-12" or "draft-07".
    public var description: String {
        switch self {
        case .draft2020_12: return "draft 2020-12"
        case .draft7: return "draft-07"
        }
    }

    /// The dialect a `$schema` value names, accepting the spellings in use (with or
    /// without an empty fragment, `http` or `https`).
    init?(schemaURI: String) {
        var text = schemaURI
        if text.hasSuffix("#") { text.removeLast() }
        if text.hasPrefix("http://") { text.removeFirst("http://".count) } else if text.hasPrefix("https://") { text.removeFirst("https://".count) }
        switch text {
        case "json-schema.org/draft/2020-12/schema": self = .draft2020_12
        case "json-schema.org/draft-07/schema": self = .draft7
        default: return nil
        }
    }
}
