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
/// // Prints "At "/labels" (schema "/properties/labels/uniqueItems"): Expected unique elements but found elements 0 and 1 equal (the string "bug")."
/// // Prints "At "/labels/2" (schema "/properties/labels/items/enum"): Expected one of "bug", "ui", "docs" but found the string "perf" instead."
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
///
/// Failures come in a fixed order, that of a depth-first walk of the value and the schema
/// together: for each schema applied to a value, first what it asserts of the value itself
/// (`type`, `const`, `enum`, bounds, lengths, `uniqueItems`…), then `format`, then its
/// array keywords element by element, then its object keywords member by member in the
/// object's order (then `required` and the `dependent` keywords), then `$ref`, then
/// `allOf`, `anyOf`, `oneOf`, `not` and `if`, then `unevaluatedItems` and
/// `unevaluatedProperties`. So above, the array's `uniqueItems` comes before the failure
/// of its element 2. The same value and schema always give the same failures in the same
/// order.
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

    /// Whether the JSON text in `input` (`Data`, bytes, a `String` or any other
    /// ``JSONInput``) is valid. Stops at the first failure. The text is read into a
    /// document's index that borrows it, and validated there, without building a tree; a
    /// ``JSONValue`` is validated as it is.
    ///
    /// - Throws: ``JSONReadingError`` when the input is not JSON.
    public func isValid(parsing input: some JSONInput, options: JSONReadingOptions = JSONReadingOptions()) throws -> Bool {
        if let value = input as? JSONValue { return isValid(value) }
        return try SchemaInput.withStorage(input, options: options) { run(DocumentInstance(storage: $0), 0, reporting: false).valid }
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

    /// Validates the JSON text in `input` (`Data`, bytes, a `String` or any other
    /// ``JSONInput``), returning every failure. The text is read into a document's index
    /// that borrows it, without building a tree; a ``JSONValue`` is validated as it is.
    ///
    /// - Throws: ``JSONReadingError`` when the input is not JSON.
    public func validate(
        parsing input: some JSONInput, options: JSONReadingOptions = JSONReadingOptions()
    ) throws -> JSONSchemaValidationResult {
        if let value = input as? JSONValue { return validate(value) }
        return try SchemaInput.withStorage(input, options: options) { validate(DocumentInstance(storage: $0), 0) }
    }

    // MARK: Running

    /// Validates the value at `node` of a document's index: what a decoder with a schema
    /// runs before decoding.
    func validate(_ storage: JSONDocumentStorage, node: Int) -> JSONSchemaValidationResult {
        validate(DocumentInstance(storage: storage), node)
    }

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
