import Foundation

/// Decoding the part of a document that an app wants, inside the envelope a server wraps
/// it in, without modelling the envelope.
extension StrataJSONDecoder {
    /// Decodes the value at `path` inside a JSON document.
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Repository: Codable {
    ///     var name: String
    ///     var stars: Int
    /// }
    ///
    /// let data = Data(#"{"data": {"items": [{"name": "strata", "stars": 42}]}, "meta": {"page": 1}}"#.utf8)
    /// let repositories = try StrataJSONDecoder().decode([Repository].self, from: data, at: "data.items")
    /// print(repositories[0].name)
    /// // Prints "strata"
    /// ```
    ///
    /// The path follows ``JSONKeyPath`` syntax (`data.items`, `results.0`, escaped dots
    /// for keys that contain one); under a key decoding strategy each component may be
    /// written as the JSON writes the key or as the strategy converts it. The whole
    /// document is read and validated, and only the value at the path is decoded: the
    /// rest costs nothing beyond reading it.
    ///
    /// Errors locate the problem from the document's root: their coding paths start with
    /// the path's components.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the path leads nowhere (for an
    ///   `Optional` type, a missing value or a `null` on the way decodes as `nil`
    ///   instead), `DecodingError.typeMismatch` when the path runs into a value that is
    ///   not an object or array, and whatever decoding the value throws.
    public func decode<T: Decodable>(_ type: T.Type, from input: some JSONInput, at path: JSONKeyPath) throws -> T {
        try Self.withInput(input, options: self.options) { try Self.decode(type, from: $0, at: path, options: $1, keeper: configuration) }
    }

    static func decode<T: Decodable>(
        _ type: T.Type, from bytes: UnsafeRawBufferPointer, at path: JSONKeyPath, options: DecodingOptions, keeper: KeptDecoderState?
    ) throws -> T {
        try withDocument(bytes, options: options) { storage in
            try JSONIndexDecoder.decoding(storage, options: options, keeper: keeper) { try $0.decodeTopLevel(type, at: path) }
        }
    }
}

extension JSONIndexDecoder {
    /// Decodes the value at `path` below the document's root, with the path's components
    /// as the start of every coding path.
    func decodeTopLevel<T: Decodable>(_ type: T.Type, at path: JSONKeyPath) throws -> T {
        let components = path.components
        // A component is an index in the coding path where it steps into an array.
        var keys: [any CodingKey] = []
        let walked = walk(components, from: 0, convertingKeys: !usesDefaultKeys) { container in
            let component = components[keys.count]
            if storage.nodeKind(container) == .array, let index = Int(component) {
                keys.append(IndexCodingKey(index))
            } else {
                keys.append(StringCodingKey(component))
            }
        }
        keys += components[keys.count...].map { StringCodingKey($0) as any CodingKey }
        switch walked {
        case .found(let node):
            try validateAgainstSchema(node: node, path: keys)
            state.pointee.path = keys
            return try unbox(type, node: node, base: CodingPathBase(depth: keys.count), key: .none)
        case .absent(let position, let container):
            if let none = (T.self as? any OptionalMarker.Type)?.nilValue as? T { return none }
            let prefix = Array(keys[..<position])
            let what = storage.nodeKind(container) == .array ? "has no element \(components[position])" : "has no key \"\(components[position])\""
            throw DecodingError.keyNotFound(
                keys[position],
                DecodingError.Context(
                    codingPath: prefix,
                    debugDescription:
                        "No value at \"\(path)\": the \(storage.nodeKind(container).jsonKind.rawValue) \(location(of: container, path: prefix)) \(what)."
                ))
        case .null(let position, let node):
            if let none = (T.self as? any OptionalMarker.Type)?.nilValue as? T { return none }
            let prefix = Array(keys[..<position])
            throw DecodingError.valueNotFound(
                T.self,
                DecodingError.Context(
                    codingPath: prefix,
                    debugDescription: "No value at \"\(path)\": found null \(location(of: node, path: prefix)), where the path goes on."))
        case .notContainer(let position, let node):
            let prefix = Array(keys[..<position])
            let expected = JSONKeyPath.isIndex(components[position]) ? "an object or array" : "an object"
            throw DecodingError.typeMismatch(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: prefix,
                    debugDescription:
                        "Expected \(expected) \(location(of: node, path: prefix)) to follow the path \"\(path)\", but found \(storage.nodeKind(node).jsonKind) instead."
                ))
        }
    }
}
