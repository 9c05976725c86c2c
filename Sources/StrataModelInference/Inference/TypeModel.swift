/// The Swift type inferred for one position of the samples, before it has names.
indirect enum TypeModel {
    case bool
    /// Every value an integer that fits `Int`.
    case int
    /// Every value a non-negative integer, some beyond `Int`.
    case uint64
    /// Integers beyond `UInt64`, or numbers `Double` would change: kept exactly.
    case exactNumber
    case double
    case string
    case date(DateEncoding)
    case url
    /// UUIDs, written by the samples in upper case (as `UUID` writes them) or in lower case.
    case uuid(lowercase: Bool)
    case enumeration(EnumModel)
    /// Values of different kinds, or only `null`: `JSONValue`.
    case json
    /// No value seen (the elements of arrays always empty): `JSONValue`, until another
    /// place says more.
    case unseen
    /// Objects, every one of them empty: `[String: JSONValue]`, until a struct says more.
    case emptyObject
    case array(TypeModel, nullableElements: Bool)
    case dictionary(TypeModel, nullableValues: Bool)
    case object(ObjectModel)
    case cluster(ClusterModel)

    /// Whether the type is `JSONValue`, which holds `null` itself.
    var isJSON: Bool {
        switch self {
        case .json, .unseen: return true
        default: return false
        }
    }

    /// The type as it is without a transformer: the JSON's own type, for positions a
    /// property wrapper cannot reach (array elements, `Tristate`).
    var withoutTransformer: TypeModel {
        switch self {
        case .date(let encoding): return encoding.isNumeric ? .double : .string
        case .uuid(lowercase: true): return .string
        default: return self
        }
    }

    /// Whether reading the type needs a transformer on the property.
    var needsTransformer: Bool {
        switch self {
        case .date, .uuid(lowercase: true): return true
        default: return false
        }
    }
}

/// How a date is written in the samples, and so which transformer reads it.
enum DateEncoding: Hashable {
    /// ISO 8601 in UTC, in whole seconds or with a fraction of a group of three digits
    /// (`2013-01-10T07:58:30Z`, `2019-12-08T03:48:33.901Z`): `ISO8601DateTransformer`.
    case iso8601
    /// Another form, through a transformer the output declares.
    case helper(DateHelper)
    /// Unix time in seconds: `SecondsSince1970Transformer`.
    case secondsSince1970
    /// Unix time in milliseconds: `MillisecondsSince1970Transformer`.
    case millisecondsSince1970

    var isNumeric: Bool {
        self == .secondsSince1970 || self == .millisecondsSince1970
    }
}

/// Whether a property's key is always there with a value, or sometimes absent, or
/// sometimes `null`: the three differ when the model is encoded again.
struct Presence: Hashable {
    var sometimesAbsent: Bool
    var sometimesNull: Bool

    static let always = Presence(sometimesAbsent: false, sometimesNull: false)

    var isOptional: Bool { sometimesAbsent || sometimesNull }
}

/// A property of a struct: the JSON key (or, once flattened, the path of keys) and its type.
struct PropertyModel {
    var keys: [String]
    var type: TypeModel
    var presence: Presence
    /// Whether the samples disagree on the kind of scalar and the property converts (`@Lenient`).
    var isLenient = false
    /// Whether every value seen was `null`.
    var isAlwaysNull = false
    /// What a reader of the model should know of the values: strings that look like dates
    /// but were left alone, and why.
    var note: String?
}

/// A struct to write: an object shape of the samples.
final class ObjectModel {
    /// The name the position suggests (`Commit` for `commits`), before collisions; a
    /// merged struct takes the best of its structs' names.
    var nameHint: String
    var properties: [PropertyModel]
    /// Whether the struct is a case's payload, nested in its cluster's enum.
    let isVariant: Bool
    /// The name it is written with, once names are given.
    var name = ""
    /// The struct it duplicates, once duplicates are merged.
    var replacement: ObjectModel?
    /// Keys left out of the struct because the samples hold only `null` there
    /// (`--skip-null-fields`).
    var skippedNullKeys: [String] = []

    init(nameHint: String, properties: [PropertyModel], isVariant: Bool) {
        self.nameHint = nameHint
        self.properties = properties
        self.isVariant = isVariant
    }

    /// The struct to write in this one's place.
    var resolved: ObjectModel {
        var model = self
        while let next = model.replacement { model = next }
        return model
    }
}

/// A string enum to write: a small set of values, with a case for the others.
final class EnumModel {
    let nameHint: String
    /// The raw value of each case: of values that differ only in letter case, the one the
    /// samples write most.
    let values: [String]
    /// The other spellings the samples write (`Open` beside `open`), which the enum reads
    /// as the case spelled so in lower case.
    let foldedSpellings: [String]
    var name = ""
    var replacement: EnumModel?

    init(nameHint: String, values: [String], foldedSpellings: [String] = []) {
        self.nameHint = nameHint
        self.values = values
        self.foldedSpellings = foldedSpellings
    }

    var resolved: EnumModel {
        var model = self
        while let next = model.replacement { model = next }
        return model
    }
}

/// A discriminator value: JSON strings and integers select variants.
enum TagValue: Hashable {
    case string(String)
    case integer(Int)

    var text: String {
        switch self {
        case .string(let string): return string
        case .integer(let integer): return String(integer)
        }
    }
}

/// A `JSONTaggedUnion` to write: one case per discriminator value and an `UnknownVariant`
/// fallback.
final class ClusterModel {
    /// Where the discriminator is: in each variant's object, or beside the value in the
    /// object that holds it.
    enum Layout {
        case key
        case parentKey
    }

    struct Variant {
        var tag: TagValue
        /// The words that name the case (the tag's, less what every tag shares).
        var words: [String]
        var model: ObjectModel
    }

    let nameHint: String
    let discriminator: String
    let layout: Layout
    let variants: [Variant]
    var name = ""

    init(nameHint: String, discriminator: String, layout: Layout, variants: [Variant]) {
        self.nameHint = nameHint
        self.discriminator = discriminator
        self.layout = layout
        self.variants = variants
    }
}
