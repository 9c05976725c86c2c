/// Turns a string's raw text from the index into its value.
enum StringUnescaping {
    /// The most UTF-8 bytes a `String` stores inline on 64-bit platforms.
    static let smallStringCapacity = MemoryLayout<Int>.size == 8 ? 15 : 10

    /// The string a node's raw bytes denote.
    ///
    /// Hot path: escape-free text (nearly all of it) becomes a `String` directly; text
    /// with escapes is decoded into the new string's own buffer, which is never larger
    /// than the raw text.
    @_transparent
    static func string(_ raw: UnsafeBufferPointer<UInt8>, hasEscapes: Bool) -> String {
        if !hasEscapes {
            // Text that fits in a small (inline) string is made through the capacity
            // initializer, which costs about half of `String(decoding:as:)` there (and
            // slightly more above it).
            if raw.count <= smallStringCapacity {
                return String(unsafeUninitializedCapacity: raw.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: raw)
                    return raw.count
                }
            }
            return String(decoding: raw, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: raw.count) { buffer in
            unescape(raw, into: buffer)
        }
    }

    /// The string a string node's raw bytes denote, given the node's flags.
    ///
    /// Hot path: the parser validated the bytes as UTF-8 and flagged any byte above
    /// ASCII, so text longer than a small string is copied into its `String` as
    /// already-valid UTF-8 (a `UTF8Span` made unchecked), without the standard library
    /// validating it a second time: escape-free text straight from the input, and
    /// non-ASCII text with escapes (whose check costs most) once unescaped. Only the
    /// index's own string nodes may come here; other text takes
    /// ``string(_:hasEscapes:)``.
    @_transparent
    static func string(_ raw: UnsafeBufferPointer<UInt8>, nodeFlags: UInt8) -> String {
        let isASCII = nodeFlags & NodeFlags.stringHasNonASCII == 0
        if nodeFlags & NodeFlags.stringHasEscapes != 0 {
            return escapedString(raw, isASCII: isASCII)
        }
        // `UTF8Span` is in the standard library from Swift 6.2; the package builds with 6.0.
        #if compiler(>=6.2)
        if raw.count > smallStringCapacity, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: raw.span, isKnownASCII: isASCII))
        }
        #endif
        return string(raw, hasEscapes: false)
    }

    /// Text with escapes, out of line so that the escape-free path stays small where it
    /// is inlined. Non-ASCII text longer than a small string is unescaped into a
    /// temporary buffer (escapes produce whole scalars, so the result is valid UTF-8)
    /// and copied into its `String` unchecked.
    @inline(never)
    private static func escapedString(_ raw: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        #if compiler(>=6.2)
        if !isASCII && raw.count > smallStringCapacity, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { buffer in
                let written = unescape(raw, into: buffer)
                let text = UnsafeBufferPointer(start: buffer.baseAddress, count: written)
                return String(copying: UTF8Span(unchecked: text.span, isKnownASCII: false))
            }
        }
        #endif
        return string(raw, hasEscapes: true)
    }

    /// Decodes validated raw text into `output` (at least `raw.count` bytes) and returns
    /// the number of bytes written. Handles JSON's escapes and JSON5's.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let input = raw.baseAddress, let out = output.baseAddress else { return 0 }
        let end = raw.count
        var read = 0
        var written = 0
        while read < end {
            // Eight bytes at a time while none is a backslash. Escapes only shrink the
            // text, so `written <= read` and the output has room for the whole word.
            while read &+ 8 <= end {
                let word = UnsafeRawPointer(input + read).loadUnaligned(as: UInt64.self)
                let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
                if (backslashes &- 0x0101_0101_0101_0101) & ~backslashes & 0x8080_8080_8080_8080 != 0 { break }
                UnsafeMutableRawPointer(out + written).storeBytes(of: word, as: UInt64.self)
                read &+= 8
                written &+= 8
            }
            if read >= end { break }
            let byte = input[read]
            guard byte == UInt8(ascii: "\\") else {
                out[written] = byte
                written &+= 1
                read &+= 1
                continue
            }
            let escaped = read &+ 1 < end ? input[read &+ 1] : 0
            read &+= 2
            switch escaped {
            case UInt8(ascii: "b"):
                out[written] = 0x08
                written &+= 1
            case UInt8(ascii: "f"):
                out[written] = 0x0C
                written &+= 1
            case UInt8(ascii: "n"):
                out[written] = 0x0A
                written &+= 1
            case UInt8(ascii: "r"):
                out[written] = 0x0D
                written &+= 1
            case UInt8(ascii: "t"):
                out[written] = 0x09
                written &+= 1
            case UInt8(ascii: "v"):
                out[written] = 0x0B
                written &+= 1
            case UInt8(ascii: "0"):
                out[written] = 0x00
                written &+= 1
            case UInt8(ascii: "u"):
                var scalar = hexValue(input, at: read, digits: 4, limit: end)
                read &+= 4
                if scalar >= 0xD800 && scalar <= 0xDBFF && read &+ 6 <= end && input[read] == UInt8(ascii: "\\") {
                    let low = hexValue(input, at: read &+ 2, digits: 4, limit: end)
                    scalar = 0x10000 &+ ((scalar &- 0xD800) << 10) &+ (low &- 0xDC00)
                    read &+= 6
                }
                written &+= writeUTF8(scalar, to: out + written)
            case UInt8(ascii: "x"):
                let scalar = hexValue(input, at: read, digits: 2, limit: end)
                read &+= 2
                written &+= writeUTF8(scalar, to: out + written)
            case 0x0D:
                // A JSON5 line continuation stands for nothing; CRLF counts as one.
                if read < end && input[read] == 0x0A { read &+= 1 }
            case 0x0A:
                break
            case 0xE2 where read &+ 1 < end && input[read] == 0x80 && (input[read &+ 1] == 0xA8 || input[read &+ 1] == 0xA9):
                read &+= 2
            default:
                // `\"`, `\\`, `\/`, and JSON5's escapes of any other character (whose
                // multi-byte tail the plain-copy branch above then copies).
                out[written] = escaped
                written &+= 1
            }
        }
        return written
    }

    @_transparent
    private static func hexValue(_ input: UnsafePointer<UInt8>, at offset: Int, digits: Int, limit: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in offset..<min(offset &+ digits, limit) {
            let byte = input[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte &- UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte &- UInt8(ascii: "a") &+ 10)
            default: digit = UInt32(byte &- UInt8(ascii: "A") &+ 10) & 0xF
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Writes a scalar as UTF-8 and returns its length.
    @_transparent
    static func writeUTF8(_ scalar: UInt32, to out: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            out[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case 0x80..<0x800:
            out[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            out[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
            out[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        default:
            out[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
            out[2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
            out[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 4
        }
    }
}
