import Foundation
import Strata

/// The encoder's output in the shapes the tests compare, through the public API: a tree
/// (``JSONAdapter/jsonValue(from:)``), bytes, and a merge patch as a tree.
extension StrataJSONEncoder {
    /// `value` as a ``JSONValue``, with this encoder's options.
    func tree<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONAdapter(encoder: self).jsonValue(from: value)
    }

    /// `value` as bytes, with this encoder's options.
    func bytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        [UInt8](try encode(value))
    }

    /// What changed from `old` to `new`, read back as a ``JSONValue``.
    func changesTree<T: Encodable>(from old: T, to new: T) throws -> JSONValue {
        try JSONValue(parsing: encodeChanges(from: old, to: new))
    }
}
