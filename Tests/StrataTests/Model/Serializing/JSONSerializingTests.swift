import Foundation
import Testing

@testable import Strata

/// The hooks of `JSONSerializing`, type-level transformers, reflection and every entry
/// point of `JSONAdapter`.
@Suite("JSONSerializing and JSONAdapter")
struct JSONSerializingTests {
    struct Account: JSONSerializing, Equatable {
        var email: String
        var age: Int
        var createdAt: Date
        var lastSeenAt: Date?
        var domain: String? = nil

        enum CodingKeys: String, CodingKey {
            case email, age, domain
            case createdAt = "created_at"
            case lastSeenAt = "last_seen_at"
        }

        struct Invalid: Error, Equatable {
            var reason: String
        }

        /// Every Date property is ISO 8601.
        static var valueTransformers: [any Transformer] { [ISO8601DateTransformer()] }

        mutating func didDecode() throws {
            domain = email.split(separator: "@").last.map(String.init)
        }

        func validate() throws {
            guard email.contains("@") else { throw Invalid(reason: "email has no @") }
            guard age >= 0 else { throw Invalid(reason: "negative age") }
        }
    }

    let json = #"{"email":"mona@github.com","age":7,"created_at":"2011-04-22T13:33:48Z","last_seen_at":null}"#

    @Test("didDecode derives values and type-level transformers convert every Date")
    func hooksAndTypeTransformers() throws {
        let account = try JSONAdapter().model(Account.self, from: Data(json.utf8))
        #expect(account.domain == "github.com")
        #expect(account.createdAt == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(account.lastSeenAt == nil)
        let withLastSeen = try JSONAdapter().model(
            Account.self, from: Data(json.replacingOccurrences(of: "null", with: "\"2011-04-22T13:33:49Z\"").utf8))
        #expect(withLastSeen.lastSeenAt == Date(timeIntervalSince1970: 1_303_479_229))
        let written = try JSONAdapter().jsonValue(from: account)
        #expect(written["created_at"] == "2011-04-22T13:33:48Z")
    }

