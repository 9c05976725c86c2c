/// Rewrites the number forms only JSON5 has into RFC 8259 text or a special value.
enum JSON5Number: Equatable {
    /// RFC 8259 number text with the same value.
    case text(String)
    case infinity(isNegative: Bool)
    case nan(isNegative: Bool)

    /// Normalises JSON5 number text the reader accepted: `+1` → `1`, `.5` → `0.5`,
    /// `5.` → `5`, `0x1F` → `31`, `Infinity`, `-Infinity`, `NaN`.
    init(_ raw: UnsafeBufferPointer<UInt8>) {
        var text = String(decoding: raw, as: UTF8.self)
        var isNegative = false
        if text.hasPrefix("+") {
            text.removeFirst()
        } else if text.hasPrefix("-") {
            text.removeFirst()
            isNegative = true
        }
        if text == "Infinity" {
            self = .infinity(isNegative: isNegative)
            return
        }
        if text == "NaN" {
            self = .nan(isNegative: isNegative)
            return
        }
        let sign = isNegative ? "-" : ""
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            if let value = UInt64(digits, radix: 16) {
                self = .text(sign + String(value))
            } else {
                // Past 64 bits: exact in decimal by long multiplication.
                self = .text(sign + Self.decimalString(ofHexDigits: digits))
            }
            return
        }
        if text.hasPrefix(".") { text = "0" + text }
        if let dot = text.firstIndex(of: "."), text.index(after: dot) == text.endIndex || !text[text.index(after: dot)].isNumber {
            // A trailing point, possibly before an exponent: `5.` or `5.e3`.
            text.remove(at: dot)
        }
        self = .text(sign + text)
    }

    /// Whether the raw JSON5 text is hexadecimal.
    static func isHexadecimal(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if index < raw.count && (raw[index] == UInt8(ascii: "+") || raw[index] == UInt8(ascii: "-")) { index += 1 }
        return index + 1 < raw.count && raw[index] == UInt8(ascii: "0") && raw[index + 1] | 0x20 == UInt8(ascii: "x")
    }

    /// The decimal digits of an arbitrarily long hexadecimal number.
    static func decimalString(ofHexDigits hex: Substring) -> String {
        // Little-endian base-10^9 limbs.
        var limbs: [UInt64] = [0]
        for character in hex {
            guard let digit = character.hexDigitValue else { continue }
            var carry = UInt64(digit)
            for index in limbs.indices {
                let value = limbs[index] * 16 + carry
                limbs[index] = value % 1_000_000_000
                carry = value / 1_000_000_000
            }
            while carry > 0 {
                limbs.append(carry % 1_000_000_000)
                carry /= 1_000_000_000
            }
        }
        var result = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            result += String(repeating: "0", count: 9 - part.count) + part
        }
        return result
    }
}
