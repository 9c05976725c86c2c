/// Errors that nobody reads, thrown again rather than made again.
///
/// A skipped stream element that no report lists, or a wrapper's attempt, fails with an
/// error that is dropped unread (``JSONIndexDecoder/discardsErrorMessages``). Bad lines
/// of a stream usually fail alike, line after line: the same type mismatch at the same
/// coding path. Made afresh, each such error cost a skipped line about 800 instructions
/// (its coding path's array, the error's box, and freeing both when the stream drops it),
/// which made a skipped line dearer than a decoded one. An error is a value, so throwing
/// one box again is throwing an equal error: the same case, type, coding path and message.
///
/// A class, so that the check reads the remembered error's fields where they are: a
/// struct in an optional was copied out for each read, its path and error retained.
final class RepeatedUnreadError {
    /// The boxed `DecodingError`, thrown as it is.
    let error: any Error
    /// The type the error says was expected.
    let type: Any.Type
    /// `valueNotFound` (the value was `null`), not `typeMismatch`.
    let isNull: Bool
    /// The error's coding path, key by key, in the form compared (read once, here: asking
    /// each key of a path again for its type and values cost more than making the error).
    let path: [KeyIdentity]
    /// The strings of the path's keys that are not plain data, by position; nil for the
    /// others.
    let strings: [String?]

    init(error: any Error, type: Any.Type, isNull: Bool, path: [any CodingKey]) {
        self.error = error
        self.type = type
        self.isNull = isNull
        var identities: [KeyIdentity] = []
        var strings: [String?] = []
        for key in path {
            let identity = KeyIdentity(key)
            identities.append(identity)
            strings.append(identity.kind == .plain ? nil : key.stringValue)
        }
        self.path = identities
        self.strings = strings
    }

    /// What tells one coding key from another, as plain data.
    ///
    /// Hot path: compared with a key for each key of a failing path. The keys met most (the
    /// `CodingKeys` enums the compiler synthesizes, and the decoder's own array indexes)
    /// are a few bytes of plain data, and then the type and the bytes decide, read where
    /// the existential holds them (``init(plainKeyIn:)``). A key's `stringValue` and
    /// `intValue` must depend on its value alone, as the `CodingKey` protocol means them to
    /// (``KeyNames`` relies on the same). Other keys (a struct holding a `String`, say) are
    /// told by their dynamic type, integer value and string (kept in
    /// ``RepeatedUnreadError/strings``).
    struct KeyIdentity {
        /// The key's type metadata (for a key that is not plain data, its dynamic type's).
        let type: UnsafeRawPointer
        /// A plain key's bytes; another key's integer value, or zero.
        let bits: UInt64
        let kind: Kind

        enum Kind { case plain, general, generalWithInteger }

        init(type: UnsafeRawPointer, bits: UInt64, kind: Kind) {
            self.type = type
            self.bits = bits
            self.kind = kind
        }

        init(_ key: any CodingKey) {
            // The closure's parameter type keeps the key from being opened (see
            // ``init(plainKeyIn:)``).
            if let plain = withUnsafePointer(to: key, { (existential: UnsafePointer<any CodingKey>) in KeyIdentity(plainKeyIn: existential) }) {
                self = plain
            } else {
                let intValue = key.intValue
                self.init(
                    type: TypeMetadata(Swift.type(of: key)).pointer, bits: UInt64(UInt(bitPattern: intValue ?? 0)),
                    kind: intValue == nil ? .general : .generalWithInteger)
            }
        }

        /// The identity of the key in `existential`, when its type is plain data of at most
        /// eight bytes; nil for any other key.
        ///
        /// The pointer is to the existential container, not to the value: a key passed to a
        /// generic `withUnsafePointer(to:)` is opened unless the closure's parameter says
        /// `UnsafePointer<any CodingKey>`, and the pointer is then to the value, in a box
        /// for a large one.
        ///
        /// An existential of a protocol that is not class-bound is three words of buffer,
        /// then the value's type metadata (Swift's ABI, docs/ABI/TypeLayout.rst, which
        /// ``TypeMetadata`` reads by too); a value kept inline starts the buffer. Asking the
        /// existential instead (`type(of:)`, then `stringValue` and `intValue` through the
        /// witness table, or a generic function opening it) cost about 70 instructions.
        @inline(__always)
        init?(plainKeyIn existential: UnsafePointer<any CodingKey>) {
            let container = UnsafeRawPointer(existential)
            let type = TypeMetadata(pointer: container.load(fromByteOffset: 3 &* TypeMetadata.wordSize, as: UnsafeRawPointer.self))
            let size = type.size
            guard size <= 8, type.isTrivial, type.isInlineInExistential else { return nil }
            // Byte by byte, so that only the value's bytes count, whatever the byte order.
            var bits: UInt64 = 0
            for index in 0..<size {
                bits |= UInt64(container.load(fromByteOffset: index, as: UInt8.self)) &<< UInt64(truncatingIfNeeded: index &* 8)
            }
            self.init(type: type.pointer, bits: bits, kind: .plain)
        }

