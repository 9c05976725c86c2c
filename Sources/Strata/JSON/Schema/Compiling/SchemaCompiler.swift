/// Compiles a schema, and every schema it reaches, into a ``SchemaProgram``.
///
/// Schemas are compiled one at a time from a work list: a keyword that holds or refers
/// to another schema gets that schema's node number at once and leaves its compilation
/// for later, so references may form cycles and nesting depth costs no call stack.
/// Every subschema of the root document is compiled, referenced or not, so that a
/// mistake anywhere in it is reported; other documents are compiled as far as
/// references reach into them.
final class SchemaCompiler {
    var index: SchemaIndex
    let options: JSONSchemaOptions

    var nodes: [SchemaNode] = []
    var operations: [SchemaOperation] = []
    var children: [Int32] = []
    var numbers: [SchemaNumber] = []
    var constants: [JSONValue] = []
    var enums: [EnumTable] = []
    var patterns: [SchemaPattern] = []
    var objects: [ObjectTable] = []
    var arrays: [ArrayTable] = []
    var strings: [String] = []
    private var stringIndices: [String: Int32] = [:]
    private var patternIndices: [String: Int32] = [:]
    private var nodeOfPosition: [Int32: Int32] = [:]
    private var positionOfNode: [Int32] = []
    private var pending: [Int32] = []
    /// The dynamic anchor names `$dynamicRef`s use.
    private var dynamicNames: Set<String> = []

    /// The URI a root schema without `$id` or ``JSONSchemaOptions/baseURI`` is known by.
    static let defaultBaseURI = "strata:///root"

    private init(registry: JSONSchemaRegistry, options: JSONSchemaOptions) {
        index = SchemaIndex(registry: registry, defaultDialect: options.dialect)
        self.options = options
    }

    /// Compiles `schema` with the documents of `registry`.
    static func compile(_ schema: JSONSchema, registry: JSONSchemaRegistry, options: JSONSchemaOptions) throws(JSONSchemaError) -> SchemaProgram {
        let compiler = SchemaCompiler(registry: registry, options: options)
        let hasOwnURI = options.baseURI != nil || Self.declaresAbsoluteID(schema.value)
        let rootPosition = try compiler.index.load(schema.value, at: options.baseURI ?? defaultBaseURI, hasOwnURI: hasOwnURI)
        let root = compiler.node(for: rootPosition)
        // Every schema of the root document, so that errors anywhere in it are found.
        for position in compiler.index.positions.indices where compiler.index.positions[position].isIndexed {
            _ = compiler.node(for: Int32(position))
        }
        try compiler.drain()
        try compiler.findCyclesOfReferences()
        return compiler.program(root: root)
    }

    private static func declaresAbsoluteID(_ value: JSONValue) -> Bool {
        guard case .string(let id)? = value.object?["$id"] else { return false }
        return SchemaURI(id).isAbsolute
    }

    // MARK: The work list

    /// The node for the schema at `position`, compiled later if it is new.
    func node(for position: Int32) -> Int32 {
        if let existing = nodeOfPosition[position] { return existing }
        let node = Int32(nodes.count)
        nodes.append(SchemaNode(kind: .alwaysValid, firstOperation: 0, operationCount: 0, resource: 0, position: position, tracksEvaluation: false))
        positionOfNode.append(position)
        nodeOfPosition[position] = node
        pending.append(node)
        return node
    }

    /// Compiles every pending node, and the dynamic anchors `$dynamicRef`s may reach.
    private func drain() throws(JSONSchemaError) {
        while true {
            while let node = pending.popLast() {
                try compile(node)
            }
            // Every resource's dynamic anchors of the names in use: the dynamic scope may
            // pass through any resource the program reaches.
            var added = false
            for resource in index.resources {
                for (name, position) in resource.dynamicAnchors where dynamicNames.contains(name) && nodeOfPosition[position] == nil {
                    _ = node(for: position)
                    added = true
                }
            }
            if !added { return }
        }
    }

    private func compile(_ node: Int32) throws(JSONSchemaError) {
        let position = positionOfNode[Int(node)]
        let entry = index.positions[Int(position)]
        nodes[Int(node)].resource = entry.resource
        switch entry.value {
        case .bool(let flag):
            nodes[Int(node)].kind = flag ? .alwaysValid : .alwaysInvalid
        case .object(let object):
            // Index it first (a place a JSON Pointer reached outside any schema keyword).
            try index.index(position)
            let rules = index.positions[Int(position)].rules
            let first = operations.count
            var keywords = KeywordCompiler(position: position, object: object, rules: rules)
            try keywords.compile(into: self)
            nodes[Int(node)].kind = .keywords
            nodes[Int(node)].firstOperation = Int32(first)
            nodes[Int(node)].operationCount = Int32(operations.count - first)
            nodes[Int(node)].tracksEvaluation = keywords.tracksEvaluation
        default:
            throw notASchema(position, entry.value)
        }
    }

    /// The error for a value where a schema must be: named by the keyword that holds it
    /// (`properties/a` of the schema that has `properties`), or the root schema's own.
    private func notASchema(_ position: Int32, _ value: JSONValue) -> JSONSchemaError {
        let found = SchemaMessages.describe(value)
        let entry = index.positions[Int(position)]
        guard entry.parent >= 0 else { return index.error("", at: position, "must be an object or a boolean, but is \(found)") }
        let parent = index.positions[Int(entry.parent)]
        if parent.isIndexed {
            // A keyword whose value is one schema.
            return index.error(entry.token, at: entry.parent, "must be a schema (an object or a boolean), but is \(found)")
        }
        if parent.parent >= 0, index.positions[Int(parent.parent)].isIndexed {
            // A member of a keyword's map or array of schemas.
            return index.error(
                parent.token, at: parent.parent,
                "must hold schemas (objects or booleans), but \(MessageQuoting.quoted(parent.token + "/" + entry.token)) is \(found)")
        }
        return index.error("", at: position, "must be an object or a boolean, but is \(found)")
    }

