import Foundation

/// The errors the decoder throws: Foundation's `DecodingError` cases and coding paths,
/// with messages that name the JSON path, what was expected and what was found (quoted
/// and abridged), and where in the document it is.
extension JSONIndexDecoder {
    /// The message of an error that nobody will read (see `discardsErrorMessages`):
    /// making the real one costs more than the rest of a failed element's decode.
    static let unreadMessage = "Dropped unread."

    /// `at "user.login" (line 3, column 12)`, for the value at `node` (without the
    /// line and column when decoding from a ``JSONValue``); inside a cluster's variant,
    /// followed by the variant and what chose it: `, in Card, which "type" "card" chose`.
    func location(of node: Int, path: [any CodingKey]) -> String {
        let offset = storage.valueOffset(node)
        state.pointee.lastProblemOffset = offset
        // Nobody will read it: a lossy collection drops the element, or the report is full.
        if discardsErrorMessages { return "" }
        var where_ = place(of: path)
        if options.citesTextPositions {
            let position = storage.location(of: offset)
            where_ += " (line \(position.line), column \(position.column))"
        }
        // Inside a cluster's variant, which the message would not otherwise name.
        if let chosen = state.pointee.chosenVariant { where_ += ", \(chosen.description)" }
        return where_
    }

    /// `at "user.login"`, or `at the top level`: where a value is, without its position.
    private func place(of path: [any CodingKey]) -> String {
        path.isEmpty ? "at the top level" : "at \"\(path.jsonKeyPath(expandingDottedKeys: followsKeyPaths))\""
    }

    /// Whether `message` already says where the value at `path` is, as ``location(of:path:)``
    /// puts it: with its line and column when the input was text, and by its path when it
    /// was a value (which has no position to quote).
    func isLocated(_ message: String, path: [any CodingKey]) -> Bool {
        options.citesTextPositions ? message.contains("(line ") : message.contains(place(of: path))
    }

    /// A value of the wrong kind: `valueNotFound` for `null` (but `typeMismatch` for a
    /// `Bool`, as in Foundation), `typeMismatch` otherwise.
    func mismatch<T>(_ type: T.Type, node: Int, path: [any CodingKey]) -> DecodingError {
        let kind = storage.nodeKind(node).jsonKind
        if discardsErrorMessages {
            let context = DecodingError.Context(codingPath: path, debugDescription: Self.unreadMessage)
            return kind == .null && type != Bool.self ? .valueNotFound(type, context) : .typeMismatch(type, context)
        }
        if kind == .null && type != Bool.self {
            return DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "Expected to decode \(type) but found null instead, \(location(of: node, path: path))."))
        }
        return DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(describeFound(node)) instead, \(location(of: node, path: path))."))
    }

    /// A number that no value of `type` equals: fractional for an integer type, or out
    /// of range.
    func numberDoesNotFit<T>(_ type: T.Type, node: Int, path: [any CodingKey]) -> DecodingError {
        let text = MessageQuoting.number(storage.text(node))
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "Expected to decode \(type) but found the number \(text), which \(type) cannot represent, \(location(of: node, path: path))."
            ))
    }

    /// A keyed or unkeyed container asked of a value that is not an object or array.
    func containerMismatch(keyed: Bool, node: Int, path: [any CodingKey]) -> DecodingError {
        let kind = storage.nodeKind(node).jsonKind
        let type: Any.Type = keyed ? [String: Any].self : [Any].self
        if kind == .null {
            return DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "Expected \(keyed ? "an object" : "an array") but found null instead, \(location(of: node, path: path))."))
        }
        return DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "Expected \(keyed ? "an object" : "an array") but found \(describeFound(node)) instead, \(location(of: node, path: path))."))
    }

    func keyNotFound(_ key: any CodingKey, object: Int, path: [any CodingKey]) -> DecodingError {
        if discardsErrorMessages {
            return .keyNotFound(key, DecodingError.Context(codingPath: path, debugDescription: Self.unreadMessage))
        }
        return DecodingError.keyNotFound(
            key,
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Missing key \"\(key.stringValue)\" in the object \(location(of: object, path: path))."))
    }

    /// A value of the right kind whose content is invalid for the type (a bad date
    /// string, invalid base64, an invalid URL).
    func corrupted(_ message: String, node: Int, path: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path, debugDescription: "\(message): found \(describeFound(node)), \(location(of: node, path: path))."))
    }

    /// A decoder for `super`, over the value at `node`, or over `null` when the key is
    /// missing (Foundation's behaviour: the error comes only when a value is asked).
    func makeSuperDecoder(node: Int?, path: [any CodingKey]) -> any Decoder {
        if let node {
            return JSONIndexDecoder(storage: storage, options: options, node: node, path: path)
        }
        // A missing `super` reads as null.
        let null = Self.nullDocument
        return JSONIndexDecoder(storage: null, options: options, node: 0, path: path)
    }

    /// A one-value index holding `null`.
    static let nullDocument: JSONDocumentStorage = {
        let bytes: StaticString = "null"
        // Two words; were even those refused, this static document would keep them forever,
        // so the standard library's allocation (which traps instead) is only the fallback.
        let tape = JSONDocumentStorage.allocateTape(words: 2) ?? .allocate(capacity: 2)
        let storage = JSONDocumentStorage(
            UnsafeRawBufferPointer(start: bytes.utf8Start, count: bytes.utf8CodeUnitCount), borrowing: false, tape: tape, tapeCapacity: 2)
        storage.tape[0] = JSONTape.header(kind: .null, flags: 0, offset: 0)
        storage.tape[1] = 0
        storage.tapeCount = 2
        return storage
    }()
}

extension JSONIndexDecoder {
    /// The transformer `transformer` rejected the value at `node`. The message says
    /// what and where; the transformer's error, underlying, says why (see
    /// `MessageSentences`).
    func transformerFailed(_ error: any Error, transformer: String, node: Int, path: [any CodingKey]) -> DecodingError {
        if discardsErrorMessages {
            return .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: Self.unreadMessage, underlyingError: error))
        }
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path, debugDescription: "\(transformer) rejected \(describeFound(node)), \(location(of: node, path: path))",
                underlyingError: error))
    }
}
