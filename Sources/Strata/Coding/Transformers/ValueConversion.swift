/// A transformer with its types erased, as the coders apply it: decode the JSON side at
/// a node and convert it, or convert a value back and hand over the JSON side to
/// encode. Built by the Model layer from a `Transformer`.
struct ValueConversion: @unchecked Sendable {
    // `@unchecked`: the closures capture a `Sendable` transformer and nothing else.

    /// The model-side type the conversion produces.
    let valueType: Any.Type
    /// The transformer's name, for messages.
    let name: String
    /// Decodes the JSON side at a node and converts it.
    let decode: (JSONIndexDecoder, Int, CodingPathBase, PathKey) throws -> Any
    /// Converts a model-side value back into the JSON side to encode.
    let convertBack: (Any) throws -> any Encodable
    /// For a transformer that converts each element of an array or each value of a
    /// dictionary: that conversion, so that lossy collections can drop the elements it
    /// rejects.
    var eachElement: ElementConversion? = nil
}

/// The conversion a transformer applies to each element of an array, or to each value of
/// a dictionary.
final class ElementConversion: @unchecked Sendable {
    // `@unchecked`: immutable; see `ValueConversion`.
    let conversion: ValueConversion
    let isDictionary: Bool

    init(_ conversion: ValueConversion, isDictionary: Bool) {
        self.conversion = conversion
        self.isDictionary = isDictionary
    }
}
