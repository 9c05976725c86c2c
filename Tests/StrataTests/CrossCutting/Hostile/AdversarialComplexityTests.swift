import Foundation
import Testing

@testable import Strata

/// Reads every key of an object through `allKeys`, as types with run-time keys do.
struct RunTimeKeys: Decodable {
    var values: [String: Int] = [:]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys {
            values[key.stringValue] = try container.decode(Int.self, forKey: key)
        }
    }
}

/// Reads nothing from an object: its members are validated and skipped.
struct IgnoresMembers: Decodable {
    var absent: Int?
}

/// Writes one member per key through a keyed container.
struct KeyedMembers: Encodable {
    var keys: [String]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for (position, key) in keys.enumerated() {
            try container.encode(position, forKey: AnyKey(key))
        }
    }
}

/// Each input an attacker can craft against a structure that is fast on ordinary input,
/// at 100,000 keys, must finish within a budget that a quadratic run (about a minute)
/// cannot meet and a linear one (well under a second) never misses. `.ci/run` runs this
/// adversarial form (`STRATA_ADVERSARIAL_TESTS=1`); a plain `swift test` runs the same
/// inputs at 2,000 keys and checks only the results.
@Suite("Adversarial complexity: 100,000-key inputs within 5 seconds")
struct AdversarialComplexityTests {
    static let budget = Duration.seconds(5)

