/// Runs a compiled schema over a value: every keyword of every schema that applies,
/// with the dynamic scope for `$dynamicRef`, and the evaluated properties and items for
/// the `unevaluated` keywords.
///
/// The evaluator runs in one of two modes. Checking (`tracksPaths` and `reporting` off)
/// stops at the first failure and builds nothing: no locations, no messages. Reporting
/// tracks locations everywhere and records every failure of the value (`reporting` is
/// off inside subschemas whose failures are not the value's: the branches of `anyOf`,
/// `not`…); the validator reports only after a check has found the value invalid, so that
/// validating a valid value costs what checking it does.
///
/// Evaluation descends one call per schema applied, so its depth is bounded by
/// ``JSONSchemaOptions/maximumDepth``: past it, evaluation stops and the value is
/// invalid, whatever `not` or `anyOf` around it would make of a failure, with a failure
/// that says so, instead of exhausting the call stack.
struct SchemaEvaluator<Instance: SchemaInstance> {
    let program: SchemaProgram
    let instance: Instance
    let nodes: UnsafeBufferPointer<SchemaNode>
    let operations: UnsafeBufferPointer<SchemaOperation>
    let maximumDepth: Int
    /// Whether locations are tracked: the whole of a reporting run.
    let tracksPaths: Bool
    /// Whether failures are recorded: a reporting run, outside muted subschemas.
    var reporting: Bool
    var failures: [JSONSchemaFailure] = []
    /// Set when evaluation went deeper than `maximumDepth`: the value is invalid, and
    /// every evaluation still running fails.
    var exceededDepth = false
    /// The failure that says so, recorded even inside a muted subschema.
    var depthFailure: JSONSchemaFailure?
    /// The keyword that applied the schema being evaluated, for failures of the schema
    /// itself (`false`, the depth limit).
    var keyword = ""
    /// The keyword location so far: tokens from the root schema along the evaluation path.
    var keywordPath: [String] = []
    /// The instance location so far.
    var instancePath: [String] = []
    /// The dynamic scope: the resources entered, outermost first. Kept only when the
    /// program has a dynamic `$dynamicRef` (`tracksScope`).
    var scope: [Int32] = []
    let tracksScope: Bool
    var depth = 0
    /// The schema whose keywords are running, for absolute locations.
    var position: Int32 = 0
    /// Whether a failing `anyOf` or `oneOf` explains each branch's failure in its message
    /// (off inside such an explanation, so that nested ones cost no more than once).
    var explainsBranches = true

    init(
        program: SchemaProgram, instance: Instance, nodes: UnsafeBufferPointer<SchemaNode>, operations: UnsafeBufferPointer<SchemaOperation>,
        maximumDepth: Int, reporting: Bool
    ) {
        self.program = program
        self.instance = instance
        self.nodes = nodes
        self.operations = operations
        self.maximumDepth = maximumDepth
        self.reporting = reporting
        tracksPaths = reporting
        tracksScope = program.usesDynamicScope
    }

    // MARK: Schemas

