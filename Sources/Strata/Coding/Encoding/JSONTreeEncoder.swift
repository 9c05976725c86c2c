import Foundation

/// An `Encoder` that builds a ``JSONValue`` tree, with all of Foundation's container
/// semantics: containers can be written in any order, a key encoded twice keeps its
/// last value, `nestedContainer(forKey:)` for the same key returns the same container,
/// and `superEncoder()` writes into its own slot.
///
/// It backs ``StrataJSONEncoder``'s `encode(_:) -> JSONValue`, and it is where
/// ``JSONByteEncoder`` falls back when a value uses containers in a way a byte
/// stream cannot follow.
final class JSONTreeEncoder: VariantEncoding {
    let options: EncodingOptions
    let shared: Shared
    /// The slot this encoder writes into.
    let node: TreeNode
    let codingPath: [any CodingKey]
    /// The model whose value this encoder encodes, if it customizes its properties.
    let model: JSONByteEncoder.ModelEncoding?

    /// What every encoder of one call shares.
    final class Shared {
        let userInfo: [CodingUserInfoKey: Any]
        let keys = KeyConversionCache()
        /// The value the call encodes, for depth errors.
        let topLevel: Any
        /// How many values' own encodings are running, one inside the other.
        var activeEncodings = 0

        init(options: EncodingOptions, topLevel: Any) {
            userInfo = options.userInfo.codingUserInfo
            self.topLevel = topLevel
        }

        /// Runs a value's own encoding, bounding how deeply such encodings nest, so that
        /// no value can exhaust the stack.
        func recursing(_ body: () throws -> Void) throws {
            guard activeEncodings < maximumEncodingRecursion else { throw encodingRecursionError(topLevel) }
            activeEncodings += 1
            defer { activeEncodings -= 1 }
            try body()
        }
    }

    init(options: EncodingOptions, shared: Shared, node: TreeNode, codingPath: [any CodingKey], model: JSONByteEncoder.ModelEncoding? = nil) {
        self.options = options
        self.shared = shared
        self.node = node
        self.codingPath = codingPath
        self.model = model
    }

    var userInfo: [CodingUserInfoKey: Any] { shared.userInfo }