    /// Runs `body`, expecting it to finish within the budget in the adversarial form.
    static func withinBudget<Result>(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Result
    ) rethrows -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        if AdversarialInputs.isAdversarial {
            // The figures in the CI log show how far each input is from its budget.
            print("adversarial: \(what): \(elapsed)")
            #expect(elapsed < budget, "\(what) took \(elapsed)", sourceLocation: sourceLocation)
        }
        return result
    }

    /// The ways a document is read.
    enum Reading: String, CaseIterable, CustomStringConvertible, Sendable {
        case document, value, decodeIgnoringMembers, decodeDictionary, decodeRunTimeKeys
        var description: String { rawValue }

        /// Reads `data` this way and returns the number of distinct keys it found (nil
        /// when the reading does not look at keys).
        func read(_ data: Data) throws -> Int? {
            switch self {
            case .document: return try JSONDocument(parsing: data).root.keys.count
            case .value: return try JSONValue(parsing: data).count
            case .decodeIgnoringMembers:
                _ = try StrataJSONDecoder().decode(IgnoresMembers.self, from: data)
                return nil
            case .decodeDictionary: return try StrataJSONDecoder().decode([String: Int].self, from: data).count
            case .decodeRunTimeKeys: return try StrataJSONDecoder().decode(RunTimeKeys.self, from: data).values.count
            }
        }
    }

    @Test("keys sharing their length and first and last 8 bytes", arguments: Reading.allCases)
    func sharedAffixKeys(reading: Reading) throws {
        let data = AdversarialInputs.object(rawKeys: AdversarialInputs.sharedAffixKeys())
        let keys = try Self.withinBudget("\(reading) of keys sharing first and last 8 bytes") { try reading.read(data) }
        #expect(keys == nil || keys == AdversarialInputs.keyCount)
    }

    @Test("the reader's repeated-key check when all keys share one fingerprint", arguments: [false, true])
    func keysSharingOneFingerprint(repeatsAKey: Bool) {
        var keys = AdversarialInputs.plainKeys()
        if repeatsAKey { keys.append(keys[AdversarialInputs.keyCount / 2]) }
        let bytes = Array(keys.joined().utf8)
        var records: [RepeatedKeyFinder.Record] = []
        var offset = 0
        for key in keys {
            records.append(RepeatedKeyFinder.Record(fingerprint: 42, start: UInt32(offset), length: UInt32(key.utf8.count)))
            offset += key.utf8.count
        }
        var finder = RepeatedKeyFinder()
        defer { finder.deallocate() }
        let found = bytes.withUnsafeBufferPointer { input in
            records.withUnsafeMutableBufferPointer { records in
                Self.withinBudget("the repeated-key check of keys with one fingerprint") {
                    input.baseAddress.map { finder.containsRepeat(records, in: $0) }
                }
            }
        }
        #expect(found == repeatsAKey)
    }

    @Test("one escaped, repeated or non-ASCII key among many, every key looked up", arguments: AdversarialInputs.OddKey.allCases)
    func oneOddKey(odd: AdversarialInputs.OddKey) throws {
        let data = AdversarialInputs.objectWithOneOddKey(odd)
        let distinct = odd == .repeated ? AdversarialInputs.keyCount : AdversarialInputs.keyCount + 1
        let dictionary = try Self.withinBudget("[String: Int] with one \(odd) key") {
            try StrataJSONDecoder().decode([String: Int].self, from: data)
        }
        #expect(dictionary.count == distinct)
        // The first occurrence of a repeated key wins.
        #expect(dictionary[odd.decoded] == (odd == .repeated ? 0 : AdversarialInputs.keyCount))
        let runTime = try Self.withinBudget("allKeys and decode(forKey:) with one \(odd) key") {
            try StrataJSONDecoder().decode(RunTimeKeys.self, from: data)
        }
        #expect(runTime.values == dictionary)
    }

    @Test("a key decoding strategy over many keys, every key looked up")
    func convertedKeys() throws {
        let data = AdversarialInputs.object(rawKeys: AdversarialInputs.plainKeys())
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let decoded = try Self.withinBudget("allKeys and decode(forKey:) under convertFromSnakeCase") {
            try decoder.decode(RunTimeKeys.self, from: data)
        }
        #expect(decoded.values.count == AdversarialInputs.keyCount)
        let last = "key" + AdversarialInputs.padded(AdversarialInputs.keyCount - 1)
        #expect(decoded.values[last] == AdversarialInputs.keyCount - 1)
    }

    @Test("keys sharing one value of the encoder's former key hash")
    func encoderCollidingKeys() throws {
        let keys = AdversarialInputs.encoderCollidingKeys()
        #expect(Set(keys.prefix(1_000).map(AdversarialInputs.oldEncoderKeyHash)).count == 1)
        #expect(Set(keys).count == keys.count)
        let value = KeyedMembers(keys: keys)
        let data = try Self.withinBudget("encoding colliding keys to bytes") { try StrataJSONEncoder().encode(value) as Data }
        #expect(try JSONDocument(parsing: data).root.count == keys.count)
        let tree = try Self.withinBudget("encoding colliding keys to a JSONValue") { try StrataJSONEncoder().tree(value) }
        #expect(tree.count == keys.count)
    }

    @Test("a merge patch of a null for every key of a large object, read and applied")
    func nullPatch() throws {
        let target = try JSONValue(parsing: AdversarialInputs.object(rawKeys: AdversarialInputs.plainKeys()))
        let patched = try Self.withinBudget("applying a merge patch of \(AdversarialInputs.keyCount) nulls") {
            target.applyingMergePatch(try JSONValue(parsing: AdversarialInputs.nullPatch()))
        }
        #expect(patched == [:])
        // Half of them: what is left keeps its order.
        let half = try JSONValue(parsing: AdversarialInputs.nullPatch(count: AdversarialInputs.keyCount / 2))
        let rest = Self.withinBudget("applying a merge patch of \(AdversarialInputs.keyCount / 2) nulls") { target.applyingMergePatch(half) }
        #expect(rest.object?.keys == Array(AdversarialInputs.plainKeys().dropFirst(AdversarialInputs.keyCount / 2)))
    }

    @Test("the merge patch between two values thousands of levels deep, and applying it")
    func deepMergePatch() {
        let (old, new) = AdversarialInputs.deepPair()
        let levels = AdversarialInputs.nestingLevels
        let patch = Self.withinBudget("mergePatch(from:to:) of values \(levels) levels deep") { JSONValue.mergePatch(from: old, to: new) }
        var expected: JSONValue = ["leaf": 2]
        for _ in 0..<levels { expected = ["child": expected] }
        #expect(patch == expected)
        let applied = Self.withinBudget("applying a merge patch \(levels) levels deep") { old.applyingMergePatch(patch) }
        #expect(applied == new)
        #expect(
            Self.withinBudget("mergePatch(from:to:) of a value \(levels) levels deep and itself") { JSONValue.mergePatch(from: new, to: new) } == [:])
    }

    @Test("many keys through the encoder's keyed container, one of them repeated")
    func encoderRepeatedKey() throws {
        let keys = AdversarialInputs.plainKeys() + ["key000000"]
        let data = try Self.withinBudget("encoding many keys and a repeat") { try StrataJSONEncoder().encode(KeyedMembers(keys: keys)) as Data }
        let object = try JSONValue(parsing: data)
        #expect(object.count == AdversarialInputs.keyCount)
        // The last value of a repeated key wins, as in Foundation.
        #expect(object["key000000"] == JSONValue(integerLiteral: AdversarialInputs.keyCount))
    }
}
