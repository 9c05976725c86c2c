import Testing

@testable import Strata

/// The writer escapes strings 16 bytes at a time, then 8, then the last bytes as one
/// block or word laid over bytes already written (`JSONOutputBuffer.appendQuoted`). Its
/// output must be exactly that of escaping one byte at a time, Foundation's way, whatever
/// byte sits in whatever lane of whichever block, and after any escape. A debug build
/// reads words only (see `VectorScans`); every test runs both ways.
@Suite("String escaping: every byte in every lane")
struct StringEscapingTests {
    /// Foundation's escaping, one byte at a time.
    static func escapedByteByByte(_ bytes: [UInt8], escapeSlashes: Bool) -> [UInt8] {
        var out: [UInt8] = [0x22]
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x2F where escapeSlashes: out += [0x5C, 0x2F]
            case 0x08: out += [0x5C, UInt8(ascii: "b")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0C: out += [0x5C, UInt8(ascii: "f")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case ..<0x20: out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return out
    }

    static func escaped(_ bytes: [UInt8], escapeSlashes: Bool, vectorBlocks: Bool) -> [UInt8] {
        var buffer = JSONOutputBuffer(capacity: 16)
        // Something before the string, so that it does not start at the buffer's start.
        buffer.append(UInt8(ascii: "["))
        bytes.withUnsafeBufferPointer { buffer.appendQuoted(utf8: $0, escapeSlashes: escapeSlashes, vectorBlocks: vectorBlocks) }
        return Array(buffer.bytes.dropFirst())
    }

    /// With 16-byte blocks (an optimized build) and without (a debug build).
    static let blockChoices = [true, false]

    /// Lengths below, at and around every stride the writer takes (8, 16) and its tails:
    /// every length up to two blocks and a word, then around three blocks and four.
    static let lengths = Array(1...25) + [31, 32, 33, 47, 48, 49, 63, 64, 65]

    /// Plain bytes around the one tested: an ASCII letter, the byte after the quote, the
    /// last ASCII byte, and a byte of a multi-byte UTF-8 character.
    static let fills: [UInt8] = [0x61, 0x23, 0x7F, 0xE3]

    @Test("one byte of every value in every position of strings of every length", arguments: lengths)
    func everyByteEverywhere(length: Int) {
        for escapeSlashes in [true, false] {
            for vectorBlocks in Self.blockChoices {
                for fill in Self.fills {
                    for position in 0..<length {
                        for value in 0...255 {
                            var bytes = [UInt8](repeating: fill, count: length)
                            bytes[position] = UInt8(value)
                            let expected = Self.escapedByteByByte(bytes, escapeSlashes: escapeSlashes)
                            let actual = Self.escaped(bytes, escapeSlashes: escapeSlashes, vectorBlocks: vectorBlocks)
                            if actual != expected {
                                Issue.record(
                                    "length \(length), fill \(fill), byte \(value) at \(position), slashes \(escapeSlashes), blocks \(vectorBlocks): \(actual) != \(expected)"
                                )
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    /// The bytes that need escaping, one of each kind.
    static let escapedBytes: [UInt8] = [0x22, 0x5C, 0x2F, 0x0A, 0x00, 0x1F]

    @Test("two escapes anywhere: the scan goes on after the first", arguments: [15, 16, 17, 24, 31, 32, 33, 40])
    func twoEscapes(length: Int) {
        for first in 0..<length {
            for second in first..<length {
                for (a, b) in zip(Self.escapedBytes, Self.escapedBytes.reversed()) {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    bytes[first] = a
                    bytes[second] = b
                    for escapeSlashes in [true, false] {
                        let expected = Self.escapedByteByByte(bytes, escapeSlashes: escapeSlashes)
                        for vectorBlocks in Self.blockChoices
                        where Self.escaped(bytes, escapeSlashes: escapeSlashes, vectorBlocks: vectorBlocks) != expected {
                            Issue.record("length \(length), \(a) at \(first), \(b) at \(second), slashes \(escapeSlashes), blocks \(vectorBlocks)")
                            return
                        }
                    }
                }
            }
        }
    }

    @Test("every byte value in one long string, in order and shuffled")
    func allBytesInOneString() {
        let ordered = (0...255).map { UInt8($0) }
        var generator = SystemRandomNumberGenerator()
        for bytes in [ordered, ordered.reversed(), ordered.shuffled(using: &generator), ordered + ordered] {
            for escapeSlashes in [true, false] {
                for vectorBlocks in Self.blockChoices {
                    #expect(
                        Self.escaped(bytes, escapeSlashes: escapeSlashes, vectorBlocks: vectorBlocks)
                            == Self.escapedByteByByte(bytes, escapeSlashes: escapeSlashes))
                }
            }
        }
    }
    /// A string written where the buffer lacks room for the worst case (every byte six)
    /// makes it grow by the string's real escaped length, which must still leave the
    /// 8 bytes past the end that whole-word stores write.
    @Test("room reserved from the real escaped length, in a nearly full buffer", arguments: [0, 1, 2, 7, 16, 40, 150])
    func reservationNearTheEnd(escapes: Int) {
        for length in [escapes, escapes + 1, escapes + 17, 150, 300] where length >= escapes {
            for escapeSlashes in [true, false] {
                // Control bytes escape as six bytes, slashes as two or one.
                var bytes = [UInt8](repeating: 0x61, count: length)
                for index in 0..<escapes { bytes[index * length / escapes] = index.isMultiple(of: 2) ? 0x01 : 0x2F }
                let expected = Self.escapedByteByByte(bytes, escapeSlashes: escapeSlashes)
                for used in [0, 500, 1000, 1017, 1023] {
                    for vectorBlocks in Self.blockChoices {
                        var buffer = JSONOutputBuffer(capacity: 1024)
                        for _ in 0..<used { buffer.append(UInt8(ascii: " ")) }
                        bytes.withUnsafeBufferPointer { buffer.appendQuoted(utf8: $0, escapeSlashes: escapeSlashes, vectorBlocks: vectorBlocks) }
                        let context = "\(length) bytes, \(escapes) escapes, after \(used), blocks \(vectorBlocks)"
                        #expect(Array(buffer.bytes.dropFirst(used)) == expected, "\(context)")
                        #expect(buffer.capacity - buffer.count >= 8, "\(context)")
                    }
                    let bound = bytes.withUnsafeBufferPointer { JSONOutputBuffer.escapedLength(of: $0, escapeSlashes: escapeSlashes) }
                    let boundByWords = bytes.withUnsafeBufferPointer { JSONOutputBuffer.escapedLengthByWords(of: $0, escapeSlashes: escapeSlashes) }
                    #expect(bound >= expected.count - 2)
                    #expect(boundByWords >= expected.count - 2)
                }
            }
        }
    }

    @Test("Data taken from the buffer holds what was written, copied when short, and the buffer writes on", arguments: [0, 1, 300, 1024, 1025, 5000])
    func takeData(length: Int) {
        var buffer = JSONOutputBuffer(capacity: 1024)
        let text = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        text.withUnsafeBufferPointer { buffer.append($0) }
        let first = buffer.takeData()
        #expect(Array(first) == text)
        #expect(buffer.count == 0)
        // The buffer is usable again, and the first Data does not change with it.
        buffer.append(contentsOf: "[true]")
        let second = buffer.takeData()
        #expect(Array(second) == Array("[true]".utf8))
        #expect(Array(first) == text)
    }
}