    static func encode<T: Encodable>(_ value: T, options: EncodingOptions) throws -> JSONValue {
        let root = TreeNode()
        let encoder = JSONTreeEncoder(options: options, shared: Shared(options: options, topLevel: value), node: root, codingPath: [])
        try encoder.encode(value, into: root, path: [])
        guard !root.isPending else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return try root.value(depth: 0, topLevel: value)
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(TreeKeyedEncodingContainer<Key>(encoder: self, object: node.object(), codingPath: codingPath, model: model))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeUnkeyedEncodingContainer(encoder: self, array: node.array(), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TreeSingleValueEncodingContainer(encoder: self, node: node, codingPath: codingPath)
    }

    // MARK: Values

    /// Encodes `value` into `node`, whose coding path is `path`. `asVariant`: the value is
    /// a cluster's variant, encoded as its runtime type and never as the cluster again.
    ///
    /// Throws as soon as the container holding the value would be deeper than
    /// Foundation's limit, so that a value nested in itself without end cannot exhaust
    /// the stack before the finished tree is measured.
    func encode<T: Encodable>(_ value: T, into node: TreeNode, path: [any CodingKey], asVariant: Bool = false) throws {
        guard path.count <= maximumEncodingDepth else { throw encodingDepthError(shared.topLevel) }
        switch SpecialKind.of(T.self, usesDefaultKeys: options.usesDefaultKeys) {
        case .date:
            try encode(options.representation(of: reinterpret(value, as: Date.self)), of: value, into: node, path: path)
        case .data:
            try encode(options.representation(of: reinterpret(value, as: Data.self)), of: value, into: node, path: path)
        case .url:
            node.set(.string(reinterpret(value, as: URL.self).absoluteString))
        case .decimal:
            let decimal = reinterpret(value, as: Decimal.self)
            guard let number = JSONNumber(decimal) else { throw options.decimalError(decimal, path: path) }
            node.set(.number(number))
        case .jsonValue:
            node.set(reinterpret(value, as: JSONValue.self))
        case .doubleArray, .doubleArray2D, .doubleArray3D, .intArray, .stringArray, .none, .stringKeyedDictionary:
            // `SpecialKind.of` never answers `.stringKeyedDictionary`: the type's traits do.
            let traits = asVariant ? TypeTraits.of(type(of: value as Any)) : TypeTraits.of(T.self)
            if let cluster = traits.cluster, cluster.isClassCluster, !asVariant {
                try cluster.encode(value, JSONTreeEncoder(options: options, shared: shared, node: node, codingPath: path))
                return
            }
            if traits.encodesAsStringKeyedDictionary, let dictionary = value as? any StringKeyedDictionaryEncodable {
                let object = node.object()
                for (key, member) in dictionary.encodableMembers {
                    try encodeExistential(member, into: object.replacingNode(forKey: key), path: path + [StringCodingKey(key)])
                }
                return
            }
            let model = traits.model.map { JSONByteEncoder.ModelEncoding(info: $0, value: value, options: options) }
            if let model, !model.writingArchive, let adjust = model.info.adjustEncodedObject {
                try encodeAdjusting(value, model: model, adjust: adjust, into: node, path: path)
                return
            }
            try shared.recursing {
                try value.encode(to: JSONTreeEncoder(options: options, shared: shared, node: node, codingPath: path, model: model))
            }
            if let members = model?.info.unknownKeys.stored?(value), !members.isEmpty {
                // A model's kept unknown keys, under their keys as read.
                let object = node.object()
                for (key, member) in members {
                    object.replacingNode(forKey: key).set(member)
                }
            }
            if let model, model.writingArchive, !model.info.archiveOnlyKeys.isEmpty {
                try encodeArchivedIgnoredProperties(of: value, keys: model.info.archiveOnlyKeys, into: node, path: path)
            }
        }
    }

    /// A model that adjusts its own JSON (`AdjustsEncodedJSON`): encoded into a node of its
    /// own, its kept unknown keys added, adjusted as an object, and merged into `node`,
    /// where a cluster may have written its discriminator already.
    private func encodeAdjusting<T: Encodable>(
        _ value: T, model: JSONByteEncoder.ModelEncoding, adjust: (Any, inout JSONObject) throws -> Void, into node: TreeNode,
        path: [any CodingKey]
    ) throws {
        let own = TreeNode()
        try shared.recursing {
            try value.encode(to: JSONTreeEncoder(options: options, shared: shared, node: own, codingPath: path, model: model))
        }
        var json = try own.value(depth: path.count, topLevel: shared.topLevel)
        if case .object(var object) = json {
            if let members = model.info.unknownKeys.stored?(value) {
                for (key, member) in members where object[key] == nil { object[key] = member }
            }
            do {
                try adjust(value, &object)
            } catch {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: path, debugDescription: "\(model.info.typeName).adjustEncodedJSON(_:) failed: \(error)", underlyingError: error))
            }
            json = .object(object)
        }
        guard case .object(let members) = json, !node.isPending else {
            node.set(json)
            return
        }
        let object = node.object()
        for (key, member) in members {
            object.replacingNode(forKey: key).set(member)
        }
    }

    /// A value encoded on its own, with these options, as a tree; its coding paths start
    /// at `path`. For the byte encoder, which hands it the values it cannot stream.
    static func encodeDetached<T: Encodable>(_ value: T, options: EncodingOptions, path: [any CodingKey], asVariant: Bool) throws -> JSONValue {
        let root = TreeNode()
        let encoder = JSONTreeEncoder(options: options, shared: Shared(options: options, topLevel: value), node: root, codingPath: path)
        try encoder.encode(value, into: root, path: path, asVariant: asVariant)
        return try root.value(depth: path.count, topLevel: value)
    }

    func encodeExistential(_ value: any Encodable, into node: TreeNode, path: [any CodingKey]) throws {
        try encode(value, into: node, path: path)
    }

    /// Encodes a cluster's variant into this encoder's node (see `VariantEncoding`).
    func encodeVariant(_ value: any Encodable) throws {
        try encode(value, into: node, path: codingPath, asVariant: true)
    }

    private func encode<T: Encodable>(_ representation: StrategyRepresentation, of value: T, into node: TreeNode, path: [any CodingKey]) throws {
        switch representation {
        case .ownDouble(let number):
            try encodeFloatingPoint(number, into: node, path: path)
        case .double(let number):
            try encodeFloatingPoint(number, into: node, path: path, ignoringStrategy: true)
        case .string(let string):
            node.set(.string(string))
        case .custom(let encode):
            try shared.recursing { try encode(JSONTreeEncoder(options: options, shared: shared, node: node, codingPath: path)) }
            // A closure that encodes nothing writes `{}`, even at the top level.
            if node.isPending { node.set(.object(JSONObject())) }
        case .ownEncoding:
            try shared.recursing { try value.encode(to: JSONTreeEncoder(options: options, shared: shared, node: node, codingPath: path)) }
        }
    }

    /// A floating-point value: a number, or under `.convertToString` a string for
    /// infinities and NaN. Dates ignore that strategy, as in Foundation.
    func encodeFloatingPoint<F: BinaryFloatingPoint>(_ value: F, into node: TreeNode, path: [any CodingKey], ignoringStrategy: Bool = false) throws {
        if value.isFinite {
            if let double = value as? Double {
                node.set(.number(JSONNumber(double)))
            } else {
                node.set(.number(JSONNumber(Float(value))))
            }
            return
        }
        if !ignoringStrategy, let string = options.nonConformingString(value) {
            node.set(.string(string))
            return
        }
        throw options.nonConformingError(value, path: path)
    }

    /// The slot for a JSON key in `object`. A dotted key (under
    /// ``DottedKeyStrategy/keyPath``) walks into nested objects, made as needed;
    /// components that are numbers index arrays. `replacing` starts the final slot
    /// afresh (a value encoded again replaces the old one); otherwise an existing slot
    /// is reused (nested containers for one key are one container).
    func slot(in object: TreeObject, forKey name: String, isPath: Bool, replacing: Bool) -> TreeNode {
        guard options.dottedKeyStrategy == .keyPath, isPath else {
            return replacing ? object.replacingNode(forKey: name) : object.node(forKey: name)
        }
        let components = JSONKeyPath(parsing: name).components
        var container = TreeNode.Content.object(object)
        for (position, component) in components.enumerated() {
            let isLast = position == components.count - 1
            let node: TreeNode
            switch container {
            case .array(let array):
                let index = Int(component) ?? 0
                node = isLast && replacing ? array.replacingNode(at: index) : array.node(at: index)
            case .object(let object):
                node = isLast && replacing ? object.replacingNode(forKey: component) : object.node(forKey: component)
            default:
                return object.replacingNode(forKey: name)
            }
            if isLast { return node }
            let next = components[position + 1]
            if JSONKeyPath.isIndex(next), case .pending = node.content {
                container = .array(node.array())
            } else if case .array(let array) = node.content, JSONKeyPath.isIndex(next) {
                container = .array(array)
            } else {
                container = .object(node.object())
            }
        }
        return object.replacingNode(forKey: name)
    }

    func jsonKey(for key: any CodingKey, path: [any CodingKey]) -> String {
        options.jsonKey(for: key, path: path, cache: shared.keys)
    }
}

