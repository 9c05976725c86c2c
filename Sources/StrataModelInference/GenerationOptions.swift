/// What `strata-generate` writes, beyond what the samples decide.
public struct GenerationOptions: Sendable, Hashable {
    /// The protocol the models adopt.
    public enum ModelStyle: String, Sendable, Hashable {
        /// `JSONSerializing` models (the default): Strata's model protocol.
        case serializing
        /// Plain `Codable` types.
        case codable
    }

    /// The access level of every declaration written.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        /// No modifier: the module's own.
        case `internal`
        /// `public`: for models a library exports.
        case `public`
        /// `package`: for models the package's other modules use.
        case `package`
    }

    /// A conformance added to every type written.
    public enum Conformance: String, Sendable, Hashable, CaseIterable, Comparable {
        /// `Sendable` (the default): models cross tasks.
        case sendable = "Sendable"
        /// `Equatable`.
        case equatable = "Equatable"
        /// `Hashable` (which implies `Equatable`, so that one is not written too).
        case hashable = "Hashable"

        /// The order conformances are written in: `Sendable`, `Equatable`, `Hashable`.
        public static func < (lhs: Conformance, rhs: Conformance) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// The name of the top-level value's type; `nil` takes it from the first file's name.
    public var rootName: String?
    /// `JSONSerializing` models or plain `Codable` ones.
    public var style: ModelStyle
    /// Whether a nested object used in one place only, and always present, becomes
    /// properties of its parent at dotted key paths (`case actorLogin = "actor.login"`).
    public var flattensSingleUseObjects: Bool
    /// Whether properties with a small set of string values become enums with an unknown
    /// case (`UnknownCaseRepresentable`).
    public var infersEnumerations: Bool
    /// Whether a property whose samples disagree on the kind of scalar (`1` and `"1"`)
    /// becomes `@Lenient` instead of `JSONValue`.
    public var convertsDisagreeingScalars: Bool
    /// Whether integers under a key that names a time (`created_at`, `timestamp`) and in
    /// the range of Unix times become `Date`s.
    public var readsEpochDates: Bool
    /// Discriminator keys to try before the standard ones (`type`, `kind`, `object`, `event`).
    public var discriminators: [String]
    /// The access level of the declarations.
    public var accessLevel: AccessLevel
    /// The conformances every type adopts besides its model protocol.
    public var conformances: Set<Conformance>
    /// Whether to rely on `.convertFromSnakeCase` / `.convertToSnakeCase` instead of
    /// writing `CodingKeys`, when every key of the samples allows it.
    public var usesSnakeCaseStrategy: Bool
    /// An enum that every declaration is nested in, so that several generated files can
    /// share a module.
    public var namespace: String?
    /// Whether keys the samples only ever hold `null` under are left out of the models
    /// (they are `JSONValue?` otherwise). Encoding such a model leaves those keys out.
    public var skipsNullOnlyFields: Bool
    /// A folder to write a file per type into, instead of one file to standard output:
    /// for large APIs, whose single file the compiler type-checks as one.
    /// ``GeneratedModels/files`` holds the files either way.
    public var outputDirectory: String?

    /// The defaults: `JSONSerializing` models, `Sendable`, internal, nothing inferred beyond
    /// what every sample agrees on.
    public init(
        rootName: String? = nil, style: ModelStyle = .serializing, flattensSingleUseObjects: Bool = false,
        infersEnumerations: Bool = false, convertsDisagreeingScalars: Bool = false, readsEpochDates: Bool = false,
        discriminators: [String] = [], accessLevel: AccessLevel = .internal, conformances: Set<Conformance> = [.sendable],
        usesSnakeCaseStrategy: Bool = false, namespace: String? = nil, skipsNullOnlyFields: Bool = false, outputDirectory: String? = nil
    ) {
        self.rootName = rootName
        self.style = style
        self.flattensSingleUseObjects = flattensSingleUseObjects
        self.infersEnumerations = infersEnumerations
        self.convertsDisagreeingScalars = convertsDisagreeingScalars
        self.readsEpochDates = readsEpochDates
        self.discriminators = discriminators
        self.accessLevel = accessLevel
        self.conformances = conformances
        self.usesSnakeCaseStrategy = usesSnakeCaseStrategy
        self.namespace = namespace
        self.skipsNullOnlyFields = skipsNullOnlyFields
        self.outputDirectory = outputDirectory
    }

    /// The standard discriminator keys, after those the options name.
    var discriminatorCandidates: [String] {
        var keys = discriminators
        for key in ["type", "kind", "object", "event"] where !keys.contains(key) { keys.append(key) }
        return keys
    }
}
