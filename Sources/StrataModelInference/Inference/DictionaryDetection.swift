/// Objects whose keys are data, not names: ids (`"205705993"`), dates, versions, UUIDs,
/// hashes. Such an object is a `[String: Value]`, not a struct with a property per id.
enum DictionaryDetection {
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

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        Words.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
