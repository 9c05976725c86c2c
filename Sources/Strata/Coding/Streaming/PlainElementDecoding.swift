import Foundation

/// The batched fast path for streams of scalars — `Int`s, `Double`s, `String`s, `Bool`s,
/// one per line or in an array: runs of plain elements (see `PlainScalarRuns`) decoded
/// straight from the stream's bytes into a ring of values the stream then hands out,
/// without an index, a decoder or a generic call per element.
///
/// Only what the general path would decode without a doubt is taken: the token is plain
/// and its value fits the type (`300` is no `UInt8`: declined). The first element that is
/// anything else ends the run, and the general path decodes it, with its errors,
/// locations and report entries, so a stream's values, failures and reports are the same
/// whether a run read an element or not (`PlainRunTests`). No decoding option
/// changes what a plain token decodes to: strategies for dates, data, keys and
/// non-conforming floats read other values, and lenient scalars are asked only after a
/// strict read failed. A decoder with a JSON Schema (`schemaValidator`) reads no runs: each
/// element is validated, which only the decoder does.
///
/// Hot path, written for speed: the conversion for each type is concrete code (a
/// generic function specialized by a closure made for that type), so a run is one loop;
/// what the stream hands out is taken from the ring by a class generic over the slot's
/// type, whose metadata its instance holds (a result made in the stream's unspecialized
/// code looked up the metadata of `Result<Value, JSONStreamError>` for every element,
/// about 330 instructions). The sequences' iterators take slots in code inlined into the
/// caller's loop (``takeSpecialized()``), where the slot's type is concrete.
@usableFromInline
final class PlainElements<Slot> {
    /// Writes a run into the slots (the memory of `capacity` slots), returns how many.
    typealias Fill = (_ reader: JSONElementReader, _ slots: UnsafeMutableRawPointer, _ capacity: Int) -> Int

    let kind: PlainScalarKind
    private let fill: Fill
    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    private let capacity: Int
    /// The next slot to hand out, and the end of the slots filled.
    @usableFromInline @exclusivity(unchecked) var position = 0
    @usableFromInline @exclusivity(unchecked) var count = 0

    init(kind: PlainScalarKind, capacity: Int, fill: @escaping Fill) {
        self.kind = kind
        self.fill = fill
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
    }

    deinit {
        (slots + position).deinitialize(count: count &- position)
        slots.deallocate()
    }

    /// Whether a slot is waiting to be handed out.
    @inlinable @inline(__always)
    var hasNext: Bool { position < count }

    /// The next slot, in code specialized for the slot's type: the iterators'
    /// `next()`, inlined into the caller's loop. Only while ``hasNext``.
    ///
    /// Hot path: a load and an increment, where the stream's unspecialized code spends
    /// some hundreds of instructions handing an element over.
    @inlinable @inline(__always)
    func takeSpecialized() -> Slot {
        let slot = (slots + position).move()
        position &+= 1
        return slot
    }

    /// The next slot. Only while ``hasNext``.
    ///
    /// Not inlined: in the stream's unspecialized code, moving a slot out would look up
    /// the slot type's metadata; here it is this instance's.
    @inline(never)
    func take() -> Slot {
        let slot = (slots + position).move()
        position &+= 1
        return slot
    }

    /// Reads the plain run that follows in `reader` into the slots (which are all handed
    /// out); returns how many.
    func refill(from reader: JSONElementReader) -> Int {
        position = 0
        count = fill(reader, UnsafeMutableRawPointer(slots), capacity)
        return count
    }
}

/// The types a stream reads in plain runs, and each one's concrete conversions.
enum PlainElementDecoding {
    /// How a type's plain runs are read: the kind of token, and the fills of a ring of
    /// `Result<T, JSONStreamError>?` (for the synchronous sequence) and of `T` (for the
    /// asynchronous one).
    struct Reading {
        var kind: PlainScalarKind
        var results: PlainElements<Any>.Fill
        var values: PlainElements<Any>.Fill
    }

