import Foundation

extension JSONDocument {
    /// A value in a ``JSONDocument``, read lazily from the document's index.
    ///
    /// A node is a reference into the index: creating one, walking to children and
    /// asking for the kind copy nothing. The accessors convert only what they return,
    /// and return `nil` when the value is of another kind or does not fit the type
    /// (`int` of `1.5`, or of `1e30`).
    ///
    /// ```swift
    /// import Strata
    ///
    /// let document = try JSONDocument(parsing: #"{"labels": [{"name": "bug"}, {"name": "ui"}]}"#)
    /// for label in document.root["labels"]?.elements ?? .empty {
    ///     print(label["name"]?.string ?? "?")
    /// }
    /// // Prints "bug"
    /// // Prints "ui"
    /// ```
    public struct Node: Sendable, CustomStringConvertible {
        let storage: JSONDocumentStorage
        let index: Int

        init(storage: JSONDocumentStorage, index: Int) {
            self.storage = storage
            self.index = index
        }

        /// The kind of value.
        public var kind: JSONKind {
            storage.nodeKind(index).jsonKind
        }

        /// Whether the value is `null`.
        public var isNull: Bool {
            storage.nodeKind(index) == .null
        }

        /// The value of a boolean.
        public var bool: Bool? {
            switch storage.nodeKind(index) {
            case .trueLiteral: return true
            case .falseLiteral: return false
            default: return nil
            }
        }

        /// The value of a string, with escapes decoded.
        public var string: String? {
            storage.nodeKind(index) == .string ? storage.string(index) : nil
        }

        /// A number that is a whole number within `Int`'s range.
        public var int: Int? {
            int64.flatMap { Int(exactly: $0) }
        }

        /// A number that is a whole number within `Int64`'s range.
        public var int64: Int64? {
            storage.nodeKind(index) == .number ? storage.int64(index) : nil
        }

        /// A number that is a whole number within `UInt64`'s range.
        public var uint64: UInt64? {
            storage.nodeKind(index) == .number ? storage.uint64(index) : nil
        }

        /// A number as the nearest `Double` (correctly rounded); ±infinity when it is
        /// beyond `Double`'s range.
        public var double: Double? {
            storage.nodeKind(index) == .number ? storage.double(index) : nil
        }

        /// A number as the nearest `Float` (correctly rounded, never via `Double`).
        public var float: Float? {
            storage.nodeKind(index) == .number ? storage.float(index) : nil
        }

        /// A number as a `Decimal`.
        public var decimal: Decimal? {
            storage.nodeKind(index) == .number ? storage.decimal(index) : nil
        }

        /// A number's text exactly as the document wrote it (JSON5 forms such as `0x1F`
        /// or `.5` rewritten as RFC 8259 numbers; `nil` for `Infinity` and `NaN`).
        public var numberText: String? {
            storage.nodeKind(index) == .number ? storage.numberText(index) : nil
        }

        /// A number as a ``JSONNumber``, which keeps its exact value.
        public var number: JSONNumber? {
            storage.nodeKind(index) == .number ? JSONNumber(node: index, in: storage) : nil
        }

        /// The number of elements of an array or members of an object; 0 otherwise.
        public var count: Int {
            storage.nodeKind(index).rawValue >= NodeKind.array.rawValue ? storage.containerCount(index) : 0
        }

        /// The value for `key` in an object (the first, if the key repeats).
        public subscript(key: String) -> Node? {
            guard storage.nodeKind(index) == .object, let child = storage.lookup(key, inObject: index) else { return nil }
            return Node(storage: storage, index: child)
        }

        /// The element at `position` of an array.
        public subscript(position: Int) -> Node? {
            guard storage.nodeKind(index) == .array, let child = storage.element(position, inArray: index) else { return nil }
            return Node(storage: storage, index: child)
        }

        /// The value at a key path such as `user.login` or `labels.0.name`; see
        /// ``JSONKeyPath``.
        public subscript(path path: JSONKeyPath) -> Node? {
            var node = self
            for component in path.components {
                switch node.kind {
                case .object:
                    guard let child = node[component] else { return nil }
                    node = child
                case .array:
                    guard let position = Int(component), let child = node[position] else { return nil }
                    node = child
                default:
                    return nil
                }
            }
            return node
        }

        /// The elements of an array, in order; empty for other kinds.
        public var elements: Elements {
            Elements(node: self)
        }

        /// The members of an object, in document order (a repeated key appears each time
        /// it was written); empty for other kinds.
        public var members: Members {
            Members(node: self)
        }

        /// The keys of an object in document order, each once.
        public var keys: [String] {
            var seen = Set<String>()
            return members.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
        }

        /// The value converted to a ``JSONValue`` tree.
        public var value: JSONValue {
            JSONValue(node: index, in: storage)
        }

        /// The offset, in bytes of UTF-8, at which the value starts in the document.
        public var byteOffset: Int {
            storage.valueOffset(index)
        }

        /// The value as compact JSON text.
        public var description: String {
            value.description
        }
    }
}

extension JSONDocument.Node {
    /// The elements of an array node.
    public struct Elements: Sequence, Sendable {
        let node: JSONDocument.Node?

        /// An empty sequence, for use with `??`.
        public static var empty: Elements { Elements(node: nil) }

        /// Walks the elements in order.
        public struct Iterator: IteratorProtocol {
            let storage: JSONDocumentStorage?
            var cursor: Int
            let end: Int

            /// The next element, or nil after the last.
            public mutating func next() -> JSONDocument.Node? {
                guard let storage, cursor < end else { return nil }
                let current = cursor
                cursor = storage.nextSibling(current)
                return JSONDocument.Node(storage: storage, index: current)
            }
        }

        /// An iterator over the elements.
        public func makeIterator() -> Iterator {
            guard let node, node.storage.nodeKind(node.index) == .array else {
                return Iterator(storage: nil, cursor: 0, end: 0)
            }
            return Iterator(storage: node.storage, cursor: node.index + JSONTape.nodeWidth, end: node.storage.nextSibling(node.index))
        }

        /// The number of elements.
        public var underestimatedCount: Int { node?.count ?? 0 }
    }

    /// The members of an object node.
    public struct Members: Sequence, Sendable {
        let node: JSONDocument.Node

        /// Walks the members in document order.
        public struct Iterator: IteratorProtocol {
            let storage: JSONDocumentStorage?
            var cursor: Int
            let end: Int

            /// The next member, or nil after the last.
            public mutating func next() -> (key: String, value: JSONDocument.Node)? {
                guard let storage, cursor < end else { return nil }
                let key = storage.string(cursor)
                let value = cursor + JSONTape.nodeWidth
                cursor = storage.nextSibling(value)
                return (key, JSONDocument.Node(storage: storage, index: value))
            }
        }

        /// An iterator over the members.
        public func makeIterator() -> Iterator {
            guard node.storage.nodeKind(node.index) == .object else {
                return Iterator(storage: nil, cursor: 0, end: 0)
            }
            return Iterator(storage: node.storage, cursor: node.index + JSONTape.nodeWidth, end: node.storage.nextSibling(node.index))
        }

        /// The number of members.
        public var underestimatedCount: Int { node.count }
    }
}
