/// A compiled schema: the nodes of every schema the root reaches (its subschemas and
/// everything its references lead to), their operations, and the tables the operations
/// index. Immutable once compiled, and shared by every validation.
final class SchemaProgram: @unchecked Sendable {
    let nodes: [SchemaNode]
    let operations: [SchemaOperation]
    /// The subschemas of `allOf`, `anyOf` and `oneOf`.
    let children: [Int32]
    let numbers: [SchemaNumber]
    let constants: [JSONValue]
    /// The UTF-8 of each constant that is a string (nil for other constants), compared as
    /// bytes.
    let constantStrings: [UnsafeMutableBufferPointer<UInt8>?]
    let enums: [EnumTable]
    let patterns: [SchemaPattern]
    let objects: [ObjectTable]
    let arrays: [ArrayTable]
    /// Names: formats and dynamic anchors.
    let strings: [String]
    /// Each resource's dynamic anchors, by index into `strings`: the node they name.
    let dynamicAnchors: [[Int32: Int32]]
    let locations: SchemaLocations
    let root: Int32
    /// Whether a `$dynamicRef` resolves dynamically, so that evaluation keeps the scope.
    let usesDynamicScope: Bool
    /// Each node, or the node a chain of schemas that are only a `$ref` leads to: what
    /// checking evaluates in its place.
    let forwarded: [Int32]

    init(
        nodes: [SchemaNode], operations: [SchemaOperation], children: [Int32], numbers: [SchemaNumber], constants: [JSONValue],
        enums: [EnumTable], patterns: [SchemaPattern], objects: [ObjectTable], arrays: [ArrayTable], strings: [String],
        dynamicAnchors: [[Int32: Int32]], locations: SchemaLocations, root: Int32
    ) {
        self.nodes = nodes
        self.operations = operations
        self.children = children
        self.numbers = numbers
        self.constants = constants
        constantStrings = constants.map { constant in
            guard case .string(let text) = constant else { return nil }
            return .allocateCopy(of: Array(text.utf8))
        }
        self.enums = enums
        self.patterns = patterns
        self.objects = objects
        self.arrays = arrays
        self.strings = strings
        self.dynamicAnchors = dynamicAnchors
        self.locations = locations
        self.root = root
        usesDynamicScope = operations.contains { $0.code == .dynamicRef && $0.b >= 0 }
        var forwarded = (0..<Int32(nodes.count)).map { $0 }
        for start in nodes.indices {
            var target = start
            // A chain of plain `$ref`s is finite: the compiler refuses cycles of them.
            for _ in 0..<64 {
                let node = nodes[target]
                guard node.kind == .keywords, node.operationCount == 1, !node.tracksEvaluation,
                    operations[Int(node.firstOperation)].code == .ref
                else { break }
                let next = operations[Int(node.firstOperation)].a
                if !usesDynamicScope || nodes[next].resource == node.resource { target = next } else { break }
            }
            forwarded[start] = Int32(target)
        }
        self.forwarded = forwarded
    }

    deinit {
        for bytes in constantStrings { bytes?.deallocate() }
    }
}

/// Where each schema of a program is, for the absolute keyword locations failures
/// report: the URI of the resource it belongs to and its JSON Pointer from that
/// resource's root, kept as parent links and tokens (pointers are written only when a
/// failure needs one).
struct SchemaLocations: Sendable {
    var parents: [Int32]
    var tokens: [String]
    /// Each position's resource.
    var resources: [Int32]
    /// Each resource's root position.
    var resourceRoots: [Int32]
    /// Each resource's URI, or nil for a root schema without one.
    var resourceURIs: [String?]

    /// The JSON Pointer of `position` from `root`, one of its ancestors (or from its
    /// document's root).
    func pointer(of position: Int32, from root: Int32 = -1) -> String {
        var tokens: [String] = []
        var current = position
        while current >= 0 && current != root {
            let parent = parents[Int(current)]
            if parent >= 0 { tokens.append(self.tokens[Int(current)]) }
            current = parent
        }
        return JSONPointer.pointer(tokens.reversed())
    }

    /// `uri#/pointer/keyword…` in the position's resource; nil when the resource has no URI.
    func absoluteLocation(of position: Int32, keyword: [String]) -> String? {
        let resource = Int(resources[Int(position)])
        guard let uri = resourceURIs[resource] else { return nil }
        let pointer = self.pointer(of: position, from: resourceRoots[resource]) + JSONPointer.pointer(keyword)
        return uri + "#" + JSONPointer.fragmentEncoded(pointer)
    }
}

/// An `enum`'s values, with an index for lookups when there are many: strings by their
/// UTF-8, other values by ``InstanceEquality``'s hash.
final class EnumTable: Sendable {
    let values: [JSONValue]
    /// String values by UTF-8 (many enums are all strings).
    let strings: KeyTable
    /// Other values' positions by hash.
    let others: [Int: [Int32]]
    /// Whether lookups go through the index (else a scan compares each value).
    let isIndexed: Bool

    init(_ values: [JSONValue]) {
        self.values = values
        isIndexed = values.count > 8
        var strings = KeyTable()
        var others: [Int: [Int32]] = [:]
        if isIndexed {
            for (position, value) in values.enumerated() {
                if case .string(let text) = value {
                    var utf8 = text
                    if utf8.withUTF8({ strings.find($0) }) == nil { strings.insert(text, value: Int32(position)) }
                } else {
                    others[InstanceEquality.hash(ValueInstance(), value), default: []].append(Int32(position))
                }
            }
        }
        self.strings = strings
        self.others = others
    }

    /// Whether `node` equals one of the values.
    func contains<Instance: SchemaInstance>(_ instance: Instance, _ node: Instance.Node) -> Bool {
        guard isIndexed else {
            for value in values where InstanceEquality.equal(instance, node, ValueInstance(), value) { return true }
            return false
        }
        if instance.kind(node) == .string {
            return instance.withUTF8(node) { strings.find($0) } != nil
        }
        guard let candidates = others[InstanceEquality.hash(instance, node)] else { return false }
        for candidate in candidates where InstanceEquality.equal(instance, node, ValueInstance(), values[Int(candidate)]) { return true }
        return false
    }
}
