/// Swift string literals for JSON keys and values, which may hold any character.
enum SwiftLiteral {
    /// `"text"`, with backslashes, quotes and invisible characters escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    static func tag(_ tag: TagValue) -> String {
        switch tag {
        case .string(let text): return string(text)
        case .integer(let integer): return String(integer)
        }
    }
}
