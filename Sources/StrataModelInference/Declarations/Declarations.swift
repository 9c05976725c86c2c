/// The output, decided: every declaration with its names and types spelled, ready to be
/// written out.
struct SourceFile {
    var header: [String]
    var namespace: String?
    var access: String
    var declarations: [Declaration]
}

enum Declaration {
    case alias(name: String, type: String)
    case structure(StructDeclaration)
    case enumeration(StringEnumDeclaration)
    case cluster(ClusterDeclaration)
    case dateConvention(DateConvention)
    case lowercaseUUID
}

struct PropertyDeclaration {
    /// A property wrapper written before the property: `@Transform<ISO8601DateTransformer>`.
    var attribute: String?
    /// The name as declared (in backticks when a keyword).
    var name: String
    var type: String
    /// The coding key's string when it is not the name: the JSON key, or a dotted path.
    var explicitKey: String?
    var comment: String?
}

struct StructDeclaration {
    var name: String
    var conformances: [String]
    var properties: [PropertyDeclaration]
    var writesCodingKeys: Bool
    var declaresExplicitNull: Bool
    /// Clusters whose discriminator is a key of this struct, nested in it.
    var nestedClusters: [ClusterDeclaration]
}

struct StringEnumDeclaration {
    var name: String
    var conformances: [String]
    var cases: [(name: String, rawValue: String?)]
    var unknownCase: String
}

struct ClusterDeclaration {
    struct Case {
        var name: String
        var tag: TagValue
        var variant: StructDeclaration
    }

    var name: String
    var conformances: [String]
    var cases: [Case]
    var fallbackCase: String
    /// `JSONDiscriminator.parentKey("type")`.
    var discriminator: String
}
