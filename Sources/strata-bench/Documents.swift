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
    static let names = ["twitter.json", "citm_catalog.json", "canada.json", "github_events.json", "mesh.json", doublesName]

    /// A document that is one top-level `[Double]`: every number of canada.json, in
    /// document order (~111k doubles, written as Foundation writes them). It measures
    /// the bulk `[Double]` paths without any object around them.
    static let doublesName = "doubles (canada's numbers)"

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
        switch name {
        case "twitter.json": return BenchDocument(name: name, data: try file(name), model: TwitterTimeline.self)
        case "citm_catalog.json": return BenchDocument(name: name, data: try file(name), model: CitmCatalog.self)
        case "canada.json": return BenchDocument(name: name, data: try file(name), model: Canada.self)
        case "github_events.json": return BenchDocument(name: name, data: try file(name), model: GitHubEvents.self)
        case "mesh.json": return BenchDocument(name: name, data: try file(name), model: Mesh.self)
        case doublesName:
            let canada = try JSONDecoder().decode(Canada.self, from: try file("canada.json"))
            let numbers = canada.features.flatMap { $0.geometry.coordinates.joined().joined() }
            return BenchDocument(name: name, data: try JSONEncoder().encode(numbers), model: [Double].self)
        default:
            throw BenchmarkError("unknown document \(name); the documents are \(names.joined(separator: ", "))")
        }
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
