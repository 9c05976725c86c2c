extension JSONParser {
    /// Scans a double-quoted string starting at `position` (the opening quote),
    /// validating escapes and UTF-8, and emits its node. Keys also leave a record for
    /// duplicate detection (see ``recordKey(start:length:flags:fingerprint:)``).
    ///
    /// Hot path for string values: runs of plain text are found by ``plainTextEnd(_:_:from:)``;
    /// only quotes, backslashes, control characters and non-ASCII bytes stop it. Plain
    /// keys take ``scanPlainKey()``, which folds their fingerprint as it scans; the keys
    /// that come here are the others.
    @_transparent
    mutating func scanString(isKey: Bool) throws {
        let start = position &+ 1
        var pos = start
        var flags: UInt8 = 0
        while true {
            pos = Self.plainTextEnd(input, count, from: pos)
            let byte = peek(pos)
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                flags |= NodeFlags.stringHasEscapes
                pos = try validateEscape(at: pos, quote: UInt8(ascii: "\""))
            } else if byte < 0x20 {
                if pos >= count {
                    throw error(at: start &- 1, .unterminatedString)
                }
                throw error(at: pos, .controlCharacterInString(byte))
            } else {
                flags |= NodeFlags.stringHasNonASCII
                // Non-Latin text is runs of multibyte scalars: validate the run here
                // rather than returning to the word loop for every scalar.
                repeat {
                    if let pair = Self.threeByteScalarPairEnd(input, count, at: pos) {
                        pos = pair
                    } else {
                        pos = try validateMultibyteScalar(at: pos)
                    }
                } while peek(pos) >= 0x80
            }
        }
        let length = pos &- start
        emit(.string, flags: flags, offset: start, payload: length)
        position = pos &+ 1
        if isKey {
            if flags == 0 {
                // A plain key reaches here only if something sent it past `scanPlainKey()`:
                // its fingerprint, from its bytes, must match the one that scan folds.
                recordKey(start: start, length: length, flags: 0)
            } else {
                // With escapes or non-ASCII bytes the fingerprint is never used: such an
                // object takes the exact lookup path whatever it holds.
                recordKey(start: start, length: length, flags: flags, fingerprint: 0)
            }
        }
    }

    /// Scans the key whose opening quote is at `position` when it is plain ASCII text
    /// without escapes, the shape of nearly every key, and returns true; returns false,
    /// having changed nothing, for any other key, which ``scanString(isKey:)`` then reads
    /// or rejects.
    ///
    /// Hot path, written for speed on purpose: inlined into the state machine, so that a
    /// key costs no call, and without the escape and UTF-8 branches of the full scan.
    @_transparent
    mutating func scanPlainKey() -> Bool {
        let start = position &+ 1
        var pos = start
        var folded: UInt64 = 0
        while true {
            let word = loadWord64(at: pos)
            let mask = Self.stringStopMask(word)
            if mask == 0 {
                folded = KeyFingerprint.fold(folded, word)
                pos &+= 8
                continue
            }
            let stop = mask.trailingZeroBitCount &>> 3
            guard UInt8(truncatingIfNeeded: word &>> UInt64(stop &<< 3)) == UInt8(ascii: "\"") else { return false }
            pos &+= stop
            let length = pos &- start
            emit(.string, flags: 0, offset: start, payload: length)
            position = pos &+ 1
            let tail = KeyFingerprint.prefix(of: word, count: stop)
            recordKey(start: start, length: length, flags: 0, fingerprint: KeyFingerprint.finish(folded, tail: tail, length: length))
            return true
        }
    }

    /// The offset of the first byte at or after `offset` that ends a run of plain string
    /// text (see ``stringStopMask(_:)``), or `count` if the run reaches the end.
    ///
    /// Hot path, written for speed on purpose: out of line and static, so that the loop
    /// keeps its masks in registers (inlined into the state machine it ran 19
    /// instructions a word, and now 14) and the state machine stays smaller.
    ///
    /// Text is read sixteen bytes a step, as two words in one vector register
    /// (``stringStopMasks(_:)``), about 17 instructions a step where the word loop below,
    /// which reads what is left, spends 14 a word.
    @inline(never)
    static func plainTextEnd(_ input: UnsafePointer<UInt8>, _ count: Int, from offset: Int) -> Int {
        plainTextEnd(input, count, from: offset, readingPairs: VectorScans.areUsed)
    }

    /// ``plainTextEnd(_:_:from:)``, sixteen bytes a step only if `readingPairs` (see
    /// ``VectorScans``: a debug build reads words; the tests run both).
    @_transparent
    static func plainTextEnd(_ input: UnsafePointer<UInt8>, _ count: Int, from offset: Int, readingPairs: Bool) -> Int {
        var pos = offset
        let lastWord = count &- 8
        #if _endian(little)
        let lastPair = count &- 16
        while readingPairs && pos <= lastPair {
            let masks = stringStopMasks(UnsafeRawPointer(input + pos).loadUnaligned(as: SIMD2<UInt64>.self))
            let low = masks[0]
            let high = masks[1]
            if low | high != 0 {
                return low != 0 ? pos &+ (low.trailingZeroBitCount &>> 3) : pos &+ 8 &+ (high.trailingZeroBitCount &>> 3)
            }
            pos &+= 16
        }
        #endif
        while pos <= lastWord {
            let mask = stringStopMask(UnalignedWords.load64(input + pos))
            if mask != 0 { return pos &+ (mask.trailingZeroBitCount &>> 3) }
            pos &+= 8
        }
        return plainTextEndNearEnd(input, count, from: pos)
    }

    /// ``plainTextEnd(_:_:from:)`` in the last word, out of line so that the loop calls
    /// nothing and saves no registers.
    @inline(never)
    private static func plainTextEndNearEnd(_ input: UnsafePointer<UInt8>, _ count: Int, from offset: Int) -> Int {
        // Past the end the word holds zeros, which stop the run (control characters).
        offset &+ (stringStopMask(word64(input, count, at: offset)).trailingZeroBitCount &>> 3)
    }

    /// Marks, in the high bit of each byte, the bytes that end a run of plain string
    /// text: `"`, `\`, control characters and non-ASCII bytes. The lowest marked byte is
    /// exact; marks above it may be false (borrows), and are never used.
    ///
    /// Quotes and control characters are found by one test: flipping bit 1 turns `"`
    /// (0x22) into 0x20 and keeps 0x00-0x1F below 0x20 (and 0x20 and 0x21 above), so they
    /// are exactly the bytes that are then below 0x21.
    @_transparent
    static func stringStopMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let flipped = word ^ (ones &* 0x02)
        let backslash = word ^ (ones &* 0x5C)
        let isQuoteOrControl = (flipped &- ones &* 0x21) & ~flipped
        let isBackslash = (backslash &- ones) & ~backslash
        return (isQuoteOrControl | isBackslash | word) & (ones &* 0x80)
    }

    /// ``stringStopMask(_:)`` of two words at once, one in each lane (the first eight
    /// bytes in lane 0 on a little-endian machine). The lanes never carry into each other,
    /// so each lane's lowest marked byte is exact, as in the one-word mask.
    ///
    /// Written with the vector type's wrapping arithmetic and bitwise operators, which
    /// compile to SSE2 instructions; its comparison operators compile to a loop over the
    /// lanes.
    @_transparent
    static func stringStopMasks(_ words: SIMD2<UInt64>) -> SIMD2<UInt64> {
        let ones = SIMD2<UInt64>(repeating: 0x0101_0101_0101_0101)
        let flipped = words ^ (ones &* 0x02)
        let backslash = words ^ (ones &* 0x5C)
        let isQuoteOrControl = (flipped &- ones &* 0x21) & ~flipped
        let isBackslash = (backslash &- ones) & ~backslash
        return (isQuoteOrControl | isBackslash | words) & (ones &* 0x80)
    }

    /// Validates the escape whose backslash is at `offset`; returns the offset after it.
    ///
    /// Rejects unpaired surrogates: a high surrogate must be followed by a `\u` escape
    /// of a low surrogate, and a low surrogate must not stand alone.
    mutating func validateEscape(at offset: Int, quote: UInt8) throws -> Int {
        let escaped = peek(offset &+ 1)
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return offset &+ 2
        case UInt8(ascii: "u"):
            guard let unit = hexQuad(at: offset &+ 2) else {
                throw error(at: offset, .invalidEscape("\\u must be followed by four hexadecimal digits"))
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard peek(offset &+ 6) == UInt8(ascii: "\\"), peek(offset &+ 7) == UInt8(ascii: "u"),
                    let low = hexQuad(at: offset &+ 8), low >= 0xDC00 && low <= 0xDFFF
                else {
                    let hex = String(unit, radix: 16, uppercase: true)
                    throw error(
                        at: offset, .unpairedSurrogate("high surrogate \\u\(hex) is not followed by a \\u escape of a low surrogate (DC00–DFFF)"))
                }
                return offset &+ 12
            }
            if unit >= 0xDC00 && unit <= 0xDFFF {
                let hex = String(unit, radix: 16, uppercase: true)
                throw error(at: offset, .unpairedSurrogate("low surrogate \\u\(hex) has no high surrogate before it"))
            }
            return offset &+ 6
        default:
            if json5 {
                return try validateJSON5Escape(at: offset, quote: quote)
            }
            if offset &+ 1 >= count {
                throw error(at: offset, .unterminatedString)
            }
            let found = JSONReadingError.describeByte(at: offset &+ 1, in: inputBuffer)
            throw error(at: offset, .invalidEscape("\\ followed by \(found); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"))
        }
    }

    /// Four hexadecimal digits at `offset` as a UTF-16 code unit, or nil.
    @_transparent
    func hexQuad(at offset: Int) -> UInt32? {
        var value: UInt32 = 0
        for index in 0..<4 {
            guard let digit = Self.hexValue(peek(offset &+ index)) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    @_transparent
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte &- UInt8(ascii: "A") &+ 10)
        default: return nil
        }
    }

    /// Validates the UTF-8 sequence whose lead byte (0x80 or above) is at `offset` and
    /// returns the offset after it. Rejects stray continuation bytes, overlong forms,
    /// encoded surrogates, values past U+10FFFF and truncated sequences (past the end,
    /// bytes read as zero, which is never a continuation byte).
    ///
    /// Hot path: with four bytes left, one unchecked load; the last three bytes take
    /// ``loadWord32(at:)``'s zero-filled word out of line, so that its tail read stays out
    /// of the string loop.
    @_transparent
    func validateMultibyteScalar(at offset: Int) throws -> Int {
        guard offset &+ 4 <= count else { return try validateMultibyteScalarNearEnd(at: offset) }
        let word = UnalignedWords.load32(input + offset)
        guard let length = Self.multibyteScalarLength(word) else { throw invalidUTF8(at: offset) }
        return offset &+ length
    }

    @inline(never)
    private func validateMultibyteScalarNearEnd(at offset: Int) throws -> Int {
        guard let length = Self.multibyteScalarLength(loadWord32(at: offset)) else { throw invalidUTF8(at: offset) }
        return offset &+ length
    }

    /// The offset past two valid three-byte scalars at `offset`, or nil for anything else
    /// (which ``validateMultibyteScalar(at:)`` then reads one scalar at a time).
    ///
    /// Hot path for CJK text, whose characters are three bytes each (twitter.json's
    /// Japanese statuses): one word holds two of them, checked by one mask and the bits
    /// ``multibyteScalarLength(_:)`` decides a three-byte scalar's range by.
    @_transparent
    static func threeByteScalarPairEnd(_ input: UnsafePointer<UInt8>, _ count: Int, at offset: Int) -> Int? {
        guard offset &+ 8 <= count else { return nil }
        let word = UnalignedWords.load64(input + offset)
        guard word & 0x0000_C0C0_F0C0_C0F0 == 0x0000_8080_E080_80E0 else { return nil }
        let first = word & 0x200F
        let second = word &>> 24 & 0x200F
        guard first != 0 && first != 0x200D && second != 0 && second != 0x200D else { return nil }
        return offset &+ 6
    }

    /// The length of the valid multibyte scalar whose bytes `word` holds (lead lowest),
    /// or nil. Each form is told by one mask, and its range by the bits that decide it
    /// (the lead's low bits and the second byte's).
    @_transparent
    static func multibyteScalarLength(_ word: UInt32) -> Int? {
        if word & 0x00C0_C0F0 == 0x0080_80E0 {
            // 1110xxxx 10xxxxxx 10xxxxxx: overlong when the lead's four bits and the second
            // byte's 0x20 are all clear (below U+0800), a surrogate when they are ED and set.
            let deciding = word & 0x200F
            return deciding != 0 && deciding != 0x200D ? 3 : nil
        }
        if word & 0xC0E0 == 0x80C0 {
            // 110xxxxx 10xxxxxx: overlong when the lead is C0 or C1.
            return word & 0x1E != 0 ? 2 : nil
        }
        if word & 0xC0C0_C0F8 == 0x8080_80F0 {
            // 11110xxx and three continuation bytes: the scalar's bits above 16 must be
            // 1 through 0x10 (U+10000 through U+10FFFF).
            let plane = (word & 0x07) &<< 2 | (word &>> 12 & 0x03)
            return plane != 0 && plane <= 0x10 ? 4 : nil
        }
        return nil
    }

    func invalidUTF8(at offset: Int) -> JSONReadingError {
        let lead = peek(offset)
        let detail: String
        switch lead {
        case 0x80...0xBF: detail = "continuation byte 0x\(String(lead, radix: 16, uppercase: true)) without a lead byte"
        case 0xC0, 0xC1: detail = "overlong encoding (lead byte 0x\(String(lead, radix: 16, uppercase: true)))"
        case 0xF5...0xFF: detail = "byte 0x\(String(lead, radix: 16, uppercase: true)) never appears in UTF-8"
        default: detail = "malformed or truncated sequence starting with 0x\(String(lead, radix: 16, uppercase: true))"
        }
        return error(at: offset, .invalidUnicode(detail))
    }

    // MARK: - Duplicate keys

    /// Remembers a key of the innermost open object until that object closes.
    @_transparent
    mutating func recordKey(start: Int, length: Int, flags: UInt8, fingerprint: UInt64) {
        frames[depth &- 1].keyFlags |= flags
        if keyCount == keyCapacity {
            let grown = UnsafeMutablePointer<RepeatedKeyFinder.Record>.allocate(capacity: keyCapacity * 2)
            grown.moveInitialize(from: keys, count: keyCount)
            if ownsKeys { keys.deallocate() }
            ownsKeys = true
            keys = grown
            keyCapacity *= 2
        }
        (keys + keyCount).initialize(
            to: RepeatedKeyFinder.Record(
                fingerprint: fingerprint, start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: length)))
        keyCount &+= 1
    }

    /// Remembers a key whose fingerprint the scan did not fold (JSON5's single-quoted and
    /// unquoted keys): the same fingerprint from the key's bytes, so that `'a'` and
    /// `"a"` are one key.
    mutating func recordKey(start: Int, length: Int, flags: UInt8) {
        var folded: UInt64 = 0
        var offset = 0
        while offset &+ 8 <= length {
            folded = KeyFingerprint.fold(folded, loadWord64(at: start &+ offset))
            offset &+= 8
        }
        let tail = KeyFingerprint.prefix(of: loadWord64(at: start &+ offset), count: length &- offset)
        recordKey(start: start, length: length, flags: flags, fingerprint: KeyFingerprint.finish(folded, tail: tail, length: length))
    }

    /// Whether lookups in the object closing now must take the exact path: it repeats
    /// a key, or has keys whose bytes alone cannot decide equality (escaped or
    /// non-ASCII keys, see ``NodeFlags/objectNeedsExactLookup``).
    mutating func needsExactLookup(_ frame: Frame) -> Bool {
        if frame.keyFlags & (NodeFlags.stringHasEscapes | NodeFlags.stringHasNonASCII) != 0 { return true }
        let records = UnsafeMutableBufferPointer(start: keys + frame.firstKey, count: keyCount &- frame.firstKey)
        return repeatedKeys.containsRepeat(records, in: input)
    }
}
