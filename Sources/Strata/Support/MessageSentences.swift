/// How an error message ends, so that each says what it says once, with one full stop.
///
/// A message that carries an underlying error (a transformer's, a hook's, a merge
/// policy's) says what failed and where, and leaves the why to the underlying error: it
/// neither repeats that error's message nor ends with a full stop, because Swift prints a
/// `DecodingError` or `EncodingError` as `… Debug description: <message>. Underlying error:
/// <underlying message>`, which closes the sentence. Every other message is a sentence
/// ending in one full stop, as Foundation's are.
enum MessageSentences {
    /// `text` without its closing full stops, colons and spaces, to be continued.
    static func opening(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == "." || last == " " || last == ":" { text = text.dropLast() }
        return String(text)
    }

    /// `text` ended as a message: with one full stop, or, when the error carries
    /// `underlying`, with none.
    static func closing(_ text: String, carrying underlying: (any Error)?) -> String {
        underlying == nil ? opening(text) + "." : opening(text)
    }

    /// `text` ended with one full stop, whatever it ended with.
    static func closing(_ text: String) -> String {
        opening(text) + "."
    }

    /// The message of `error` as Strata quotes it: a `DecodingError`'s or `EncodingError`'s
    /// debug description followed by its underlying error's message, as Swift prints them
    /// after "Debug description: "; any other error as it describes itself.
    static func message(of error: any Error) -> String {
        let context: (text: String, underlying: (any Error)?)
        switch error {
        case DecodingError.typeMismatch(_, let found), DecodingError.valueNotFound(_, let found), DecodingError.keyNotFound(_, let found),
            DecodingError.dataCorrupted(let found):
            context = (found.debugDescription, found.underlyingError)
        case EncodingError.invalidValue(_, let found):
            context = (found.debugDescription, found.underlyingError)
        default:
            return String(describing: error)
        }
        guard let underlying = context.underlying else { return context.text }
        return "\(context.text). Underlying error: \(message(of: underlying))"
    }
}
