/// Properties fed from several key paths (`JSONSerializing.jsonKeyPaths(forKey:)`): the
/// values at the paths become one object, keyed by the paths as written, which the
/// property's transformer (or its own type) decodes.
extension JSONKeyedDecodingContainer {
    /// The paths that feed the property at `key`, if its model says several do.
    @inline(__always)
    func multiPaths(forKey key: Key) -> [JSONKeyPath]? {
        guard extrasIndex >= 0, let model = extras?.model else { return nil }
        return model.multiPaths(forKey: key.stringValue)
    }

    /// Decodes the property at `key` from the values at `paths`; nil when `optional` and
    /// none of the paths has a value.
    func decodeMultiPath<T>(_ type: T.Type, paths: [JSONKeyPath], forKey key: Key, optional: Bool) throws -> T? {
        let propertyPath = decoder.path(base, appending: .key(key))
        var members = JSONObject()
        for path in paths {
            switch decoder.walk(path.components, from: object, convertingKeys: convertedKeys != nil) {
            case .found(let node):
                if tracksKeys { noteRead(component: path.components.first) }
                members[path.description] = JSONValue(node: node, in: storage)
            case .notContainer(_, let node):
                throw DecodingError.typeMismatch(
                    [String: Any].self,
                    DecodingError.Context(
                        codingPath: propertyPath,
                        debugDescription:
                            "Expected objects along the key path \"\(path)\" of the property \"\(key.stringValue)\" but found \(decoder.describeFound(node)), \(decoder.location(of: node, path: propertyPath))."
                    ))
            case .absent, .null:
                continue
            }
        }
        if members.isEmpty && optional { return nil }
        let conversion = extras?.model?.conversion(forKey: key.stringValue, valueType: T.self)
        let value: Any = try decoder.decodeDetached(.object(members), at: propertyPath) { detached in
            let base = CodingPathBase(depth: propertyPath.count)
            if let conversion { return try detached.decodeConverted(T.self, node: 0, with: conversion, base: base, key: .none) }
            guard let decodable = T.self as? any Decodable.Type else {
                throw DecodingError.typeMismatch(
                    T.self, DecodingError.Context(codingPath: propertyPath, debugDescription: "\(T.self) is not Decodable."))
            }
            return try detached.unboxDynamic(decodable, node: 0, base: base, key: .none)
        }
        guard let typed = value as? T else {
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(
                    codingPath: propertyPath, debugDescription: "The paths of \"\(key.stringValue)\" decoded \(Swift.type(of: value)), not \(T.self)."
                ))
        }
        return typed
    }
}

extension JSONIndexDecoder {
    /// Runs `body` with a decoder over `value` (written out and read again), whose coding
    /// paths start at `path` and whose problems go to this decoder's report.
    func decodeDetached<Result>(_ value: JSONValue, at path: [any CodingKey], _ body: (JSONIndexDecoder) throws -> Result) throws -> Result {
        try StrataJSONDecoder.withSerialized(value, options: options) { bytes, options in
            try JSONDocumentStorage.withBorrowedStorage(bytes, options: options.reading) { storage in
                try JSONIndexDecoder.decoding(storage, options: options, keeper: keeper, path: path) { detached in
                    detached.state.pointee.collector = state.pointee.collector
                    return try body(detached)
                }
            }
        }
    }
}
