/// Arrays the encoder writes itself, element by element, with no container per element
/// or per row: `[Double]`, `[[Double]]`, `[[[Double]]]`, `[Int]`, `[String]`.
///
/// Hot path: canada.json is 111,000 doubles in 55,000 rows of two. Compact output writes
/// runs of numbers straight into the buffer (``JSONOutputBuffer/appendFiniteDoubleRun(_:from:)``);
/// pretty output and non-finite numbers take the general element loop.
extension JSONByteEncoder {
    /// Writes `value`, a value of the bulk kind `kind`, into a slot already begun.
    func writeBulkArray<T>(_ kind: SpecialKind, _ value: T, path: () -> [any CodingKey]) throws {
        let level = state.pointee.frames.count
        switch kind {
        case .doubleArray:
            try writeDoubles(reinterpret(value, as: [Double].self), level: level, path: path)
        case .doubleArray2D:
            try writeDoubleRows(reinterpret(value, as: [[Double]].self), level: level, path: path)
        case .doubleArray3D:
            try writeArray(reinterpret(value, as: [[[Double]]].self), level: level) { rows, index in
                try writeDoubleRows(rows, level: level &+ 1) { path() + [IndexCodingKey(index)] }
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
        guard isWithinDepthLimit(level) else { return }
        try writeCompactDoubles(values, path: path)
    }

    /// A `[[Double]]` at nesting `level`. Compact output writes the rows in one loop,
    /// with no closure call or copy per row (canada.json has 55,000 rows of two).
    private func writeDoubleRows(_ rows: [[Double]], level: Int, path: () -> [any CodingKey]) throws {
        guard !pretty, level &+ 1 < maximumEncodingDepth else {
            try writeArray(rows, level: level) { row, index in
                try writeDoubles(row, level: level &+ 1) { path() + [IndexCodingKey(index)] }
            }
            return
        }
        output.pointee.append(UInt8(ascii: "["))
        try rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                if index > 0 { output.pointee.append(UInt8(ascii: ",")) }
                try writeCompactDoubles(rows[index]) { path() + [IndexCodingKey(index)] }
            }
        }
        output.pointee.append(UInt8(ascii: "]"))
    }

    /// A compact `[Double]`: runs of finite numbers straight into the buffer, and each
    /// non-finite one by the non-conforming float strategy.
    @_transparent
    private func writeCompactDoubles(_ values: [Double], path: () -> [any CodingKey]) throws {
        output.pointee.append(UInt8(ascii: "["))
        try values.withUnsafeBufferPointer { values in
            var index = 0
            while true {
                index = output.pointee.appendFiniteDoubleRun(values, from: index)
                guard index < values.count else { break }
                if index > 0 { output.pointee.append(UInt8(ascii: ",")) }
                try writeElement(values[index], index: index, path: path)
                index &+= 1
            }
        }
        output.pointee.append(UInt8(ascii: "]"))
    }

    /// An `[Int]` at nesting `level`.
    private func writeIntegers(_ values: [Int], level: Int) {
        if pretty {
            writeArray(values, level: level) { value, _ in output.pointee.appendInteger(Int64(value)) }
            return
        }
        guard isWithinDepthLimit(level) else { return }
        output.pointee.append(UInt8(ascii: "["))
        values.withUnsafeBufferPointer { output.pointee.appendIntegerRun($0) }
        output.pointee.append(UInt8(ascii: "]"))
    }

    /// Whether an array may open at nesting `level`. Past the limit the stream fails
    /// and the value is encoded again as a tree, which reports the error.
    private func isWithinDepthLimit(_ level: Int) -> Bool {
        guard level < maximumEncodingDepth else {
            fail()
            return false
        }
        return true
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