// MARK: - The tree

/// A slot in the tree being built: empty until something is encoded into it.
final class TreeNode {
    enum Content {
        case pending
        case value(JSONValue)
        case object(TreeObject)
        case array(TreeArray)
    }

    var content: Content = .pending

    var isPending: Bool {
        if case .pending = content { return true }
        return false
    }

    func set(_ value: JSONValue) {
        content = .value(value)
    }

    /// The object in this slot, made if the slot holds none. An object encoded here
    /// earlier (say a dictionary value) is kept and extended, as Foundation does.
    func object() -> TreeObject {
        if case .object(let object) = content { return object }
        let object = TreeObject()
        if case .value(.object(let existing)) = content {
            for (key, value) in existing {
                object.replacingNode(forKey: key).set(value)
            }
        }
        content = .object(object)
        return object
    }

    /// The array in this slot, made if the slot holds none.
    func array() -> TreeArray {
        if case .array(let array) = content { return array }
        let array = TreeArray()
        if case .value(.array(let existing)) = content {
            for value in existing { array.appendNode().set(value) }
        }
        content = .array(array)
        return array
    }

    /// The finished value. A slot nothing was encoded into is an empty object, as in
    /// Foundation.
    func value(depth: Int, topLevel: Any) throws -> JSONValue {
        switch content {
        case .pending:
            return .object(JSONObject())
        case .value(let value):
            // The stored height bounds the depth from above; measure only when it is high.
            if depth &+ value.storedHeight > maximumEncodingDepth && depth &+ value.nestingDepth > maximumEncodingDepth {
                throw encodingDepthError(topLevel)
            }
            return value
        case .object(let object):
            guard depth < maximumEncodingDepth else { throw encodingDepthError(topLevel) }
            var keys: [String] = []
            var values: [JSONValue] = []
            keys.reserveCapacity(object.keys.count)
            values.reserveCapacity(object.keys.count)
            for (key, node) in zip(object.keys, object.nodes) {
                keys.append(key)
                values.append(try node.value(depth: depth + 1, topLevel: topLevel))
            }
            return .object(JSONObject(uniqueKeys: keys, values: JSONArray(values)))
        case .array(let array):
            guard depth < maximumEncodingDepth else { throw encodingDepthError(topLevel) }
            return .array(try array.nodes.map { try $0.value(depth: depth + 1, topLevel: topLevel) })
        }
    }
}