    @Test("validate rejects a decoded model with its error, located")
    func validation() throws {
        let bad =
            #"{"list":[{"email":"mona@github.com","age":1,"created_at":"2011-04-22T13:33:48Z"},{"email":"nobody","age":1,"created_at":"2011-04-22T13:33:48Z"}]}"#
        struct Wrapper: Decodable { var list: [Account] }
        #expect {
            try StrataJSONDecoder().decode(Wrapper.self, from: bad)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["list", "Index 1"]
                && (context.underlyingError as? Account.Invalid) == Account.Invalid(reason: "email has no @")
        }
    }

    struct IssueUpdate: JSONSerializing {
        var title: String
        var state: String
        var labels: [String]
        var changed: Set<String> = []

        enum CodingKeys: String, CodingKey { case title, state, labels }

        var serializableKeys: Set<String>? { changed }
    }

    @Test("serializableKeys writes only the chosen keys, as for a PATCH body")
    func partialEncoding() throws {
        var update = IssueUpdate(title: "Found a bug", state: "closed", labels: ["bug"])
        update.changed = ["state"]
        #expect(try JSONAdapter().jsonValue(from: update) == ["state": "closed"])
        update.changed = ["state", "labels"]
        #expect(try JSONAdapter().jsonValue(from: update) == ["state": "closed", "labels": ["bug"]])
        // Through the tree as well: an array of updates sorted, pretty.
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let adapter = JSONAdapter(encoder: encoder)
        #expect(try adapter.jsonValue(from: [update]) == [["labels": ["bug"], "state": "closed"]])
    }

    struct Card: JSONSerializing, Equatable {
        var title = "untitled"
        @JSONKey("meta.color") var color = "red"
        @JSONIgnored var isSelected = false
        @Transform(URLTransformer?.self) var link: URL? = nil
        static let prototype: Card? = Card()
    }

    @Test("property keys and the dictionary value, by reflection")
    func reflection() throws {
        var card = Card()
        card.title = "Todo"
        card.link = URL(string: "https://example.com")
        #expect(Card.propertyKeys == ["title", "color", "isSelected", "link"])
        #expect(Card.propertyKeys == ["title", "color", "isSelected", "link"])
        #expect(try card.dictionaryValue() == ["title": "Todo", "color": "red", "isSelected": false, "link": "https://example.com"])
    }

    /// Its raw-value enum gets a placeholder case; its `Slug` rejects every placeholder.
    struct Unbuildable: JSONSerializing {
        enum Kind: String, Codable { case issue, pull }
        struct Slug: Codable {
            var text: String
            init(from decoder: any Decoder) throws {
                text = try decoder.singleValueContainer().decode(String.self)
                guard !text.isEmpty else { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty slug")) }
            }
        }
        var kind: Kind
        var slug: Slug
    }

    struct Buildable: JSONSerializing {
        enum Kind: String, Codable { case issue, pull }
        var kind: Kind
        var title: String
    }

    struct Ticket: JSONSerializing {
        enum Priority: String, Codable, CaseIterable { case low, high }
        var id: UUID
        var priority: Priority
        var assignee: GHUser
        var labels: [String]
        var watchers: Set<Int>
        var meta: [String: JSONValue]
        var due: Date?
    }

    @Test("models without a prototype have static property keys from a placeholder instance, where one can be built")
    func propertyKeysWithoutPrototype() {
        #expect(GHUser.propertyKeys == ["login", "id", "avatarURL", "siteAdmin"])
        #expect(
            GHIssue.propertyKeys == ["url", "htmlURL", "number", "state", "reporterLogin", "assignee", "updatedAt", "title", "body", "retrievedAt"])
        #expect(Ticket.propertyKeys == ["id", "priority", "assignee", "labels", "watchers", "meta", "due"])
        #expect(Buildable.propertyKeys == ["kind", "title"])
        // No placeholder satisfies Slug's own decoding: the documented limit.
        #expect(Unbuildable.propertyKeys.isEmpty)
    }

    @Test("every adapter entry point agrees")
    func adapterEntryPoints() throws {
        let array = "[\(json),\(json)]"
        let fromData = try JSONAdapter().model(Account.self, from: Data(json.utf8))
        #expect(try JSONAdapter().model(Account.self, from: Array(json.utf8)) == fromData)
        #expect(try JSONAdapter().model(Account.self, from: JSONValue(parsing: json)) == fromData)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(try JSONAdapter().model(Account.self, fromFoundationObject: dictionary) == fromData)
        #expect(try JSONAdapter().model([Account].self, from: Data(array.utf8)) == [fromData, fromData])
        #expect(try JSONAdapter().model([Account].self, from: JSONValue(parsing: array)) == [fromData, fromData])
        let foundationArray = try #require(try JSONSerialization.jsonObject(with: Data(array.utf8)) as? [Any])
        #expect(try JSONAdapter().model([Account].self, fromFoundationObject: foundationArray) == [fromData, fromData])

        let asDictionary = try #require(try JSONAdapter().foundationObject(from: fromData) as? [String: Any])
        #expect(asDictionary["email"] as? String == "mona@github.com")
        #expect(asDictionary["age"] as? Int == 7)
        #expect(try JSONAdapter().model(Account.self, fromFoundationObject: asDictionary) == fromData)
        let asArray = try #require(try JSONAdapter().foundationObject(from: [fromData]) as? [Any])
        #expect(try JSONAdapter().model([Account].self, fromFoundationObject: asArray) == [fromData])
        #expect(try JSONAdapter().model([Account].self, from: JSONAdapter().jsonData(from: [fromData, fromData])).count == 2)
        #expect(try JSONAdapter().jsonValue(from: [fromData]).count == 1)
    }

    @Test("a configured adapter uses its coders")
    func configuredAdapter() throws {
        struct Event: JSONSerializing, Equatable {
            var startsAt: Date
        }
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .secondsSince1970
        let adapter = JSONAdapter(decoder: decoder, encoder: encoder)
        let event = try adapter.model(Event.self, from: Data(#"{"starts_at":10}"#.utf8))
        #expect(event.startsAt == Date(timeIntervalSince1970: 10))
        #expect(try adapter.jsonValue(from: event) == ["starts_at": 10])
    }

    @Test("Foundation objects that are not JSON are rejected with their path")
    func foundationConversion() throws {
        #expect(try JSONValue(foundationObject: ["a": [1, 2.5, true, NSNull(), "x"]] as [String: Any]) == ["a": [1, 2.5, true, .null, "x"]])
        #expect {
            try JSONValue(foundationObject: ["when": [Date()]] as [String: Any])
        } throws: { error in
            (error as? JSONValue.ConversionError)?.path == "when.0"
        }
    }

    /// Booleans and numbers as Foundation holds them: `JSONSerialization`'s objects, and
    /// `NSNumber`s made from each Swift type. On Apple's platforms an `NSNumber` of an
    /// `Int8` has the type encoding of a boolean ("c"); only its class tells it apart, so
    /// this table fails there if the test is by type encoding (on Linux the encodings
    /// differ, and it passes either way).
    @Test(
        "NSNumbers are booleans only when Foundation made them from a Bool",
        arguments: [
            (NSNumber(value: true), JSONValue.bool(true)), (NSNumber(value: false), .bool(false)), (NSNumber(value: Int8(1)), 1),
            (NSNumber(value: Int8(0)), 0), (NSNumber(value: UInt8(1)), 1), (NSNumber(value: 1), 1), (NSNumber(value: 0.5), 0.5),
            (NSNumber(value: Int64.max), .number(JSONNumber(Int64.max))), (NSNumber(value: UInt64.max), .number(JSONNumber(UInt64.max))),
        ] as [(NSNumber, JSONValue)])
    func foundationNumbers(number: NSNumber, expected: JSONValue) throws {
        #expect(try JSONValue(foundationObject: number) == expected)
        #expect(try JSONValue(foundationObject: [number] as [Any]) == [expected])
    }

    @Test("JSONSerialization's booleans and numbers keep their kinds")
    func serializationObjects() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data("[true, false, 1, 0, 1.5, 127, -128]".utf8))
        #expect(try JSONValue(foundationObject: parsed) == [true, false, 1, 0, 1.5, 127, -128])
    }

    /// A model whose `score` is read through a one-way transformer, nested in a list.
    struct Scored: JSONSerializing {
        struct Letters: Transformer {
            func transform(_ json: String) throws -> Int { json.count }
        }

        var name = ""
        var score = 0

        static func transformer(forKey key: String) -> (any Transformer)? {
            key == "score" ? Letters() : nil
        }
    }

    @Test("a transformer that cannot encode is invalidValue at the member's path, through bytes and through a tree")
    func rejectedOnEncode() throws {
        let models = ["first": [Scored(name: "a", score: 1)]]
        func expectRejected(_ encode: () throws -> Void) {
            #expect {
                try encode()
            } throws: { error in
                guard case let EncodingError.invalidValue(_, context) = error else { return false }
                return context.codingPath.map(\.stringValue) == ["first", "Index 0", "score"]
                    && (context.underlyingError as? TransformerError)?.reason == .notReversible
            }
        }
        expectRejected { _ = try StrataJSONEncoder().encode(models) as Data }
        expectRejected { _ = try StrataJSONEncoder().tree(models) }
    }

    struct Meeting: JSONSerializing, Equatable {
        var title = ""
        var when = Date(timeIntervalSince1970: 0)

        enum CodingKeys: String, CodingKey {
            case title
            case when = "schedule.when"
        }
    }

    @Test("a custom date strategy's own keyed container reads its object as written, not with the enclosing model's key paths")
    func customStrategyContainer() throws {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.container(keyedBy: Key.self)
            return Date(timeIntervalSince1970: try container.decode(Double.self, forKey: Key(stringValue: "when")))
        }
        let json = Data(#"{"title": "Planning", "schedule": {"when": {"when": 60}}}"#.utf8)
        let meeting = try decoder.decode(Meeting.self, from: json)
        #expect(meeting == Meeting(title: "Planning", when: Date(timeIntervalSince1970: 60)))
    }
}
