import Foundation

/// Writes ``JSONValue`` trees as JSON text.
///
/// Iterative, with its own stack of open containers, so that a value of any depth is
/// written without recursion.
enum JSONValueWriter {
    /// The value nests deeper than the `depthLimit` its caller gave.
    struct TooDeep: Error {}

    /// The deepest nesting of containers Foundation's encoders write (they fail at 512).
    static let encodingDepthLimit = 511

    /// The error for a value that would nest containers deeper than
    /// ``encodingDepthLimit``, as Foundation reports it.
    static func encodingDepthError(_ value: Any, codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "Unable to encode the given top-level value to JSON: containers nest more than \(encodingDepthLimit) levels deep."))
    }

    /// Writes `value`. With `lenientNumbers`, non-finite numbers are written in JSON5
    /// spelling instead of throwing (for `description`, which cannot throw).
    static func write(_ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions, lenientNumbers: Bool) {
        try? write(value, to: &output, options: options, lenientNumbers: lenientNumbers, level: 0, depthLimit: Int.max)
    }

    static func write(_ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions) throws {
        try write(value, to: &output, options: options, lenientNumbers: false, level: 0, depthLimit: Int.max)
    }

    /// Writes `value` as a nested value whose container is `level` deep (for the
    /// encoders, which write a `JSONValue` in place of its `encode(to:)`), throwing
    /// ``TooDeep`` if it would put a container more than `depthLimit` levels deep.
    static func write(_ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions, level: Int, depthLimit: Int) throws {
        try write(value, to: &output, options: options, lenientNumbers: false, level: level, depthLimit: depthLimit)
    }

    /// An array or object being written.
    ///
    /// Hot path: frames are read for every value, so they point at the values and keys
    /// without retaining their storage (the tree being written holds it throughout), and
    /// live on a ``ScratchStack``, read in place.
    private struct Frame {
        /// The array's elements or the object's values, in the storage of the tree's
        /// `JSONArray`, which the tree keeps alive and unchanged while it is written.
        let values: UnsafeMutablePointer<JSONValue>
        /// The object's keys, in the storage of its key list, which the tree keeps alive and
        /// unchanged while it is written; nil for an array. (A key list is always a native
        /// array: `JSONObject` makes every list it holds, by appending.)
        let keys: UnsafePointer<String>?
        /// For an object with sorted keys, the order of its members, allocated for the frame
        /// and freed with it (``free()``): a pointer rather than an array, so that a frame is
        /// plain data, and popping one costs no release.
        let order: UnsafeMutablePointer<Int>?
        /// The element or member to write next.
        var position: Int
        let count: Int
        /// Where the object's keys are in the write's ``EscapedKeyLists``; -1 if they are
        /// escaped as they are written.
        var firstEscapedKey = -1

        /// The elements' addresses outlive the closures they were read in: the storages are
        /// class instances that the tree being written holds, and nothing changes them
        /// meanwhile.
        init(values: UnsafeMutablePointer<JSONValue>, keys: UnsafePointer<String>?, count: Int, order: UnsafeMutablePointer<Int>?) {
            self.values = values
            self.keys = keys
            self.order = order
            self.position = 0
            self.count = count
        }

        /// The member (in writing order) at `position`.
        var member: Int { order?[position] ?? position }

        /// Frees what the frame allocated.
        func free() {
            order?.deallocate()
        }

        /// The key of the value at `position`, for error paths.
        var pathComponent: String { keys.map { $0[member] } ?? String(position) }
    }

    /// What writing one value did.
    private enum Step {
        /// It was a scalar or an empty container, written whole.
        case written
        /// It was a container, opened: its frame is on the stack.
        case opened
    }

    /// The settings of one write.
    private struct Writing {
        let escapeSlashes: Bool
        let pretty: Bool
        let sortsKeys: Bool
        let lenientNumbers: Bool
        let level: Int
        let depthLimit: Int
    }

    private static func write(
        _ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions,
        lenientNumbers: Bool, level: Int, depthLimit: Int
    ) throws {
        let writing = Writing(
            escapeSlashes: !options.contains(.withoutEscapingSlashes), pretty: options.contains(.prettyPrinted),
            sortsKeys: options.contains(.sortedKeys), lenientNumbers: lenientNumbers, level: level, depthLimit: depthLimit)
        var stack = ScratchStack<Frame>(capacity: 16)
        defer {
            // A throw leaves frames on the stack.
            for frame in stack.elements(from: 0) { frame.free() }
            stack.deallocate()
        }
        var escapedKeys = EscapedKeyLists(escapeSlashes: writing.escapeSlashes, pretty: writing.pretty)
        guard try withUnsafePointer(to: value, { try writeValue($0, to: &output, stack: &stack, escapedKeys: &escapedKeys, writing) }) == .opened
        else { return }
        while !stack.isEmpty {
            let top = stack.count &- 1
            let position = stack[top].position
            guard position < stack[top].count else {
                let isObject = stack[top].keys != nil
                stack.pop().free()
                if writing.pretty { output.appendNewline(indent: level &+ stack.count) }
                output.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                continue
            }
            if position > 0 { output.append(UInt8(ascii: ",")) }
            if writing.pretty { output.appendNewline(indent: level &+ stack.count) }
            let member = stack[top].member
            if let keys = stack[top].keys {
                let firstEscapedKey = stack[top].firstEscapedKey
                if firstEscapedKey >= 0 {
                    escapedKeys.write(span: firstEscapedKey &+ member, to: &output)
                } else {
                    output.appendQuoted(keys[member], escapeSlashes: writing.escapeSlashes)
                    if writing.pretty { output.append(ascii: " : ") } else { output.append(UInt8(ascii: ":")) }
                }
            }
            stack[top].position = position &+ 1
            _ = try writeValue(stack[top].values + member, to: &output, stack: &stack, escapedKeys: &escapedKeys, writing)
        }
    }

    /// Writes a scalar or an empty container whole; opens any other container, pushing
    /// its frame (with its keys' place in `escapedKeys`, for an object).
    @_transparent
    private static func writeValue(
        _ value: UnsafePointer<JSONValue>, to output: inout JSONOutputBuffer, stack: inout ScratchStack<Frame>,
        escapedKeys: inout EscapedKeyLists, _ writing: Writing
    ) throws -> Step {
        // A number in plain notation, the commonest: read in place, since binding the
        // number below copies it out of the tree (an outlined copy and destroy) as any call
        // follows.
        if let (significand, fractionDigits, isNegative) = value.pointee.decimalParts {
            writeDecimal(significand: significand, fractionDigits: fractionDigits, isNegative: isNegative, to: &output)
            return .written
        }
        switch value.pointee {
        case .null:
            output.append(ascii: "null")
        case .bool(let flag):
            if flag { output.append(ascii: "true") } else { output.append(ascii: "false") }
        case .string:
            // Not bound here: see `writeQuotedString(to:escapeSlashes:)`.
            value.pointee.writeQuotedString(to: &output, escapeSlashes: writing.escapeSlashes)
        case .number(let number):
            if !writeNumber(number, to: &output, lenientNumbers: writing.lenientNumbers) {
                // The position of the number is one past each frame's.
                let path = stack.elements(from: 0).map { frame in
                    var current = frame
                    current.position &-= 1
                    return current.pathComponent
                }
                throw JSONWritingError(path: path, value: number.double)
            }
        case .array, .object:
            guard writing.level &+ stack.count < writing.depthLimit else { throw TooDeep() }
            guard var frame = containerFrame(value, sortsKeys: writing.sortsKeys) else { return .written }
            let isObject = frame.keys != nil
            output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
            if frame.count == 0 {
                let end = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                writeEmptyContainerEnd(end, level: writing.level &+ stack.count, pretty: writing.pretty, to: &output)
                return .written
            }
            if let keys = frame.keys { frame.firstEscapedKey = escapedKeys.firstSpan(of: UnsafeBufferPointer(start: keys, count: frame.count)) }
            stack.push(frame)
            return .opened
        }
        return .written
    }

    /// The frame of the array or object at `value`; nil for any other value.
    ///
    /// Hot path: read apart from the writing, which could (as far as the compiler knows)
    /// change the tree through `output` or the stack, the container is not copied out of
    /// its slot, so its parts are not retained and released again. For the same reason
    /// only addresses and counts are read while the container's payload is bound: any call
    /// made meanwhile (the sorting of keys, say) could change the slot, so the payload
    /// would be copied, three retains and three releases an object.
    @inline(__always)
    private static func containerFrame(_ value: UnsafePointer<JSONValue>, sortsKeys: Bool) -> Frame? {
        let values: UnsafeMutablePointer<JSONValue>
        let keys: UnsafePointer<String>?
        let count: Int
        switch value.pointee {
        case .array(let elements):
            (values, keys, count) = (elements.storage.withUnsafeMutablePointerToElements { $0 }, nil, elements.count)
        case .object(let object):
            (values, keys, count) = (
                object.storedValues.storage.withUnsafeMutablePointerToElements { $0 }, object.keys.withUnsafeBufferPointer { $0.baseAddress },
                object.storedValues.count
            )
        default:
            return nil
        }
        var order: UnsafeMutablePointer<Int>?
        // Only an object of two members or more has an order to keep, so a frame that is
        // not pushed (an empty container's) never holds one.
        if sortsKeys, count > 1, let keys {
            var sorted = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
            for index in 0..<count { sorted.initializeElement(at: index, to: index) }
            sorted.sort { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
            order = sorted.baseAddress
        }
        return Frame(values: values, keys: keys, count: count, order: order)
    }

    /// Closes an empty container, in Foundation's pretty spelling (a blank line inside)
    /// when pretty-printing.
    private static func writeEmptyContainerEnd(_ bracket: UInt8, level: Int, pretty: Bool, to output: inout JSONOutputBuffer) {
        if pretty {
            output.append(0x0A)
            output.appendNewline(indent: level)
        }
        output.append(bracket)
    }

    /// Writes a number in plain notation (``JSONNumber``'s `.decimal`).
    @inline(__always)
    private static func writeDecimal(significand: UInt64, fractionDigits: Int16, isNegative: Bool, to output: inout JSONOutputBuffer) {
        if fractionDigits == 0 {
            // An integer, the commonest number: its digits, without the decimal writer's
            // call and its tests for a point.
            if isNegative { output.append(UInt8(ascii: "-")) }
            output.appendInteger(magnitude: significand)
        } else {
            output.appendDecimal(significand: significand, fractionDigits: Int(fractionDigits), isNegative: isNegative)
        }
    }

    /// Writes a number; false, having written nothing, for a non-finite one that JSON
    /// cannot spell unless `lenientNumbers`. (`writeValue` writes one in plain notation
    /// before it gets here.)
    @inline(__always)
    private static func writeNumber(_ number: JSONNumber, to output: inout JSONOutputBuffer, lenientNumbers: Bool) -> Bool {
        switch number.storage {
        case .decimal(let significand, let fractionDigits, let isNegative):
            writeDecimal(significand: significand, fractionDigits: fractionDigits, isNegative: isNegative, to: &output)
        case .text(let text):
            output.append(contentsOf: text)
        case .double(let value):
            if value.isFinite {
                output.appendDouble(value)
            } else if lenientNumbers {
                output.append(contentsOf: FloatingPointText.json5(value))
            } else {
                return false
            }
        case .float(let value):
            if value.isFinite {
                output.appendFloat(value)
            } else if lenientNumbers {
                output.append(contentsOf: FloatingPointText.json5(Double(value)))
            } else {
                return false
            }
        }
        return true
    }
}

