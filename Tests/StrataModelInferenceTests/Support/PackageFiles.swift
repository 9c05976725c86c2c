import Foundation
import StrataModelInference
import Testing

/// Files of the package: the samples in TestData and the committed generated models.
enum PackageFiles {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "Missing \(path): it ships with the package." }
    }

    /// The package root, found from this file's location.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // StrataModelInferenceTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func contents(_ relativePath: String) throws -> Data {
        let path = root.appendingPathComponent(relativePath).path
        guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        return data
    }

    /// A line of `Tests/GeneratedModels/Manifest.txt`: a committed file and the command line
    /// that writes it.
    struct ManifestEntry: CustomTestStringConvertible, Sendable {
        var file: String
        var arguments: [String]
        var testDescription: String { file }
    }

    static let manifest: [ManifestEntry] = {
        guard let data = try? contents("Tests/GeneratedModels/Manifest.txt") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let file = words.first, !file.hasPrefix("#") else { return nil }
            return ManifestEntry(file: file, arguments: Array(words.dropFirst()))
        }
    }()
}

/// A declaration of the generated source, found by its first line, with its body: the
/// lines up to its closing brace at the same indentation.
struct GeneratedSource {
    var text: String
    var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    init(_ generated: GeneratedModels) {
        text = generated.source
    }

    /// The body of `struct Name` (or `enum Name`), or nil if there is none.
    func body(of kind: String, _ name: String) -> GeneratedSource? {
        let lines = self.lines
        guard
            let start = lines.firstIndex(where: {
                let trimmed = $0.drop { $0 == " " }
                return trimmed.hasPrefix("\(kind) \(name):") || trimmed.hasPrefix("public \(kind) \(name):")
                    || trimmed.hasPrefix("package \(kind) \(name):")
            })
        else { return nil }
        let indent = lines[start].prefix { $0 == " " }
        if lines[start].hasSuffix("{}") { return GeneratedSource(text: "") }
        guard let end = lines[(start + 1)...].firstIndex(where: { $0 == indent + "}" }) else { return nil }
        return GeneratedSource(text: lines[(start + 1)..<end].joined(separator: "\n"))
    }

    func structure(_ name: String) -> GeneratedSource? { body(of: "struct", name) }

    /// The declaration of the property `name` at the body's top level: `var name: Type`,
    /// with its attribute, without indentation or trailing comment.
    func property(_ name: String) -> String? {
        let lines = self.lines
        let indent = lines.first.map { $0.prefix { $0 == " " } } ?? ""
        for line in lines where line.hasPrefix(indent) && !line.dropFirst(indent.count).hasPrefix(" ") {
            let declaration = String(line.dropFirst(indent.count)).components(separatedBy: "  //")[0]
            if declaration.contains("var \(name): ") { return declaration }
        }
        return nil
    }

    func contains(_ text: String) -> Bool { self.text.contains(text) }

    private init(text: String) {
        self.text = text
    }
}
