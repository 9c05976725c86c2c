/// How the values of a stream are laid out: one per line, one after another, or as the
/// elements of an array (at the top level, or at a key path inside an envelope). The
/// decoder's `elements(of:from:format:)` reads each format, and the encoder's
/// `encode(_:as:to:)` writes it.
///
/// ```swift
/// import Strata
///
/// let logs = JSONStreamFormat.jsonLines           // {"level":"info"}\n{"level":"warn"}\n
/// let export = JSONStreamFormat.array              // [{"id":1},{"id":2}]
/// let page = JSONStreamFormat.array(at: "data.items")   // {"data":{"items":[…]},"meta":{…}}
/// print(page)
/// // Prints "array at data.items"
/// ```
public struct JSONStreamFormat: Sendable, Hashable, CustomStringConvertible {
    enum Layout: Hashable {
        case jsonLines
        case concatenated
        case array(JSONKeyPath)
    }

    let layout: Layout

    /// JSON Lines (also called NDJSON): one value per line.
    ///
    /// Lines end with `\n` or `\r\n`; lines holding only whitespace are skipped. A value
    /// may not span lines, and a line may not hold two values. The last line may end
    /// without a line feed.
    public static let jsonLines = JSONStreamFormat(layout: .jsonLines)

    /// JSON values one after another, separated by whitespace or by nothing (`{}{}`),
    /// as some streaming APIs and log shippers write them. A value may span lines.
    public static let concatenated = JSONStreamFormat(layout: .concatenated)

    /// The elements of a top-level array.
    public static let array = JSONStreamFormat(layout: .array(JSONKeyPath(components: [])))

    /// The elements of the array at `path` inside an envelope, such as `data.items` in
    /// `{"data": {"items": […]}, "meta": {…}}`.
    ///
    /// The path follows ``JSONKeyPath`` syntax: a component names a key of an object or,
    /// when it is a non-negative integer, an element of an array. Everything else in the
    /// document is skipped without being built or parsed: its strings and brackets must
    /// balance, and its other bytes are not checked. When a key occurs more than once,
    /// the first occurrence is read, as `decode(_:from:at:)` does.
    public static func array(at path: JSONKeyPath) -> JSONStreamFormat {
        JSONStreamFormat(layout: .array(path))
    }

    /// `JSON Lines`, `concatenated values`, `array` or `array at PATH`.
    public var description: String {
        switch layout {
        case .jsonLines: return "JSON Lines"
        case .concatenated: return "concatenated values"
        case .array(let path): return path.components.isEmpty ? "array" : "array at \(path)"
        }
    }
}
