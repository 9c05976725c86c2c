import Foundation

/// A compiled JSON Schema: made once from a ``JSONSchema``, then used to validate as many
/// values as you like, from any thread.
///
/// ```swift
/// import Strata
///
/// let schema = try JSONSchema(parsing: #"""
///     {
///         "type": "object",
///         "required": ["title", "labels"],
///         "properties": {
///             "title": {"type": "string", "minLength": 1},
///             "labels": {"type": "array", "items": {"enum": ["bug", "ui", "docs"]}, "uniqueItems": true}
///         }
///     }
///     """#)
/// let validator = try JSONSchemaValidator(schema)
///
/// let result = try validator.validate(parsing: #"{"title": "", "labels": ["bug", "bug", "perf"]}"#)
/// for failure in result.failures {
///     print(failure)
/// }
/// // Prints "At "/title" (schema "/properties/title/minLength"): Expected a string of at least 1 character but found the string "" (0 characters) instead."
/// // Prints "At "/labels/2" (schema "/properties/labels/items/enum"): Expected one of "bug", "ui", "docs" but found the string "perf" instead."
/// // Prints "At "/labels" (schema "/properties/labels/uniqueItems"): Expected unique elements but found elements 0 and 1 equal (the string "bug")."
/// ```
///
/// Compiling reads the schema in its dialect (its `$schema`, else
/// ``JSONSchemaOptions/dialect``), resolves every `$ref` against the schema and the
/// documents of the ``JSONSchemaRegistry``, compiles every `pattern`, and checks every
/// keyword's value; a schema that cannot be used throws a ``JSONSchemaError`` that names
/// the keyword and where it is. Validating then only reads: it validates a ``JSONValue``,
/// a ``JSONDocument`` (where its index lies, without building a tree), or JSON text.
///
/// ``isValid(_:)-(JSONValue)`` stops at the first failure and builds nothing;
/// ``validate(_:)-(JSONValue)`` returns every failure, and costs the same as `isValid` on a
/// valid value.
public final class JSONSchemaValidator: Sendable {
    /// The schema this validator was compiled from.
    public let schema: JSONSchema
    /// The options it was compiled with.
    public let options: JSONSchemaOptions
    let program: SchemaProgram

    /// Compiles `schema`, resolving references against `registry`.
    ///
    /// - Throws: ``JSONSchemaError`` naming the keyword, and where it is, when the schema
    ///   cannot be used.
    public init(
        _ schema: JSONSchema, registry: JSONSchemaRegistry = JSONSchemaRegistry(), options: JSONSchemaOptions = JSONSchemaOptions()
    )
        throws
    {
        self.schema = schema
        self.options = options
        program = try SchemaCompiler.compile(schema, registry: registry, options: options)
    }

    // MARK: Checking

    /// Whether `value` is valid. Stops at the first failure.
    public func isValid(_ value: JSONValue) -> Bool {
        run(ValueInstance(), value, reporting: false).valid
    }

    /// Whether the document's value is valid. Stops at the first failure.
    public func isValid(_ document: JSONDocument) -> Bool {
        run(DocumentInstance(storage: document.storage), 0, reporting: false).valid
    }

    /// Whether the JSON text in `data` is valid.
    ///
    /// - Throws: ``JSONReadingError`` when the data is not JSON.
    public func isValid(parsing data: Data, options: JSONReadingOptions = JSONReadingOptions()) throws -> Bool {
        try SchemaInput.withStorage(data, options: options) { run(DocumentInstance(storage: $0), 0, reporting: false).valid }
    }

    /// Whether the JSON text is valid.
    ///
    /// - Throws: ``JSONReadingError`` when the text is not JSON.
    public func isValid(parsing text: some StringProtocol, options: JSONReadingOptions = JSONReadingOptions()) throws -> Bool {
        try SchemaInput.withStorage(text: text, options: options) { run(DocumentInstance(storage: $0), 0, reporting: false).valid }
    }

