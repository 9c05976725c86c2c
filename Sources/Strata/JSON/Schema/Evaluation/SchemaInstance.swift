/// A value being validated, read through one interface whether it is a ``JSONValue`` tree
/// or a node of a ``JSONDocument``'s index, so that one evaluator (specialised for each)
/// checks both, and a document is validated where it lies, without building a tree.
protocol SchemaInstance {
    associatedtype Node
    associatedtype Elements: IteratorProtocol where Elements.Element == Node
    associatedtype Members: IteratorProtocol where Members.Element == (key: Node, value: Node)

    func kind(_ node: Node) -> JSONKind
    func bool(_ node: Node) -> Bool

    /// Whether the number is known to be whole without converting it (an integer's text).
    func isPlainInteger(_ node: Node) -> Bool
    /// The number's exact value as an `Int64`, when it is a whole number in range.
    func int64(_ node: Node) -> Int64?
    /// The nearest `Double`.
    func double(_ node: Node) -> Double
    /// The exact value; nil for infinities and NaN.
    func exactDecimal(_ node: Node) -> ExactDecimal?
    /// The number's text, for messages.
    func numberText(_ node: Node) -> String

    /// Calls `body` with the string's UTF-8, escapes decoded.
    func withUTF8<Result>(_ node: Node, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    func string(_ node: Node) -> String
    /// The string's length in Unicode scalars, as JSON Schema counts it.
    func scalarCount(_ node: Node) -> Int

    /// Elements of an array, members of an object.
    func count(_ node: Node) -> Int
    func elements(_ node: Node) -> Elements
    /// An object's members; a key is a string node.
    func members(_ node: Node) -> Members
    /// The value of the first member whose key's UTF-8 is `key`.
    func member(of node: Node, named key: UnsafeBufferPointer<UInt8>) -> Node?
}

extension SchemaInstance {
    /// A value for messages: `the string "abc"`, `the number 42`, `an array of 3 elements`.
    func describe(_ node: Node) -> String {
        switch kind(node) {
        case .null: return "null"
        case .bool: return bool(node) ? "true" : "false"
        case .number: return "the number \(MessageQuoting.number(numberText(node).utf8))"
        case .string: return "the string \(MessageQuoting.quoted(string(node)))"
        case .array: return "an array of \(SchemaMessages.count(count(node), "element"))"
        case .object: return "an object of \(SchemaMessages.count(count(node), "property", plural: "properties"))"
        }
    }

    /// The scalars of valid UTF-8: the bytes that do not continue a sequence.
    static func scalarCount(ofUTF8 utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in utf8 where byte & 0xC0 != 0x80 { count &+= 1 }
        return count
    }
}

// MARK: - Trees

/// ``JSONValue`` trees.
struct ValueInstance: SchemaInstance {
    typealias Node = JSONValue

    func kind(_ node: JSONValue) -> JSONKind { node.kind }

    func bool(_ node: JSONValue) -> Bool { node.bool ?? false }

    func isPlainInteger(_ node: JSONValue) -> Bool {
        if case .number(let number) = node, case .decimal(_, 0, _) = number.storage { return true }
        return false
    }

    func int64(_ node: JSONValue) -> Int64? {
        guard case .number(let number) = node else { return nil }
        if case .decimal(_, let fraction, _) = number.storage, fraction != 0 { return nil }
        return number.int64
    }

    func double(_ node: JSONValue) -> Double { node.number?.double ?? .nan }

    func exactDecimal(_ node: JSONValue) -> ExactDecimal? { node.number?.canonical }

    func numberText(_ node: JSONValue) -> String { node.number?.text ?? "" }

    func withUTF8<Result>(_ node: JSONValue, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard case .string(var text) = node else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return text.withUTF8(body)
    }

    func string(_ node: JSONValue) -> String { node.string ?? "" }

    func scalarCount(_ node: JSONValue) -> Int { node.string?.unicodeScalars.count ?? 0 }

    func count(_ node: JSONValue) -> Int { node.count }

    struct Elements: IteratorProtocol {
        let array: JSONArray?
        var position = 0

        mutating func next() -> JSONValue? {
            guard let array, position < array.count else { return nil }
            defer { position &+= 1 }
            return array[position]
        }
    }

    func elements(_ node: JSONValue) -> Elements { Elements(array: node.array) }

    struct Members: IteratorProtocol {
        let object: JSONObject?
        var position = 0