extension JSONValue {
    /// The value as JSON `Data`.
    ///
    /// The bytes are those Foundation's `JSONEncoder` writes for the same value and
    /// options, except that object keys keep their order (Foundation's unsorted order
    /// varies from run to run).
    ///
    /// - Throws: ``JSONWritingError`` if the value holds an infinite or NaN number.
    public func jsonData(options: JSONWritingOptions = []) throws -> Data {
        var output = JSONOutputBuffer()
        try JSONValueWriter.write(self, to: &output, options: options)
        return output.takeData()
    }

    /// The value as JSON bytes.
    ///
    /// - Throws: ``JSONWritingError`` if the value holds an infinite or NaN number.
    public func jsonBytes(options: JSONWritingOptions = []) throws -> [UInt8] {
        var output = JSONOutputBuffer()
        try JSONValueWriter.write(self, to: &output, options: options)
        return output.makeArray()
    }

    /// The value as JSON text.
    ///
    /// - Throws: ``JSONWritingError`` if the value holds an infinite or NaN number.
    public func jsonString(options: JSONWritingOptions = []) throws -> String {
        var output = JSONOutputBuffer()
        try JSONValueWriter.write(self, to: &output, options: options)
        return output.makeString()
    }
}

extension JSONValue {
    /// A number in plain notation (``JSONNumber``'s `.decimal`): its significand, fraction
    /// digits and sign; nil for any other value. For the writer, which reads it where the
    /// value is.
    @inline(__always)
    fileprivate var decimalParts: (significand: UInt64, fractionDigits: Int16, isNegative: Bool)? {
        guard case .number(let number) = self, case .decimal(let significand, let fractionDigits, let isNegative) = number.storage else {
            return nil
        }
        return (significand, fractionDigits, isNegative)
    }

    /// Writes the value quoted when it is a string; nothing for any other value. For the
    /// writer: called on the value where it is, the string is not copied out of the tree (a
    /// retain and a release of its storage, and an outlined copy and destroy of the value),
    /// as binding it in the writer's switch did.
    @inline(__always)
    fileprivate func writeQuotedString(to output: inout JSONOutputBuffer, escapeSlashes: Bool) {
        guard case .string(let string) = self else { return }
        output.appendQuoted(string, escapeSlashes: escapeSlashes)
    }
}
