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
    static let names = ["twitter.json", "citm_catalog.json", "canada.json", "github_events.json", "mesh.json", doublesName] + smallNames

    /// A document that is one top-level `[Double]`: every number of canada.json, in
    /// document order (~111k doubles, written as Foundation writes them). It measures
    /// the bulk `[Double]` paths without any object around them.
    static let doublesName = "doubles (canada's numbers)"

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
    ].merging(smallModels) { first, _ in first }

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
        if smallNames.contains(name) || name == emptyObjectName {
            return try load(name, data: try smallDocument(name, githubEvents: try file("github_events.json")))
        }
        return try load(name, data: try file(name))
    }

    /// The names matching a command-line selection: a prefix of a name (`twitter`,
    /// `doubles`), or every document.
    static func select(_ prefix: String?) throws -> [String] {
        guard let prefix else { return names }
        let matching = (names + [emptyObjectName]).filter { $0.hasPrefix(prefix) }
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