        mutating func next() -> (key: JSONValue, value: JSONValue)? {
            guard let object, position < object.count else { return nil }
            defer { position &+= 1 }
            return (.string(object.keys[position]), object.storedValues[position])
        }
    }

    func members(_ node: JSONValue) -> Members { Members(object: node.object) }

    func member(of node: JSONValue, named key: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        guard case .object(let object) = node else { return nil }
        for (position, name) in object.keys.enumerated() {
            var name = name
            if name.withUTF8({ InstanceEquality.bytesEqual($0, key) }) { return object.storedValues[position] }
        }
        return nil
    }
}

// MARK: - Documents

/// Nodes of a document's index, read where they lie.
struct DocumentInstance: SchemaInstance {
    typealias Node = Int

    let storage: JSONDocumentStorage

    @inline(__always)
    func kind(_ node: Int) -> JSONKind {
        storage.nodeKind(node).jsonKind
    }

    @inline(__always)
    func bool(_ node: Int) -> Bool { storage.nodeKind(node) == .trueLiteral }

    @inline(__always)
    func isPlainInteger(_ node: Int) -> Bool {
        storage.nodeFlags(node) & NodeFlags.numberIsInteger != 0
    }

    @inline(__always)
    func int64(_ node: Int) -> Int64? { storage.int64(node) }

    @inline(__always)
    func double(_ node: Int) -> Double { storage.double(node) ?? .nan }

    func exactDecimal(_ node: Int) -> ExactDecimal? {
        storage.numberText(node).flatMap(ExactDecimal.init(parsing:))
    }

    func numberText(_ node: Int) -> String { storage.numberText(node) ?? String(decoding: storage.text(node), as: UTF8.self) }

    @inline(__always)
    func withUTF8<Result>(_ node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let raw = storage.text(node)
        guard storage.nodeFlags(node) & NodeFlags.stringHasEscapes != 0 else { return body(raw) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { buffer in
            let length = StringUnescaping.unescape(raw, into: buffer)
            return body(UnsafeBufferPointer(rebasing: buffer[..<length]))
        }
    }

    func string(_ node: Int) -> String { storage.string(node) }

    @inline(__always)
    func scalarCount(_ node: Int) -> Int {
        let flags = storage.nodeFlags(node)
        if flags & (NodeFlags.stringHasEscapes | NodeFlags.stringHasNonASCII) == 0 { return storage.text(node).count }
        return withUTF8(node) { Self.scalarCount(ofUTF8: $0) }
    }

    @inline(__always)
    func count(_ node: Int) -> Int {
        storage.nodeKind(node).rawValue >= NodeKind.array.rawValue ? storage.containerCount(node) : 0
    }

    struct Elements: IteratorProtocol {
        let storage: JSONDocumentStorage
        var cursor: Int
        let end: Int

        @inline(__always)
        mutating func next() -> Int? {
            guard cursor < end else { return nil }
            let current = cursor
            cursor = storage.nextSibling(current)
            return current
        }
    }

    @inline(__always)
    func elements(_ node: Int) -> Elements {
        Elements(storage: storage, cursor: node &+ JSONTape.nodeWidth, end: storage.nextSibling(node))
    }

    struct Members: IteratorProtocol {
        let storage: JSONDocumentStorage
        var cursor: Int
        let end: Int

        @inline(__always)
        mutating func next() -> (key: Int, value: Int)? {
            guard cursor < end else { return nil }
            let key = cursor
            let value = cursor &+ JSONTape.nodeWidth
            cursor = storage.nextSibling(value)
            return (key, value)
        }
    }

    @inline(__always)
    func members(_ node: Int) -> Members {
        Members(storage: storage, cursor: node &+ JSONTape.nodeWidth, end: storage.nextSibling(node))
    }

    /// Compares raw key bytes when the key has no escapes (lengths first, so that most keys
    /// are passed over without reading them).
    @inline(__always)
    func member(of node: Int, named key: UnsafeBufferPointer<UInt8>) -> Int? {
        var cursor = node &+ JSONTape.nodeWidth
        let end = storage.nextSibling(node)
        while cursor < end {
            let value = cursor &+ JSONTape.nodeWidth
            if storage.nodeFlags(cursor) & NodeFlags.stringHasEscapes == 0 {
                let raw = storage.text(cursor)
                if raw.count == key.count && InstanceEquality.bytesEqual(raw, key) { return value }
            } else if withUTF8(cursor, { InstanceEquality.bytesEqual($0, key) }) {
                return value
            }
            cursor = storage.nextSibling(value)
        }
        return nil
    }
}
