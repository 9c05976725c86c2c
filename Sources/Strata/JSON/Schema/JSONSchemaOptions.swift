/// How a ``JSONSchemaValidator`` reads its schema and checks values.
public struct JSONSchemaOptions: Sendable, Hashable {
    /// The dialect of a schema that has no `$schema` keyword. Draft 2020-12 by default.
    public var dialect: JSONSchemaDialect

    /// Whether `format` asserts: a string that is not a valid `date-time`, `email`,
    /// `ipv4`… fails validation. Off by default, as both drafts specify (`format` is then
    /// an annotation). A schema whose metaschema declares 2020-12's format-assertion
    /// vocabulary asserts formats whatever this says.
    public var assertsFormat: Bool

    /// The URI the root schema is known by when it declares no `$id`: the base its
    /// relative references resolve against. Nil: `strata:///root`, which appears in no
    /// location a failure reports.
    public var baseURI: String?

    /// How many schemas deep one evaluation may nest (each subschema applied to a value,
    /// and each reference followed, is one level). A value whose validation would go
    /// deeper fails with a failure that says so, instead of exhausting the call stack: a
    /// recursive schema applied to a value nested a hundred thousand levels deep, or a
    /// schema nested that deep. 500 by default, which runs within a 512 KiB thread stack.
    public var maximumDepth: Int

    /// Options with the given settings.
    public init(dialect: JSONSchemaDialect = .draft2020_12, assertsFormat: Bool = false, baseURI: String? = nil, maximumDepth: Int = 500) {
        self.dialect = dialect
        self.assertsFormat = assertsFormat
        self.baseURI = baseURI
        self.maximumDepth = maximumDepth
    }
}
