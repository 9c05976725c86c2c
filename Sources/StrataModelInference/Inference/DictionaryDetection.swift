import Strata

/// Objects whose keys are data, not names: a `[String: Value]`, not a struct with a
/// property per key.
///
/// The decision is made from every object seen at one place, together, as quicktype
/// makes it: what the keys look like, how they vary from object to object, how many
/// there are, and whether the values are all of one type.
///
/// - Keys that are ids (`"205705993"`), dates, versions, UUIDs or hashes make a
///   dictionary, whatever the values.
/// - Otherwise the values must agree (one kind, objects of one shape), and one of these
///   must hold: the key the objects sit under names a map of scalars (`labels`,
///   `annotations`, `headers`, `selector`…; `metadata`, `tags`… unless three objects or
///   more all have the same keys); more than half of two keys or more are
///   written as names never are (`Content-Type`, `app.kubernetes.io/name`, `en US`); the
///   objects hold many keys of one scalar type between them (``manyKeys``); or the keys
///   vary from object to object, each in at most half of the objects at that place, with
///   at least ``fewestVaryingKeys`` keys in all.
enum DictionaryDetection {
    /// So many keys with values of one scalar type are a table, not a struct: a struct
    /// of 24 `String` properties and nothing else is rare, a map of 24 entries is not.
    static let manyKeys = 24
    /// The fewest keys, over every object at one place, from which keys that vary make a
    /// map: GitHub's `changes` holds `title` in one event and `body` in another, a struct
    /// of optional properties.
    static let fewestVaryingKeys = 4

    /// The last words of keys whose objects are maps when their values are scalars:
    /// Kubernetes' `labels`, `annotations` and `selector`, HTTP's `headers`.
    static let mapNames: Set<String> = ["labels", "annotations", "selector", "headers", "cookies", "env"]
    /// The last words of keys whose objects are maps when their values are scalars and
    /// their keys vary, or too few objects were seen to tell: Stripe's `metadata` holds
    /// what each merchant puts there, while a tweet's `metadata` has the same two keys in
    /// every tweet, a struct.
    static let variableMapNames: Set<String> = [
        "metadata", "tags", "params", "parameters", "translations", "localizations", "environment", "variables", "vars", "rates",
        "extras",
    ]

    /// Whether the objects at one place are a dictionary.
    static func isDictionary(_ objects: [Occurrence], underKey key: String?) -> Bool {
        var keyCounts: [String: Int] = [:]
        var valueKinds = Set<JSONKind>()
        var valueObjects = 0
        var valueObjectKeys: [String: Int] = [:]
        for object in objects {
            var seen = Set<String>()
            for (member, value) in object.node.members where seen.insert(member).inserted {
                keyCounts[member, default: 0] += 1
                if value.kind != .null { valueKinds.insert(value.kind) }
                if value.kind == .object {
                    valueObjects += 1
                    var inner = Set<String>()
                    for (innerKey, _) in value.members where inner.insert(innerKey).inserted { valueObjectKeys[innerKey, default: 0] += 1 }
                }
            }
        }
        guard !keyCounts.isEmpty else { return false }
        if keyCounts.keys.allSatisfy(looksLikeData) { return true }
        guard valueKinds.count == 1, let kind = valueKinds.first else { return false }
        // Objects as values are one type only when they share most of their keys: those
        // in four fifths of them or more are at least half of the keys an object has on
        // average (an issue and a repository share a few URLs and ids, no more).
        if kind == .object {
            let core = valueObjectKeys.values.filter { $0 * 5 >= valueObjects * 4 }.count
            let average = Double(valueObjectKeys.values.reduce(0, +)) / Double(max(valueObjects, 1))
            guard Double(core) * 2 >= average else { return false }
        }
        let isScalar = kind == .string || kind == .number || kind == .bool
        if isScalar || kind == .array, let key, let last = Words.split(key).last?.lowercased() {
            if mapNames.contains(last) { return true }
            let keysAreTheSame = objects.count >= 3 && keyCounts.values.allSatisfy { $0 == objects.count }
            if variableMapNames.contains(last) && !keysAreTheSame { return true }
        }
        let written = keyCounts.keys.filter(isWrittenAsData).count
        if keyCounts.count >= 2 && written * 2 > keyCounts.count { return true }
        if isScalar && keyCounts.count >= manyKeys { return true }
        if keyCounts.count >= fewestVaryingKeys, objects.count >= 2, keyCounts.values.allSatisfy({ $0 * 2 <= objects.count }) { return true }
        return false
    }

    /// Whether every key looks like an id or a date.
    static func keysAreData(_ keys: some Collection<String>) -> Bool {
        !keys.isEmpty && keys.allSatisfy(looksLikeData)
    }

    /// A key that starts with a digit (ids, dates, versions), a UUID, or a hexadecimal
    /// hash of 7 or more characters with both digits and letters.
    static func looksLikeData(_ key: String) -> Bool {
        guard let first = key.utf8.first else { return false }
        if Words.isDigit(first) { return true }
        let bytes = Array(key.utf8)
        if bytes.count == 36, key.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12] {
            return bytes.allSatisfy { isHexDigit($0) || $0 == UInt8(ascii: "-") }
        }
        return bytes.count >= 7 && bytes.allSatisfy(isHexDigit) && bytes.contains(where: Words.isDigit)
            && bytes.contains(where: Words.isLetter)
    }

    /// A key written as no API writes a property's name: with a slash, colon or space
    /// (`app.kubernetes.io/name`, `en US`), or as HTTP writes a header, capitalized words
    /// joined by hyphens (`Content-Type`, `X-GitHub-Event`). (A dot is not enough: OData
    /// names properties `@odata.context`.)
    static func isWrittenAsData(_ key: String) -> Bool {
        if key.utf8.contains(where: { "/: ".utf8.contains($0) }) { return true }
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.utf8.first, Words.isUpper(first) else { return false }
            return part.utf8.allSatisfy { Words.isLetter($0) || Words.isDigit($0) }
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        Words.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
