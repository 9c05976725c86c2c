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

    /// A key absent from some samples, or null in some, is a plain optional; only a key
    /// the samples leave out of some objects and set to null in others is a `Tristate`.
    /// The model writes nil the way most of its optionals need, and its `AdjustsEncodedJSON`
    /// hook writes the others as the samples do.
    @Test func theMinorityOfAModelsOptionalsAreWrittenByItsHook() throws {
        let (_, root) = try root([#"{"a": 1, "b": null, "c": null, "d": 4}"#, #"{"a": null, "b": 2, "c": 3}"#])
        #expect(root.contains("static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull"))
        #expect(root.property("a") == "var a: Int?")
        #expect(root.property("b") == "var b: Int?")
        #expect(root.property("d") == "var d: Int?")
        #expect(!root.contains("Tristate"))
        #expect(
            root.contains(
                """
                    /// Leaves out what the samples leave out: the model writes its other nil properties as null.
                    func adjustEncodedJSON(_ json: inout JSONObject) throws {
                        if d == nil { json["d"] = nil }
                    }
                """))
        let generated = try generate(samples: [#"{"a": 1, "b": null, "c": null, "d": 4}"#, #"{"a": null, "b": 2, "c": 3}"#])
        #expect(generated.source.contains("struct Sample1: JSONSerializing, AdjustsEncodedJSON, Sendable {"))
    }

    @Test func aModelThatLeavesNilOutWritesNullWhereTheSamplesDo() throws {
        let (_, root) = try root([
            #"{"a": 1, "b": 1, "when": null}"#, #"{"c": 1, "when": "2013-01-10T07:58:30Z"}"#,
            #"{"a": 1, "b": 1, "c": 1, "when": "2013-01-10T07:58:30Z"}"#,
        ])
        #expect(!root.contains("nilEncodingStrategy"))
        #expect(root.property("when") == "@Transform<ISO8601DateTransformer?> var when: Date?")
        #expect(
            root.contains("    func adjustEncodedJSON(_ json: inout JSONObject) throws {\n        if when == nil { json[\"when\"] = .null }\n    }"))
    }

    /// A key absent from a few of many samples is an optional, whatever the others hold.
    @Test func aKeyAbsentFromAFewOfManySamplesIsAPlainOptional() throws {
        var samples = (1...20).map { #"{"id": \#($0), "note": "n\#($0)", "closed_at": null, "assignee": null}"# }
        samples[7] = #"{"id": 8, "closed_at": null, "assignee": null}"#
        let (_, root) = try root(samples)
        #expect(root.contains("static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull"))
        #expect(root.property("note") == "var note: String?")
        #expect(root.contains(#"if note == nil { json["note"] = nil }"#))
    }

    /// Plain `Codable` models have no hook: the property that needs the other way keeps
    /// its difference as a `Tristate`.
    @Test func plainCodableModelsKeepTheMinorityAsTristates() throws {
        let (_, root) = try root(
            [#"{"a": 1, "b": null, "c": null, "d": 4}"#, #"{"a": null, "b": 2, "c": 3}"#], options: GenerationOptions(style: .codable))
        #expect(root.property("d") == "var d: Tristate<Int>")
        #expect(!root.contains("adjustEncodedJSON"))
    }

    /// `--skip-null-fields` leaves out keys the samples only ever hold null under, and the
    /// header says which.
    @Test func nullOnlyFieldsCanBeLeftOut() throws {
        let samples = [
            #"{"a": 1, "mirror_url": null, "user": {"login": "x", "gone": null}}"#, #"{"a": 2, "mirror_url": null, "user": {"login": "y"}}"#,
        ]
        let options = GenerationOptions(skipsNullOnlyFields: true)
        let generated = try generate(samples: samples, options: options)
        let source = GeneratedSource(generated)
        #expect(try #require(source.structure("Sample1")).property("mirrorURL") == nil)
        #expect(try #require(source.structure("User")).property("gone") == nil)
        #expect(try #require(source.structure("User")).property("login") == "var login: String")
        #expect(generated.source.contains("// Left out, as --skip-null-fields asks (only null in the samples): Sample1.mirror_url, User.gone.\n"))
        #expect(generated.source.contains("// Made with: strata-generate --skip-null-fields sample1.json sample2.json\n"))
        let kept = try generate(samples: samples)
        #expect(try #require(GeneratedSource(kept).structure("Sample1")).property("mirrorURL") == "var mirrorURL: JSONValue?")
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
