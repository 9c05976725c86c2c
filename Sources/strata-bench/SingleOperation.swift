import CorpusModels
import Foundation
import Strata

/// `--run LIBRARY OPERATION DOCUMENT [--calls N]`: one warm call, then `N` measured calls
/// of a single operation, for `valgrind --tool=callgrind` (instruction counts repeat to
/// within a fraction of a percent, where times on a shared machine do not) or `perf`.
///
/// The measured calls run inside ``measuredCalls(_:count:)`` and nowhere else, so that
/// callgrind can count them alone:
///
///     valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredCalls*' \
///         .build/release/strata-bench --run strata decode twitter --calls 10
///
/// and the instructions per call are the reported total divided by `N`.
enum SingleOperation {
    static let libraries = ["strata", "foundation"]
    static let operations = [
        "decode", "decode-new", "decode-report", "encode", "encode-new", "read", "value", "write", "validate", "validate-value", "validate-text",
    ]

    static func run(library: String, operation: String, document: BenchDocument, calls: Int) throws {
        let body = try makeBody(library: library, operation: operation, document: document)
        try body()
        try measuredCalls(body, count: calls)
        print("\(document.name): 1 warm + \(calls) measured calls of \(library) \(operation)")
    }

    /// Decodes and encodes every corpus document once with Strata's coders, new ones each
    /// (`--after`): what a process that handles many models has done before a call.
    static func codeEveryCorpus(corpora: String) throws {
        for name in BenchDocument.names {
            let document = try BenchDocument.load(name, corpora: corpora)
            try codeOnce(document.model, data: document.data)
        }
    }

    private static func codeOnce<Model: Codable>(_ type: Model.Type, data: Data) throws {
        _ = try StrataJSONEncoder().encode(try StrataJSONDecoder().decode(type, from: data))
    }

    /// The measured loop. It must hold no closure of its own: callgrind's
    /// `--toggle-collect` flips collection at every function whose name matches, nested
    /// ones included.
    @inline(never)
    static func measuredCalls(_ body: () throws -> Void, count: Int) throws {
        for _ in 0..<count { try body() }
    }

    static func makeBody(library: String, operation: String, document: BenchDocument) throws -> () throws -> Void {
        try makeBody(document.model, library: library, operation: operation, data: document.data)
    }

    private static func makeBody<Model: Codable & Equatable>(
        _ type: Model.Type, library: String, operation: String, data: Data
    ) throws -> () throws -> Void {
        let bytes = [UInt8](data)
        switch (library, operation) {
        case ("strata", "decode"):
            let decoder = StrataJSONDecoder()
            return { _ = try decoder.decode(type, from: data) }
        case ("strata", "decode-report"):
            let decoder = StrataJSONDecoder()
            return {
                var report = DecodingReport()
                _ = try decoder.decode(type, from: data, report: &report)
            }
        case ("strata", "decode-new"):
            // A new decoder per call, as most app code writes it.
            return { _ = try StrataJSONDecoder().decode(type, from: data) }
        case ("foundation", "decode"):
            let decoder = JSONDecoder()
            return { _ = try decoder.decode(type, from: data) }
        case ("foundation", "decode-new"):
            return { _ = try JSONDecoder().decode(type, from: data) }
        case ("strata", "encode"):
            let value = try JSONDecoder().decode(type, from: data)
            let encoder = StrataJSONEncoder()
            return { _ = try encoder.encode(value) }
        case ("strata", "encode-new"):
            let value = try JSONDecoder().decode(type, from: data)
            return { _ = try StrataJSONEncoder().encode(value) }
        case ("foundation", "encode"):
            let value = try JSONDecoder().decode(type, from: data)
            let encoder = JSONEncoder()
            return { _ = try encoder.encode(value) }
        case ("foundation", "encode-new"):
            let value = try JSONDecoder().decode(type, from: data)
            return { _ = try JSONEncoder().encode(value) }
        case ("strata", "read"):
            return { _ = try JSONDocument(parsing: bytes) }
        case ("strata", "value"):
            return { _ = try JSONValue(parsing: bytes) }
        case ("foundation", "read"), ("foundation", "value"):
            return { _ = try JSONSerialization.jsonObject(with: data) }
        case ("strata", "validate"), ("strata", "validate-value"), ("strata", "validate-text"):
            // The GitHub events schema, for github_events.json, its first event and its first three.
            let schemaURL = TestDataLocation.root.appendingPathComponent("schemas").appendingPathComponent(SchemaBenchmarks.schemaFile)
            let validator = try SchemaBenchmarks.validator(
                JSONSchema(parsing: try Data(contentsOf: schemaURL)), isOneEvent: type == GitHubEvent.self)
            guard type == GitHubEvent.self || type == GitHubEvents.self else {
                throw BenchmarkError("validation runs on the GitHub event documents only: the schema describes GitHub events")
            }
            if operation == "validate-text" { return { _ = try validator.isValid(parsing: data) } }
            if operation == "validate-value" {
                let value = try JSONValue(parsing: bytes)
                return { _ = validator.isValid(value) }
            }
            let document = try JSONDocument(parsing: bytes)
            return { _ = validator.isValid(document) }
        case ("strata", "write"):
            let value = try JSONValue(parsing: bytes)
            return { _ = try value.jsonBytes() }
        case ("foundation", "write"):
            let object = try JSONSerialization.jsonObject(with: data)
            return { _ = try JSONSerialization.data(withJSONObject: object) }
        default:
            throw BenchmarkError(
                "unknown library or operation \(library) \(operation): libraries are \(libraries.joined(separator: ", ")); operations are \(operations.joined(separator: ", "))"
            )
        }
    }
}
