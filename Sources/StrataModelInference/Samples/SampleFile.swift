import Foundation

/// A file of sample JSON: a document, JSON Lines (one document per line), or an array of
/// instances of the root type.
public struct SampleFile: Sendable, Hashable {
    /// The name messages and the generated file's header use for it.
    public var name: String
    /// The file's bytes.
    public var contents: Data

    /// A sample file's name and contents.
    public init(name: String, contents: Data) {
        self.name = name
        self.contents = contents
    }

    /// Reads a file, naming it as given.
    public init(path: String) throws(GenerationError) {
        guard let contents = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw GenerationError(file: path, message: exists ? "the file cannot be read." : "no such file.")
        }
        self.init(name: path, contents: contents)
    }

    /// Whether the name says JSON Lines (`.jsonl`, `.ndjson`, `.jsonlines`).
    var isNamedAsJSONLines: Bool {
        let lowered = name.lowercased()
        return [".jsonl", ".ndjson", ".jsonlines"].contains { lowered.hasSuffix($0) }
    }

    /// The last component of the name, without its folders.
    var baseName: String {
        name.split(separator: "/").last.map(String.init) ?? name
    }
}
