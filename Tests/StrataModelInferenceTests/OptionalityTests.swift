import StrataModelInference
import Testing

/// Absent and null are different things on the wire: a model decoded from the samples
/// must encode back what they held. A key absent from some samples is optional and left
/// out when nil; a key null in some is optional and written as null; a key that is both
/// is a `Tristate`, which keeps the difference.
@Suite struct OptionalityTests {
    private func root(_ samples: [String], options: GenerationOptions = GenerationOptions()) throws -> (GeneratedModels, GeneratedSource) {
        let generated = try generate(samples: samples, options: options)
        return (generated, try #require(GeneratedSource(generated).structure(generated.rootTypeName)))
    }

    @Test func aKeyPresentInEverySampleIsRequired() throws {
        let (_, root) = try root([#"{"a": 1}"#, #"{"a": 2}"#, #"{"a": 3}"#])
        #expect(root.property("a") == "var a: Int")
    }

    @Test func aKeyAbsentFromSomeSamplesIsOptionalAndLeftOutWhenNil() throws {
        let (_, root) = try root([#"{"a": 1, "b": "x"}"#, #"{"a": 2}"#])
        #expect(root.property("b") == "var b: String?")
        #expect(!root.contains("nilEncodingStrategy"))
    }

    @Test func aKeyNullInSomeSamplesIsOptionalAndWrittenAsNull() throws {
        let (_, root) = try root([#"{"a": 1, "b": "x"}"#, #"{"a": 2, "b": null}"#])
        #expect(root.property("b") == "var b: String?")
        #expect(root.contains("static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull"))
    }

    @Test func aKeyAbsentFromOneSampleAndNullInAnotherIsATristate() throws {
        let (_, root) = try root([#"{"a": 1, "b": "x"}"#, #"{"a": 2, "b": null}"#, #"{"a": 3}"#])
        #expect(root.property("b") == "var b: Tristate<String>")
        #expect(root.contains("var b: Tristate<String>  // absent from some samples, null in others"))
    }

    @Test func aKeyOnlyEverNullIsAnOptionalJSONValue() throws {
        let (_, root) = try root([#"{"a": null}"#, #"{"a": null}"#])
        #expect(root.property("a") == "var a: JSONValue?")
        #expect(root.contains("var a: JSONValue?  // only null in the samples"))
    }

    /// The model writes nil the way most of its optionals need; the others keep their
    /// difference as `Tristate`.
    @Test func theMinorityOfAModelsOptionalsAreTristates() throws {
        let (_, root) = try root([#"{"a": 1, "b": null, "c": null, "d": 4}"#, #"{"a": null, "b": 2, "c": 3}"#])
        #expect(root.contains("static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull"))
        #expect(root.property("a") == "var a: Int?")
        #expect(root.property("b") == "var b: Int?")
        #expect(root.property("d") == "var d: Tristate<Int>")
        #expect(root.contains("var d: Tristate<Int>  // absent, not null, in some samples"))
    }

    @Test func eachModelChoosesForItself() throws {
        let generated = try generate(samples: [#"{"inner": {"x": null}, "outer": 1, "other": {"y": 1}}"#, #"{"inner": {"x": 2}, "other": {}}"#])
        let source = GeneratedSource(generated)
        #expect(try #require(source.structure("Inner")).contains(".explicitNull"))
        #expect(try #require(source.structure("Other")).property("y") == "var y: Int?")
        #expect(!(try #require(source.structure("Other")).contains(".explicitNull")))
        #expect(!(try #require(source.structure(generated.rootTypeName)).contains(".explicitNull")))
    }

    @Test func plainCodableModelsLeaveTheChoiceToTheEncoder() throws {
        let (generated, root) = try root(
            [#"{"a": 1, "b": null, "c": null}"#, #"{"a": 2, "b": 2, "c": 3}"#, #"{"b": 1, "c": 1}"#], options: GenerationOptions(style: .codable))
        #expect(generated.coderSettings.writesNullForNil)
        #expect(generated.source.contains("// Encode with `nilEncodingStrategy = .explicitNull`"))
        #expect(!root.contains("nilEncodingStrategy"))
        #expect(root.property("b") == "var b: Int?")
        #expect(root.property("a") == "var a: Tristate<Int>")
    }

    @Test func optionalDatesKeepTheirTransformerAsAnOptional() throws {
        let (_, root) = try root([#"{"closed_at": "2013-01-10T07:58:30Z"}"#, #"{"closed_at": null}"#])
        #expect(root.property("closedAt") == "@Transform<ISO8601DateTransformer?> var closedAt: Date?")
    }

    @Test func aTristateDateKeepsTheJSONString() throws {
        // `Tristate` holds a decoded value and takes no transformer: the text stays as written.
        let (_, root) = try root([#"{"at": "2013-01-10T07:58:30Z"}"#, #"{"at": null}"#, #"{}"#])
        #expect(root.property("at") == "var at: Tristate<String>")
    }

    @Test func nullElementsMakeOptionalElements() throws {
        let (_, root) = try root([#"{"values": [1, null, 3], "names": {"1": "a", "2": null}}"#])
        #expect(root.property("values") == "var values: [Int?]")
        #expect(root.property("names") == "var names: [String: String?]")
    }

    @Test func absenceIsCountedAcrossEverySample() throws {
        // One sample of three lacks the key: the others' agreement does not make it required.
        let (_, root) = try root([#"{"a": 1, "b": 1}"#, #"{"a": 1, "b": 1}"#, #"{"a": 1}"#])
        #expect(root.property("b") == "var b: Int?")
        let generated = try generate(samples: [#"{"items": [{"a": 1, "b": 1}, {"a": 2}]}"#])
        #expect(try #require(GeneratedSource(generated).structure("Item")).property("b") == "var b: Int?")
    }
}
