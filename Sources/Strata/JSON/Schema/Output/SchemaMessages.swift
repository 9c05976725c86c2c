/// How messages about schemas and values name what they found: a value quoted and
/// abridged (``MessageQuoting``), with its kind.
enum SchemaMessages {
    /// `the string "abc"`, `the number 42`, `true`, `null`, `an array of 3 elements`,
    /// `an object of 2 properties`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return "the number \(MessageQuoting.number(number.text.utf8))"
        case .string(let text): return "the string \(MessageQuoting.quoted(text))"
        case .array(let elements): return "an array of \(count(elements.count, "element"))"
        case .object(let members): return "an object of \(count(members.count, "property", plural: "properties"))"
        }
    }

    /// A value as a schema keyword's value is shown: JSON, abridged (`"open"`, `42`,
    /// `{"a":1}`).
    static func json(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return MessageQuoting.quoted(text)
        case .number(let number): return MessageQuoting.number(number.text.utf8)
        default: return MessageQuoting.abridged(value.description)
        }
    }

    /// `1 element`, `3 elements`.
    static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        count == 1 ? "1 \(singular)" : "\(count) \(plural ?? singular + "s")"
    }

    /// Values listed for a message, at most `limit` of them: `"open", "closed"` or
    /// `"a", "b", … (100000 values)`.
    static func list(_ values: some Collection<JSONValue>, limit: Int = 10) -> String {
        let shown = values.prefix(limit).map(json).joined(separator: ", ")
        return values.count > limit ? "\(shown), … (\(values.count) values)" : shown
    }
}