    /// Applies schema `index` to `value`; `evaluated`, when given, collects the properties
    /// and items of `value` it evaluates.
    mutating func evaluate(_ index: Int32, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool {
        // Checking skips schemas that are only a `$ref`, which reporting walks for the keyword
        // location.
        let node = nodes[Int(tracksPaths ? index : program.forwarded[Int(index)])]
        guard node.kind == .keywords else {
            if node.kind == .alwaysValid { return true }
            if reporting { failFalseSchema(node) }
            return false
        }
        depth &+= 1
        defer { depth &-= 1 }
        guard depth <= maximumDepth, !exceededDepth else {
            if !exceededDepth {
                exceededDepth = true
                if tracksPaths { failDepth(node) }
            }
            return false
        }
        guard tracksPaths || tracksScope || node.tracksEvaluation else { return runOperations(of: node, value, evaluated) }
        return evaluateTracking(node, value, evaluated)
    }

    /// ``evaluate(_:_:_:)`` for a schema that needs more than its operations run: the
    /// location (reporting), the dynamic scope (`$dynamicRef`), or the properties and items
    /// its keywords evaluate (`unevaluated` keywords).
    private mutating func evaluateTracking(_ node: SchemaNode, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool
    {
        let outerPosition = position
        position = node.position
        defer { position = outerPosition }
        let entersResource = tracksScope && scope.last != node.resource
        if entersResource { scope.append(node.resource) }
        defer { if entersResource { scope.removeLast() } }
        if node.tracksEvaluation {
            var local = EvaluatedLocations()
            let valid = runOperations(of: node, value, &local)
            if valid, let evaluated { evaluated.pointee.formUnion(local) }
            return valid
        }
        return runOperations(of: node, value, evaluated)
    }

    private mutating func runOperations(of node: SchemaNode, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool {
        var valid = true
        let end = Int(node.firstOperation) &+ Int(node.operationCount)
        var index = Int(node.firstOperation)
        while index < end {
            if !run(operations[index], value, evaluated) {
                valid = false
                if !reporting { return false }
            }
            index &+= 1
        }
        return valid
    }

    /// A child schema applied through `keyword` (and `token`, its key or index in the
    /// keyword), to `value` at `step` below the current instance location.
    @inline(__always)
    mutating func apply(
        _ child: Int32, to value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?, keyword: String,
        _ token: PathToken = .none, at step: Step = .same
    ) -> Bool {
        guard tracksPaths else { return evaluate(child, value, evaluated) }
        keywordPath.append(keyword)
        if let text = token.text { keywordPath.append(text) }
        let stepText = text(of: step)
        if let stepText { instancePath.append(stepText) }
        let outerKeyword = self.keyword
        self.keyword = keyword
        let valid = evaluate(child, value, evaluated)
        self.keyword = outerKeyword
        if stepText != nil { instancePath.removeLast() }
        if token.text != nil { keywordPath.removeLast() }
        keywordPath.removeLast()
        return valid
    }

    /// Runs `body` with reporting off: subschemas whose failures are not the value's
    /// (the branches of `anyOf`, `not`, `if`, `contains`).
    @inline(__always)
    mutating func muted<Result>(_ body: (inout Self) -> Result) -> Result {
        let saved = reporting
        reporting = false
        defer { reporting = saved }
        return body(&self)
    }

    /// A step in the instance location: none (the same value), an element, a member.
    enum Step {
        case same
        case index(Int)
        case key(Instance.Node)
        case name(String)
    }

    func text(of step: Step) -> String? {
        switch step {
        case .same: return nil
        case .index(let index): return String(index)
        case .key(let key): return instance.string(key)
        case .name(let name): return name
        }
    }

    // MARK: Operations

    private mutating func run(_ operation: SchemaOperation, _ value: Instance.Node, _ evaluated: UnsafeMutablePointer<EvaluatedLocations>?) -> Bool {
        switch operation.code {
        case .type:
            let types = SchemaTypes(rawValue: operation.a)
            if Self.hasType(types, instance, value) { return true }
            if reporting { fail("type", "Expected \(types.phrase) but found \(instance.describe(value)) instead.") }
            return false
        case .const:
            if let bytes = program.constantStrings[operation.a] {
                if instance.kind(value) == .string && instance.withUTF8(value, { InstanceEquality.bytesEqual($0, UnsafeBufferPointer(bytes)) }) {
                    return true
                }
            } else if InstanceEquality.equal(instance, value, ValueInstance(), program.constants[operation.a]) {
                return true
            }
            let constant = program.constants[operation.a]
            if reporting { fail("const", "Expected \(SchemaMessages.json(constant)) but found \(instance.describe(value)) instead.") }
            return false
        case .enumeration:
            if program.enums[operation.a].contains(instance, value) { return true }
            if reporting {
                let values = program.enums[operation.a].values
                fail(
                    "enum",
                    "Expected \(values.count == 1 ? "" : "one of ")\(SchemaMessages.list(values)) but found \(instance.describe(value)) instead.")
            }
            return false
        case .multipleOf, .maximum, .exclusiveMaximum, .minimum, .exclusiveMinimum:
            guard instance.kind(value) == .number else { return true }
            return checkNumber(operation, value)
        case .maxLength, .minLength:
            guard instance.kind(value) == .string else { return true }
            let length = instance.scalarCount(value)
            let isMaximum = operation.code == .maxLength
            if isMaximum ? length <= operation.a : length >= operation.a { return true }
            if reporting {
                fail(
                    isMaximum ? "maxLength" : "minLength",
                    "Expected a string of \(isMaximum ? "at most" : "at least") \(SchemaMessages.count(operation.a, "character")) but found \(instance.describe(value)) (\(SchemaMessages.count(length, "character"))) instead."
                )
            }
            return false
        case .pattern:
            guard instance.kind(value) == .string else { return true }
            let pattern = program.patterns[operation.a]
            if instance.withUTF8(value, { pattern.matches($0) }) { return true }
            if reporting {
                fail(
                    "pattern",
                    "Expected a string matching the pattern \(MessageQuoting.quoted(pattern.source)) but found \(instance.describe(value)) instead.")
            }
            return false
        case .format:
            guard instance.kind(value) == .string, let format = SchemaFormat(rawValue: UInt8(truncatingIfNeeded: operation.a)) else { return true }
            if format.check(instance.string(value)) { return true }
            if reporting {
                fail("format", "Expected a string in the format \(MessageQuoting.quoted(format.name)) but found \(instance.describe(value)) instead.")
            }
            return false
        case .maxItems, .minItems:
            guard instance.kind(value) == .array else { return true }
            let count = instance.count(value)
            let isMaximum = operation.code == .maxItems
            if isMaximum ? count <= operation.a : count >= operation.a { return true }
            if reporting {
                fail(
                    isMaximum ? "maxItems" : "minItems",
                    "Expected an array of \(isMaximum ? "at most" : "at least") \(SchemaMessages.count(operation.a, "element")) but found \(SchemaMessages.count(count, "element")) instead."
                )
            }
            return false
        case .uniqueItems:
            guard instance.kind(value) == .array else { return true }
            return checkUniqueItems(value)
        case .maxProperties, .minProperties:
            guard instance.kind(value) == .object else { return true }
            let count = instance.count(value)
            let isMaximum = operation.code == .maxProperties
            if isMaximum ? count <= operation.a : count >= operation.a { return true }
            if reporting {
                fail(
                    isMaximum ? "maxProperties" : "minProperties",
                    "Expected an object of \(isMaximum ? "at most" : "at least") \(SchemaMessages.count(operation.a, "property", plural: "properties")) but found \(SchemaMessages.count(count, "property", plural: "properties")) instead."
                )
            }
            return false
        case .items:
            guard instance.kind(value) == .array else { return true }
            return applyItems(program.arrays[operation.a], value, evaluated)
        case .contains:
            guard instance.kind(value) == .array else { return true }
            return applyContains(operation, value, evaluated)
        case .object:
            guard instance.kind(value) == .object else { return true }
            return applyObjectKeywords(operation.a, value, evaluated)
        case .allOf:
            var valid = true
            for offset in 0..<operation.b {
                if !apply(program.children[operation.a &+ offset], to: value, evaluated, keyword: "allOf", .index(offset)) {
                    valid = false
                    if !reporting { return false }
                }
            }
            return valid
        case .anyOf:
            return applyAnyOf(operation, value, evaluated)
        case .oneOf:
            return applyOneOf(operation, value, evaluated)
        case .not:
            let matches = muted { $0.apply(Int32(operation.a), to: value, nil, keyword: "not") }
            if exceededDepth { return false }
            if !matches { return true }
            if reporting {
                fail("not", "Expected a value that does not match the schema of not but found \(instance.describe(value)), which matches it.")
            }
            return false
        case .conditional:
            return applyConditional(operation, value, evaluated)
        case .ref:
            return apply(Int32(operation.a), to: value, evaluated, keyword: "$ref")
        case .dynamicRef:
            return apply(dynamicTarget(operation), to: value, evaluated, keyword: "$dynamicRef")
        case .unevaluatedProperties:
            guard instance.kind(value) == .object, let evaluated else { return true }
            return applyUnevaluatedProperties(Int32(operation.a), value, evaluated)
        case .unevaluatedItems:
            guard instance.kind(value) == .array, let evaluated else { return true }
            return applyUnevaluatedItems(Int32(operation.a), value, evaluated)
        }
    }

    @inline(__always)
    static func hasType(_ types: SchemaTypes, _ instance: Instance, _ value: Instance.Node) -> Bool {
        switch instance.kind(value) {
        case .null: return types.contains(.null)
        case .bool: return types.contains(.boolean)
        case .object: return types.contains(.object)
        case .array: return types.contains(.array)
        case .string: return types.contains(.string)
        case .number:
            if types.contains(.number) { return true }
            return types.contains(.integer) && NumberComparison.isInteger(instance, value)
        }
    }

    private mutating func checkNumber(_ operation: SchemaOperation, _ value: Instance.Node) -> Bool {
        let bound = program.numbers[operation.a]
        let keyword: String
        let expected: String
        switch operation.code {
        case .multipleOf:
            if NumberComparison.isMultiple(instance, value, of: bound) { return true }
            (keyword, expected) = ("multipleOf", "a multiple of")
        case .maximum:
            if NumberComparison.compare(instance, value, bound) <= 0 { return true }
            (keyword, expected) = ("maximum", "a number of at most")
        case .exclusiveMaximum:
            if NumberComparison.compare(instance, value, bound) < 0 { return true }
            (keyword, expected) = ("exclusiveMaximum", "a number less than")
        case .minimum:
            if NumberComparison.compare(instance, value, bound) >= 0 { return true }
            (keyword, expected) = ("minimum", "a number of at least")
        default:
            if NumberComparison.compare(instance, value, bound) > 0 { return true }
            (keyword, expected) = ("exclusiveMinimum", "a number greater than")
        }
        if reporting {
            fail(keyword, "Expected \(expected) \(MessageQuoting.number(bound.text.utf8)) but found \(instance.describe(value)) instead.")
        }
        return false
    }

    private mutating func checkUniqueItems(_ value: Instance.Node) -> Bool {
        let count = instance.count(value)
        guard count > 1 else { return true }
        var elements: [Instance.Node] = []
        elements.reserveCapacity(count)
        var iterator = instance.elements(value)
        while let element = iterator.next() { elements.append(element) }
        var duplicate: (Int, Int)?
        if count <= 16 {
            search: for second in 1..<count {
                for first in 0..<second where InstanceEquality.equal(instance, elements[first], instance, elements[second]) {
                    duplicate = (first, second)
                    break search
                }
            }
        } else {
            // Elements by hash; only equal hashes are compared.
            var seen: [Int: [Int]] = [:]
            seen.reserveCapacity(count)
            search: for index in 0..<count {
                let hash = InstanceEquality.hash(instance, elements[index])
                if let candidates = seen[hash] {
                    for candidate in candidates where InstanceEquality.equal(instance, elements[candidate], instance, elements[index]) {
                        duplicate = (candidate, index)
                        break search
                    }
                }
                seen[hash, default: []].append(index)
            }
        }
        guard let duplicate else { return true }
        if reporting {
            fail(
                "uniqueItems",
                "Expected unique elements but found elements \(duplicate.0) and \(duplicate.1) equal (\(instance.describe(elements[duplicate.1])))."
            )
        }
        return false
    }

    /// The schema a `$dynamicRef` leads to: the outermost resource in the dynamic scope
    /// with a dynamic anchor of its name, or the schema it names statically.
    private func dynamicTarget(_ operation: SchemaOperation) -> Int32 {
        guard operation.b >= 0 else { return Int32(operation.a) }
        let name = Int32(operation.b)
        for resource in scope {
            if let node = program.dynamicAnchors[Int(resource)][name] { return node }
        }
        return Int32(operation.a)
    }
}

/// A step in a keyword location below a keyword: an index (`allOf/2`) or a name
/// (`properties/login`).
enum PathToken {
    case none
    case index(Int)
    case name(String)

    var text: String? {
        switch self {
        case .none: return nil
        case .index(let index): return String(index)
        case .name(let name): return name
        }
    }
}
