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
    /// Decodes the JSON side from a decoder positioned at the value (for decoders
    /// other than the index decoder: the tree path uses this).
    let convertBack: (Any) throws -> any Encodable
}
