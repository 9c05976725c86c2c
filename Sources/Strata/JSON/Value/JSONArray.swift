/// The elements of a JSON array: a random-access, mutable collection of ``JSONValue``
/// with value semantics, like `[JSONValue]`.
///
/// ```swift
/// var tags: JSONArray = ["swift", "json"]
/// tags.append("codable")
/// let value = JSONValue.array(tags)
/// if case .array(let elements) = value {
///     for element in elements { print(element) }
/// }
/// let plain = Array(tags)   // [JSONValue]
/// ```
///
/// It exists so that a ``JSONValue`` of any depth can be released: a tree of plain
/// Swift arrays is released one nesting level per call frame, and a value a hundred
/// thousand levels deep (built in code, or read with a raised
/// ``JSONReadingOptions/maximumDepth``) would overflow the stack. A `JSONArray` takes a
/// deep tree apart one level at a time when it is released.
public struct JSONArray: @unchecked Sendable, Hashable, RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, CustomStringConvertible
{
    // `@unchecked`: the storage (a `ManagedBuffer`, which cannot be `Sendable`) is
    // mutated only while one array holds it (`isKnownUniquelyReferenced`) and is
    // immutable once shared, as `Array`'s is.

    /// An element: any JSON value.
    public typealias Element = JSONValue
    /// An element's position.
    public typealias Index = Int
    /// The positions of the elements.
    public typealias Indices = Range<Int>

    var storage: Storage

    /// The storage every empty array starts with, so that `[]` allocates nothing.
    nonisolated(unsafe) private static let emptyStorage = Storage.make(capacity: 0, height: 1)

    /// An empty array.
    public init() {
        storage = Self.emptyStorage
    }

    /// An array of the given elements.
    public init<Elements: Sequence>(_ elements: Elements) where Elements.Element == JSONValue {
        self.init()
        append(contentsOf: elements)
    }

    /// An array written as a literal.
    public init(arrayLiteral elements: JSONValue...) {
        self.init(elements)
    }

    /// An empty array with room for `capacity` elements, which is known to hold values
    /// no more than `height - 1` levels deep (see `StorageHeader.height`).
    init(capacity: Int, height: Int) {
        storage = Storage.make(capacity: capacity, height: height)
    }

    // MARK: Collection

    /// The position of the first element.
    public var startIndex: Int { 0 }
    /// The position after the last element.
    public var endIndex: Int { storage.count }
    /// The number of elements.
    public var count: Int { storage.count }

    /// The element at `position`, which must be a valid index (as for `Array`).
    public subscript(position: Int) -> JSONValue {
        get {
            precondition(position >= 0 && position < storage.count, "JSONArray index out of range")
            return storage[position]
        }
        set {
            precondition(position >= 0 && position < storage.count, "JSONArray index out of range")
            makeUnique(capacity: storage.count)
            admit(newValue)
            storage.withUnsafeMutablePointerToElements { $0[position] = newValue }
        }
        // In place, so that changing a nested value (`array[0]["key"] = 1`) copies no
        // container that only this array holds.
        _modify {
            precondition(position >= 0 && position < storage.count, "JSONArray index out of range")
            makeUnique(capacity: storage.count)
            let elements = storage.withUnsafeMutablePointerToElements { $0 }
            defer { admit(elements[position]) }
            yield &elements[position]
        }
    }

    /// Replaces the elements in `bounds` with `newElements`.
    public mutating func replaceSubrange<Elements: Collection>(_ bounds: Range<Int>, with newElements: Elements)
    where Elements.Element == JSONValue {
        let count = storage.count
        precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "JSONArray range out of bounds")
        if bounds.isEmpty && bounds.lowerBound == count {
            append(contentsOf: newElements)
            return
        }
        // Rare outside appends: build the result afresh.
        let newCount = count - bounds.count + newElements.count
        var result = JSONArray(capacity: newCount, height: storage.height)
        result.append(contentsOf: self[..<bounds.lowerBound])
        result.append(contentsOf: newElements)
        result.append(contentsOf: self[bounds.upperBound...])
        self = result
    }

    /// Appends an element.
    public mutating func append(_ element: JSONValue) {
        let count = storage.count
        makeUnique(capacity: count &+ 1)
        admit(element)
        storage.withUnsafeMutablePointers { header, elements in
            (elements + count).initialize(to: element)
            header.pointee.count = count &+ 1
        }
    }

    /// Appends an element to storage made for this array's final size (the tree builder
    /// reserves each container from the count in the document's index), which nothing
    /// else holds yet.
    ///
    /// Hot path for ``JSONValue/init(parsing:options:)``: no uniqueness check. A storage
    /// without room falls back to ``append(_:)``.
    @inline(__always)
    mutating func appendToReserved(_ element: JSONValue) {
        admit(element)
        let appended = storage.withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            guard count < header.pointee.capacity else { return false }
            (elements + count).initialize(to: element)
            header.pointee.count = count &+ 1
            return true
        }
        if !appended { append(element) }
    }

    /// Appends the elements of a sequence.
    public mutating func append<Elements: Sequence>(contentsOf newElements: Elements) where Elements.Element == JSONValue {
        reserveCapacity(count &+ newElements.underestimatedCount)
        for element in newElements { append(element) }
    }

    /// Reserves room for `minimumCapacity` elements.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        makeUnique(capacity: minimumCapacity)
    }

    /// Makes the storage this array's own, with room for `capacity` elements, before a
    /// change.
    private mutating func makeUnique(capacity: Int) {
        // Nothing is stored: even the shared empty storage will do.
        guard capacity > 0 else { return }
        let header = storage.info
        if isKnownUniquelyReferenced(&storage) && capacity <= header.capacity { return }
        let grown = capacity > header.capacity ? Swift.max(capacity, header.capacity &* 2) : header.capacity
        let copy = Storage.make(capacity: grown, height: header.height)
        let isUnique = isKnownUniquelyReferenced(&storage)
        storage.withUnsafeMutablePointers { oldHeader, old in
            copy.withUnsafeMutablePointers { newHeader, new in
                if isUnique {
                    // Move the elements; the old storage is left empty.
                    new.moveInitialize(from: old, count: header.count)
                    oldHeader.pointee.count = 0
                } else {
                    new.initialize(from: old, count: header.count)
                }
                newHeader.pointee.count = header.count
            }
        }
        storage = copy
    }

    /// Records that `element` is about to be stored (see `StorageHeader.height`).
    @inline(__always)
    private func admit(_ element: JSONValue) {
        let nested = element.storedHeight
        if nested >= storage.height { storage.height = nested &+ 1 }
    }

    // MARK: Equality and description

    /// Whether two arrays have equal elements in the same order.
    public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool {
        JSONValue.array(lhs) == JSONValue.array(rhs)
    }

    /// Hashes the elements in order, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        JSONValue.array(self).hash(into: &hasher)
    }

    /// The array as compact JSON.
    public var description: String {
        JSONValue.array(self).description
    }
}

