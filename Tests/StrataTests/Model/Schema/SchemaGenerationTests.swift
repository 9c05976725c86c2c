import Foundation
import Testing

@testable import Strata

/// `JSONSchema(for:options:)`: what each kind of Swift type becomes, the options, the
/// protocols that describe or give a schema, and the clear errors for what reflection
/// cannot see. The composition matrix checks every model form against the decoder.
@Suite("JSON Schema from model types")
struct SchemaGenerationTests {
    /// The schema of a type with the `$schema` line left out, as a value.
    static func schema<T: Decodable>(_ type: T.Type, _ options: JSONSchemaGenerationOptions = JSONSchemaGenerationOptions()) throws -> JSONValue {
        guard case .object(var object) = try JSONSchema(for: type, options: options).value else { return try JSONSchema(for: type).value }
        object.removeValue(forKey: "$schema")
        return .object(object)
    }

    struct Value<T: Codable & Sendable>: Codable, Sendable {
        var value: T
    }

    /// The property's schema in a one-property model, a reference to a definition
    /// replaced by the definition.
    static func propertySchema<T: Codable & Sendable>(
        _ type: T.Type, _ options: JSONSchemaGenerationOptions = JSONSchemaGenerationOptions()
    ) throws -> JSONValue? {
        let root = try schema(Value<T>.self, options)
        let property = root.object?["properties"]?.object?["value"]
        guard let reference = property?.object?["$ref"]?.string, reference.hasPrefix("#/$defs/") else { return property }
        return root.object?["$defs"]?.object?[String(reference.dropFirst("#/$defs/".count))]
    }

    // MARK: Values

    static let scalars: [(type: any (Codable & Sendable).Type, schema: JSONValue)] = [
        (Int8.self, ["type": "integer", "minimum": -128, "maximum": 127]),
        (UInt16.self, ["type": "integer", "minimum": 0, "maximum": 65535]),
        (Double.self, ["type": "number"]),
        (Float.self, ["type": "number"]),
        (Decimal.self, ["type": "number"]),
        (Bool.self, ["type": "boolean"]),
        (String.self, ["type": "string"]),
        (UUID.self, ["type": "string", "format": "uuid"]),
        (Data.self, ["type": "string", "contentEncoding": "base64"]),
        (JSONValue.self, [:]),
        ([String].self, ["type": "array", "items": ["type": "string"]]),
        (Set<Bool>.self, ["type": "array", "items": ["type": "boolean"]]),
        ([String: Bool].self, ["type": "object", "additionalProperties": ["type": "boolean"]]),
        (String?.self, ["type": ["string", "null"]]),
    ]

    @Test("scalars, collections and Foundation's types", arguments: 0..<scalars.count)
    func values(index: Int) throws {
        let (type, expected) = Self.scalars[index]
        #expect(try Self.propertySchema(of: type) == expected, "\(type)")
    }

    private static func propertySchema<T: Codable & Sendable>(of type: T.Type) throws -> JSONValue? {
        try propertySchema(type)
    }

    @Test(
        "a Date as the encoder's date strategy writes it",
        arguments: [
            (JSONEncoder.DateEncodingStrategy.iso8601, ["type": "string", "format": "date-time"] as JSONValue),
            (.secondsSince1970, ["type": "number"] as JSONValue), (.millisecondsSince1970, ["type": "number"] as JSONValue),
            (.deferredToDate, ["type": "number"] as JSONValue),
        ])
    func dates(strategy: JSONEncoder.DateEncodingStrategy, expected: JSONValue) throws {
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = strategy
        #expect(try Self.propertySchema(Date.self, JSONSchemaGenerationOptions(encoder: encoder)) == expected)
    }

