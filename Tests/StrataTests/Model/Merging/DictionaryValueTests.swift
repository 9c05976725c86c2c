import Foundation
import Testing

@testable import Strata

/// `init(dictionaryValue:)`, the inverse of `dictionaryValue()`.
@Suite("Models from their property values")
struct DictionaryValueTests {
    struct Account: JSONSerializing, Equatable {
        var email: String
        var createdAt: Date
        var lastSeenAt: Date?
        @Transform<URLTransformer> var homepage = URL(string: "https://example.com")!
        @JSONKey("profile.nickname") var nickname = ""
        @JSONIgnored var localNote = "none"

        enum CodingKeys: String, CodingKey {
            case email, homepage, nickname, localNote
            case createdAt = "created_at"
            case lastSeenAt = "last_seen_at"
        }

        static let prototype: Account? = Account(email: "", createdAt: Date(timeIntervalSince1970: 0))

        struct Invalid: Error {}

        func validate() throws {
            if !email.contains("@") { throw Invalid() }
        }
    }

    static let account = Account(
        email: "mona@github.com", createdAt: Date(timeIntervalSince1970: 1_303_479_228), lastSeenAt: nil,
        homepage: URL(string: "https://mona.example")!, nickname: "mona", localNote: "starred")

    @Test("dictionaryValue and init(dictionaryValue:) are inverses, renamed keys and wrappers included")
    func roundTrip() throws {
        let values = try Self.account.dictionaryValue()
        #expect(values["createdAt"] == "2011-04-22T13:33:48Z")
        #expect(try Account(dictionaryValue: values) == Self.account)
    }

    @Test("a renamed property may also be given under its coding key")
    func codingKeys() throws {
        let values: JSONValue = [
            "email": "mona@github.com", "created_at": "2011-04-22T13:33:48Z", "homepage": "https://mona.example",
            "nickname": "mona", "localNote": "starred",
        ]
        #expect(try Account(dictionaryValue: values) == Self.account)
    }

    @Test("null is nil; a missing entry takes the prototype's value")
    func missingWithPrototype() throws {
        let values: JSONValue = ["email": "a@b.c", "lastSeenAt": .null, "nickname": "n"]
        let account = try Account(dictionaryValue: values)
        #expect(account.lastSeenAt == nil)
        #expect(account.createdAt == Date(timeIntervalSince1970: 0))
        #expect(account.homepage == URL(string: "https://example.com")!)
        #expect(account.localNote == "none")
        #expect(account.nickname == "n")
    }

    @Test("without a prototype, a missing optional is nil and a missing non-optional is keyNotFound")
    func missingWithoutPrototype() throws {
        #expect(try Person(dictionaryValue: ["given": "Ada", "family": "Lovelace"]).age == nil)
        #expect {
            try Person(dictionaryValue: ["given_name": "Ada", "age": 3])
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "family_name"
        }
    }

    @Test("validate runs on the result and its error is thrown as it is")
    func validation() throws {
        var values = try Self.account.dictionaryValue()
        values["email"] = "nobody"
        #expect(throws: Account.Invalid.self) { try Account(dictionaryValue: values) }
    }

    struct Person: JSONSerializing, Equatable {
        var given: String
        var family: String
        var age: Int?

        enum CodingKeys: String, CodingKey {
            case age
            case family = "family_name"
            case given = "given_name"
        }
    }

    @Test("renamed properties of the same type are told apart by checking the result")
    func ambiguousRenamedKeys() throws {
        let person = Person(given: "Ada", family: "Lovelace", age: 36)
        let values = try person.dictionaryValue()
        #expect(values == ["given": "Ada", "family": "Lovelace", "age": 36])
        #expect(try Person(dictionaryValue: values) == person)
    }

    @Test("a dictionary value must be an object")
    func notAnObject() throws {
        #expect(throws: MergeError.self) { try Person(dictionaryValue: ["Ada"]) }
    }
}
