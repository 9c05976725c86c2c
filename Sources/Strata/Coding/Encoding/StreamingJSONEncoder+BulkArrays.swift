/// Arrays the encoder writes itself, element by element, with no container per element
/// or per row: `[Double]`, `[[Double]]`, `[[[Double]]]`, `[Int]`, `[String]`.
///
/// Hot path: canada.json is 111,000 doubles in 55,000 rows of two. Compact output writes
/// each double with one capacity check; pretty output and non-finite numbers take the
/// general element loop.
extension StreamingJSONEncoder {
    /// Writes `value`, a value of the bulk kind `kind`, into a slot already begun.
    func writeBulkArray<T>(_ kind: SpecialKind, _ value: T, path: () -> [any CodingKey]) throws {
        let level = state.pointee.frames.count
        switch kind {
        case .doubleArray:
            try writeDoubles(reinterpret(value, as: [Double].self), level: level, path: path)
        case .doubleArray2D:
            try writeArray(reinterpret(value, as: [[Double]].self), level: level) { row, index in
                try writeDoubles(row, level: level &+ 1) { path() + [IndexCodingKey(index)] }
            }
        case .doubleArray3D:
            try writeArray(reinterpret(value, as: [[[Double]]].self), level: level) { rows, index in
                try writeArray(rows, level: level &+ 1) { row, rowIndex in
                    try writeDoubles(row, level: level &+ 2) { path() + [IndexCodingKey(index), IndexCodingKey(rowIndex)] }
                }
            }
        case .intArray:
            writeIntegers(reinterpret(value, as: [Int].self), level: level)
        case .stringArray:
            writeArray(reinterpret(value, as: [String].self), level: level) { element, _ in
                writeString(element)
            }
        default:
            break
        }
    }

    /// A `[Double]` at nesting `level`; `path` is its coding path, for errors.
    private func writeDoubles(_ values: [Double], level: Int, path: () -> [any CodingKey]) throws {
        if pretty {
            try writeArray(values, level: level) { value, index in
                try writeElement(value, index: index, path: path)
            }
            return
        }
        try writeCompact(values, level: level) { value, index, separator in
            if value.isFinite {
                output.pointee.appendDouble(value, after: separator)
            } else {
                if let separator { output.pointee.append(separator) }
                try writeElement(value, index: index, path: path)
            }
        }
    }

    /// An `[Int]` at nesting `level`.
    private func writeIntegers(_ values: [Int], level: Int) {
        if pretty {
            writeArray(values, level: level) { value, _ in output.pointee.appendInteger(Int64(value)) }
            return
        }
        writeCompact(values, level: level) { value, _, separator in
            output.pointee.appendInteger(Int64(value), after: separator)
        }
    }

    /// A compact array whose elements `writeElement` writes together with the separator
    /// before them (nil for the first), so that each takes one capacity check.
    @inline(__always)
    private func writeCompact<Element>(
        _ values: [Element], level: Int, _ writeElement: (Element, Int, UInt8?) throws -> Void
    ) rethrows {
        guard level < maximumEncodingDepth else {
            fail()
            return
        }
        output.pointee.append(UInt8(ascii: "["))
        for index in values.indices {
            try writeElement(values[index], index, index > 0 ? UInt8(ascii: ",") : nil)
        }
        output.pointee.append(UInt8(ascii: "]"))
    }

    /// One element of a `[Double]`, non-finite ones by the non-conforming float strategy.
    private func writeElement(_ value: Double, index: Int, path: () -> [any CodingKey]) throws {
        if value.isFinite {
            output.pointee.appendDouble(value)
            return
        }
        if let string = options.nonConformingString(value) {
            writeString(string)
            return
        }
        throw options.nonConformingError(value, path: path() + [IndexCodingKey(index)])
    }

    /// Writes an array at nesting `level` whose elements `writeElement` writes directly,
    /// in Foundation's layout (pretty or compact). Past the depth limit the stream fails
    /// and the value is encoded again as a tree, which reports the error.
    private func writeArray<Element>(_ elements: [Element], level: Int, _ writeElement: (Element, Int) throws -> Void) rethrows {
        guard level < maximumEncodingDepth else {
            fail()
            return
        }
        output.pointee.append(UInt8(ascii: "["))
        if elements.isEmpty {
            if pretty {
                output.pointee.append(0x0A)
                output.pointee.appendNewline(indent: level)
            }
            output.pointee.append(UInt8(ascii: "]"))
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { output.pointee.append(UInt8(ascii: ",")) }
            if pretty { output.pointee.appendNewline(indent: level &+ 1) }
            try writeElement(element, index)
            if state.pointee.failed { return }
        }
        if pretty { output.pointee.appendNewline(indent: level) }
        output.pointee.append(UInt8(ascii: "]"))
    }
}
