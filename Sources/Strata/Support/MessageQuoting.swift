/// Values from a document, quoted for error messages and reports with a bound: a value
/// that may be as long as the document (an unknown discriminator, a number of a
/// million digits) is quoted by its beginning and its length, so that a message stays
/// short whatever the input.
///
/// Short values are quoted whole: `"circle"`, `12345`. Longer ones give their first
/// ``prefixLength`` Unicode scalars (never a grapheme cluster, which can be any length)
/// and how long they were: `"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" (10485760 bytes)`.
enum MessageQuoting {
    /// The most Unicode scalars of a value a message quotes.
    static let prefixLength = 40

    /// `text` in double quotes, whole or abridged with its length in UTF-8 bytes.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: prefixLength, limitedBy: scalars.endIndex), cut != scalars.endIndex
        else {
            return "\"\(text)\""
        }
        return "\"\(String(scalars[..<cut]))…\" (\(text.utf8.count) bytes)"
    }

    /// `text` abridged without quotes, for text the message quotes itself: whole, or its
    /// beginning, an ellipsis and its length in UTF-8 bytes.
    static func abridged(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: prefixLength, limitedBy: scalars.endIndex), cut != scalars.endIndex
        else {
            return text
        }
        return "\(String(scalars[..<cut]))… (\(text.utf8.count) bytes)"
    }

    /// A number's text (ASCII, as JSON writes numbers), whole or abridged with its
    /// length in characters: `99999999999999999999999999999999999999999…(1000000 characters)`.
    static func number<Text: Collection>(_ text: Text) -> String where Text.Element == UInt8 {
        let count = text.count
        guard count > prefixLength else { return String(decoding: text, as: UTF8.self) }
        return "\(String(decoding: text.prefix(prefixLength), as: UTF8.self))… (\(count) characters)"
    }
}
