import Foundation

/// A URL written as a string: `"https://api.github.com/repos/octocat/Hello-World"`.
public struct URLTransformer: TypeNamedTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads a URL; an empty or malformed string is rejected.
    public func transform(_ json: String) throws -> URL {
        guard !json.isEmpty, let url = URL(string: json) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a URL")
        }
        return url
    }

    /// Writes the URL's absolute string.
    public func reverseTransform(_ value: URL) throws -> String {
        value.absoluteString
    }
}
