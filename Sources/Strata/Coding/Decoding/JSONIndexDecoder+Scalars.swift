import Foundation

/// Reading scalars out of nodes, with Foundation's errors when the node holds
/// something else.
///
/// Hot path: each check is one load of the node's header. The value's key is an
/// autoclosure because it is needed only for an error: made eagerly, it would box the
/// caller's generic coding key into an existential for every value decoded.
extension JSONIndexDecoder {
    /// A `T` from a node of a kind that does not hold one: converted leniently, or a
    /// type mismatch. Out of line, as the errors below are: the unbox functions are
    /// inlined into every container's `decode`, where this rarely taken path made the
    /// code a decode runs through several times larger (a `String` member's was 5 KB).
    @inline(never)
    func unboxOtherKind<T>(_ type: T.Type, _ node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        if let value = leniently(type, node) {
            if state.pointee.collector != nil { noteConverted(node, to: type, path: path(base, appending: key)) }
            return value
        }
        if discardsErrorMessages { throw unreadMismatch(type, node: node, base: base, key: key) }
        throw mismatch(type, node: node, path: path(base, appending: key))
    }

    /// A number that does not fit `T`, as an error (see ``unboxOtherKind(_:_:base:key:)``).
    @inline(never)
    func numberDoesNotFit<T>(_ type: T.Type, _ node: Int, base: CodingPathBase, key: PathKey) -> DecodingError {
        numberDoesNotFit(type, node: node, path: path(base, appending: key))
    }

    @_transparent
    func unboxBool(_ node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Bool {
        switch storage.nodeKind(node) {
        case .trueLiteral: return true
        case .falseLiteral: return false
        default:
            return try unboxOtherKind(Bool.self, node, base: base, key: key())
        }
    }

    @_transparent
    func unboxString(_ node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> String {
        guard storage.nodeKind(node) == .string else {
            return try unboxOtherKind(String.self, node, base: base, key: key())
        }
        return string(node)
    }

    /// The string at a string node, shared with an earlier one of the same text.
    @_transparent
    func string(_ node: Int) -> String {
        let raw = storage.text(node)
        let flags = storage.nodeFlags(node)
        return state.pointee.strings.string(raw, in: storage.bytes) { StringUnescaping.string(raw, nodeFlags: flags) }
    }

    /// An integer of type `I`: exact, or an error. `1.0` and `1e2` are whole numbers
    /// and convert; `1.5` and out-of-range values do not.
    @_transparent
    func unboxInteger<I: FixedWidthInteger>(_ type: I.Type, _ node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> I {
        guard storage.nodeKind(node) == .number else {
            return try unboxOtherKind(type, node, base: base, key: key())
        }
        if I.isSigned {
            if let value = storage.int64(node), let exact = I(exactly: value) { return exact }
        } else {
            if let value = storage.uint64(node), let exact = I(exactly: value) { return exact }
        }
        throw numberDoesNotFit(type, node, base: base, key: key())
    }

    @_transparent
    func unboxDouble(_ node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Double {
        let kind = storage.nodeKind(node)
        if kind == .number, let value = storage.double(node) {
            if value.isFinite && (value != 0 || !hasNonZeroDigit(node)) || storage.isJSON5Number(node) && isJSON5NonFinite(node) {
                return value
            }
            throw numberDoesNotFit(Double.self, node, base: base, key: key())
        }
        if kind == .number {
            throw numberDoesNotFit(Double.self, node, base: base, key: key())
        }
        if kind == .string, let value = nonConformingValue(node) {
            return value
        }
        return try unboxOtherKind(Double.self, node, base: base, key: key())
    }

    @_transparent
    func unboxFloat(_ node: Int, base: CodingPathBase, key: @autoclosure () -> PathKey) throws -> Float {
        let kind = storage.nodeKind(node)
        if kind == .number, let value = storage.float(node) {
            if value.isFinite && (value != 0 || !hasNonZeroDigit(node)) || storage.isJSON5Number(node) && isJSON5NonFinite(node) {
                return value
            }
            throw numberDoesNotFit(Float.self, node, base: base, key: key())
        }
        if kind == .number {
            throw numberDoesNotFit(Float.self, node, base: base, key: key())
        }
        if kind == .string, let value = nonConformingValue(node) {
            return Float(value)
        }
        return try unboxOtherKind(Float.self, node, base: base, key: key())
    }

    /// Whether a number that converted to zero was written with a non-zero digit: an
    /// underflow, which Foundation rejects rather than rounding to zero.
    private func hasNonZeroDigit(_ node: Int) -> Bool {
        for byte in storage.text(node) {
            if byte | 0x20 == UInt8(ascii: "e") { return false }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }

    private func isJSON5NonFinite(_ node: Int) -> Bool {
        switch storage.normalizedJSON5Number(node) {
        case .infinity, .nan: return true
        case .text: return false
        }
    }

    /// The value a string stands for under `.convertFromString`: compared byte for
    /// byte, and only for strings without escapes, as Foundation does.
    private func nonConformingValue(_ node: Int) -> Double? {
        guard case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = options.nonConformingFloatDecodingStrategy,
            storage.nodeFlags(node) & NodeFlags.stringHasEscapes == 0
        else { return nil }
        let text = String(decoding: storage.text(node), as: UTF8.self)
        if text == positiveInfinity { return .infinity }
        if text == negativeInfinity { return -.infinity }
        if text == nan { return .nan }
        return nil
    }

    // MARK: 128-bit integers

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func unboxInt128(_ node: Int, base: CodingPathBase, key: PathKey) throws -> Int128 {
        guard storage.nodeKind(node) == .number else {
            throw mismatch(Int128.self, node: node, path: path(base, appending: key))
        }
        if let text = wholeNumberText(node), let value = Int128(text) { return value }
        throw numberDoesNotFit(Int128.self, node, base: base, key: key)
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func unboxUInt128(_ node: Int, base: CodingPathBase, key: PathKey) throws -> UInt128 {
        guard storage.nodeKind(node) == .number else {
            throw mismatch(UInt128.self, node: node, path: path(base, appending: key))
        }
        if let text = wholeNumberText(node), let value = UInt128(text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" } ? "0" : text) {
            return value
        }
        throw numberDoesNotFit(UInt128.self, node, base: base, key: key)
    }

    /// A whole number as plain decimal digits (`1.5e3` → `1500`), or nil.
    private func wholeNumberText(_ node: Int) -> String? {
        guard let text = storage.numberText(node), let decimal = ExactDecimal(parsing: text), decimal.isWhole else { return nil }
        if decimal.isZero { return "0" }
        guard decimal.digits.count + decimal.exponent <= 40 else { return nil }
        return (decimal.isNegative ? "-" : "") + decimal.digits + String(repeating: "0", count: decimal.exponent)
    }
}