extension JSONArray {
    /// What a storage knows besides its elements.
    struct StorageHeader {
        var count: Int
        var capacity: Int
        /// At least the number of container levels from this one down to its deepest
        /// descendant (1 for an array of scalars). Grows as deeper values are stored and
        /// never shrinks, so it may overstate.
        var height: Int
    }

    /// The elements, in one allocation with their count, shared between copies until one
    /// of them changes (copy on write).
    final class Storage: ManagedBuffer<StorageHeader, JSONValue> {
        static func make(capacity: Int, height: Int) -> Storage {
            let buffer = Storage.create(minimumCapacity: capacity) { _ in StorageHeader(count: 0, capacity: capacity, height: height) }
            return unsafeDowncast(buffer, to: Storage.self)
        }

        /// The header, read and written through its pointer: `header` itself is a
        /// stored property of a class, whose every access is checked for exclusivity at
        /// run time.
        @inline(__always)
        var info: StorageHeader {
            get { withUnsafeMutablePointerToHeader { $0.pointee } }
            set { withUnsafeMutablePointerToHeader { $0.pointee = newValue } }
        }

        @inline(__always)
        var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

        @inline(__always)
        var height: Int {
            get { withUnsafeMutablePointerToHeader { $0.pointee.height } }
            set { withUnsafeMutablePointerToHeader { $0.pointee.height = newValue } }
        }

        /// The element at `position`, unchecked: for the tree walks, which stay within
        /// the count.
        @inline(__always)
        subscript(position: Int) -> JSONValue {
            withUnsafeMutablePointerToElements { $0[position] }
        }

        /// Trees up to this height are released the usual way, recursively: a few
        /// hundred levels of release fit on any thread's stack.
        static let recursiveReleaseLimit = 256

        /// Takes a deep tree apart before releasing it, so that releasing it costs no
        /// stack: each nested storage that nothing else holds is moved out of its parent
        /// and emptied the same way, in a loop, and is finally released with nothing
        /// nested left in it.
        deinit {
            withUnsafeMutablePointers { header, elements in
                if header.pointee.height > Self.recursiveReleaseLimit {
                    var detached: [Storage] = []
                    Self.detachContainers(elements, count: header.pointee.count, into: &detached)
                    while let storage = detached.popLast() {
                        storage.withUnsafeMutablePointers { nestedHeader, nested in
                            Self.detachContainers(nested, count: nestedHeader.pointee.count, into: &detached)
                        }
                    }
                }
                elements.deinitialize(count: header.pointee.count)
            }
        }

        /// Replaces each array or object element by `null`, keeping the storages of
        /// those that no other value shares.
        private static func detachContainers(_ elements: UnsafeMutablePointer<JSONValue>, count: Int, into detached: inout [Storage]) {
            for index in 0..<count {
                guard var storage = elements[index].elementStorage else { continue }
                elements[index] = .null
                if isKnownUniquelyReferenced(&storage) {
                    detached.append(storage)
                }
            }
        }
    }
}

extension JSONValue {
    /// An array value from a Swift array of values.
    public static func array(_ elements: [JSONValue]) -> JSONValue {
        .array(JSONArray(elements))
    }

    /// The storage holding an array's elements or an object's values.
    var elementStorage: JSONArray.Storage? {
        switch self {
        case .array(let elements): return elements.storage
        case .object(let object): return object.storedValues.storage
        default: return nil
        }
    }

    /// At least the number of container levels in the value (0 for a scalar), in
    /// constant time (see `JSONArray.StorageHeader.height`).
    var storedHeight: Int {
        switch self {
        case .array(let elements): return elements.storage.height
        case .object(let object): return object.storedValues.storage.height
        default: return 0
        }
    }
}
