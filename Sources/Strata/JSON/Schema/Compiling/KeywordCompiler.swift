/// Compiles the keywords of one schema object into operations, checking each keyword's
/// value: a keyword whose value the dialect does not allow is a ``JSONSchemaError`` that
/// names it. Keywords of vocabularies the schema's dialect turns off, and keywords
/// Strata does not know, are ignored, as the specification asks.
struct KeywordCompiler {
    let position: Int32
    let object: SchemaMembers
    let rules: SchemaRules
    /// Whether the schema has `unevaluatedProperties` or `unevaluatedItems`.
    private(set) var tracksEvaluation = false

    init(position: Int32, object: JSONObject, rules: SchemaRules) {
        self.position = position
        self.object = SchemaMembers(object)
        self.rules = rules
    }

    private var has: VocabularyBits { VocabularyBits(rawValue: rules.vocabularies.rawValue) }

    /// The vocabularies as plain bits: `OptionSet`'s `contains` goes through its generic
    /// `SetAlgebra` defaults, which an unoptimized build runs slowly, and the compiler asks
    /// a dozen times per schema.
    private struct VocabularyBits {
        let rawValue: UInt8

        func contains(_ vocabulary: SchemaVocabularies) -> Bool {
            rawValue & vocabulary.rawValue != 0
        }
    }

    mutating func compile(into compiler: SchemaCompiler) throws(JSONSchemaError) {
        if rules.isDraft7, let reference = object["$ref"] {
            // Draft-07: `$ref` stands alone; its siblings are ignored.
            try compileReference(reference, keyword: "$ref", into: compiler)
            return
        }
        if has.contains(.validation) && object.containsAny(of: KeywordGroups.assertions) { try compileAssertions(into: compiler) }
        if has.contains(.formatAnnotation) || has.contains(.formatAssertion) { try compileFormat(into: compiler) }
        if has.contains(.applicator) && object.containsAny(of: KeywordGroups.arrays) { try compileArrayApplicators(into: compiler) }
        if (has.contains(.applicator) || has.contains(.validation)) && object.containsAny(of: KeywordGroups.objects) {
            try compileObject(into: compiler)
        }
        if let reference = object["$ref"] { try compileReference(reference, keyword: "$ref", into: compiler) }
        if !rules.isDraft7, let reference = object["$dynamicRef"] { try compileReference(reference, keyword: "$dynamicRef", into: compiler) }
        if has.contains(.applicator) && object.containsAny(of: KeywordGroups.logic) { try compileLogic(into: compiler) }
        if !rules.isDraft7 && has.contains(.unevaluated) && object.containsAny(of: KeywordGroups.unevaluated) {
            try compileUnevaluated(into: compiler)
        }
    }

    // MARK: Values of keywords

    private func error(_ keyword: String, _ problem: String, _ compiler: SchemaCompiler) -> JSONSchemaError {
        compiler.index.error(keyword, at: position, problem)
    }

    private func nonNegativeInteger(_ keyword: String, _ compiler: SchemaCompiler) throws(JSONSchemaError) -> Int? {
        guard let value = object[keyword] else { return nil }
        guard case .number(let number) = value, number.isWholeNumber, let exact = number.canonical, !exact.isNegative || exact.isZero else {
            throw error(keyword, "must be a non-negative integer, but is \(SchemaMessages.describe(value))", compiler)
        }
        return number.int ?? Int.max
    }

    private func number(_ keyword: String, _ compiler: SchemaCompiler) throws(JSONSchemaError) -> JSONNumber? {
        guard let value = object[keyword] else { return nil }
        guard case .number(let number) = value, number.isFinite else {
            throw error(keyword, "must be a number, but is \(SchemaMessages.describe(value))", compiler)
        }
        return number
    }