    /// The reading of `type`'s plain runs, or nil for a type read by the general path.
    static func reading(for type: Any.Type) -> Reading? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Int.self): return reading(IntegerConversion<Int>.self)
        case ObjectIdentifier(Int64.self): return reading(IntegerConversion<Int64>.self)
        case ObjectIdentifier(Int32.self): return reading(IntegerConversion<Int32>.self)
        case ObjectIdentifier(Int16.self): return reading(IntegerConversion<Int16>.self)
        case ObjectIdentifier(Int8.self): return reading(IntegerConversion<Int8>.self)
        case ObjectIdentifier(UInt.self): return reading(IntegerConversion<UInt>.self)
        case ObjectIdentifier(UInt64.self): return reading(IntegerConversion<UInt64>.self)
        case ObjectIdentifier(UInt32.self): return reading(IntegerConversion<UInt32>.self)
        case ObjectIdentifier(UInt16.self): return reading(IntegerConversion<UInt16>.self)
        case ObjectIdentifier(UInt8.self): return reading(IntegerConversion<UInt8>.self)
        case ObjectIdentifier(Double.self): return reading(DoubleConversion.self)
        case ObjectIdentifier(Float.self): return reading(FloatConversion.self)
        case ObjectIdentifier(String.self): return reading(StringConversion.self)
        case ObjectIdentifier(Bool.self): return reading(BoolConversion.self)
        default: return nil
        }
    }

    /// How many slots a ring holds: about 32 KiB of them, so that a run's slots stay in
    /// the cache until they are handed out.
    static func capacity(slotStride stride: Int) -> Int {
        min(4096, max(64, 32_768 / max(stride, 1)))
    }

    /// The fills for `Conversion`'s type. Specialized where `reading(for:)` names each
    /// type: the closures are concrete code, the conversion inlined into the run's loop.
    private static func reading<Conversion: PlainConversion>(_ conversion: Conversion.Type) -> Reading {
        Reading(
            kind: Conversion.kind,
            results: { reader, slots, capacity in
                var sink = Sink<Conversion, ResultSlot<Conversion.Value>>(slots: slots, capacity: capacity)
                return reader.nextPlainRun(of: Conversion.kind, into: &sink)
            },
            values: { reader, slots, capacity in
                var sink = Sink<Conversion, ValueSlot<Conversion.Value>>(slots: slots, capacity: capacity)
                return reader.nextPlainRun(of: Conversion.kind, into: &sink)
            })
    }

    /// Writes the value each token converts to into the next slot.
    struct Sink<Conversion: PlainConversion, Wrapping: PlainSlotWrapping>: PlainScalarSink where Wrapping.Value == Conversion.Value {
        let slots: UnsafeMutablePointer<Wrapping.Slot>
        let capacity: Int
        var count = 0

        init(slots: UnsafeMutableRawPointer, capacity: Int) {
            self.slots = slots.assumingMemoryBound(to: Wrapping.Slot.self)
            self.capacity = capacity
        }

        @inline(__always)
        var isFull: Bool { count >= capacity }

        @inline(__always)
        mutating func take(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Bool {
            guard let value = Conversion.value(bytes, start: start, end: end) else { return false }
            (slots + count).initialize(to: Wrapping.slot(value))
            count &+= 1
            return true
        }
    }
}

/// A scalar type's value from its plain token (nil: declined, for the general path).
protocol PlainConversion {
    associatedtype Value
    static var kind: PlainScalarKind { get }
    static func value(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Value?
}

/// What a ring's slot holds for a value.
protocol PlainSlotWrapping {
    associatedtype Value
    associatedtype Slot
    static func slot(_ value: Value) -> Slot
}

/// The synchronous sequence's element.
enum ResultSlot<Value>: PlainSlotWrapping {
    @inline(__always)
    static func slot(_ value: Value) -> Result<Value, JSONStreamError>? { .success(value) }
}

/// The asynchronous sequence's element.
enum ValueSlot<Value>: PlainSlotWrapping {
    @inline(__always)
    static func slot(_ value: Value) -> Value { value }
}

enum IntegerConversion<T: FixedWidthInteger>: PlainConversion {
    static var kind: PlainScalarKind { .integer }

    @inline(__always)
    static func value(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> T? {
        // One to fifteen digits: exact, as the reader's plain scan reads them.
        T(exactly: PlainDecimal.integer(bytes, start: start, length: end &- start))
    }
}

enum DoubleConversion: PlainConversion {
    static var kind: PlainScalarKind { .decimal }

    /// As the decoder converts a number node (`JSONIndexDecoder.unboxDouble`).
    @inline(__always)
    static func value(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Double? {
        guard let value = NumberConversion.double(UnsafeBufferPointer(start: bytes + start, count: end &- start)), value.isFinite,
            value != 0 || !hasNonZeroDigit(bytes, start, end)
        else { return nil }
        return value
    }
}

enum FloatConversion: PlainConversion {
    static var kind: PlainScalarKind { .decimal }

    /// As the decoder converts a number node (`JSONIndexDecoder.unboxFloat`).
    @inline(__always)
    static func value(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Float? {
        guard let value = NumberConversion.float(UnsafeBufferPointer(start: bytes + start, count: end &- start)), value.isFinite,
            value != 0 || !hasNonZeroDigit(bytes, start, end)
        else { return nil }
        return value
    }
}

/// Whether a plain decimal token has a digit other than zero (a value that rounds to
/// zero from one is an underflow, an error, as in the decoder).
private func hasNonZeroDigit(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    (start..<end).contains { bytes[$0] >= UInt8(ascii: "1") && bytes[$0] <= UInt8(ascii: "9") }
}

enum StringConversion: PlainConversion {
    static var kind: PlainScalarKind { .string }

    /// Printable ASCII without escapes, between the quotes.
    @inline(__always)
    static func value(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> String? {
        String(decoding: UnsafeBufferPointer(start: bytes + (start &+ 1), count: end &- start &- 2), as: UTF8.self)
    }
}

enum BoolConversion: PlainConversion {
    static var kind: PlainScalarKind { .boolean }

    @inline(__always)
    static func value(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Bool? {
        bytes[start] == UInt8(ascii: "t")
    }
}
