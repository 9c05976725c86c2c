extension Dictionary where Key == CodingUserInfoKey, Value == any Sendable {
    /// The options' user info as `Decoder` and `Encoder` declare it: every coder of a call
    /// hands out this. An empty one, the usual case, is returned without building a
    /// dictionary, which every call would otherwise pay for.
    var codingUserInfo: [CodingUserInfoKey: Any] {
        guard !isEmpty else { return [:] }
        var converted: [CodingUserInfoKey: Any] = [:]
        for (key, value) in self { converted[key] = value }
        return converted
    }
}
