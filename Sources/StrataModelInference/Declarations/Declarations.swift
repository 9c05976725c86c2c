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
    case dateHelper(DateHelper)
    case lowercaseUUID

    /// The name the declaration declares: the name of its file when the output is split.
    var name: String {
        switch self {
        case .alias(let name, _): return name
        case .structure(let structure): return structure.name
        case .enumeration(let enumeration): return enumeration.name
        case .cluster(let cluster): return cluster.name
        case .dateHelper(let helper): return helper.typeName
        case .lowercaseUUID: return "LowercaseUUID"
        }
    }
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
    /// The parameter's default in the memberwise initializer: `nil`, `.missing`.
    var defaultValue: String?
}

/// A line of a model's `adjustEncodedJSON(_:)`: a `nil` property written as the samples
/// write it, against the model's strategy.
struct NilAdjustment {
    var property: String
    var key: String
    /// Whether `nil` is written as `null` (else the key is left out).
    var writesNull: Bool
}

struct StructDeclaration {
    var name: String
    var conformances: [String]
    var properties: [PropertyDeclaration]
    var writesCodingKeys: Bool
    var declaresExplicitNull: Bool
    /// Clusters whose discriminator is a key of this struct, nested in it.
    var nestedClusters: [ClusterDeclaration]
    /// The `nil` properties the model's `AdjustsEncodedJSON` hook writes the other way.
    var adjustments: [NilAdjustment] = []
    /// Whether a memberwise initializer is written (public and package models, whose
    /// synthesized one is internal).
    var writesInitializer = false
}

struct StringEnumDeclaration {
    var name: String
    var conformances: [String]
    var cases: [(name: String, rawValue: String?)]
    var unknownCase: String
    /// Spellings that differ from a case's raw value only in letter case, which the enum
    /// reads as that case: `init?(rawValue:)` compares in lower case when there are any.
    var foldedSpellings: [String] = []
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
