import Foundation
import Testing

@testable import Strata

/// Schemas and instances are input: cycles of references, nesting a hundred thousand
/// levels deep, patterns built to backtrack, huge `uniqueItems` arrays and `enum`s, and
/// invalid schemas. Each is refused with a clear error, or validated in bounded time and
/// stack, never a crash or a hang. No test here measures time: each asserts the outcome,
/// and the regex tests count the engine's work.
@Suite("JSON Schema bad input")
struct SchemaBadInputTests {
    // MARK: Cycles

    static let cycles: [(schema: String, keyword: String, location: String)] = [
        (##"{"$ref": "#"}"##, "$ref", ""),
        (##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##, "$ref", "/$defs/b"),
        (##"{"$defs": {"a": {"allOf": [{"$ref": "#"}]}}, "anyOf": [{"$ref": "#/$defs/a"}]}"##, "$ref", "/$defs/a/allOf/0"),
        (##"{"$defs": {"a": {"not": {"$ref": "#/$defs/a"}}}, "properties": {"x": {"$ref": "#/$defs/a"}}}"##, "$ref", "/$defs/a/not"),
        (##"{"$id": "https://example.com/a", "if": {"$ref": "https://example.com/a"}}"##, "$ref", "/if"),
    ]

    @Test("a cycle of references that never moves inside the value is a schema error naming the $ref", arguments: cycles)
    func referenceCycles(_ cycle: (schema: String, keyword: String, location: String)) throws {
        let schema = try JSONSchema(parsing: cycle.schema)
        let error = try #require(throws: JSONSchemaError.self) { try JSONSchemaValidator(schema) }
        #expect(error.keyword == cycle.keyword)
        #expect(error.schemaLocation == cycle.location)
        #expect(error.description.contains("cycle of references"))
    }

    @Test("recursion through a value is not a cycle: a tree schema validates a tree")
    func recursionThroughTheValue() throws {
        let schema = try JSONSchema(parsing: ##"{"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}}"##)
        let validator = try JSONSchemaValidator(schema)
        #expect(validator.isValid(try JSONValue(parsing: #"{"children": [{"children": []}, {"children": [{}]}]}"#)))
        #expect(!validator.isValid(try JSONValue(parsing: #"{"children": [{"children": [3]}]}"#)))
    }

    // MARK: Depth

    /// `{"properties": {"a": {"properties": {"a": … true}}}}`, `levels` schemas deep.
    static func nestedPropertiesSchema(levels: Int, innermost: JSONValue = true) -> JSONValue {
        var schema = innermost
        for _ in 0..<levels { schema = ["properties": ["a": schema]] }
        return schema
    }

    /// `{"a": {"a": … value}}`, `levels` objects deep.
    static func nestedObject(levels: Int, innermost: JSONValue = 1) -> JSONValue {
        var value = innermost
        for _ in 0..<levels { value = ["a": value] }
        return value
    }

    /// `[[[… value]]]`, `levels` arrays deep.
    static func nestedArray(levels: Int, innermost: JSONValue = 1) -> JSONValue {
        var value = innermost
        for _ in 0..<levels { value = [value] }
        return value
    }

    /// `{"not": {"not": … {"type": "string"}}}`, 100,000 schemas deep, compiled once for
    /// the tests that use it.
    static let deepSchema: Result<JSONSchemaValidator, any Error> = Result {
        var schema: JSONValue = ["type": "string"]
        for _ in 0..<100_000 { schema = ["not": schema] }
        return try JSONSchemaValidator(JSONSchema(schema))
    }

    @Test("a schema nested 100,000 deep compiles, and evaluating it stops at the depth limit with a failure that says so")
    func deepSchema() throws {
        let validator = try Self.deepSchema.get()
        #expect(!validator.isValid("text"))
        #expect(!validator.isValid(1))
        let result = validator.validate(1)
        #expect(result.failures.count == 1)
        let failure = try #require(result.failures.first)
        #expect(failure.message.contains("at most 500 schemas deep"))
        #expect(failure.keyword == "not")
        #expect(failure.keywordLocation == String(repeating: "/not", count: 500))
        #expect(failure.instanceLocation == "")
    }

    @Test("the 100,000-deep schema's failure is reported whichever way the value is read")
    func deepSchemaOnDocuments() throws {
        let validator = try Self.deepSchema.get()
        #expect(try !validator.isValid(parsing: "1"))
        #expect(try validator.validate(parsing: Data("\"text\"".utf8)).failures.map(\.keyword) == ["not"])
    }

    @Test("a schema nested 10,000 deep in properties validates shallow values, and a deep value fails at the depth limit")
    func deepPropertiesSchema() throws {
        let validator = try JSONSchemaValidator(JSONSchema(Self.nestedPropertiesSchema(levels: 10_000, innermost: ["type": "string"])))
        #expect(validator.isValid(Self.nestedObject(levels: 3)))
        #expect(validator.isValid(["b": 1]))
        let deep = validator.validate(Self.nestedObject(levels: 600))
        #expect(deep.failures.map(\.keyword) == ["properties"])
        #expect(deep.failures.first?.instanceLocation == String(repeating: "/a", count: 500))
    }

    @Test("the depth limit is an option: a deeper limit lets a deeper value through")
    func depthOption() throws {
        let schema = JSONSchema(["items": ["$ref": "#"]])
        let value = Self.nestedArray(levels: 200)
        #expect(try JSONSchemaValidator(schema).isValid(value))
        #expect(try !JSONSchemaValidator(schema, options: JSONSchemaOptions(maximumDepth: 100)).isValid(value))
    }

    @Test("a value nested 100,000 deep: a recursive schema stops at the limit, a flat one reads only the top")
    func deepValue() throws {
        let value = Self.nestedArray(levels: 100_000)
        let recursive = try JSONSchemaValidator(JSONSchema(["items": ["$ref": "#"]]))
        let result = recursive.validate(value)
        #expect(!result.isValid)
        #expect(result.failures.first?.message.contains("nest at most 500") == true)
        let flat = try JSONSchemaValidator(JSONSchema(["type": "array", "minItems": 1]))
        #expect(flat.isValid(value))
    }

    @Test(
        "reaching the depth limit inside not, anyOf, oneOf, if or contains still fails the value",
        arguments: ["not", "anyOf", "oneOf", "if", "contains"])
    func depthLimitIsNotNegated(_ keyword: String) throws {
        let recursive: JSONValue = ["items": ["$ref": "#/$defs/deep"]]
        let wrapped: JSONValue
        switch keyword {
        case "not": wrapped = ["not": recursive]
        case "anyOf", "oneOf": wrapped = [keyword: [recursive, ["type": "array"]]]
        case "if": wrapped = ["if": recursive, "then": false, "else": true]
        default: wrapped = ["contains": recursive]
        }
        let schema: JSONValue = ["$defs": ["deep": ["items": ["$ref": "#/$defs/deep"]]], "allOf": [wrapped]]
        let validator = try JSONSchemaValidator(JSONSchema(schema))
        let value = Self.nestedArray(levels: 2_000)
        #expect(!validator.isValid(value))
        let result = validator.validate(value)
        #expect(result.failures.first?.message.contains("nest at most 500") == true)
    }

    @Test("const, enum and uniqueItems compare and hash values 100,000 deep without recursion")
    func deepEquality() throws {
        let deep = Self.nestedArray(levels: 100_000)
        let other = Self.nestedArray(levels: 100_000, innermost: 2)
        let constant = try JSONSchemaValidator(JSONSchema(["const": deep]))
        #expect(constant.isValid(deep))
        #expect(!constant.isValid(other))
        let unique = try JSONSchemaValidator(JSONSchema(["uniqueItems": true]))
        #expect(!unique.isValid([deep, deep]))
        #expect(unique.isValid([deep, other]))
        // Enough elements for the hashed path.
        let many = JSONValue.array(JSONArray((0..<20).map { Self.nestedArray(levels: 1_000, innermost: .number(JSONNumber($0))) }))
        #expect(unique.isValid(many))
        let enumeration = try JSONSchemaValidator(
            JSONSchema(["enum": .array(JSONArray([other] + (0..<20).map { JSONValue.number(JSONNumber($0)) }))]))
        #expect(enumeration.isValid(other))
        #expect(!enumeration.isValid(deep))
    }

    @Test("a document read with a raised depth limit validates where it lies, 100,000 deep")
    func deepDocument() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let document = try JSONDocument(parsing: text, options: JSONReadingOptions(maximumDepth: 200_000))
        #expect(try !JSONSchemaValidator(JSONSchema(["items": ["$ref": "#"]])).isValid(document))
        #expect(try JSONSchemaValidator(JSONSchema(["type": "array"])).isValid(document))
    }

    // MARK: Patterns

    static let backtrackingPatterns: [(pattern: String, subject: String, matches: Bool)] = [
        ("^(a+)+$", String(repeating: "a", count: 100_000) + "!", false),
        ("^(a|aa)+$", String(repeating: "a", count: 100_000) + "!", false),
        ("^(a|a?)+$", String(repeating: "a", count: 100_000) + "!", false),
        ("(x+x+)+y", String(repeating: "x", count: 100_000), false),
        ("^(\\w+\\s?)*$", String(repeating: "word ", count: 20_000) + "!", false),
        ("^([a-z0-9]+)*@", String(repeating: "a1", count: 50_000), false),
        ("^(a+)+$", String(repeating: "a", count: 100_000), true),
        ("(.*a){12}", String(repeating: "a", count: 100_000), true),
    ]

    @Test("patterns built to backtrack run in linear time: the work is at most the input's length times the program", arguments: backtrackingPatterns)
    func catastrophicBacktracking(_ test: (pattern: String, subject: String, matches: Bool)) throws {
        let program = try RegexProgram(pattern: test.pattern)
        var subject = test.subject
        let (matched, entered) = subject.withUTF8 { program.run($0) }
        #expect(matched == test.matches)
        #expect(entered <= (subject.unicodeScalars.count + 1) * program.instructions.count)
        // And through a schema, as `pattern` and `patternProperties`.
        let validator = try JSONSchemaValidator(JSONSchema(["pattern": .string(test.pattern)]))
        #expect(validator.isValid(.string(test.subject)) == test.matches)
    }

    static let refusedPatternCases: [(pattern: String, construct: String)] = [
        ("(a)\\1", "backreference"), ("(?<n>a)\\k<n>", "backreference"), ("a(?=b)", "lookahead"), ("a(?!b)", "negative lookahead"),
        ("(?<=a)b", "lookbehind"), ("(?<!a)b", "negative lookbehind"), ("(a{1000}){1000}", "repetitions"),
        ("\\p{Script=Greek}", "scripts"), (String(repeating: "(", count: 300) + String(repeating: ")", count: 300), "nested more than 200"),
    ]

    @Test("what the engine cannot run in linear time is refused when the schema compiles, naming the construct", arguments: refusedPatternCases)
    func refusedPatterns(_ test: (pattern: String, construct: String)) throws {
        let error = try #require(throws: JSONSchemaError.self) {
            try JSONSchemaValidator(JSONSchema(["properties": ["name": ["pattern": .string(test.pattern)]]]))
        }
        #expect(error.keyword == "pattern")
        #expect(error.schemaLocation == "/properties/name")
        #expect(error.problem.contains(test.construct))
    }

    // MARK: Large arrays and enums

    @Test("uniqueItems over 100,000 elements hashes instead of comparing pairs; 1 and 1.0 are equal")
    func largeUniqueItems() throws {
        let validator = try JSONSchemaValidator(JSONSchema(["uniqueItems": true]))
        var distinct = (0..<100_000).map { JSONValue.number(JSONNumber($0)) }
        #expect(validator.isValid(.array(JSONArray(distinct))))
        distinct.append(.number(JSONNumber(7.0)))
        let result = validator.validate(.array(JSONArray(distinct)))
        #expect(result.failures.map(\.message) == ["Expected unique elements but found elements 7 and 100000 equal (the number 7)."])
        let strings = (0..<100_000).map { JSONValue.string("item \($0)") }
        #expect(validator.isValid(.array(JSONArray(strings))))
        // The same through a document's index.
        let text = "[" + (0..<100_000).map { "{\"id\": \($0)}" }.joined(separator: ",") + ", {\"id\": 99999.0}]"
        #expect(try !validator.isValid(JSONDocument(parsing: text)))
    }

    @Test("an enum of 100,000 values is indexed: lookups of strings, numbers and objects")
    func largeEnum() throws {
        var values = (0..<50_000).map { JSONValue.string("value \($0)") }
        values += (0..<49_998).map { JSONValue.number(JSONNumber($0)) }
        values += [["id": 1], [1, 2]]
        let validator = try JSONSchemaValidator(JSONSchema(["enum": .array(JSONArray(values))]))
        #expect(validator.isValid("value 49999"))
        #expect(validator.isValid(.number(JSONNumber(49_997.0))))
        #expect(validator.isValid(["id": 1.0]))
        #expect(validator.isValid([1, 2]))
        #expect(!validator.isValid("value 50000"))
        #expect(!validator.isValid(49_998))
        #expect(!validator.isValid([2, 1]))
        let failure = try #require(validator.validate("nope").failures.first)
        #expect(failure.message.hasSuffix("… (100000 values) but found the string \"nope\" instead."))
        #expect(failure.message.utf8.count < 400)
    }

    // MARK: Invalid schemas

    static let invalidSchemaCases: [(schema: String, keyword: String, location: String, problem: String)] = [
        (##"{"type": "strin"}"##, "type", "", "must name JSON types"),
        (##"{"properties": {"a": {"minLength": -1}}}"##, "minLength", "/properties/a", "non-negative integer"),
        (##"{"properties": {"a": {"maxItems": 1.5}}}"##, "maxItems", "/properties/a", "non-negative integer"),
        (##"{"items": 3}"##, "items", "", "must be a schema (an object or a boolean)"),
        (##"{"allOf": []}"##, "allOf", "", "non-empty array of schemas"),
        (##"{"required": ["a", 1]}"##, "required", "", "array of strings"),
        (##"{"multipleOf": 0}"##, "multipleOf", "", "above zero"),
        (##"{"enum": 3}"##, "enum", "", "array of values"),
        (##"{"$defs": {"x": {"pattern": "(a"}}}"##, "pattern", "/$defs/x", "unclosed group"),
        (##"{"patternProperties": {"[z-a]": true}}"##, "patternProperties", "", "start is after its end"),
        (##"{"$ref": "other.json"}"##, "$ref", "", "no schema is registered"),
        (##"{"$ref": "#/$defs/missing"}"##, "$ref", "", "names nothing"),
        (##"{"$ref": "#nowhere"}"##, "$ref", "", "no anchor named"),
        (##"{"$schema": "https://example.com/my-dialect"}"##, "$schema", "", "neither draft 2020-12 nor draft-07"),
        (##"{"$defs": {"a": {"$id": "https://example.com/a#frag"}}}"##, "$id", "/$defs/a", "must not have a fragment"),
        (##"{"$anchor": "1abc"}"##, "$anchor", "", "must be a name"),
        (##"{"dependentRequired": {"a": "b"}}"##, "dependentRequired", "", "array of strings"),
        (##"{"additionalProperties": "no"}"##, "additionalProperties", "", "must be a schema (an object or a boolean)"),
        (##"{"properties": {"a": 3}}"##, "properties", "", "\"properties/a\" is the number 3"),
        (##"{"const": 1, "format": 3}"##, "format", "", "must be a string"),
        (##"{"minimum": "0"}"##, "minimum", "", "must be a number"),
        ("3", "", "", "must be an object or a boolean"),
    ]

    @Test("an invalid schema throws a JSONSchemaError naming the keyword and where it is", arguments: invalidSchemaCases)
    func invalidSchemas(_ test: (schema: String, keyword: String, location: String, problem: String)) throws {
        let error = try #require(throws: JSONSchemaError.self) { try JSONSchemaValidator(JSONSchema(parsing: test.schema)) }
        #expect(error.keyword == test.keyword)
        #expect(error.schemaLocation == test.location)
        #expect(error.problem.contains(test.problem), "\(error)")
        if !test.keyword.isEmpty { #expect(error.description.hasPrefix("The keyword \"\(test.keyword)\"")) }
        #expect(error.description.hasSuffix("."))
    }

    @Test("an error deep in a 10,000-deep schema names its location, abridged")
    func deepError() throws {
        var schema: JSONValue = ["minLength": "x"]
        for _ in 0..<10_000 { schema = ["not": schema] }
        let error = try #require(throws: JSONSchemaError.self) { try JSONSchemaValidator(JSONSchema(schema)) }
        #expect(error.keyword == "minLength")
        #expect(error.schemaLocation == String(repeating: "/not", count: 10_000))
        #expect(error.description.utf8.count < 400)
    }

    @Test("the registry refuses nothing at registration; a registered document is checked when a schema reaches it")
    func invalidRegisteredDocument() throws {
        var registry = JSONSchemaRegistry()
        registry.register(JSONSchema(["type": 12]), at: "https://example.com/bad.json")
        let error = try #require(throws: JSONSchemaError.self) {
            try JSONSchemaValidator(JSONSchema(["$ref": "https://example.com/bad.json"]), registry: registry)
        }
        #expect(error.keyword == "type")
        #expect(error.documentURI == "https://example.com/bad.json")
    }
}