        /// Whether the key in `existential` is the key this identifies; `string` is this key's
        /// string when it is not plain data.
        @inline(__always)
        func isIdentity(ofKeyIn existential: UnsafePointer<any CodingKey>, string: @autoclosure () -> String?) -> Bool {
            if kind == .plain {
                guard let other = KeyIdentity(plainKeyIn: existential) else { return false }
                return other.type == type && other.bits == bits
            }
            let key = existential.pointee
            guard TypeMetadata(Swift.type(of: key)).pointer == type else { return false }
            let intValue = key.intValue
            guard (intValue != nil) == (kind == .generalWithInteger), UInt64(UInt(bitPattern: intValue ?? 0)) == bits else { return false }
            return key.stringValue == string()
        }

        /// ``isIdentity(ofKeyIn:string:)`` for a key passed by value.
        @inline(__always)
        func isIdentity(of key: any CodingKey, string: @autoclosure () -> String?) -> Bool {
            // The closure's parameter type keeps the key from being opened (see
            // ``init(plainKeyIn:)``).
            withUnsafePointer(to: key) { (existential: UnsafePointer<any CodingKey>) in
                isIdentity(ofKeyIn: existential, string: string())
            }
        }

        func isIdentity(ofIndex index: Int) -> Bool {
            kind == .plain && type == TypeMetadata(IndexCodingKey.self).pointer && bits == UInt64(UInt(bitPattern: index))
        }
    }
}

extension JSONIndexDecoder {
    /// The error for a `T` asked of `node`, which holds another kind of value, when its
    /// message will not be read: the last such error if it is the same one, else a new one
    /// remembered for the next.
    ///
    /// Only paths on the decoder's coding-path stack are compared; a container with a path
    /// of its own (`base.owned`) always makes a new error.
    @inline(never)
    func unreadMismatch<T>(_ type: T.Type, node: Int, base: CodingPathBase, key: PathKey) -> any Error {
        let isNull = storage.nodeKind(node) == .null && type != Bool.self
        if let last = state.pointee.lastUnreadError, last.type == type, last.isNull == isNull, base.owned == nil,
            isStackPath(of: last, depth: base.depth, appending: key)
        {
            return last.error
        }
        let path = path(base, appending: key)
        let error: any Error = mismatch(type, node: node, path: path)
        state.pointee.lastUnreadError = RepeatedUnreadError(error: error, type: type, isNull: isNull, path: path)
        return error
    }

    /// Whether `error` is the remembered unread error itself (so a `DecodingError`): the
    /// same box. An `any Error` is one reference to its box on every platform (Swift's ABI,
    /// docs/ABI/TypeLayout.rst), so comparing the two references compares the boxes.
    @inline(__always)
    func isRepeatedUnreadError(_ error: borrowing any Error) -> Bool {
        guard let last = state.pointee.lastUnreadError else { return false }
        return Self.box(of: error) == Self.box(of: last.error)
    }

    /// The address of the box an error is in. The closure's parameter type keeps the error
    /// from being opened (see ``RepeatedUnreadError/KeyIdentity/init(plainKeyIn:)``).
    @inline(__always)
    private static func box(of error: borrowing any Error) -> UnsafeRawPointer? {
        withUnsafePointer(to: error) { (existential: UnsafePointer<any Error>) in
            UnsafeRawPointer(existential).load(as: UnsafeRawPointer?.self)
        }
    }

    /// Whether the remembered error's path is the first `depth` keys of the coding-path
    /// stack followed by `key`.
    ///
    /// Keys are compared where they are, in the path's and the stack's storage: copied out,
    /// each cost an outlined copy and destroy.
    @inline(__always)
    private func isStackPath(of remembered: RepeatedUnreadError, depth stackDepth: Int, appending key: PathKey) -> Bool {
        let depth = min(stackDepth, state.pointee.path.count)
        return remembered.path.withUnsafeBufferPointer { path in
            switch key {
            case .key(let key):
                guard path.count == depth &+ 1, path[depth].isIdentity(of: key, string: remembered.strings[depth]) else { return false }
            case .index(let index):
                guard path.count == depth &+ 1, path[depth].isIdentity(ofIndex: index) else { return false }
            case .none:
                guard path.count == depth else { return false }
            }
            guard depth > 0 else { return true }
            return state.pointee.path.withUnsafeBufferPointer { stack in
                for position in 0..<depth
                where !path[position].isIdentity(ofKeyIn: stack.baseAddress! + position, string: remembered.strings[position]) {
                    return false
                }
                return true
            }
        }
    }
}
