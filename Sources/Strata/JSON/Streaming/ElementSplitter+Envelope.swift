/// Finding the array at a key path inside an envelope (`{"data": {"items": […]}}`),
/// and skipping the rest of the document after it, without building or keeping any of
/// it: each key on the way is read and compared with the path, each other member's value
/// is scanned past (``ValueScanner``) and consumed as it goes.
extension ElementSplitter {
    var pathComponents: [String] {
        if case .array(let path) = layout { return path.components }
        return []
    }

    /// One step of navigation; nil when the phase moved on without a step to report.
    mutating func navigateEnvelope(_ bytes: UnsafePointer<UInt8>, count: Int, inputEnded: Bool) throws(Failure) -> Step? {
        switch phase {
        case .pathValue(let level):
            guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
            try enterPathValue(byte, level: level)
        case .memberKey(let level, let first):
            guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
            if byte == UInt8(ascii: "}") {
                guard first else {
                    throw unexpected(
                        byte, at: cursor, expected: "an object key in double quotes (JSON does not allow a comma before '}')", inElement: false)
                }
                throw pathNotFound(level: level, at: cursor, missing: "has no key \"\(pathComponents[level])\"")
            }
            guard byte == UInt8(ascii: "\"") else {
                throw unexpected(byte, at: cursor, expected: "an object key in double quotes", inElement: false)
            }
            // The key is kept until it is whole, then compared.
            scanner.begin(first: byte)
            pendingStart = cursor
            phase = .skipping(then: .memberColon(level: level))
        case .memberColon(let level, let matches):
            guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
            guard byte == UInt8(ascii: ":") else {
                throw unexpected(byte, at: cursor, expected: "':' after an object key", inElement: false)
            }
            moveCursor(to: cursor + 1)
            phase = matches ? .pathValue(level: level + 1) : .skipValue(then: .memberEnd(level: level))
        case .memberEnd(let level):
            guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
            if byte == UInt8(ascii: ",") {
                moveCursor(to: cursor + 1)
                phase = .memberKey(level: level, first: false)
            } else if byte == UInt8(ascii: "}") {
                throw pathNotFound(level: level, at: cursor, missing: "has no key \"\(pathComponents[level])\"")
            } else {
                throw unexpected(byte, at: cursor, expected: "',' or '}' after an object member", inElement: false)
            }
        case .arrayItem(let level, let index):
            guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
            if byte == UInt8(ascii: "]") {
                guard index == 0 else {
                    throw unexpected(byte, at: cursor, expected: "a value (JSON does not allow a comma before ']')", inElement: false)
                }
                throw pathNotFound(level: level, at: cursor, missing: "has no element \(pathComponents[level])")
            }
            if index == Int(pathComponents[level]) {
                phase = .pathValue(level: level + 1)
            } else {
                phase = .skipValue(then: .itemEnd(level: level, index: index))
            }
        case .itemEnd(let level, let index):
            guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
            if byte == UInt8(ascii: ",") {
                moveCursor(to: cursor + 1)
                phase = .arrayItem(level: level, index: index + 1)
            } else if byte == UInt8(ascii: "]") {
                throw pathNotFound(level: level, at: cursor, missing: "has no element \(pathComponents[level])")
            } else {
                throw unexpected(byte, at: cursor, expected: "',' or ']' after an array element", inElement: false)
            }
        case .skipValue(let continuation):
            guard let byte = skipWhitespace(bytes, count: count) else { return try endOfInput() }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") {
                throw unexpected(byte, at: cursor, expected: "a value", inElement: false)
            }
            scanner.begin(first: byte)
            if scanner.isScalarValue { moveCursor(to: cursor + 1) }
            phase = .skipping(then: continuation)
        case .skipping(let continuation):
            return try skipValue(bytes, count: count, then: continuation)
        case .afterArray:
            if openContainers.isEmpty {
                phase = .trailing
            } else {
                scanner.begin(inside: openContainers)
                phase = .skippingRest
            }
        case .skippingRest:
            switch scanner.scan(bytes, from: cursor, to: count) {
            case .complete(let end):
                moveCursor(to: end)
                phase = .trailing
            case .incomplete(let resumeAt):
                moveCursor(to: resumeAt)
                return try endOfInput()
            case .mismatched(let offset, let expected):
                throw mismatch(bytes, at: offset, expected: expected)
            case .tooDeep(let offset):
                throw Failure(offset: offset, kind: .invalidJSON, reason: .nestingTooDeep(limit: scanner.maximumDepth), inElement: false)
            }
        case .trailing:
            guard let byte = skipWhitespace(bytes, count: count) else {
                guard inputEnded else { return .needsInput }
                phase = .finished
                return .finished
            }
            throw Failure(offset: cursor, kind: .invalidJSON, reason: .trailingContent(found: Self.describe(byte)), inElement: false)
        default:
            break
        }
        return nil
    }

    /// The value at path level `level` starts with `byte`: the array itself, or a
    /// container to look in.
    private mutating func enterPathValue(_ byte: UInt8, level: Int) throws(Failure) {
        let components = pathComponents
        if level == components.count {
            guard byte == UInt8(ascii: "[") else {
                let found = Self.kindName(startingWith: byte)
                throw Failure(
                    offset: cursor, kind: .arrayNotFound,
                    message: "Expected an array \(Self.place(components)) but found \(found) instead.", inElement: false)
            }
            moveCursor(to: cursor + 1)
            phase = .firstElement
            return
        }
        let stepsIntoArray = Self.isIndex(components[level])
        if byte == UInt8(ascii: "{") {
            openContainers.append(true)
            moveCursor(to: cursor + 1)
            phase = .memberKey(level: level, first: true)
        } else if byte == UInt8(ascii: "["), stepsIntoArray {
            openContainers.append(false)
            moveCursor(to: cursor + 1)
            phase = .arrayItem(level: level, index: 0)
        } else {
            let expected = stepsIntoArray ? "an object or array" : "an object"
            let path = JSONKeyPath(components: components)
            throw Failure(
                offset: cursor, kind: .arrayNotFound,
                message:
                    "Expected \(expected) \(Self.place(Array(components[..<level]))) to follow the path \"\(path)\", but found \(Self.kindName(startingWith: byte)) instead.",
                inElement: false)
        }
    }

    /// Goes on scanning a value of the envelope (or a key, which is kept and compared
    /// once whole).
    private mutating func skipValue(_ bytes: UnsafePointer<UInt8>, count: Int, then continuation: SkipContinuation) throws(Failure) -> Step? {
        // A key is kept, so it is held to the element size limit, and scanned no further
        // than one byte past it whatever has arrived (as elements are).
        let limit = pendingStart.map { min(count, $0 + maximumElementSize + 1) } ?? count
        switch scanner.scan(bytes, from: cursor, to: limit) {
        case .complete(let end):
            if let keyStart = pendingStart, end - keyStart > maximumElementSize { throw keyTooLong(at: keyStart) }
            moveCursor(to: end)
        case .incomplete(let resumeAt):
            moveCursor(to: resumeAt)
            if let keyStart = pendingStart, limit - keyStart > maximumElementSize { throw keyTooLong(at: keyStart) }
            guard inputEnded, scanner.isScalarValue else { return try endOfInput() }
            moveCursor(to: count)
        case .mismatched(let offset, let expected):
            throw mismatch(bytes, at: offset, expected: expected)
        case .tooDeep(let offset):
            throw Failure(offset: offset, kind: .invalidJSON, reason: .nestingTooDeep(limit: scanner.maximumDepth), inElement: false)
        }
        switch continuation {
        case .memberColon(let level):
            let keyStart = pendingStart ?? cursor
            pendingStart = nil
            let key = try Self.key(bytes, from: keyStart, to: cursor)
            phase = .memberColon(level: level, matches: keyMatches(key, level))
        case .memberEnd(let level):
            phase = .memberEnd(level: level)
        case .itemEnd(let level, let index):
            phase = .itemEnd(level: level, index: index)
        }
        return nil
    }

    private func keyTooLong(at keyStart: Int) -> Failure {
        Failure(offset: keyStart, kind: .elementTooLarge, message: "An object key is longer than the element size limit.", inElement: false)
    }

    /// The key whose quoted text is `bytes[start..<end]`, read by the parser (escapes,
    /// UTF-8 and all).
    private static func key(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) throws(Failure) -> String {
        do {
            let storage = try JSONDocumentStorage.parseUTF8(
                UnsafeRawBufferPointer(start: bytes + start, count: end - start), borrowing: true, options: JSONReadingOptions())
            return storage.string(0)
        } catch let error as JSONReadingError {
            throw Failure(offset: start + error.byteOffset, kind: .invalidJSON, reason: error.reason, inElement: false)
        } catch {
            throw Failure(offset: start, kind: .invalidJSON, message: "\(error)", inElement: false)
        }
    }

    private func mismatch(_ bytes: UnsafePointer<UInt8>, at offset: Int, expected: UInt8) -> Failure {
        let what = expected == 0 ? "a value" : "'\(Character(Unicode.Scalar(expected)))' to close the open container"
        return unexpected(bytes[offset], at: offset, expected: what, inElement: false)
    }

    /// The path was followed as far as `level`, whose container `missing` (its last
    /// member, or its end, at `offset`).
    private func pathNotFound(level: Int, at offset: Int, missing: String) -> Failure {
        let components = pathComponents
        let container = openContainers.last == false ? "array" : "object"
        return Failure(
            offset: offset, kind: .arrayNotFound,
            message:
                "No array at \"\(JSONKeyPath(components: components))\": the \(container) \(Self.place(Array(components[..<level]))) \(missing).",
            inElement: false)
    }

    /// Whether a path component indexes an array: a non-negative decimal number.
    static func isIndex(_ component: String) -> Bool {
        !component.isEmpty && component.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }

    /// `at "data.items"`, or `at the top level`.
    static func place(_ components: [String]) -> String {
        components.isEmpty ? "at the top level" : "at \"\(JSONKeyPath(components: components))\""
    }

    /// What a value starting with `byte` is, for messages.
    static func kindName(startingWith byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default: return describe(byte)
        }
    }
}
