import Foundation
import Testing

@testable import Strata

/// Seams the JSON Schema column of the composition matrix found, where the decoder or
/// encoder disagreed with itself: each test fails before its fix.
@Suite("Seams found by schema agreement")
struct SchemaAgreementSeamTests {
    static let strict: StrataJSONDecoder = {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        return decoder
    }()

    /// Under strict keys, the first member of a key path is the model's even where the
    /// path ends early or at `null`: `{"org": null}` decodes `teamName` as nil, as it does
    /// without strict keys, instead of failing with `Unknown key "org"`.
    @Test(
        "strict keys: a key path's first member is known however the path ends",
        arguments: [
            #""org": null"#, #""org": {}"#, #""org": {"team": null}"#, #""org": {"team": {}}"#, #""org": {"team": {"name": null}}"#,
        ])
    func keyPathsEndingEarly(org: String) throws {
        let dotted = try Self.strict.decode(
            DottedKeysForm.self, from: #"{"title": "t", "displayName": "T", "user": {"login": "o", "id": 1}, "# + org + "}")
        #expect(dotted.teamName == nil)
        let wrapped = try Self.strict.decode(
            JSONKeyForm.self, from: #"{"title": "t", "displayName": "T", "user": {"login": "o"}, "stargazers": 2, "# + org + "}")
        #expect(wrapped.teamName == nil && wrapped.stars == 2)
        // A key no path starts with is still unknown.
        #expect(throws: DecodingError.self) {
            try Self.strict.decode(DottedKeysForm.self, from: #"{"title": "t", "displayName": "T", "user": {"login": "o", "id": 1}, "team": 1}"#)
        }
    }

    /// Every alternative path of `@JSONKey` names a member of the model: with both
    /// present, the second is not an unknown key.
    @Test func everyAlternativeIsKnown() throws {
        let value = try Self.strict.decode(
            JSONKeyForm.self, from: #"{"title": "t", "displayName": "T", "user": {"login": "o"}, "stats": {"stars": 3}, "stargazers": 9}"#)
        #expect(value.stars == 3)
    }

    /// A lossy collection's element that does not decode is dropped whole: under strict
    /// keys its members are not unknown keys of the whole document.
    @Test(
        "strict keys: a dropped lossy element's members are not unknown",
        arguments: [#"{"zz": 1}"#, #"{"id": "x", "zz": 1}"#, #"{"id": 2, "zz": 1}"#])
    func droppedLossyElements(element: String) throws {
        let json = #"{"name": "a", "displayName": "A", "items": [{"id": 1}, "# + element + #"], "scores": {"a": 1, "b": "# + element + "}}"
        let value = try Self.strict.decode(LossyForm.self, from: json)
        #expect(value.items == [LossyForm.Item(id: 1)])
        #expect(value.scores == ["a": 1])
        var report = DecodingReport()
        _ = try Self.strict.decode(LossyForm.self, from: json, report: &report)
        #expect(report.problems.filter { $0.kind == .droppedElement }.count == 2, "\(report)")
    }

    /// A class cluster's subclass writes a `nil` optional as the encoder's nil strategy
    /// says: `null` under `.explicitNull`, as the synthesized `encode(to:)` of a struct
    /// does, and nothing by default.
    @Test func classClusterNilsFollowTheNilStrategy() throws {
        let explicit = StrataJSONEncoder()
        explicit.nilEncodingStrategy = .explicitNull
        let car = ClassClusterForm.car(wheels: 3, seats: 1, plate: nil)
        #expect(try JSONValue(parsing: explicit.encode(car)) == ["kind": "car", "wheels": 3, "seats": 1, "plate": .null])
        #expect(try JSONValue(parsing: StrataJSONEncoder().encode(car)) == ["kind": "car", "wheels": 3, "seats": 1])
        let decoded = try StrataJSONDecoder().decode(MatrixVehicle.self, from: explicit.encode(car))
        #expect(decoded.summary == car.summary)
    }
}
