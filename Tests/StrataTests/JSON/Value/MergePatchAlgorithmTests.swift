import Foundation
import Testing

@testable import Strata

/// JSON Merge Patch against the RFC's algorithm written plainly, on random values, and
/// the object operations it rests on. (`AdversarialComplexityTests` times the inputs
/// built to be slow; `ChangesEncodingTests` has the RFC's examples.)
@Suite("JSON Merge Patch against the RFC's algorithm, and removing object members")
struct MergePatchAlgorithmTests {
    /// RFC 7396's MergePatch, recursively, one member at a time.
    static func referenceApply(_ target: JSONValue, _ patch: JSONValue) -> JSONValue {
        guard case .object(let changes) = patch else { return patch }
        var result = target.object ?? JSONObject()
        for (key, change) in changes {
            if change.isNull {
                result.removeValue(forKey: key)
            } else {
                result[key] = referenceApply(result[key] ?? .null, change)
            }
        }
        return .object(result)
    }

    /// The patch between two values, comparing whole subtrees at each level.
    static func referenceDiff(_ old: JSONValue, _ new: JSONValue) -> JSONValue {
        guard case .object(let oldObject) = old, case .object(let newObject) = new else { return new }
        var patch = JSONObject()
        for (key, newValue) in newObject {
            guard let oldValue = oldObject[key] else {
                patch[key] = newValue
                continue
            }
            if oldValue != newValue { patch[key] = referenceDiff(oldValue, newValue) }
        }
        for key in oldObject.keys where newObject[key] == nil {
            patch[key] = .null
        }
        return .object(patch)
    }

    /// A random value of a few levels, objects keyed from a small alphabet so that
    /// values share keys. Without `null` members when `nullMembers` is false (a patch
    /// cannot set a member to `null`).
    static func randomValue(_ generator: inout SeededGenerator, depth: Int, nullMembers: Bool) -> JSONValue {
        let choice = depth == 0 ? Int.random(in: 0..<4, using: &generator) : Int.random(in: 0..<7, using: &generator)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(JSONNumber(Int.random(in: 0..<3, using: &generator)))
        case 3: return .string(["x", "y"][Int.random(in: 0..<2, using: &generator)])
        case 4:
            return .array(
                JSONArray((0..<Int.random(in: 0..<3, using: &generator)).map { _ in randomValue(&generator, depth: depth - 1, nullMembers: true) }))
        default:
            var object = JSONObject()
            for key in ["a", "b", "c", "d", "e"].shuffled(using: &generator).prefix(Int.random(in: 0..<5, using: &generator)) {
                var value = randomValue(&generator, depth: depth - 1, nullMembers: nullMembers)
                if value.isNull && !nullMembers { value = 0 }
                object[key] = value
            }
            return .object(object)
        }
    }

    @Test("applying a patch: as the RFC's algorithm, members in the same order")
    func applyingMatchesReference() {
        var generator = SeededGenerator(seed: 7396)
        for _ in 0..<3_000 {
            let target = Self.randomValue(&generator, depth: 4, nullMembers: true)
            let patch = Self.randomValue(&generator, depth: 4, nullMembers: true)
            let applied = target.applyingMergePatch(patch)
            let expected = Self.referenceApply(target, patch)
            #expect(applied == expected && applied.description == expected.description, "\(target) patched by \(patch)")
        }
    }

    @Test("the patch between two values: as comparing whole subtrees gives, and it turns one into the other")
    func diffMatchesReference() {
        var generator = SeededGenerator(seed: 20_140_900)
        for _ in 0..<3_000 {
            let old = Self.randomValue(&generator, depth: 4, nullMembers: true)
            let new = Self.randomValue(&generator, depth: 4, nullMembers: false)
            let patch = JSONValue.mergePatch(from: old, to: new)
            let expected = Self.referenceDiff(old, new)
            #expect(patch == expected && patch.description == expected.description, "\(old) to \(new)")
            #expect(old.applyingMergePatch(patch) == new, "\(old) to \(new)")
        }
    }

    @Test("a patch that removes most members of a large object and sets others keeps their order")
    func largeObject() throws {
        var target = JSONObject()
        for index in 0..<3_000 { target["key\(index)"] = .number(JSONNumber(index)) }
        var patch = JSONObject()
        for index in 0..<3_000 where index % 3 != 0 { patch["key\(index)"] = .null }
        patch["key3"] = "three"
        patch["added"] = ["nested": true]
        let result = try #require(JSONValue.object(target).applyingMergePatch(.object(patch)).object)
        let kept = (0..<3_000).filter { $0 % 3 == 0 }.map { "key\($0)" }
        #expect(result.keys == kept + ["added"])
        #expect(result["key3"] == "three" && result["key6"] == 6 && result["key4"] == nil && result["added"] == ["nested": true])
        // Lookups go through the rebuilt index.
        for (position, key) in result.keys.enumerated() { #expect(result.index(forKey: key) == position) }
    }

    @Test("values thousands of levels deep, both ways")
    func deepValues() {
        let levels = 3_000
        var old: JSONValue = ["leaf": 1, "gone": true]
        var new: JSONValue = ["leaf": 2]
        var expected: JSONValue = ["leaf": 2, "gone": .null]
        for level in 0..<levels {
            old = ["child": old, "same": "x", "level": .number(JSONNumber(level))]
            new = ["child": new, "same": "x", "level": .number(JSONNumber(level))]
            expected = ["child": expected]
        }
        let patch = JSONValue.mergePatch(from: old, to: new)
        #expect(patch == expected)
        #expect(old.applyingMergePatch(patch) == new)
        #expect(JSONValue.mergePatch(from: old, to: old) == [:])
    }

    @Test("removing members one by one keeps every lookup right, below and above the index threshold")
    func removeValue() {
        var object = JSONObject()
        for index in 0..<40 { object["k\(index)"] = .number(JSONNumber(index)) }
        var expected = (0..<40).map { "k\($0)" }
        var generator = SeededGenerator(seed: 40)
        while !expected.isEmpty {
            let key = expected.remove(at: Int.random(in: 0..<expected.count, using: &generator))
            #expect(object.removeValue(forKey: key) == .number(JSONNumber(Int(key.dropFirst()) ?? -1)))
            #expect(object.removeValue(forKey: key) == nil)
            #expect(object.keys == expected)
            for (position, key) in expected.enumerated() {
                #expect(object.index(forKey: key) == position && object[key] == .number(JSONNumber(Int(key.dropFirst()) ?? -1)))
            }
        }
    }

    @Test("removeAll(where:) keeps the other members in order", arguments: [5, 40])
    func removeAll(count: Int) {
        var object = JSONObject()
        for index in 0..<count { object["k\(index)"] = .number(JSONNumber(index)) }
        object.removeAll { member in (member.value.int ?? 0) % 2 == 1 }
        let kept = (0..<count).filter { $0 % 2 == 0 }.map { "k\($0)" }
        #expect(object.keys == kept)
        for (position, key) in kept.enumerated() { #expect(object.index(forKey: key) == position) }
        #expect(object["k1"] == nil)
        object.removeAll { _ in false }
        #expect(object.keys == kept)
        object.removeAll { _ in true }
        #expect(object.isEmpty && object == [:])
    }
}
