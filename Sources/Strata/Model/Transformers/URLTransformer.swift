import Foundation

/// A URL written as a string: `"https://api.github.com/repos/octocat/Hello-World"`, or a
/// relative reference such as `"/repos/octocat"`.
///
/// Reading accepts only URI references (RFC 3986): a string with a space, a character
/// outside the URI alphabet or a `%` not followed by two hexadecimal digits is rejected,
/// where `URL(string:)` would quietly percent-encode it.
public struct URLTransformer: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads a URL reference; an empty or malformed string is rejected.
    public func transform(_ json: String) throws -> URL {
        guard !json.isEmpty, Self.isURIReference(json), let url = URL(string: json) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a URL")
        }
        return url
    }

    /// Writes the URL's absolute string.
    public func reverseTransform(_ value: URL) throws -> String {
        value.absoluteString
    }

    /// Whether every character of `text` may appear in a URI reference: unreserved and
    /// reserved characters, and `%` escapes of two hexadecimal digits.
    static func isURIReference(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = bytes.next(), let low = bytes.next(), isHexDigit(high), isHexDigit(low) else { return false }
                continue
            }
            guard isAllowed(byte) else { return false }
        }
        return true
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// RFC 3986's unreserved (`A–Z a–z 0–9 - . _ ~`) and reserved (`: / ? # [ ] @ ! $ & ' ( ) * + , ; =`)
    /// characters.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~:/?#[]@!$&'()*+,;=".utf8.contains(byte)
        }
    }
}
