/// A URI reference split into its five parts (RFC 3986, section 3), and resolved against
/// a base (section 5.2), which is all `$id`, `$ref` and `$schema` ask of URIs: no
/// retrieval, no scheme-specific rules beyond lower-casing the scheme and host.
struct SchemaURI: Sendable, Hashable, CustomStringConvertible {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    /// Splits `text` by the regular expression of RFC 3986's appendix B; never fails.
    init(_ text: String) {
        var rest = Substring(text)
        scheme = nil
        authority = nil
        query = nil
        fragment = nil
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":"), Self.isScheme(rest[..<colon]) {
            scheme = rest[..<colon].lowercased()
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = Self.lowercasingHost(String(rest[..<slash]))
            rest = rest[slash...]
        }
        path = String(rest)
    }

    private init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// The host lower-cased (hosts are case-insensitive); the user information kept.
    private static func lowercasingHost(_ authority: String) -> String {
        guard let at = authority.lastIndex(of: "@") else { return authority.lowercased() }
        return String(authority[...at]) + authority[authority.index(after: at)...].lowercased()
    }

    /// Whether the URI has a scheme (an absolute URI, perhaps with a fragment).
    var isAbsolute: Bool { scheme != nil }

    /// The URI without its fragment.
    var withoutFragment: SchemaURI {
        SchemaURI(scheme: scheme, authority: authority, path: path, query: query, fragment: nil)
    }

    /// `reference` resolved against this URI as its base (RFC 3986, section 5.2.2).
    func resolving(_ reference: SchemaURI) -> SchemaURI {
        if reference.scheme != nil {
            return SchemaURI(
                scheme: reference.scheme, authority: reference.authority, path: Self.removingDotSegments(reference.path),
                query: reference.query, fragment: reference.fragment)
        }
        if reference.authority != nil {
            return SchemaURI(
                scheme: scheme, authority: reference.authority, path: Self.removingDotSegments(reference.path), query: reference.query,
                fragment: reference.fragment)
        }
        if reference.path.isEmpty {
            return SchemaURI(scheme: scheme, authority: authority, path: path, query: reference.query ?? query, fragment: reference.fragment)
        }
        let merged: String
        if reference.path.hasPrefix("/") {
            merged = reference.path
        } else if authority != nil && path.isEmpty {
            merged = "/" + reference.path
        } else if let slash = path.lastIndex(of: "/") {
            merged = path[...slash] + reference.path
        } else {
            merged = reference.path
        }
        return SchemaURI(
            scheme: scheme, authority: authority, path: Self.removingDotSegments(merged), query: reference.query, fragment: reference.fragment)
    }

    /// `reference` (text) resolved against this URI.
    func resolving(_ reference: String) -> SchemaURI {
        resolving(SchemaURI(reference))
    }

    /// RFC 3986, section 5.2.4.
    static func removingDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        let absolute = input.hasPrefix("/")
        var segments = input.split(separator: "/", omittingEmptySubsequences: false)
        if absolute { segments.removeFirst() }
        let trailingSlash = segments.last == "." || segments.last == ".." || path.hasSuffix("/")
        for segment in segments {
            switch segment {
            case ".": continue
            case "..": if !output.isEmpty { output.removeLast() }
            default: output.append(segment)
            }
        }
        input = Substring(output.joined(separator: "/"))
        var result = absolute ? "/" + input : String(input)
        if trailingSlash && !result.hasSuffix("/") && !output.isEmpty { result += "/" }
        if trailingSlash && output.isEmpty && absolute { result = "/" }
        return result
    }

    /// The URI as text (RFC 3986, section 5.3).
    var description: String {
        var text = ""
        if let scheme { text += scheme + ":" }
        if let authority { text += "//" + authority }
        text += path
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }

    /// The URI without its fragment, as text: the key documents and resources are found by.
    var resourceKey: String {
        withoutFragment.description
    }
}
