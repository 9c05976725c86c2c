import Foundation
import Testing

@testable import Strata

/// Dotted coding keys under the key strategies: each path component is matched (and
/// written) the way the strategy matches and writes a plain key.
@Suite("Dotted coding keys under key strategies")
struct DottedKeyStrategyTests {
    /// The same model, its paths spelled as the JSON writes them and as the strategy
    /// converts them.
    struct SnakeSpelled: Codable, Equatable {
        var title: String
        var mergedAt: String?
        var authorLogin: String
        enum CodingKeys: String, CodingKey {
            case title
            case mergedAt = "pull_request.merged_at"
            case authorLogin = "pull_request.author.login_name"
        }
    }

    struct CamelSpelled: Codable, Equatable {
        var title: String
        var mergedAt: String?
        var authorLogin: String
        enum CodingKeys: String, CodingKey {
            case title
            case mergedAt = "pullRequest.mergedAt"
            case authorLogin = "pullRequest.author.loginName"
        }
    }

    static let json = #"{"title":"t","pull_request":{"merged_at":"2020-01-01","author":{"login_name":"octocat"}}}"#

    static func snakeDecoder() -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    @Test("under convertFromSnakeCase, paths written in the JSON's spelling and in camel case both decode")
    func bothSpellingsDecode() throws {
        let snake = try Self.snakeDecoder().decode(SnakeSpelled.self, from: Self.json)
        #expect(snake == SnakeSpelled(title: "t", mergedAt: "2020-01-01", authorLogin: "octocat"))
        let camel = try Self.snakeDecoder().decode(CamelSpelled.self, from: Self.json)
        #expect(camel == CamelSpelled(title: "t", mergedAt: "2020-01-01", authorLogin: "octocat"))
    }

    @Test("a path that leads nowhere is still nil for an optional and keyNotFound for a required property")
    func missingPaths() throws {
        let json = #"{"title":"t","pull_request":{"author":{"login_name":"octocat"}}}"#
        #expect(try Self.snakeDecoder().decode(SnakeSpelled.self, from: json).mergedAt == nil)
        #expect(throws: DecodingError.self) {
            try Self.snakeDecoder().decode(SnakeSpelled.self, from: #"{"title":"t","pull_request":{}}"#)
        }
    }

    @Test("under convertToSnakeCase, each component of a path is converted", arguments: [false, true])
    func encodeConvertsEachComponent(camel: Bool) throws {
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        let data =
            camel
            ? try encoder.encode(CamelSpelled(title: "t", mergedAt: "2020-01-01", authorLogin: "octocat"))
            : try encoder.encode(SnakeSpelled(title: "t", mergedAt: "2020-01-01", authorLogin: "octocat"))
        #expect(
            String(decoding: data, as: UTF8.self) == #"{"pull_request":{"author":{"login_name":"octocat"},"merged_at":"2020-01-01"},"title":"t"}"#)
        #expect(try JSONValue(parsing: data) == JSONValue(parsing: Data(Self.json.utf8)))
    }

    @Test("a custom key strategy converts each component it meets")
    func customStrategy() throws {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            let last = path.last?.stringValue ?? ""
            return StringCodingKey(last.uppercased())
        }
        struct Upper: Codable, Equatable {
            var login: String
            enum CodingKeys: String, CodingKey { case login = "USER.LOGIN" }
        }
        #expect(try decoder.decode(Upper.self, from: #"{"user":{"login":"octocat"}}"#) == Upper(login: "octocat"))
    }
}
