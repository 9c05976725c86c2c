/// Errors that nobody reads, thrown again rather than made again.
///
/// A skipped stream element that no report lists, or a wrapper's attempt, fails with an
/// error that is dropped unread (``JSONIndexDecoder/discardsErrorMessages``). Bad lines
/// of a stream usually fail alike, line after line: the same type mismatch at the same
/// coding path. Made afresh, each such error cost a skipped line about 800 instructions
/// (its coding path's array, the error's box, and freeing both when the stream drops it),
/// which made a skipped line dearer than a decoded one. An error is a value, so throwing
/// one box again is throwing an equal error: the same case, type, coding path and message.
struct RepeatedUnreadError {
    /// The boxed `DecodingError`, thrown as it is.
    let error: any Error
    /// The type the error says was expected.
    let type: Any.Type
    /// `valueNotFound` (the value was `null`), not `typeMismatch`.
    let isNull: Bool
    /// The error's coding path, key by key, in the form compared (read once, here: asking
    /// each key of a path again for its type and values cost more than making the error).
    let path: [KeyIdentity]

    /// A coding key's type, string and integer value.
    struct KeyIdentity {
        let type: Any.Type
        let stringValue: String
        let intValue: Int?

        init(_ key: any CodingKey) {
            type = Swift.type(of: key)
            stringValue = key.stringValue
            intValue = key.intValue
        }

        func isIdentity(of key: any CodingKey) -> Bool {
            Swift.type(of: key) == type && key.intValue == intValue && key.stringValue == stringValue
        }

        func isIdentity(ofIndex index: Int) -> Bool {
            type == IndexCodingKey.self && intValue == index
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
        // The remembered error's fields are read where they are: bound to a local, the
        // whole error would be copied, its box retained and released.
        if state.pointee.lastUnreadError?.type == type, state.pointee.lastUnreadError?.isNull == isNull, base.owned == nil,
            isStackPath(depth: base.depth, appending: key), let error = state.pointee.lastUnreadError?.error
        {
            return error
        }
        let path = path(base, appending: key)
        let error: any Error = mismatch(type, node: node, path: path)
        state.pointee.lastUnreadError = RepeatedUnreadError(
            error: error, type: type, isNull: isNull, path: path.map(RepeatedUnreadError.KeyIdentity.init))
        return error
    }

    /// Whether the remembered error's path is the first `depth` keys of the coding-path
    /// stack followed by `key`.
    @inline(__always)
    private func isStackPath(depth stackDepth: Int, appending key: PathKey) -> Bool {
        guard let path = state.pointee.lastUnreadError?.path else { return false }
        let depth = min(stackDepth, state.pointee.path.count)
        if case .key(let key) = key {
            guard path.count == depth &+ 1, path[depth].isIdentity(of: key) else { return false }
        } else if case .index(let index) = key {
            guard path.count == depth &+ 1, path[depth].isIdentity(ofIndex: index) else { return false }
        } else {
            guard path.count == depth else { return false }
        }
        for position in 0..<depth where !path[position].isIdentity(of: state.pointee.path[position]) {
            return false
        }
        return true
    }
}
