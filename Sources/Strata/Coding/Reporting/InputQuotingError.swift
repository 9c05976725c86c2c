/// An error whose message already quotes the input it rejected (a transformer's: "URLTransformer
/// cannot convert the string "not a URL""), so that the decoder's message around it says
/// where, and not again what was found.
///
/// The Coding layer knows the errors of the layer above only through this marker:
/// ``TransformerError`` adopts it.
protocol InputQuotingError: Error {}