    private func strings(_ keyword: String, _ compiler: SchemaCompiler, of value: JSONValue? = nil) throws(JSONSchemaError) -> [String]? {
        guard let value = value ?? object[keyword] else { return nil }
        guard case .array(let elements) = value else {
            throw error(keyword, "must be an array of strings, but is \(SchemaMessages.describe(value))", compiler)
        }
        var names: [String] = []
        names.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let name) = element else {
                throw error(keyword, "must be an array of strings, but holds \(SchemaMessages.describe(element))", compiler)
            }
            names.append(name)
        }
        return names
    }

    /// The node of the subschema at `keyword` (and `token`, inside a map or an array).
    private func subschema(_ compiler: SchemaCompiler, _ keyword: String, _ token: String? = nil) throws(JSONSchemaError) -> Int32 {
        guard var child = compiler.index.child(of: position, keyword) else { return -1 }
        if let token {
            guard let inner = compiler.index.child(of: child, token) else { return -1 }
            child = inner
        }
        let value = compiler.index.positions[Int(child)].value
        guard value.object != nil || value.bool != nil else {
            let place = token.map { "\(keyword)/\($0)" } ?? keyword
            throw error(
                keyword, "must hold schemas (objects or booleans), but \(MessageQuoting.quoted(place)) is \(SchemaMessages.describe(value))", compiler
            )
        }
        try compiler.index.index(child)
        return compiler.node(for: child)
    }

    private func schemaArray(_ compiler: SchemaCompiler, _ keyword: String, allowsEmpty: Bool = false) throws(JSONSchemaError) -> [Int32]? {
        guard let value = object[keyword] else { return nil }
        guard case .array(let elements) = value, allowsEmpty || !elements.isEmpty else {
            throw error(keyword, "must be a non-empty array of schemas, but is \(SchemaMessages.describe(value))", compiler)
        }
        var nodes: [Int32] = []
        for index in elements.indices { nodes.append(try subschema(compiler, keyword, String(index))) }
        return nodes
    }

    private func schemaMap(_ compiler: SchemaCompiler, _ keyword: String) throws(JSONSchemaError) -> [(String, Int32)]? {
        guard let value = object[keyword] else { return nil }
        guard case .object(let members) = value else {
            throw error(keyword, "must be an object whose values are schemas, but is \(SchemaMessages.describe(value))", compiler)
        }
        var nodes: [(String, Int32)] = []
        for key in members.keys { nodes.append((key, try subschema(compiler, keyword, key))) }
        return nodes
    }

    private func single(_ compiler: SchemaCompiler, _ keyword: String) throws(JSONSchemaError) -> Int32? {
        guard object[keyword] != nil else { return nil }
        return try subschema(compiler, keyword)
    }

    // MARK: Assertions

    private mutating func compileAssertions(into compiler: SchemaCompiler) throws(JSONSchemaError) {
        if let type = object["type"] {
            compiler.operations.append(SchemaOperation(.type, try types(type, compiler).rawValue))
        }
        if let constant = object["const"] {
            compiler.constants.append(constant)
            compiler.operations.append(SchemaOperation(.const, compiler.constants.count - 1))
        }
        if let values = object["enum"] {
            guard case .array(let elements) = values else {
                throw error("enum", "must be an array of values, but is \(SchemaMessages.describe(values))", compiler)
            }
            compiler.enums.append(EnumTable(Array(elements)))
            compiler.operations.append(SchemaOperation(.enumeration, compiler.enums.count - 1))
        }
        if let divisor = try number("multipleOf", compiler) {
            guard let exact = divisor.canonical, !exact.isNegative, !exact.isZero else {
                throw error("multipleOf", "must be a number above zero, but is \(MessageQuoting.number(divisor.text.utf8))", compiler)
            }
            compiler.numbers.append(SchemaNumber(divisor))
            compiler.operations.append(SchemaOperation(.multipleOf, compiler.numbers.count - 1))
        }
        let bounds: [(String, SchemaOperation.Code)] = [
            ("maximum", .maximum), ("exclusiveMaximum", .exclusiveMaximum), ("minimum", .minimum), ("exclusiveMinimum", .exclusiveMinimum),
        ]
        for (keyword, code) in bounds {
            guard let bound = try number(keyword, compiler) else { continue }
            compiler.numbers.append(SchemaNumber(bound))
            compiler.operations.append(SchemaOperation(code, compiler.numbers.count - 1))
        }
        if let count = try nonNegativeInteger("maxLength", compiler) { compiler.operations.append(SchemaOperation(.maxLength, count)) }
        if let count = try nonNegativeInteger("minLength", compiler), count > 0 { compiler.operations.append(SchemaOperation(.minLength, count)) }
        if let pattern = object["pattern"] {
            guard case .string(let source) = pattern else {
                throw error("pattern", "must be a string (an ECMA-262 regular expression), but is \(SchemaMessages.describe(pattern))", compiler)
            }
            compiler.operations.append(SchemaOperation(.pattern, Int(try compiler.pattern(source, keyword: "pattern", at: position))))
        }
        if let count = try nonNegativeInteger("maxItems", compiler) { compiler.operations.append(SchemaOperation(.maxItems, count)) }
        if let count = try nonNegativeInteger("minItems", compiler), count > 0 { compiler.operations.append(SchemaOperation(.minItems, count)) }
        if let unique = object["uniqueItems"] {
            guard case .bool(let flag) = unique else {
                throw error("uniqueItems", "must be a boolean, but is \(SchemaMessages.describe(unique))", compiler)
            }
            if flag { compiler.operations.append(SchemaOperation(.uniqueItems)) }
        }
        if let count = try nonNegativeInteger("maxProperties", compiler) { compiler.operations.append(SchemaOperation(.maxProperties, count)) }
        if let count = try nonNegativeInteger("minProperties", compiler), count > 0 {
            compiler.operations.append(SchemaOperation(.minProperties, count))
        }
    }

    private func types(_ value: JSONValue, _ compiler: SchemaCompiler) throws(JSONSchemaError) -> SchemaTypes {
        let names: [JSONValue]
        switch value {
        case .string: names = [value]
        case .array(let elements) where !elements.isEmpty: names = Array(elements)
        default:
            throw error("type", "must be a type name or a non-empty array of them, but is \(SchemaMessages.describe(value))", compiler)
        }
        var mask: SchemaTypes = []
        for name in names {
            guard case .string(let text) = name, let type = SchemaTypes.names.first(where: { $0.0 == text })?.1 else {
                throw error(
                    "type",
                    "must name JSON types (null, boolean, object, array, number, string, integer), but holds \(SchemaMessages.describe(name))",
                    compiler)
            }
            mask.insert(type)
        }
        return mask
    }

    private func compileFormat(into compiler: SchemaCompiler) throws(JSONSchemaError) {
        guard let format = object["format"] else { return }
        guard case .string(let name) = format else {
            throw error("format", "must be a string, but is \(SchemaMessages.describe(format))", compiler)
        }
        let asserts = compiler.options.assertsFormat || has.contains(.formatAssertion)
        // Unknown formats are annotations, whatever the setting.
        guard asserts, let kind = SchemaFormat(name: name, dialect: rules.dialect) else { return }
        compiler.operations.append(SchemaOperation(.format, Int(kind.rawValue), Int(compiler.string(name))))
    }

    // MARK: Arrays

    private func compileArrayApplicators(into compiler: SchemaCompiler) throws(JSONSchemaError) {
        var keywords = ArrayKeywords()
        if rules.isDraft7 {
            keywords.prefixKeyword = "items"
            switch object["items"] {
            case .array?:
                keywords.prefix = try schemaArray(compiler, "items", allowsEmpty: true) ?? []
                keywords.restKeyword = "additionalItems"
                keywords.rest = try single(compiler, "additionalItems") ?? -1
            case .some:
                keywords.rest = try subschema(compiler, "items")
            case nil:
                break
            }
        } else {
            keywords.prefix = try schemaArray(compiler, "prefixItems") ?? []
            keywords.rest = try single(compiler, "items") ?? -1
        }
        if !keywords.prefix.isEmpty || keywords.rest >= 0 {
            compiler.arrays.append(ArrayTable(keywords))
            compiler.operations.append(SchemaOperation(.items, compiler.arrays.count - 1))
        }
        if let contains = try single(compiler, "contains") {
            var minimum = 1
            var maximum = -1
            if !rules.isDraft7 && has.contains(.validation) {
                minimum = try nonNegativeInteger("minContains", compiler) ?? 1
                maximum = try nonNegativeInteger("maxContains", compiler) ?? -1
            }
            compiler.operations.append(SchemaOperation(.contains, Int(contains), minimum, maximum))
        }
    }

    // MARK: Objects

    private func compileObject(into compiler: SchemaCompiler) throws(JSONSchemaError) {
        var keywords = ObjectKeywords()
        if has.contains(.applicator) {
            for (name, node) in try schemaMap(compiler, "properties") ?? [] {
                keywords.entries[Int(keywords.entry(name))].property = node
            }
            for (source, node) in try schemaMap(compiler, "patternProperties") ?? [] {
                keywords.patterns.append((try compiler.pattern(source, keyword: "patternProperties", at: position), node))
            }
            keywords.additional = try single(compiler, "additionalProperties") ?? -1
            keywords.propertyNames = try single(compiler, "propertyNames") ?? -1
            if !rules.isDraft7 {
                for (name, node) in try schemaMap(compiler, "dependentSchemas") ?? [] {
                    keywords.entries[Int(keywords.entry(name))].dependentSchema = node
                    keywords.hasDependencies = true
                }
            }
        }
        if has.contains(.validation) {
            for name in try strings("required", compiler) ?? [] {
                keywords.required.append(keywords.entry(name))
            }
            if !rules.isDraft7, let dependent = object["dependentRequired"] {
                guard case .object(let members) = dependent else {
                    throw error(
                        "dependentRequired", "must be an object whose values are arrays of strings, but is \(SchemaMessages.describe(dependent))",
                        compiler)
                }
                for (name, value) in members {
                    let needed = try strings("dependentRequired", compiler, of: value) ?? []
                    let entry = keywords.entry(name)
                    let neededEntries = needed.map { keywords.entry($0) }
                    keywords.entries[Int(entry)].dependentRequired.append(contentsOf: neededEntries)
                    keywords.hasDependencies = true
                }
            }
        }
        if let dependencies = object["dependencies"], rules.isDraft7 || has.contains(.applicator) {
            // Draft-07's `dependencies` (kept by 2020-12's metaschema for compatibility): an array
            // of names is `dependentRequired`, a schema is `dependentSchemas`.
            guard case .object(let members) = dependencies else {
                throw error(
                    "dependencies", "must be an object of schemas or arrays of strings, but is \(SchemaMessages.describe(dependencies))", compiler)
            }
            keywords.dependenciesKeyword = ("dependencies", "dependencies")
            for (name, value) in members {
                let entry = keywords.entry(name)
                if case .array = value {
                    let needed = try strings("dependencies", compiler, of: value) ?? []
                    let neededEntries = needed.map { keywords.entry($0) }
                    keywords.entries[Int(entry)].dependentRequired.append(contentsOf: neededEntries)
                } else {
                    keywords.entries[Int(entry)].dependentSchema = try subschema(compiler, "dependencies", name)
                }
                keywords.hasDependencies = true
            }
        }
        let used =
            keywords.entries.contains { $0.property >= 0 } || !keywords.patterns.isEmpty || keywords.additional >= 0
            || keywords.propertyNames >= 0 || keywords.tracksPresence
        guard used else { return }
        compiler.objects.append(ObjectTable(keywords))
        compiler.operations.append(SchemaOperation(.object, compiler.objects.count - 1))
    }

    // MARK: References and logic

    private func compileReference(_ reference: JSONValue, keyword: String, into compiler: SchemaCompiler) throws(JSONSchemaError) {
        guard case .string(let text) = reference else {
            throw error(keyword, "must be a URI reference string, but is \(SchemaMessages.describe(reference))", compiler)
        }
        let target = try compiler.index.resolve(text, from: position, keyword: keyword)
        let node = compiler.node(for: target)
        guard keyword == "$dynamicRef" else {
            compiler.operations.append(SchemaOperation(.ref, Int(node)))
            return
        }
        // Dynamic when the fragment is a plain name and the schema it resolves to declares
        // that name as its `$dynamicAnchor` (the "bookend").
        var name: Int32 = -1
        if let fragment = SchemaURI(text).fragment, !fragment.isEmpty, !fragment.hasPrefix("/"),
            case .string(let anchor)? = compiler.index.positions[Int(target)].value.object?["$dynamicAnchor"], anchor == fragment
        {
            name = compiler.string(fragment)
            compiler.noteDynamicName(fragment)
        }
        compiler.operations.append(SchemaOperation(.dynamicRef, Int(node), Int(name)))
    }

    private func compileLogic(into compiler: SchemaCompiler) throws(JSONSchemaError) {
        for (keyword, code) in [("allOf", SchemaOperation.Code.allOf), ("anyOf", .anyOf), ("oneOf", .oneOf)] {
            guard let nodes = try schemaArray(compiler, keyword) else { continue }
            compiler.operations.append(SchemaOperation(code, compiler.children.count, nodes.count))
            compiler.children.append(contentsOf: nodes)
        }
        if let negated = try single(compiler, "not") { compiler.operations.append(SchemaOperation(.not, Int(negated))) }
        if let condition = try single(compiler, "if") {
            let then = try single(compiler, "then") ?? -1
            let otherwise = try single(compiler, "else") ?? -1
            // Even alone, `if` is run where annotations are collected: a property it evaluates is
            // not unevaluated.
            compiler.operations.append(SchemaOperation(.conditional, Int(condition), Int(then), Int(otherwise)))
        } else {
            // `then` and `else` without `if` do nothing, but are still checked as schemas.
            _ = try single(compiler, "then")
            _ = try single(compiler, "else")
        }
    }

    private mutating func compileUnevaluated(into compiler: SchemaCompiler) throws(JSONSchemaError) {
        if let items = try single(compiler, "unevaluatedItems") {
            compiler.operations.append(SchemaOperation(.unevaluatedItems, Int(items)))
            tracksEvaluation = true
        }
        if let properties = try single(compiler, "unevaluatedProperties") {
            compiler.operations.append(SchemaOperation(.unevaluatedProperties, Int(properties)))
            tracksEvaluation = true
        }
    }
}