    // MARK: Tables

    func string(_ text: String) -> Int32 {
        if let existing = stringIndices[text] { return existing }
        let position = Int32(strings.count)
        strings.append(text)
        stringIndices[text] = position
        return position
    }

    func pattern(_ source: String, keyword: String, at position: Int32) throws(JSONSchemaError) -> Int32 {
        if let existing = patternIndices[source] { return existing }
        let program: RegexProgram
        do {
            program = try RegexProgram(pattern: source)
        } catch {
            let place = error.offset > 0 ? " at scalar \(error.offset)" : ""
            throw index.error(
                keyword, at: position,
                error.isUnsupported
                    ? "has the pattern \(MessageQuoting.quoted(source)), which uses \(error.message)\(place)"
                    : "must be an ECMA-262 regular expression, but \(MessageQuoting.quoted(source)) has \(error.message)\(place)")
        }
        let index = Int32(patterns.count)
        patterns.append(SchemaPattern(source: source, program: program))
        patternIndices[source] = index
        return index
    }

    func noteDynamicName(_ name: String) {
        dynamicNames.insert(name)
    }

    // MARK: Cycles

    /// Refuses references that lead back to the schema they start from while applying to
    /// the same value (`{"$ref": "#"}`, or `a` → `allOf` → `b` → `a`): validating
    /// anything with them would never end.
    private func findCyclesOfReferences() throws(JSONSchemaError) {
        // Depth-first, with colours: 0 unvisited, 1 on the current path, 2 done.
        var colour = [UInt8](repeating: 0, count: nodes.count)
        for start in nodes.indices where colour[start] == 0 {
            var stack: [(node: Int32, edges: [Int32], next: Int)] = [(Int32(start), inPlaceEdges(of: Int32(start)), 0)]
            colour[start] = 1
            while let top = stack.indices.last {
                if stack[top].next < stack[top].edges.count {
                    let target = stack[top].edges[stack[top].next]
                    stack[top].next += 1
                    switch colour[Int(target)] {
                    case 0:
                        colour[Int(target)] = 1
                        stack.append((target, inPlaceEdges(of: target), 0))
                    case 1:
                        let cycleStart = stack.firstIndex { $0.node == target } ?? 0
                        let path =
                            stack[cycleStart...].map { index.pointer(of: positionOfNode[Int($0.node)]) } + [
                                index.pointer(of: positionOfNode[Int(target)])
                            ]
                        let position = positionOfNode[Int(stack[top].node)]
                        throw index.error(
                            "$ref", at: position,
                            "closes a cycle of references that never moves inside the value (\(path.map { "\"\(MessageQuoting.abridged($0))\"" }.joined(separator: " → "))), so validating with it would never end"
                        )
                    default:
                        break
                    }
                } else {
                    colour[Int(stack[top].node)] = 2
                    stack.removeLast()
                }
            }
        }
    }

    /// The schemas a node applies to the same value it is applied to.
    private func inPlaceEdges(of node: Int32) -> [Int32] {
        let entry = nodes[Int(node)]
        guard entry.kind == .keywords else { return [] }
        var edges: [Int32] = []
        for operation in operations[Int(entry.firstOperation)..<Int(entry.firstOperation + entry.operationCount)] {
            switch operation.code {
            case .ref, .dynamicRef, .not: edges.append(Int32(operation.a))
            case .allOf, .anyOf, .oneOf: edges.append(contentsOf: children[operation.a..<operation.a + operation.b])
            case .conditional:
                for child in [operation.a, operation.b, operation.c] where child >= 0 { edges.append(Int32(child)) }
            case .object:
                for entry in objects[operation.a].entries where entry.dependentSchema >= 0 { edges.append(entry.dependentSchema) }
            default: break
            }
        }
        return edges
    }

    // MARK: The program

    private func program(root: Int32) -> SchemaProgram {
        var dynamicAnchors: [[Int32: Int32]] = Array(repeating: [:], count: index.resources.count)
        for (resourceIndex, resource) in index.resources.enumerated() {
            for (name, position) in resource.dynamicAnchors {
                guard let node = nodeOfPosition[position], let nameIndex = stringIndices[name] else { continue }
                dynamicAnchors[resourceIndex][nameIndex] = node
            }
        }
        var locations = SchemaLocations(parents: [], tokens: [], resources: [], resourceRoots: [], resourceURIs: [])
        locations.parents.reserveCapacity(index.positions.count)
        for position in index.positions {
            locations.parents.append(position.parent)
            locations.tokens.append(position.token)
            locations.resources.append(position.resource)
        }
        for resource in index.resources {
            locations.resourceRoots.append(resource.position)
            let hasURI = resource.uri != Self.defaultBaseURI || options.baseURI != nil
            locations.resourceURIs.append(hasURI ? resource.uri : nil)
        }
        return SchemaProgram(
            nodes: nodes, operations: operations, children: children, numbers: numbers, constants: constants, enums: enums, patterns: patterns,
            objects: objects, arrays: arrays, strings: strings, dynamicAnchors: dynamicAnchors, locations: locations, root: root)
    }
}
