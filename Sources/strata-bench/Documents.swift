import CorpusModels
import Foundation
import Strata

/// A document the benchmark measures, with the Codable model it decodes into.
struct BenchDocument {
    /// What the tables print: the corpus file name, or a derived document's name.
    var name: String
    var data: Data
    var model: any (Codable & Equatable).Type

    /// Every document, in the order the tables list them.
    static let names = ["twitter.json", "citm_catalog.json", "canada.json", "github_events.json", "mesh.json", doublesName, oneEventName]

    /// A document that is one top-level `[Double]`: every number of canada.json, in
    /// document order (~111k doubles, written as Foundation writes them). It measures
    /// the bulk `[Double]` paths without any object around them.
    static let doublesName = "doubles (canada's numbers)"

    /// A small document, the size of a typical API response: the first event of
    /// github_events.json on its own (a push of 1.4 KB), its text exactly as it is there.
    /// Decoding it is mostly the fixed cost of a call, which the large documents hide.
    static let oneEventName = "one github event (1.4 KB)"

    /// The document called `name` whose bytes are `data`.
    static func load(_ name: String, data: Data) throws -> BenchDocument {
        guard let model = models[name] else {
            throw BenchmarkError("unknown document \(name); the documents are \(names.joined(separator: ", "))")
        }
        return BenchDocument(name: name, data: data, model: model)
    }

    nonisolated(unsafe) private static let models: [String: any (Codable & Equatable).Type] = [
        "twitter.json": TwitterTimeline.self, "citm_catalog.json": CitmCatalog.self, "canada.json": Canada.self,
        "github_events.json": GitHubEvents.self, "mesh.json": Mesh.self, doublesName: [Double].self,
        oneEventName: GitHubEvent.self,
    ]

    /// Reads the document called `name` from the corpora folder.
    static func load(_ name: String, corpora: String) throws -> BenchDocument {
        func file(_ file: String) throws -> Data {
            let url = URL(fileURLWithPath: corpora).appendingPathComponent(file)
            do {
                return try Data(contentsOf: url)
            } catch {
                throw BenchmarkError("cannot read \(url.path); pass --corpora DIR or set STRATA_TEST_DATA to a folder laid out as TestData/")
            }
        }
        if name == doublesName {
            let canada = try JSONDecoder().decode(Canada.self, from: try file("canada.json"))
            let numbers = canada.features.flatMap { $0.geometry.coordinates.joined().joined() }
            return try load(name, data: try JSONEncoder().encode(numbers))
        }
        if name == oneEventName {
            return try load(name, data: try firstElement(of: try file("github_events.json")))
        }
        return try load(name, data: try file(name))
    }

    /// The text of the first element of a top-level array of at least two, as it is
    /// written there.
    private static func firstElement(of data: Data) throws -> Data {
        let bytes = [UInt8](data)
        let array = try JSONDocument(parsing: bytes).root
        guard let first = array[0], let second = array[1] else {
            throw BenchmarkError("github_events.json is not an array of at least two events")
        }
        var end = second.byteOffset
        // Back over the comma and the whitespace around it.
        while end > first.byteOffset, [UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[end - 1]) { end -= 1 }
        return Data(bytes[first.byteOffset..<end])
    }

    /// The names matching a command-line selection: a prefix of a name (`twitter`,
    /// `doubles`), or every document.
    static func select(_ prefix: String?) throws -> [String] {
        guard let prefix else { return names }
        let matching = names.filter { $0.hasPrefix(prefix) }
        guard !matching.isEmpty else {
            throw BenchmarkError("no document starts with \(prefix); the documents are \(names.joined(separator: ", "))")
        }
        return matching
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