/// An object under construction: keys in first-encoded order, each once.
final class TreeObject {
    private(set) var keys: [String] = []
    private(set) var nodes: [TreeNode] = []
    private var positions: [String: Int] = [:]

    /// The slot for `key`, made if there is none; an existing slot is kept, so that
    /// nested containers for the same key are one container.
    func node(forKey key: String) -> TreeNode {
        if let position = positions[key] { return nodes[position] }
        let node = TreeNode()
        positions[key] = keys.count
        keys.append(key)
        nodes.append(node)
        return node
    }

    /// A fresh slot for `key`: a value encoded again for a key replaces the old one
    /// (keeping its position).
    func replacingNode(forKey key: String) -> TreeNode {
        let node = TreeNode()
        if let position = positions[key] {
            nodes[position] = node
        } else {
            positions[key] = keys.count
            keys.append(key)
            nodes.append(node)
        }
        return node
    }
}

/// An array under construction.
final class TreeArray {
    private(set) var nodes: [TreeNode] = []

    func appendNode() -> TreeNode {
        let node = TreeNode()
        nodes.append(node)
        return node
    }

    /// The slot at `index`, padding the array with nulls up to it.
    func node(at index: Int) -> TreeNode {
        while nodes.count <= index {
            let padding = TreeNode()
            padding.set(.null)
            nodes.append(padding)
        }
        return nodes[index]
    }

    /// A fresh slot at `index`, padding with nulls up to it.
    func replacingNode(at index: Int) -> TreeNode {
        _ = node(at: index)
        let node = TreeNode()
        nodes[index] = node
        return node
    }

    func insertNode(at index: Int) -> TreeNode {
        let node = TreeNode()
        nodes.insert(node, at: min(max(0, index), nodes.count))
        return node
    }
}
