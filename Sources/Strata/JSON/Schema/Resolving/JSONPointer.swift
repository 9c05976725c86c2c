/// JSON Pointers (RFC 6901): reading the tokens of a `$ref`'s fragment, and writing the
/// locations a validation reports.
enum JSONPointer {
    /// The tokens of a pointer (`/a~1b/0` → `["a/b", "0"]`); nil when `text` is neither
    /// empty nor starts with `/`.
    static func tokens(_ text: String) -> [String]? {
        if text.isEmpty { return [] }
        guard text.hasPrefix("/") else { return nil }
        return text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { unescape($0) }
    }

    private static func unescape(_ token: Substring) -> String {
        guard token.contains("~") else { return String(token) }
        var text = ""
        var characters = token.makeIterator()
        while let character = characters.next() {
            guard character == "~" else {
                text.append(character)
                continue
            }
            switch characters.next() {
            case "1": text.append("/")
            case "0": text.append("~")
            case let other?: text.append("~" + String(other))
            case nil: text.append("~")
            }
        }
        return text
    }

    /// A token escaped for a pointer: `~` as `~0`, `/` as `~1`.
    static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        var text = ""
        for character in token {
            switch character {
            case "~": text += "~0"
            case "/": text += "~1"
            default: text.append(character)
            }
        }
        return text
    }

    /// The pointer of `tokens`: `""` for none, `/a/0` otherwise.
    static func pointer<Tokens: Sequence>(_ tokens: Tokens) -> String where Tokens.Element == String {
        var text = ""
        for token in tokens {
            text += "/"
            text += escape(token)
        }
        return text
    }

    /// A URI fragment with its percent-escapes decoded (`%25` → `%`); nil when an escape
    /// is not two hexadecimal digits or the bytes are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard let high = utf8.popFirst().flatMap(hexValue), let low = utf8.popFirst().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // Invalid UTF-8 decodes with replacement characters, which do not encode back to the bytes.
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A pointer written as a URI fragment: characters outside RFC 3986's `pchar`, `/`
    /// and `?` percent-encoded.
    static func fragmentEncoded(_ pointer: String) -> String {
        var text = ""
        for byte in pointer.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~!$&'()*+,;=:@/?".utf8.contains(byte):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text
    }
}
