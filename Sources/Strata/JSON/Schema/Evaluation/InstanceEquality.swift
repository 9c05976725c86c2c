#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// JSON Schema's equality of values (for `const`, `enum` and `uniqueItems`), between a
/// tree and a document's nodes alike, and a hash that agrees with it: numbers by their
/// exact value (`1` equals `1.0`), strings by their Unicode scalars, arrays element by
/// element, objects by their members in any order.
///
/// Both walk values with explicit stacks, so a value nested a hundred thousand levels
/// deep is compared and hashed without recursion.
enum InstanceEquality {
    /// Whether two values are equal.
    static func equal<A: SchemaInstance, B: SchemaInstance>(_ a: A, _ x: A.Node, _ b: B, _ y: B.Node) -> Bool {
        var pending: [(A.Node, B.Node)] = []
        var pair = (x, y)
        while true {
            let (left, right) = pair
            let kind = a.kind(left)
            guard kind == b.kind(right) else { return false }
            switch kind {
            case .null:
                break
            case .bool:
                if a.bool(left) != b.bool(right) { return false }
            case .number:
                if !numbersEqual(a, left, b, right) { return false }
            case .string:
                if !stringsEqual(a, left, b, right) { return false }
            case .array:
                guard a.count(left) == b.count(right) else { return false }
                var leftElements = a.elements(left)
                var rightElements = b.elements(right)
                while let l = leftElements.next(), let r = rightElements.next() { pending.append((l, r)) }
            case .object:
                guard a.count(left) == b.count(right) else { return false }
                guard appendMemberPairs(a, left, b, right, to: &pending) else { return false }
            }
            guard let next = pending.popLast() else { return true }
            pair = next
        }
    }

    @inline(__always)
    static func numbersEqual<A: SchemaInstance, B: SchemaInstance>(_ a: A, _ x: A.Node, _ b: B, _ y: B.Node) -> Bool {
        if let l = a.int64(x), let r = b.int64(y) { return l == r }
        let l = a.double(x)
        let r = b.double(y)
        if l != r { return l.isNaN && r.isNaN }
        switch (a.exactDecimal(x), b.exactDecimal(y)) {
        case (let l?, let r?): return l == r
        case (nil, nil): return true
        default: return false
        }
    }

    @inline(__always)
    static func stringsEqual<A: SchemaInstance, B: SchemaInstance>(_ a: A, _ x: A.Node, _ b: B, _ y: B.Node) -> Bool {
        a.withUTF8(x) { l in b.withUTF8(y) { r in bytesEqual(l, r) } }
    }