    @Test func aCustomDateStrategyNeedsTheSchemaGiven() throws {
        let encoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("\(date.timeIntervalSince1970)")
        }
        var options = JSONSchemaGenerationOptions(encoder: encoder)
        #expect {
            try Self.propertySchema(Date.self, options)
        } throws: { error in
            "\(error)".contains("dateEncodingStrategy is .custom") && "\(error)".contains("useSchema")
        }
        options.useSchema(JSONSchema(["type": "string", "pattern": "^[0-9.]+$"]), for: Date.self)
        #expect(try Self.propertySchema(Date.self, options) == ["type": "string", "pattern": "^[0-9.]+$"])
    }

    enum Level: String, Codable, Sendable, CaseIterable { case low, high }
    enum Code: Int, Codable, Sendable { case ok = 200, missing = 404 }
    enum Status: String, Codable, Sendable, UnknownCaseRepresentable {
        case open, closed, unknown
        static let unknownCase = Status.unknown
    }

    @Test func enums() throws {
        #expect(try Self.propertySchema(Level.self) == ["type": "string", "enum": ["low", "high"]])
        #expect(try Self.propertySchema(Code.self) == ["type": "integer", "enum": [200, 404]])
        // An open set: any string decodes (an unknown value as `.unknown`).
        let open = try #require(try Self.propertySchema(Status.self)?.object)
        #expect(open["type"] == "string" && open["enum"] == nil && open["examples"] == ["open", "closed", "unknown"])
        let strict = JSONSchemaGenerationOptions(profile: .strictStructuredOutput)
        #expect(try Self.propertySchema(Status.self, strict) == ["type": "string", "enum": ["open", "closed", "unknown"]])
    }

    // MARK: Models

    struct Node: Codable, Sendable {
        var name: String
        var children: [Node]
    }

    struct Address: Codable, Sendable {
        var city: String
    }

    struct Customer: Codable, Sendable {
        var home: Address
        var work: Address?
    }

    @Test func recursiveAndSharedTypesAreDefinitions() throws {
        let node = try Self.schema(Node.self)
        #expect(node.object?["properties"]?.object?["children"] == ["type": "array", "items": ["$ref": "#"]])
        let customer = try Self.schema(Customer.self)
        // Definitions are named as Swift names the type, without its module.
        #expect(customer.object?["properties"]?.object?["home"] == ["$ref": "#/$defs/SchemaGenerationTests.Address"])
        #expect(customer.object?["properties"]?.object?["work"] == ["anyOf": [["$ref": "#/$defs/SchemaGenerationTests.Address"], ["type": "null"]]])
        #expect(
            customer.object?["$defs"]?.object?["SchemaGenerationTests.Address"]
                == ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]])
        #expect(customer.object?["required"] == ["home"])
    }

    @Test func keyStrategiesAndClosedObjects() throws {
        struct Account: Codable, Sendable {
            var displayName: String
            var lastLogin: Double?
        }
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let schema = try Self.schema(Account.self, JSONSchemaGenerationOptions(encoder: encoder, rejectsUnknownKeys: true))
        #expect(
            schema == [
                "type": "object", "properties": ["display_name": ["type": "string"], "last_login": ["type": ["number", "null"]]],
                "required": ["display_name"], "additionalProperties": false,
            ])
    }

    struct Issue: Codable, Sendable, JSONSchemaDescribing {
        var title: String
        var labels: [String]
        static let schemaTitle: String? = "Issue"
        static let schemaDescription: String? = "A GitHub issue."
        static func schemaDescription(forKey key: String) -> String? { key == "labels" ? "Label names." : nil }
    }

    @Test func titlesAndDescriptions() throws {
        let schema = try #require(try Self.schema(Issue.self).object)
        #expect(schema["title"] == "Issue" && schema["description"] == "A GitHub issue.")
        #expect(schema["properties"]?.object?["labels"] == ["type": "array", "items": ["type": "string"], "description": "Label names."])
    }

    /// A type whose `init(from:)` checks what it reads gives its own schema; without one,
    /// a clear error names it.
    struct Temperature: Codable, Sendable {
        var celsius: Double
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard text.hasSuffix("°C"), let value = Double(text.dropLast(2)) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Not a temperature"))
            }
            celsius = value
        }
    }

    /// Temperature with its schema: Strata decodes the example to read on past it.
    struct ProvidedTemperature: Codable, Sendable, JSONSchemaProviding {
        var celsius: Double
        init(from decoder: any Decoder) throws { celsius = try Temperature(from: decoder).celsius }
        static var jsonSchema: JSONSchema { JSONSchema(["type": "string", "pattern": "^-?[0-9.]+°C$", "examples": ["hot", "21.5°C"]]) }
    }

    /// Temperature with a schema that has no example its `init(from:)` decodes.
    struct UnexampledTemperature: Codable, Sendable, JSONSchemaProviding {
        var celsius: Double
        init(from decoder: any Decoder) throws { celsius = try Temperature(from: decoder).celsius }
        static var jsonSchema: JSONSchema { JSONSchema(["type": "string", "examples": ["hot"]]) }
    }

    @Test func typesThatCheckWhatTheyReadGiveTheirSchema() throws {
        #expect {
            try Self.propertySchema(Temperature.self)
        } throws: { error in
            let problem = (error as? JSONSchemaGenerationError)?.problem ?? ""
            return problem.contains("reads a SchemaGenerationTests.Temperature") && problem.contains("JSONSchemaProviding")
        }
        #expect(try Self.propertySchema(ProvidedTemperature.self) == ["type": "string", "pattern": "^-?[0-9.]+°C$", "examples": ["hot", "21.5°C"]])
        #expect {
            try Self.propertySchema(UnexampledTemperature.self)
        } throws: { error in
            "\(error)".contains("whose given schema has no example its init(from:) decodes")
        }
    }

    // MARK: The strict profile

    struct Reply: Codable, Sendable {
        var answer: String
        var confidence: Double?
        var sources: [String]
    }

    @Test func theStrictProfileRequiresEveryPropertyAndClosesObjects() throws {
        let schema = try JSONSchema(for: Reply.self, options: JSONSchemaGenerationOptions(profile: .strictStructuredOutput))
        #expect(
            schema.value == [
                "type": "object",
                "properties": [
                    "answer": ["type": "string"], "confidence": ["type": ["number", "null"]],
                    "sources": ["type": "array", "items": ["type": "string"]],
                ],
                "required": ["answer", "confidence", "sources"], "additionalProperties": false,
            ])
    }

    @Test(
        "the strict profile refuses what it cannot say",
        arguments: [
            (
                "a dictionary",
                { @Sendable in
                    _ = try JSONSchema(for: Value<[String: Int]>.self, options: JSONSchemaGenerationOptions(profile: .strictStructuredOutput))
                }
            ),
            (
                "any JSON",
                { @Sendable in _ = try JSONSchema(for: Value<JSONValue>.self, options: JSONSchemaGenerationOptions(profile: .strictStructuredOutput))
                }
            ),
            (
                "a root that is not an object",
                { @Sendable in _ = try JSONSchema(for: [String].self, options: JSONSchemaGenerationOptions(profile: .strictStructuredOutput)) }
            ),
        ] as [(String, @Sendable () throws -> Void)])
    func strictRefusals(what: String, make: @escaping @Sendable () throws -> Void) {
        #expect(throws: JSONSchemaGenerationError.self, "\(what)") { try make() }
    }

    // MARK: The value

    @Test func theSchemaIsCodableEquatableAndPrintsAsJSON() throws {
        let schema = try JSONSchema(for: Reply.self)
        let decoded = try StrataJSONDecoder().decode(JSONSchema.self, from: StrataJSONEncoder().encode(schema))
        #expect(decoded == schema)
        #expect(try JSONValue(parsing: schema.description) == schema.value)
        #expect(schema.value.object?["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        let draft7 = try JSONSchema(for: Customer.self, options: JSONSchemaGenerationOptions(dialect: .draft7))
        #expect(draft7.value.object?["$schema"] == "http://json-schema.org/draft-07/schema#")
        #expect(draft7.value.object?["definitions"]?.object?["SchemaGenerationTests.Address"] != nil && draft7.value.object?["$defs"] == nil)
        #expect(draft7.value.object?["properties"]?.object?["home"] == ["$ref": "#/definitions/SchemaGenerationTests.Address"])
    }
}
