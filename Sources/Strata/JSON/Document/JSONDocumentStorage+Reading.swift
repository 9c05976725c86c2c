import Foundation

/// Reading values out of the index. Shared by ``JSONDocument/Node`` and the decoder.
///
/// Hot path: the decoder calls these for every value; they take word indices and do
/// no bounds checks beyond what the index's invariants guarantee.
extension JSONDocumentStorage {
    @_transparent
    func nodeKind(_ index: Int) -> NodeKind {
        JSONTape.kind(tape[index])
    }

    @_transparent
    func nodeFlags(_ index: Int) -> UInt8 {
        JSONTape.flags(tape[index])
    }

    /// The byte offset at which the value starts (for a quoted string, its quote).
    @_transparent
    func valueOffset(_ index: Int) -> Int {
        let header = tape[index]
        let offset = JSONTape.offset(header)
        if JSONTape.kind(header) == .string && JSONTape.flags(header) & NodeFlags.stringUnquoted == 0 {
            return offset &- 1
        }
        return offset
    }

    /// The index just past the node and everything inside it.
    @_transparent
    func nextSibling(_ index: Int) -> Int {
        let kind = JSONTape.rawKind(tape[index])
        if kind >= NodeKind.array.rawValue {
            return JSONTape.containerEnd(tape[index &+ 1])
        }
        return index &+ JSONTape.nodeWidth
    }

    /// Elements of an array, pairs of an object.
    @_transparent
    func containerCount(_ index: Int) -> Int {
        JSONTape.containerCount(tape[index &+ 1])
    }

    /// The raw bytes of a string (still escaped) or number.
    @_transparent
    func text(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + JSONTape.offset(tape[index]), count: Int(truncatingIfNeeded: tape[index &+ 1]))
    }

    @_transparent
    func string(_ index: Int) -> String {
        StringUnescaping.string(text(index), nodeFlags: nodeFlags(index))
    }

    /// Whether the string node at `index` equals `key` (UTF-8).
    @_transparent
    func stringEquals(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = text(index)
        if nodeFlags(index) & NodeFlags.stringHasEscapes == 0 {
            guard raw.count == key.count else { return false }
            guard let a = raw.baseAddress, let b = key.baseAddress else { return true }
            return memcmp(a, b, raw.count) == 0
        }
        // An escaped key is never longer decoded than raw.
        guard key.count <= raw.count else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { buffer in
            let length = StringUnescaping.unescape(raw, into: buffer)
            guard length == key.count, let a = buffer.baseAddress, let b = key.baseAddress else { return length == key.count }
            return memcmp(a, b, length) == 0
        }
    }

    /// The value node for the first occurrence of `key` in the object at `index`.
    func lookup(_ key: String, inObject index: Int) -> Int? {
        var utf8Key = key
        let exact = nodeFlags(index) & NodeFlags.objectNeedsExactLookup != 0
        return utf8Key.withUTF8 { utf8 in
            var child = index &+ JSONTape.nodeWidth
            let end = JSONTape.containerEnd(tape[index &+ 1])
            while child < end {
                let value = child &+ JSONTape.nodeWidth
                if exact ? keyMatchesExactly(child, key, utf8) : stringEquals(child, utf8) { return value }
                child = nextSibling(value)
            }
            return nil
        }
    }

    /// Compares a key node with a key as Swift does: canonically equivalent strings
    /// (`é` precomposed and decomposed) are equal. Bytes decide when they can.
    func keyMatchesExactly(_ index: Int, _ key: String, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let flags = nodeFlags(index)
        if flags & NodeFlags.stringHasEscapes == 0 {
            let raw = text(index)
            if raw.count == utf8.count, let a = raw.baseAddress, let b = utf8.baseAddress, memcmp(a, b, raw.count) == 0 {
                return true
            }
            if raw.count == 0 && utf8.count == 0 { return true }
        }
        let keyIsASCII = utf8.allSatisfy { $0 < 0x80 }
        if flags & (NodeFlags.stringHasEscapes | NodeFlags.stringHasNonASCII) == 0 && keyIsASCII {
            return false
        }
        return string(index) == key
    }

    /// The node of element `position` of the array at `index`.
    func element(_ position: Int, inArray index: Int) -> Int? {
        guard position >= 0, position < containerCount(index) else { return nil }
        var child = index &+ JSONTape.nodeWidth
        for _ in 0..<position { child = nextSibling(child) }
        return child
    }

    // MARK: Numbers

    @_transparent
    func isJSON5Number(_ index: Int) -> Bool {
        nodeFlags(index) & NodeFlags.numberIsJSON5 != 0
    }

    /// The number's value in RFC 8259 text, or a non-finite JSON5 value.
    func normalizedJSON5Number(_ index: Int) -> JSON5Number {
        JSON5Number(text(index))
    }

    @_transparent
    func int64(_ index: Int) -> Int64? {
        if isJSON5Number(index) {
            guard case .text(var text) = normalizedJSON5Number(index) else { return nil }
            return text.withUTF8 { NumberConversion.int64($0, isPlainInteger: false) }
        }
        return NumberConversion.int64(text(index), isPlainInteger: nodeFlags(index) & NodeFlags.numberIsInteger != 0)
    }

    @_transparent
    func uint64(_ index: Int) -> UInt64? {
        if isJSON5Number(index) {
            guard case .text(var text) = normalizedJSON5Number(index) else { return nil }
            return text.withUTF8 { NumberConversion.uint64($0, isPlainInteger: false) }
        }
        return NumberConversion.uint64(text(index), isPlainInteger: nodeFlags(index) & NodeFlags.numberIsInteger != 0)
    }

    @_transparent
    func double(_ index: Int) -> Double? {
        if isJSON5Number(index) {
            switch normalizedJSON5Number(index) {
            case .text(var text):
                let value = text.withUTF8 { NumberConversion.double($0) }
                // A hexadecimal number is an integer: it must be exact, as in Foundation.
                if JSON5Number.isHexadecimal(self.text(index)), let value, !isExactInteger(value, text) { return nil }
                return value
            case .infinity(let isNegative): return isNegative ? -.infinity : .infinity
            case .nan(let isNegative): return isNegative ? -.nan : .nan
            }
        }
        return NumberConversion.double(text(index))
    }

    func float(_ index: Int) -> Float? {
        if isJSON5Number(index) {
            switch normalizedJSON5Number(index) {
            case .text(var text):
                let value = text.withUTF8 { NumberConversion.float($0) }
                if JSON5Number.isHexadecimal(self.text(index)), let value, !isExactInteger(Double(value), text) { return nil }
                return value
            case .infinity(let isNegative): return isNegative ? -.infinity : .infinity
            case .nan(let isNegative): return isNegative ? -.nan : .nan
            }
        }
        return NumberConversion.float(text(index))
    }

    /// Whether a floating-point value is exactly the integer `text` spells.
    private func isExactInteger(_ value: Double, _ text: String) -> Bool {
        guard value.isFinite, value == value.rounded(), let magnitude = ExactDecimal(parsing: text)?.wholeMagnitude else { return false }
        return value.magnitude == Double(magnitude) && UInt64(exactly: value.magnitude) == magnitude
    }

    /// The number's RFC 8259 text (JSON5 forms normalised); nil for JSON5's
    /// `Infinity` and `NaN`.
    func numberText(_ index: Int) -> String? {
        if isJSON5Number(index) {
            guard case .text(let text) = normalizedJSON5Number(index) else { return nil }
            return text
        }
        return String(decoding: text(index), as: UTF8.self)
    }

    func decimal(_ index: Int) -> Decimal? {
        guard let text = numberText(index) else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
