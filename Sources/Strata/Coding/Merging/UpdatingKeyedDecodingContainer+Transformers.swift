/// Partial updates of a transformed property whose JSON is an object (a dictionary read
/// with `forEachValue`, a value a transformer makes from an object): the patch applies to
/// the property's JSON, as the transformer writes it, and the transformer reads the
/// result. Updated in place as a Swift value instead, its members would be decoded as
/// the property's own types, without the transformer.
extension UpdatingKeyedDecodingContainer {
    /// The property's value after the object at `node` is merged into its current JSON.
    func patchTransformed<T>(_ current: T, node: Int, with conversion: ValueConversion, forKey key: Key) throws -> T {
        let propertyPath = json.decoder.path(json.base, appending: .key(key))
        var currentJSON = JSONValue.null
        if let unwrapped = TransformedValue.unwrapped(current, for: conversion.valueType) {
            do {
                currentJSON = try JSONTreeEncoder.encode(try conversion.convertBack(unwrapped), options: EncodingOptions())
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: propertyPath,
                        debugDescription: "The current value of \"\(key.stringValue)\" could not be written to patch it",
                        underlyingError: error))
            }
        }
        let patched = currentJSON.applyingMergePatch(JSONValue(node: node, in: json.decoder.storage))
        let value = try json.decoder.decodeDetached(patched, at: propertyPath) { detached in
            try detached.decodeConverted(T.self, node: 0, with: conversion, base: CodingPathBase(depth: propertyPath.count), key: .none)
        }
        return try TransformedValue.cast(value, to: T.self, at: json.decoder)
    }
}
