extension JSONSerializing {
    /// The type's name with the types it is nested in, without its module:
    /// `"V3.Contact"`, `"Page<Contact>"`. See ``ArchiveIdentifier``.
    public static var archiveIdentifier: String {
        ArchiveIdentifier.defaultIdentifier(of: Self.self)
    }
}

/// The default archive identifier of a model type: its fully qualified name
/// (`String(reflecting:)`, `"Contacts.V3.Contact"`) without module names — the first
/// part of each qualified name, including those in generic arguments — and without the
/// parts that change from build to build (`(unknown context at $10a4c)`, which stands
/// for a function or a file a type is private to).
///
/// So `Contacts.V3.Contact` is `"V3.Contact"` in any module, and
/// `Contacts.Page<Contacts.V1.Contact>` is `"Page<V1.Contact>"`. Two types that differ
/// only in what was dropped share a default: types of one name declared in two
/// functions of one type, or private to two files, or at the top level of two modules.
/// Such models set ``JSONSerializing/archiveIdentifier`` themselves.
enum ArchiveIdentifier {
    static func defaultIdentifier(of type: Any.Type) -> String {
        withoutModules(withoutUnstableContexts(String(reflecting: type)))
    }

    /// `text` without `(unknown context at $…).` and `(extension in Module):` parts.
    static func withoutUnstableContexts(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            result += rest[..<open]
            let group = rest[open...]
            if group.hasPrefix("(unknown context at "), let close = group.firstIndex(of: ")") {
                rest = group[group.index(after: close)...]
                if rest.first == "." { rest = rest.dropFirst() }
            } else if group.hasPrefix("(extension in "), let close = group.firstIndex(of: ")") {
                rest = group[group.index(after: close)...]
                if rest.first == ":" { rest = rest.dropFirst() }
            } else {
                result.append("(")
                rest = group.dropFirst()
            }
        }
        return result + rest
    }

    /// `text` with the first part of every qualified name (`Swift.Int`, `Module.A.B`)
    /// dropped: a name with a dot begins with its module.
    static func withoutModules(_ text: String) -> String {
        var result = ""
        var parts: [Substring] = []
        var partStart: String.Index? = nil
        func endName(at end: String.Index) {
            if let start = partStart { parts.append(text[start..<end]) }
            partStart = nil
            result += (parts.count > 1 ? parts.dropFirst() : parts[...]).joined(separator: ".")
            parts = []
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                if let start = partStart { parts.append(text[start..<index]) }
                partStart = text.index(after: index)
            } else if character.isLetter || character.isNumber || character == "_" || character == "`" {
                if partStart == nil { partStart = index }
            } else {
                endName(at: index)
                result.append(character)
            }
            index = text.index(after: index)
        }
        endName(at: text.endIndex)
        return result
    }
}
