import Foundation
import Testing

@testable import Strata

/// Decoding through a metatype that names a subclass, and the coding paths of
/// `superEncoder`, against Foundation's coders.
@Suite("Differential: dynamic types and super encoders", .comparedWithSwiftFoundation)
struct DynamicTypeDifferentialTests {
    @Test("decoding through a metatype builds the dynamic type, as Foundation does")
    func dynamicMetatype() throws {
        let json = Data(#"{"breed": "corgi", "super": {"name": "Rex", "legs": 4}}"#.utf8)
        let type: Animal.Type = Dog.self
        let foundation = try JSONDecoder().decode(type, from: json)
        let strata = try StrataJSONDecoder().decode(type, from: json)
        #expect(Swift.type(of: foundation) == Dog.self && Swift.type(of: strata) == Dog.self)
        #expect(strata == foundation && strata == Dog(name: "Rex", legs: 4, breed: "corgi"))
        // Through JSONValue and bytes too.
        #expect(try Swift.type(of: StrataJSONDecoder().decode(type, from: JSONValue(parsing: json))) == Dog.self)
        #expect(try Swift.type(of: StrataJSONDecoder().decode(type, from: Array(json))) == Dog.self)
    }

    /// Records the coding path of every encoder it is handed, through `super`.
    struct PathRecorder: Encodable {
        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var paths: [[String]] = []
            func append(_ path: [any CodingKey]) {
                lock.lock()
                paths.append(path.map(\.stringValue))
                lock.unlock()
            }
            var all: [[String]] {
                lock.lock()
                defer { lock.unlock() }
                return paths
            }
        }

        let log: Log
        enum CodingKeys: String, CodingKey { case child, other }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .child)
            let superEncoder = nested.superEncoder()
            log.append(superEncoder.codingPath)
            var single = superEncoder.singleValueContainer()
            try single.encode(superEncoder.codingPath.map(\.stringValue).joined(separator: "/"))
            let keyed = nested.superEncoder(forKey: .other)
            log.append(keyed.codingPath)
            var unkeyed = container.nestedUnkeyedContainer(forKey: .other)
            let element = unkeyed.superEncoder()
            log.append(element.codingPath)
        }
    }

    @Test("superEncoder() ends its coding path with \"super\", superEncoder(forKey:) with the key, in every pass, as Foundation's")
    func superEncoderPaths() throws {
        let foundationLog = PathRecorder.Log()
        let foundation = try JSONEncoder().encode(PathRecorder(log: foundationLog))
        let strataLog = PathRecorder.Log()
        let strata: Data = try StrataJSONEncoder().encode(PathRecorder(log: strataLog))
        // Foundation extends the path of the encoder the containers came from, not the
        // nested container's.
        #expect(foundationLog.all == [["super"], ["other"], ["Index 0"]])
        // Strata's stream gives up at `superEncoder` and encodes the value again through its
        // tree: both passes must see Foundation's paths.
        #expect(strataLog.all.count == 6)
        #expect(strataLog.all == foundationLog.all + foundationLog.all)
        #expect(try JSONValue(parsing: strata) == JSONValue(parsing: foundation))
    }
}
