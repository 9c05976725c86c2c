import Foundation
import Testing

@testable import Strata

/// A discriminator value reads as the string or the integer it is, and prints as its text.
@Suite("JSONDiscriminatorValue")
struct JSONTagTests {
    @Test(
        "a tag's string, integer, description and debug description",
        arguments: [
            (JSONDiscriminatorValue.string("GollumEvent"), "GollumEvent", nil, "GollumEvent", #""GollumEvent""#),
            (JSONDiscriminatorValue.integer(2), nil, 2, "2", "2"),
            (JSONDiscriminatorValue.string("2"), "2", nil, "2", #""2""#),
            (JSONDiscriminatorValue.string(#"say "hi""#), #"say "hi""#, nil, #"say "hi""#, #""say \"hi\"""#),
            (JSONDiscriminatorValue.integer(-9_223_372_036_854_775_808), nil, Int64.min, "-9223372036854775808", "-9223372036854775808"),
        ] as [(JSONDiscriminatorValue, String?, Int64?, String, String)])
    func accessors(tag: JSONDiscriminatorValue, string: String?, integer: Int64?, description: String, debugDescription: String) {
        #expect(tag.string == string)
        #expect(tag.integer == integer)
        #expect("\(tag)" == description)
        #expect(String(reflecting: tag) == debugDescription)
    }

    @Test("an unknown variant's tag prints without quotes, as the app that shows it wants")
    func unknownVariantTag() throws {
        let items = try StrataJSONDecoder().decode([FeedItem].self, from: #"[{"type": "poll", "question": "?"}]"#)
        guard case .other(let unknown) = items.first else {
            Issue.record("\(items)")
            return
        }
        #expect(unknown.discriminatorValue?.string == "poll")
        #expect("\(unknown.discriminatorValue ?? "")" == "poll")
    }
}