    /// Whether two runs of bytes are equal: words compared in place for up to 16 bytes (the
    /// first and last eight, which overlap for fewer than 16), `memcmp` beyond.
    @inline(__always)
    static func bytesEqual(_ l: UnsafeBufferPointer<UInt8>, _ r: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = l.count
        guard count == r.count else { return false }
        guard let lb = l.baseAddress, let rb = r.baseAddress else { return true }
        if count >= 8 && count <= 16 {
            let a = UnsafeRawPointer(lb)
            let b = UnsafeRawPointer(rb)
            return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count < 8 {
            var index = 0
            while index < count {
                if lb[index] != rb[index] { return false }
                index &+= 1
            }
            return true
        }
        return memcmp(lb, rb, count) == 0
    }

    /// Pairs each member of `x` with the member of `y` of the same key; false when a key
    /// of `x` is missing from `y`.
    private static func appendMemberPairs<A: SchemaInstance, B: SchemaInstance>(
        _ a: A, _ x: A.Node, _ b: B, _ y: B.Node, to pending: inout [(A.Node, B.Node)]
    ) -> Bool {
        let count = b.count(y)
        if count <= 16 {
            var members = a.members(x)
            while let (key, value) = members.next() {
                var found: B.Node?
                var others = b.members(y)
                while let (otherKey, otherValue) = others.next() {
                    if a.withUTF8(key, { l in b.withUTF8(otherKey) { r in bytesEqual(l, r) } }) {
                        found = otherValue
                        break
                    }
                }
                guard let found else { return false }
                pending.append((value, found))
            }
            return true
        }
        var byKey: [[UInt8]: B.Node] = [:]
        byKey.reserveCapacity(count)
        var others = b.members(y)
        while let (key, value) = others.next() {
            let bytes = b.withUTF8(key) { Array($0) }
            if byKey[bytes] == nil { byKey[bytes] = value }
        }
        var members = a.members(x)
        while let (key, value) = members.next() {
            guard let found = byKey[a.withUTF8(key) { Array($0) }] else { return false }
            pending.append((value, found))
        }
        return true
    }

    // MARK: Hashing

    /// A hash consistent with ``equal(_:_:_:_:)``.
    static func hash<A: SchemaInstance>(_ a: A, _ x: A.Node) -> Int {
        var stack: [HashFrame<A>] = []
        var node = x
        while true {
            var result: Int
            switch a.kind(node) {
            case .array where a.count(node) > 0:
                var elements = a.elements(node)
                var frame = HashFrame<A>(isObject: false, elements: elements, members: nil, count: a.count(node))
                if let first = elements.next() {
                    frame.elements = elements
                    stack.append(frame)
                    node = first
                    continue
                }
                result = frame.finish()
            case .object where a.count(node) > 0:
                var members = a.members(node)
                var frame = HashFrame<A>(isObject: true, elements: nil, members: members, count: a.count(node))
                if let (key, value) = members.next() {
                    frame.members = members
                    frame.keyHash = a.withUTF8(key) { bytesHash($0) }
                    stack.append(frame)
                    node = value
                    continue
                }
                result = frame.finish()
            default:
                result = scalarHash(a, node)
            }
            // Hand the result up, finishing every container whose last child this was.
            while true {
                guard let top = stack.indices.last else { return result }
                stack[top].add(result)
                if stack[top].isObject {
                    if let (key, value) = stack[top].members?.next() {
                        stack[top].keyHash = a.withUTF8(key) { bytesHash($0) }
                        node = value
                        break
                    }
                } else if let element = stack[top].elements?.next() {
                    node = element
                    break
                }
                result = stack.removeLast().finish()
            }
        }
    }

    private static func scalarHash<A: SchemaInstance>(_ a: A, _ node: A.Node) -> Int {
        var hasher = Hasher()
        switch a.kind(node) {
        case .null: hasher.combine(0)
        case .bool: hasher.combine(a.bool(node) ? 1 : 2)
        case .number:
            // Equal numbers have the same nearest double; zero's sign is not part of its value.
            let value = a.double(node)
            hasher.combine(3)
            hasher.combine(value == 0 ? 0 : value)
        case .string:
            return a.withUTF8(node) { bytesHash($0) }
        case .array: hasher.combine(5)
        case .object: hasher.combine(6)
        }
        return hasher.finalize()
    }

    @inline(__always)
    static func bytesHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(4)
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }
}

/// A container being hashed: its children's hashes combined in order (arrays) or
/// summed with their keys' (objects, whose members may come in any order).
private struct HashFrame<A: SchemaInstance> {
    var isObject: Bool
    var elements: A.Elements?
    var members: A.Members?
    var count: Int
    var keyHash = 0
    var combined = Hasher()
    var sum = 0

    init(isObject: Bool, elements: A.Elements?, members: A.Members?, count: Int) {
        self.isObject = isObject
        self.elements = elements
        self.members = members
        self.count = count
    }

    mutating func add(_ child: Int) {
        if isObject {
            var member = Hasher()
            member.combine(keyHash)
            member.combine(child)
            sum &+= member.finalize()
        } else {
            combined.combine(child)
        }
    }

    func finish() -> Int {
        var hasher = combined
        hasher.combine(isObject ? 7 : 8)
        hasher.combine(count)
        hasher.combine(sum)
        return hasher.finalize()
    }
}