    /// Whether the JSON in UTF-8 (or UTF-16 or UTF-32) bytes is valid.
    ///
    /// - Throws: ``JSONReadingError`` when the bytes are not JSON.
    public func isValid<Bytes: Sequence>(parsing bytes: Bytes, options: JSONReadingOptions = JSONReadingOptions()) throws -> Bool
    where Bytes.Element == UInt8 {
        try SchemaInput.withStorage(bytes: bytes, options: options) { run(DocumentInstance(storage: $0), 0, reporting: false).valid }
    }

    // MARK: Validating

    /// Validates `value`, returning every failure.
    public func validate(_ value: JSONValue) -> JSONSchemaValidationResult {
        validate(ValueInstance(), value)
    }

    /// Validates the document's value, returning every failure.
    public func validate(_ document: JSONDocument) -> JSONSchemaValidationResult {
        validate(DocumentInstance(storage: document.storage), 0)
    }

    /// Validates the JSON text in `data`, returning every failure.
    ///
    /// - Throws: ``JSONReadingError`` when the data is not JSON.
    public func validate(parsing data: Data, options: JSONReadingOptions = JSONReadingOptions()) throws -> JSONSchemaValidationResult {
        try SchemaInput.withStorage(data, options: options) { validate(DocumentInstance(storage: $0), 0) }
    }

    /// Validates the JSON text, returning every failure.
    ///
    /// - Throws: ``JSONReadingError`` when the text is not JSON.
    public func validate(
        parsing text: some StringProtocol, options: JSONReadingOptions = JSONReadingOptions()
    ) throws
        -> JSONSchemaValidationResult
    {
        try SchemaInput.withStorage(text: text, options: options) { validate(DocumentInstance(storage: $0), 0) }
    }

    /// Validates the JSON in UTF-8 (or UTF-16 or UTF-32) bytes, returning every failure.
    ///
    /// - Throws: ``JSONReadingError`` when the bytes are not JSON.
    public func validate<Bytes: Sequence>(
        parsing bytes: Bytes, options: JSONReadingOptions = JSONReadingOptions()
    ) throws
        -> JSONSchemaValidationResult where Bytes.Element == UInt8
    {
        try SchemaInput.withStorage(bytes: bytes, options: options) { validate(DocumentInstance(storage: $0), 0) }
    }

    // MARK: Running

    /// Checks first, and reports only a value found invalid.
    private func validate<Instance: SchemaInstance>(_ instance: Instance, _ root: Instance.Node) -> JSONSchemaValidationResult {
        guard !run(instance, root, reporting: false).valid else { return JSONSchemaValidationResult(failures: []) }
        return JSONSchemaValidationResult(failures: run(instance, root, reporting: true).failures)
    }

    private func run<Instance: SchemaInstance>(
        _ instance: Instance, _ root: Instance.Node, reporting: Bool
    ) -> (valid: Bool, failures: [JSONSchemaFailure]) {
        program.nodes.withUnsafeBufferPointer { nodes in
            program.operations.withUnsafeBufferPointer { operations in
                var evaluator = SchemaEvaluator(
                    program: program, instance: instance, nodes: nodes, operations: operations, maximumDepth: options.maximumDepth,
                    reporting: reporting)
                let valid = evaluator.evaluate(program.root, root, nil) && !evaluator.exceededDepth
                guard let depthFailure = evaluator.depthFailure else { return (valid, evaluator.failures) }
                return (valid, [depthFailure] + evaluator.failures)
            }
        }
    }
}

extension JSONSchema {
    /// Compiles this schema into a validator; see ``JSONSchemaValidator/init(_:registry:options:)``.
    ///
    /// - Throws: ``JSONSchemaError`` when the schema cannot be used.
    public func validator(
        registry: JSONSchemaRegistry = JSONSchemaRegistry(), options: JSONSchemaOptions = JSONSchemaOptions()
    ) throws
        -> JSONSchemaValidator
    {
        try JSONSchemaValidator(self, registry: registry, options: options)
    }
}
