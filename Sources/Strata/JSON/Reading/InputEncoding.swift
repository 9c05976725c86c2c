/// Works out which Unicode encoding an input uses and converts UTF-16 and UTF-32
/// input to UTF-8, as Foundation's `JSONDecoder` does.
///
/// A byte order mark decides when there is one. Without one, the pattern of zero
/// bytes in the first four decides (RFC 4627, section 3): the first two characters of
/// a JSON document are ASCII, so their UTF-16 and UTF-32 forms contain zero bytes that
/// UTF-8 text never has. Exactly as in Foundation, UTF-16 without a byte order mark
/// needs both of the first two characters to be ASCII (or, in a two-byte document, the
/// only one): `22 00 31 61 22 00` (`"愱"` in UTF-16LE) is read as UTF-8, and rejected.
/// The one deliberate difference: `FF FE 00 00` is the UTF-32LE byte order mark here,
/// where Foundation reads UTF-16LE.
enum InputEncoding: Equatable {
    case utf8(bomLength: Int)
    case utf16(bigEndian: Bool, bomLength: Int)
    case utf32(bigEndian: Bool, bomLength: Int)

    static func detect(_ input: UnsafeRawBufferPointer) -> InputEncoding {
        let count = input.count
        // Hot path: text that starts with two nonzero bytes, the first ASCII (`{"`, `[\n`),
        // is UTF-8 without a byte order mark; every rule below needs a zero byte among the
        // first two or a first byte above 0x7F.
        if count >= 2, input[0] != 0, input[0] < 0x80, input[1] != 0 { return .utf8(bomLength: 0) }
        func byte(_ index: Int) -> UInt8 { index < count ? input[index] : 0xFF }
        let b0 = byte(0), b1 = byte(1), b2 = byte(2), b3 = byte(3)

        if count >= 3, b0 == 0xEF, b1 == 0xBB, b2 == 0xBF { return .utf8(bomLength: 3) }
        if count >= 4, b0 == 0x00, b1 == 0x00, b2 == 0xFE, b3 == 0xFF { return .utf32(bigEndian: true, bomLength: 4) }
        if count >= 4, b0 == 0xFF, b1 == 0xFE, b2 == 0x00, b3 == 0x00 { return .utf32(bigEndian: false, bomLength: 4) }
        if count >= 2, b0 == 0xFE, b1 == 0xFF { return .utf16(bigEndian: true, bomLength: 2) }
        if count >= 2, b0 == 0xFF, b1 == 0xFE { return .utf16(bigEndian: false, bomLength: 2) }

        if count >= 4 {
            if b0 == 0, b1 == 0, b2 == 0, b3 != 0 { return .utf32(bigEndian: true, bomLength: 0) }
            if b0 == 0, b1 != 0, b2 == 0, b3 != 0 { return .utf16(bigEndian: true, bomLength: 0) }
            if b0 != 0, b1 == 0, b2 == 0, b3 == 0 { return .utf32(bigEndian: false, bomLength: 0) }
            if b0 != 0, b1 == 0, b2 != 0, b3 == 0 { return .utf16(bigEndian: false, bomLength: 0) }
        } else if count == 2 {
            if b0 == 0, b1 != 0 { return .utf16(bigEndian: true, bomLength: 0) }
            if b0 != 0, b1 == 0 { return .utf16(bigEndian: false, bomLength: 0) }
        }
        return .utf8(bomLength: 0)
    }

    /// Converts UTF-16 to UTF-8, rejecting unpaired surrogates and a dangling byte
    /// (which Foundation drops silently: a deliberate difference, since the input is not
    /// UTF-16). Errors give offsets in `whole`, the input with its byte order mark.
    static func transcodeUTF16(_ whole: UnsafeRawBufferPointer, bomLength: Int, bigEndian: Bool) throws -> [UInt8] {
        let input = UnsafeRawBufferPointer(rebasing: whole[bomLength...])
        func invalid(at offset: Int, _ detail: String) -> JSONReadingError {
            InputEncoding.invalid(at: bomLength + offset, detail)
        }
        guard input.count % 2 == 0 else {
            throw invalid(at: input.count - 1, "UTF-16 input has an odd number of bytes")
        }
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 2 + input.count / 8)
        let unitCount = input.count / 2
        func unit(_ index: Int) -> UInt32 {
            let first = UInt32(input[2 * index]), second = UInt32(input[2 * index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        var index = 0
        while index < unitCount {
            let lead = unit(index)
            var scalar = lead
            if lead >= 0xD800 && lead <= 0xDBFF {
                guard index + 1 < unitCount else {
                    throw invalid(at: 2 * index, "a UTF-16 high surrogate ends the input")
                }
                let trail = unit(index + 1)
                guard trail >= 0xDC00 && trail <= 0xDFFF else {
                    throw invalid(at: 2 * index, "a UTF-16 high surrogate is not followed by a low surrogate")
                }
                scalar = 0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00)
                index += 2
            } else if lead >= 0xDC00 && lead <= 0xDFFF {
                throw invalid(at: 2 * index, "a UTF-16 low surrogate has no high surrogate before it")
            } else {
                index += 1
            }
            appendUTF8(scalar, to: &output)
        }
        return output
    }

    /// Converts UTF-32 to UTF-8, rejecting surrogates and values past U+10FFFF. Errors
    /// give offsets in `whole`, the input with its byte order mark.
    static func transcodeUTF32(_ whole: UnsafeRawBufferPointer, bomLength: Int, bigEndian: Bool) throws -> [UInt8] {
        let input = UnsafeRawBufferPointer(rebasing: whole[bomLength...])
        func invalid(at offset: Int, _ detail: String) -> JSONReadingError {
            InputEncoding.invalid(at: bomLength + offset, detail)
        }
        guard input.count % 4 == 0 else {
            throw invalid(at: input.count - input.count % 4, "UTF-32 input is not a whole number of 4-byte units")
        }
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 4)
        var offset = 0
        while offset < input.count {
            let b = (UInt32(input[offset]), UInt32(input[offset + 1]), UInt32(input[offset + 2]), UInt32(input[offset + 3]))
            let scalar = bigEndian ? b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3 : b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0
            guard scalar <= 0x10FFFF, !(scalar >= 0xD800 && scalar <= 0xDFFF) else {
                throw invalid(at: offset, "0x\(String(scalar, radix: 16, uppercase: true)) is not a Unicode scalar value")
            }
            appendUTF8(scalar, to: &output)
            offset += 4
        }
        return output
    }

    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Transcoding errors report the offset in the original input: there is no UTF-8
    /// text yet to count lines in.
    private static func invalid(at offset: Int, _ detail: String) -> JSONReadingError {
        JSONReadingError(reason: .invalidUnicode(detail), byteOffset: max(0, offset), line: 1, column: 1)
    }
}
