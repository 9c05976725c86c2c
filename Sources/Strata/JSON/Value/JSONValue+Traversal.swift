/// Walks over a whole tree with explicit stacks on the heap, never by recursion, so
/// that comparing, hashing and measuring a value work at any depth.
extension JSONValue {
    /// Combines the tree bottom-up: `leaf` makes the result of a scalar, `array` and
    /// `object` the result of a container from the results of its elements (or values,
    /// in order).
    func fold<Result>(
        leaf: (JSONValue) throws -> Result,
        array: (JSONArray, [Result]) throws -> Result,
        object: (JSONObject, [Result]) throws -> Result
    ) rethrows -> Result {
        var stack: [FoldFrame<Result>] = []
        var next = self
        while true {
            var result: Result
            switch next {
            case .array(let elements) where !elements.isEmpty:
                stack.append(FoldFrame(container: next, count: elements.count, results: []))
                stack[stack.count &- 1].results.reserveCapacity(elements.count)
                next = elements[0]
                continue
            case .object(let members) where !members.isEmpty:
                stack.append(FoldFrame(container: next, count: members.count, results: []))
                stack[stack.count &- 1].results.reserveCapacity(members.count)
                next = members.storedValues[0]
                continue
            case .array(let elements):
                result = try array(elements, [])
            case .object(let members):
                result = try object(members, [])
            default:
                result = try leaf(next)
            }
            // Hand the result up, finishing every container whose last child this was.
            while true {
                guard !stack.isEmpty else { return result }
                let top = stack.count &- 1
                stack[top].results.append(result)
                let position = stack[top].results.count
                if position < stack[top].count {
                    switch stack[top].container {
                    case .array(let elements): next = elements[position]
                    case .object(let members): next = members.storedValues[position]
                    default: next = .null
                    }
                    break
                }
                let finished = stack.removeLast()
                switch finished.container {
                case .array(let elements): result = try array(elements, finished.results)
                case .object(let members): result = try object(members, finished.results)
                default: result = try leaf(finished.container)
                }
            }
        }
    }

    /// How many containers deep the value nests: 0 for a scalar, 1 for `[]` or `[1]`.
    var nestingDepth: Int {
        fold(
            leaf: { _ in 0 },
            array: { _, depths in 1 &+ (depths.max() ?? 0) },
            object: { _, depths in 1 &+ (depths.max() ?? 0) })
    }

    /// Whether every number in the value is finite.
    var isFinite: Bool {
        fold(
            leaf: { value in value.number?.isFinite ?? true },
            array: { _, finite in !finite.contains(false) },
            object: { _, finite in !finite.contains(false) })
    }
}

/// A container of ``JSONValue/fold(leaf:array:object:)`` whose children are being folded.
private struct FoldFrame<Result> {
    var container: JSONValue
    var count: Int
    var results: [Result]
}

// MARK: - Equality and hashing

extension JSONValue {
    /// Whether two values are equal: the same kind, numbers equal by value, arrays
    /// element by element, objects with the same keys and equal values in any order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending: [(JSONValue, JSONValue)] = []
        var pair = (lhs, rhs)
        while true {
            switch pair {
            case (.null, .null):
                break
            case (.bool(let a), .bool(let b)):
                if a != b { return false }
            case (.number(let a), .number(let b)):
                if a != b { return false }
            case (.string(let a), .string(let b)):
                if a != b { return false }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                if a.storage !== b.storage {
                    for index in a.indices { pending.append((a[index], b[index])) }
                }
            case (.object(let a), .object(let b)):
                guard a.count == b.count else { return false }
                if a.keys == b.keys {
                    if a.storedValues.storage !== b.storedValues.storage {
                        for index in a.indices { pending.append((a.storedValues[index], b.storedValues[index])) }
                    }
                } else {
                    for (key, value) in a {
                        guard let other = b[key] else { return false }
                        pending.append((value, other))
                    }
                }
            default:
                return false
            }
            guard let next = pending.popLast() else { return true }
            pair = next
        }
    }

    /// Hashes the whole value, consistent with `==`: objects without regard to the
    /// order of their members.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(structuralHash)
    }

    /// A hash of every node, from the leaves up: each node's hash is made from its kind
    /// and its children's hashes (for an object, their sum over members, which does not
    /// depend on order).
    private var structuralHash: Int {
        fold(
            leaf: { value in
                var hasher = Hasher()
                switch value {
                case .null: hasher.combine(0)
                case .bool(let flag):
                    hasher.combine(1)
                    hasher.combine(flag)
                case .number(let number):
                    hasher.combine(2)
                    hasher.combine(number)
                case .string(let string):
                    hasher.combine(3)
                    hasher.combine(string)
                case .array, .object: break
                }
                return hasher.finalize()
            },
            array: { _, hashes in
                var hasher = Hasher()
                hasher.combine(4)
                hasher.combine(hashes.count)
                for hash in hashes { hasher.combine(hash) }
                return hasher.finalize()
            },
            object: { members, hashes in
                var sum = 0
                for (key, hash) in zip(members.keys, hashes) {
                    var member = Hasher()
                    member.combine(key)
                    member.combine(hash)
                    sum = sum &+ member.finalize()
                }
                var hasher = Hasher()
                hasher.combine(5)
                hasher.combine(hashes.count)
                hasher.combine(sum)
                return hasher.finalize()
            })
    }
}
