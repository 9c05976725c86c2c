extension Dictionary where Key == CodingUserInfoKey, Value == any Sendable {
    /// The options' user info as `Decoder` and `Encoder` declare it: every coder of a call
    /// hands out this. An empty one, the usual case, is returned without building a
    /// dictionary, which every call would otherwise pay for.
    var codingUserInfo: [CodingUserInfoKey: Any] {
        // `init()`, not `[:]`: the literal is a call that builds the dictionary from an
        // empty array; `init()` is the shared empty one.
        guard !isEmpty else { return .init() }
        var converted: [CodingUserInfoKey: Any] = .init()
        for (key, value) in self { converted[key] = value }
        return converted
    }
}
