import Foundation
import Testing

@testable import Strata

/// A protocol that a networking library declares and extends Foundation's decoder to
/// conform to (Alamofire's `DataDecoder`, Vapor's `ContentDecoder`): code typed against it
/// must run Strata's engine when handed a `StrataJSONDecoder`.
protocol ResponseDecoding {
    func decodeResponse<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: ResponseDecoding {
    func decodeResponse<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, from: data)
    }
}

/// The same for an encoder.
protocol RequestEncoding {
    func encodeRequest<T: Encodable>(_ value: T) throws -> Data
}

extension JSONEncoder: RequestEncoding {
    func encodeRequest<T: Encodable>(_ value: T) throws -> Data {
        try encode(value)
    }
}

/// `StrataJSONDecoder` is a `JSONDecoder` and `StrataJSONEncoder` a `JSONEncoder`: every
/// entry point Foundation declares runs Strata's engine, whichever type the reference has,
/// with the options set through either.
@Suite("Strata's coders are Foundation's classes")
struct FoundationSubclassTests {
    struct Issue: Codable, Equatable {
        var title: String
        var reporterLogin: String
        var createdAt: Date

        enum CodingKeys: String, CodingKey {
            case title
            case reporterLogin = "user.login"
            case createdAt = "created_at"
        }
    }

    static let json = Data(#"{"title": "Found a bug", "user": {"login": "octocat"}, "created_at": "2011-04-22T13:33:48Z"}"#.utf8)
    static let issue = Issue(title: "Found a bug", reporterLogin: "octocat", createdAt: Date(timeIntervalSince1970: 1_303_479_228))

    /// A function typed against Foundation's decoder, as most networking code is.
    static func fetch<T: Decodable>(_ type: T.Type, with decoder: JSONDecoder) throws -> T {
        try decoder.decode(type, from: json)
    }

    @Test("passed as a JSONDecoder, with its strategy set through that reference, it reads dotted keys as paths")
    func passedAsJSONDecoder() throws {
        let decoder: JSONDecoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try Self.fetch(Issue.self, with: decoder) == Self.issue)
        // Foundation's own decoder reads "user.login" as one key: this is Strata's engine.
        #expect(throws: DecodingError.self) { try Self.fetch(Issue.self, with: Self.foundationDecoder()) }
    }

    static func foundationDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    @Test("through a protocol conformance declared on JSONDecoder")
    func throughConformance() throws {
        let strata = StrataJSONDecoder()
        strata.dateDecodingStrategy = .iso8601
        let decoder: any ResponseDecoding = strata
        #expect(try decoder.decodeResponse(Issue.self, from: Self.json) == Self.issue)
    }

    @Test("each option set through one reference is read through the other")
    func oneSourceOfOptions() {
        let strata = StrataJSONDecoder()
        let foundation: JSONDecoder = strata
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        foundation.dataDecodingStrategy = .deferredToData
        foundation.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+", negativeInfinity: "-", nan: "n")
        foundation.allowsJSON5 = true
        foundation.userInfo = [CodingUserInfoKey(rawValue: "tenant")!: "acme"]
        #expect(strata.options.usesDefaultKeys == false)
        if case .deferredToData = strata.dataDecodingStrategy {} else { Testing.Issue.record("data strategy not seen") }
        if case .convertFromString(let positive, _, _) = strata.nonConformingFloatDecodingStrategy {
            #expect(positive == "+")
        } else {
            Testing.Issue.record("float strategy not seen")
        }
        #expect(strata.allowsJSON5)
        #expect(strata.userInfo[CodingUserInfoKey(rawValue: "tenant")!] as? String == "acme")
        strata.dateDecodingStrategy = .secondsSince1970
        if case .secondsSince1970 = foundation.dateDecodingStrategy {} else { Testing.Issue.record("date strategy not seen") }
        strata.assumesTopLevelDictionary = true
        #expect(foundation.assumesTopLevelDictionary)
        #expect(foundation.userInfo[CodingUserInfoKey(rawValue: "_NSAssumesTopLevelDictionaryJSON5")!] as? Bool == true)
    }

    struct Greeting: DecodableWithConfiguration, EncodableWithConfiguration, Equatable {
        var text: String

        struct Config: DecodingConfigurationProviding, EncodingConfigurationProviding {
            static let decodingConfiguration = "Hello, "
            static let encodingConfiguration = "Hello, "
        }

        enum CodingKeys: String, CodingKey { case name = "user.name" }

        init(text: String) { self.text = text }

        init(from decoder: any Decoder, configuration: String) throws {
            text = configuration + (try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name))
        }

        func encode(to encoder: any Encoder, configuration: String) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(String(text.dropFirst(configuration.count)), forKey: .name)
        }
    }

    @Test("the configuration-taking entry points, through JSONDecoder and JSONEncoder references")
    func configurationEntryPoints() throws {
        let decoder: JSONDecoder = StrataJSONDecoder()
        let data = Data(#"{"user": {"name": "Ann"}}"#.utf8)
        #expect(try decoder.decode(Greeting.self, from: data, configuration: "Hi, ") == Greeting(text: "Hi, Ann"))
        #expect(try decoder.decode(Greeting.self, from: data, configuration: Greeting.Config.self) == Greeting(text: "Hello, Ann"))
        let encoder: JSONEncoder = StrataJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected = #"{"user":{"name":"Ann"}}"#
        #expect(String(decoding: try encoder.encode(Greeting(text: "Hi, Ann"), configuration: "Hi, "), as: UTF8.self) == expected)
        #expect(String(decoding: try encoder.encode(Greeting(text: "Hello, Ann"), configuration: Greeting.Config.self), as: UTF8.self) == expected)
    }

    @Test("passed as a JSONEncoder, with its options set through that reference, it writes dotted keys as objects")
    func passedAsJSONEncoder() throws {
        let encoder: JSONEncoder = StrataJSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let written = try (encoder as any RequestEncoding).encodeRequest(Self.issue)
        #expect(
            String(decoding: written, as: UTF8.self) == #"{"created_at":"2011-04-22T13:33:48Z","title":"Found a bug","user":{"login":"octocat"}}"#)
        let strata = encoder as? StrataJSONEncoder
        #expect(strata?.outputFormatting == [.sortedKeys, .withoutEscapingSlashes])
        strata?.keyEncodingStrategy = .convertToSnakeCase
        if case .convertToSnakeCase = encoder.keyEncodingStrategy {} else { Testing.Issue.record("key strategy not seen") }
    }

    @Test("one decoder and encoder, typed as Foundation's, shared by many tasks")
    func sharedAcrossTasks() async throws {
        let decoder: JSONDecoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let encoder: JSONEncoder = StrataJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var same = true
                    for _ in 0..<50 {
                        let issue = try decoder.decode(Issue.self, from: Self.json)
                        let again = try decoder.decode(Issue.self, from: encoder.encode(issue))
                        same = same && again == Self.issue
                    }
                    return same
                }
            }
            for try await same in group { #expect(same) }
        }
    }
}
