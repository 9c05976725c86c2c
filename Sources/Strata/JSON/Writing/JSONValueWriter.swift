import Foundation

/// Writes ``JSONValue`` trees as JSON text.
enum JSONValueWriter {
    /// Writes `value`. With `lenientNumbers`, non-finite numbers are written in JSON5
    /// spelling instead of throwing (for `description`, which cannot throw).
    static func write(_ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions, lenientNumbers: Bool) {
        var path: [String] = []
        try? write(value, to: &output, options: options, lenientNumbers: lenientNumbers, level: 0, path: &path)
    }

    static func write(_ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions) throws {
        var path: [String] = []
        try write(value, to: &output, options: options, lenientNumbers: false, level: 0, path: &path)
    }

    /// Writes `value` as a nested value whose container is `level` deep (for the
    /// encoder, which writes a `JSONValue` in place of its `encode(to:)`).
    static func write(_ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions, level: Int) throws {
        var path: [String] = []
        try write(value, to: &output, options: options, lenientNumbers: false, level: level, path: &path)
    }

    private static func write(
        _ value: JSONValue, to output: inout JSONOutputBuffer, options: JSONWritingOptions,
        lenientNumbers: Bool, level: Int, path: inout [String]
    ) throws {
        let escapeSlashes = !options.contains(.withoutEscapingSlashes)
        let pretty = options.contains(.prettyPrinted)
        switch value {
        case .null:
            output.append(ascii: "null")
        case .bool(let flag):
            if flag { output.append(ascii: "true") } else { output.append(ascii: "false") }
        case .string(let string):
            output.appendQuoted(string, escapeSlashes: escapeSlashes)
        case .number(let number):
            try writeNumber(number, to: &output, lenientNumbers: lenientNumbers, path: path)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            if elements.isEmpty {
                if pretty {
                    // Foundation's spelling of an empty container: a blank line inside.
                    output.append(0x0A)
                    output.appendNewline(indent: level)
                }
                output.append(UInt8(ascii: "]"))
                return
            }
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { output.appendNewline(indent: level + 1) }
                path.append(String(position))
                try write(element, to: &output, options: options, lenientNumbers: lenientNumbers, level: level + 1, path: &path)
                path.removeLast()
            }
            if pretty { output.appendNewline(indent: level) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            if object.isEmpty {
                if pretty {
                    output.append(0x0A)
                    output.appendNewline(indent: level)
                }
                output.append(UInt8(ascii: "}"))
                return
            }
            var order = Array(object.indices)
            if options.contains(.sortedKeys) {
                order.sort { object.keys[$0].utf8.lexicographicallyPrecedes(object.keys[$1].utf8) }
            }
            for (position, member) in order.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { output.appendNewline(indent: level + 1) }
                let key = object.keys[member]
                output.appendQuoted(key, escapeSlashes: escapeSlashes)
                if pretty { output.append(ascii: " : ") } else { output.append(UInt8(ascii: ":")) }
                path.append(key)
                try write(object.values[member], to: &output, options: options, lenientNumbers: lenientNumbers, level: level + 1, path: &path)
                path.removeLast()
            }
            if pretty { output.appendNewline(indent: level) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeNumber(_ number: JSONNumber, to output: inout JSONOutputBuffer, lenientNumbers: Bool, path: [String]) throws {
        switch number.storage {
        case .decimal(let significand, 0, let isNegative):
            if isNegative { output.append(UInt8(ascii: "-")) }
            output.appendInteger(magnitude: significand)
        case .decimal, .text:
            output.append(contentsOf: number.text)
        case .double(let value):
            if value.isFinite {
                output.appendDouble(value)
            } else if lenientNumbers {
                output.append(contentsOf: FloatingPointText.json5(value))
            } else {
                throw JSONWritingError(path: path, value: value)
            }
        case .float(let value):
            if value.isFinite {
                output.appendFloat(value)
            } else if lenientNumbers {
                output.append(contentsOf: FloatingPointText.json5(Double(value)))
            } else {
                throw JSONWritingError(path: path, value: Double(value))
            }
        }
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
