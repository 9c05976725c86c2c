// The differences from Foundation that Docs.docc documents ("Replacing Foundation's
// JSONDecoder", "Reading and Writing JSON"), as predicates over one fuzz input. A
// difference the fuzzer meets must be one of these, or it is a finding.

import Foundation

enum DocumentedDifferences {
    /// "Numbers are exact": Foundation reads an integer type through `Double`, so it
    /// turns `1.000000000000000000001` into 1 (and `1e-400` into 0), and rejects
    /// `9223372036854775807.0` (which rounds to 2^63); Strata converts exactly or
    /// throws. Whether the document holds a number where the two differ.
    static func hasInexactInteger(_ data: Data) -> Bool {
        guard let document = try? JSONDocument(parsing: data) else { return false }
        var pending = [document.root]
        while let node = pending.popLast() {
            switch node.kind {
            case .number:
                guard let text = node.numberText else { continue }
                let rounded = Double(text)
                if rounded.flatMap({ Int64(exactly: $0) }) != node.int64 || rounded.flatMap({ UInt64(exactly: $0) }) != node.uint64 {
                    return true
                }
            case .array:
                pending.append(contentsOf: node.elements)
            case .object:
                pending.append(contentsOf: node.members.map(\.value))
            default:
                break
            }
        }
        return false
    }

    /// Foundation rejects some zeros written with an exponent (`0e1`, `0.00e1`, `-0.0e1`;
    /// which ones depends on the number's length), all valid JSON; Strata accepts them.
    /// True when some number's digits before its exponent are all zeros.
    static func hasZeroWithExponent(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        for exponent in bytes.indices where bytes[exponent] | 0x20 == UInt8(ascii: "e") {
            var start = exponent
            while start > 0, bytes[start - 1] == UInt8(ascii: "0") || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
            let mantissa = bytes[start..<exponent]
            guard mantissa.first == UInt8(ascii: "0") else { continue }
            // The zeros must begin the number, not end a longer one (`10e1`, `1.0e1`).
            let before = start > 0 ? bytes[start - 1] : 0
            if !(before >= UInt8(ascii: "1") && before <= UInt8(ascii: "9")) { return true }
        }
        return false
    }

    /// Foundation reads a UTF-32LE byte order mark as UTF-16LE; Strata reads UTF-32LE.
    static func startsWithUTF32LittleEndianMark(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xFE, 0x00, 0x00])
    }

    /// The reading error under a `DecodingError` for invalid JSON, if that is what
    /// Strata threw.
    static func readingError(_ error: any Error) -> JSONReadingError? {
        guard case DecodingError.dataCorrupted(let context) = error else { return nil }
        return context.underlyingError as? JSONReadingError
    }

    /// The input as the reader saw it: UTF-8, converted from UTF-16 or UTF-32 and
    /// without a byte order mark.
    static func utf8(_ data: Data) -> [UInt8]? {
        data.withUnsafeBytes { input -> [UInt8]? in
            switch InputEncoding.detect(input) {
            case .utf8(let bomLength): return Array(input[bomLength...])
            case .utf16(let bigEndian, let bomLength): return try? InputEncoding.transcodeUTF16(input, bomLength: bomLength, bigEndian: bigEndian)
            case .utf32(let bigEndian, let bomLength): return try? InputEncoding.transcodeUTF32(input, bomLength: bomLength, bigEndian: bigEndian)
            }
        }
    }

    /// Strata rejects a trailing comma (`[1,]`, `{"a":1,}`) that Foundation accepts in
    /// strict mode: the reader stopped at a closing bracket right after a comma.
    static func isTrailingComma(_ error: JSONReadingError, in data: Data) -> Bool {
        guard let text = utf8(data), error.byteOffset < text.count else { return false }
        let found = text[error.byteOffset]
        guard found == UInt8(ascii: "]") || found == UInt8(ascii: "}") else { return false }
        var index = error.byteOffset - 1
        while index >= 0 && [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index -= 1 }
        return index >= 0 && text[index] == UInt8(ascii: ",")
    }

    /// Whether the value at `path` in the document is a number.
    static func isNumber(at path: [any CodingKey], in data: Data) -> Bool {
        guard !path.isEmpty, var node = (try? JSONDocument(parsing: data))?.root else { return false }
        for key in path {
            if let index = key.intValue, node.kind == .array, let element = node[index] {
                node = element
            } else if node.kind == .object, let member = node[key.stringValue] {
                node = member
            } else {
                return false
            }
        }
        return node.kind == .number
    }

    /// Foundation decoded a value; Strata threw.
    static func allowsStrataFailure(strataError: any Error, data: Data) -> Bool {
        if let reading = readingError(strataError) {
            // RFC 8259 where Foundation is lenient: trailing commas; UTF-16 or UTF-32
            // input that ends in part of a code unit (Foundation drops those bytes).
            if isTrailingComma(reading, in: data) { return true }
            if case .invalidUnicode(let detail) = reading.reason,
                detail.contains("odd number of bytes") || detail.contains("not a whole number of 4-byte units")
            {
                return true
            }
            // Foundation validates only what it decodes: the document is invalid for
            // Foundation too once every value is read (by its decoder, or, for values
            // no decode visits such as the later of two repeated keys, by
            // JSONSerialization).
            return (try? JSONDecoder().decode(Tree.self, from: data)) == nil
                || (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil
        }
        // Exact numbers: Foundation rounded a number into an integer type.
        return hasInexactInteger(data)
    }

    /// Strata decoded a value; Foundation threw.
    static func allowsFoundationFailure(foundationError: any Error, data: Data) -> Bool {
        hasZeroWithExponent(data) || startsWithUTF32LittleEndianMark(data) || hasInexactInteger(data)
    }

    /// Both threw, different errors.
    static func allowsErrors(foundation: ErrorShape, strata: ErrorShape, strataError: any Error, data: Data) -> Bool {
        // Strata validates the whole document first; Foundation reports whatever it
        // meets first while decoding lazily.
        if readingError(strataError) != nil { return true }
        // A number that does not fit: Foundation's coding path is empty, Strata's is the
        // number's.
        if foundation.kind == "dataCorrupted" && strata.kind == "dataCorrupted" && foundation.path.isEmpty,
            case DecodingError.dataCorrupted(let context) = strataError, isNumber(at: context.codingPath, in: data)
        {
            return true
        }
        // Foundation rejects what Strata reads: its error can be anything.
        return foundation.kind == "dataCorrupted" && foundation.path.isEmpty
            && (hasZeroWithExponent(data) || startsWithUTF32LittleEndianMark(data) || hasInexactInteger(data))
    }
}
