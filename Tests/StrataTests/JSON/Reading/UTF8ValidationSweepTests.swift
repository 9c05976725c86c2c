import Testing

@testable import Strata

/// The reader validates UTF-8 inside strings itself, by masks on a four-byte load (in
/// the last bytes of the input, a word filled with zeros past the end). Every lead byte, every second byte,
/// and the third and fourth bytes that decide a sequence's validity are read inside a
/// string and compared with the standard library's own validation.
@Suite("UTF-8 validation against the standard library")
struct UTF8ValidationSweepTests {
    /// Bytes after the lead that decide validity: ASCII, the edges of the continuation
    /// range and of its sub-ranges (0x8F/0x90, 0x9F/0xA0), and lead bytes.
    static let deciding: [UInt8] = [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE3, 0xF0]

    /// Every byte that can stand inside a JSON string without ending it or starting an
    /// escape.
    static let secondBytes: [UInt8] = (0x20...0xFF).map { UInt8($0) }.filter { $0 != 0x22 && $0 != 0x5C }

    @Test("every lead byte, far from the end of input and at it", arguments: 0x80...0xFF)
    func sweep(lead: Int) {
        var mismatches: [String] = []
        for second in Self.secondBytes {
            // Two bytes and the closing quote end the input: read as a zero-filled word.
            if let mismatch = Self.compare([UInt8(lead), second], padding: []) { mismatches.append(mismatch) }
            for third in Self.deciding {
                let fourths = lead >= 0xF0 ? Self.deciding : [0x41]
                for fourth in fourths {
                    // Four bytes readable at every scalar's start: read by masks.
                    let content = [UInt8(lead), second, third, fourth]
                    if let mismatch = Self.compare(content, padding: Array("    ".utf8)) { mismatches.append(mismatch) }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// CJK text is read two three-byte scalars a word: each three-byte form is checked as
    /// the second of such a pair and as the first, beside a valid scalar ("日").
    @Test("every three-byte form beside another three-byte scalar", arguments: 0xE0...0xEF)
    func threeByteSweep(lead: Int) {
        let valid: [UInt8] = [0xE6, 0x97, 0xA5]
        var mismatches: [String] = []
        for second in Self.secondBytes {
            for third in Self.deciding {
                let scalar = [UInt8(lead), second, third]
                for content in [valid + scalar, scalar + valid, valid + valid + scalar + valid] {
                    if let mismatch = Self.compare(content, padding: Array("    ".utf8)) { mismatches.append(mismatch) }
                    if let mismatch = Self.compare(content, padding: []) { mismatches.append(mismatch) }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// Nil when Strata reads `content` in a string as the standard library validates it.
    static func compare(_ content: [UInt8], padding: [UInt8]) -> String? {
        let bytes = [0x22] + content + [0x22] + padding
        let expected = String(validating: content, as: UTF8.self)
        let hex = content.map { String($0, radix: 16) }.joined(separator: " ")
        do {
            let value = try JSONValue(parsing: bytes)
            guard let expected else { return "\(hex) accepted, padding \(padding.count)" }
            return value == .string(expected) ? nil : "\(hex) read as \(value)"
        } catch let error as JSONReadingError {
            guard case .invalidUnicode = error.reason else { return "\(hex): \(error)" }
            return expected == nil ? nil : "\(hex) rejected, padding \(padding.count)"
        } catch {
            return "\(hex): \(error)"
        }
    }
}
