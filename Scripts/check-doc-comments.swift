// Lists public symbols declared in Sources/Strata that have no documentation comment.
// Exits 1 if there are any. Reads the symbol graph the docs build extracts:
//
//     swift Scripts/check-doc-comments.swift .build-docs/symbol-graphs/Strata.symbols.json
//
// Symbols without a source location (members a protocol supplies, such as the
// `Sequence` methods of `JSONObject`) are not Strata's to document and are skipped.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, let data = FileManager.default.contents(atPath: path),
    let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
else {
    print("usage: check-doc-comments.swift SYMBOL-GRAPH.json")
    exit(2)
}

var missing: [String] = []
for symbol in symbols {
    guard let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String,
        uri.contains("/Sources/Strata/")
    else { continue }
    let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
    let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
    if text.isEmpty {
        let names = symbol["names"] as? [String: Any]
        let title = names?["title"] as? String ?? "?"
        let pathComponents = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? title
        let file = URL(fileURLWithPath: uri.replacingOccurrences(of: "file://", with: "")).lastPathComponent
        let position = (location["position"] as? [String: Any])?["line"] as? Int ?? 0
        missing.append("\(file):\(position + 1): \(pathComponents)")
    }
}

if missing.isEmpty {
    print("doc comments: every public symbol declared in Sources/Strata is documented")
    exit(0)
}
print("doc comments: \(missing.count) public symbols in Sources/Strata have no documentation comment:")
for entry in missing.sorted() { print("  \(entry)") }
exit(1)
