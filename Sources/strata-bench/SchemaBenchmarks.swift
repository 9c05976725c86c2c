import CorpusModels
import Foundation
import Strata

/// `--schema-only`: throughput of Strata's JSON Schema validator on the GitHub events, beside
/// Strata's own decode of the same bytes into `CorpusModels`' `GitHubEvent`, measured in the
/// same run with the same harness (each cell a median; the ratio is decode's time over
/// validation's, so 2.00x means validating took half the time decoding did).
///
/// The schema is `TestData/schemas/github_events.schema.json`, written for this project after
/// the events (draft 2020-12; `$ref`s, `if`/`then` by event type, patterns, enums,
/// `additionalProperties: false`, formats as annotations). The documents: github_events.json
/// (65 KB, 30 events), its first event alone (1.4 KB, against the schema's `#/$defs/event`), and
/// a large array of its events repeated (`--schema-size MB`, 100 by default), built in memory.
///
/// Each is validated four ways: a ``JSONDocument`` already read (the index, in place), a
/// ``JSONValue`` already built, text read and validated in one call (`isValid(parsing:)`),
/// and `validate(_:)`, which returns every failure (on a valid document it costs what
/// `isValid` does).
///
/// `--write-schema-corpus FOLDER` writes the schema and the three documents as files, so that
/// other validators (jsonschema-rs, Python's jsonschema; see `Scripts/schema-peers/peers.py`) read
/// exactly the same bytes.
enum SchemaBenchmarks {
    static let schemaFile = "github_events.schema.json"

    struct Corpus {
        var schema: JSONSchema
        /// The name of each document, its bytes, and whether it is one event (validated
        /// against `#/$defs/event`) or an array of events.
        var documents: [(name: String, data: Data, isOneEvent: Bool)]
    }

    static func load(corpora: String, megabytes: Int) throws -> Corpus {
        let corporaURL = URL(fileURLWithPath: corpora)
        let schemaURL = corporaURL.deletingLastPathComponent().appendingPathComponent("schemas").appendingPathComponent(schemaFile)
        guard let schemaData = FileManager.default.contents(atPath: schemaURL.path) else {
            throw BenchmarkError("cannot read \(schemaURL.path): the schema lives in TestData/schemas beside TestData/corpora")
        }
        let events = try Data(contentsOf: corporaURL.appendingPathComponent("github_events.json"))
        let one = try BenchDocument.smallDocument(BenchDocument.oneEventName, githubEvents: events)
        let large = try repeatedEvents(events, megabytes: megabytes)
        return Corpus(
            schema: try JSONSchema(parsing: schemaData),
            documents: [
                ("github_events.json", events, false), (BenchDocument.oneEventName, one, true),
                ("github events x\(large.copies) (\(large.data.count / 1_000_000) MB)", large.data, false),
            ])
    }

    /// The corpus's events, repeated as one array until it holds about `megabytes` MB: the
    /// text between its brackets, written again and again with commas between.
    static func repeatedEvents(_ events: Data, megabytes: Int) throws -> (data: Data, copies: Int) {
        let bytes = [UInt8](events)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "[")), let close = bytes.lastIndex(of: UInt8(ascii: "]")) else {
            throw BenchmarkError("github_events.json is not an array")
        }
        let body = bytes[(open + 1)..<close]
        let copies = max(1, megabytes * 1_000_000 / max(body.count, 1))
        var data = Data(capacity: copies * (body.count + 1) + 2)
        data.append(UInt8(ascii: "["))
        for copy in 0..<copies {
            if copy > 0 { data.append(UInt8(ascii: ",")) }
            data.append(contentsOf: body)
        }
        data.append(UInt8(ascii: "]"))
        return (data, copies)
    }

    /// The validator for one document: the schema, or its `#/$defs/event` for a single event.
    static func validator(_ schema: JSONSchema, isOneEvent: Bool) throws -> JSONSchemaValidator {
        guard isOneEvent else { return try JSONSchemaValidator(schema) }
        let id = schema.value["$id"]?.string ?? "https://example.com/github_events.schema.json"
        let registry = JSONSchemaRegistry().registering(schema, at: id)
        return try JSONSchemaValidator(JSONSchema(["$ref": .string(id + "#/$defs/event")]), registry: registry)
    }

    static func run(corpora: String, megabytes: Int, harness: Harness) throws {
        let corpus = try load(corpora: corpora, megabytes: megabytes)
        Swift.print(
            "JSON Schema validation (median of interleaved samples; ratio = Strata's decode time / validation time; min = the same for the fastest samples)"
        )
        let columns: [String] = [
            Table.pad("document", 36), Table.pad("operation", 28), Table.pad("validate MB/s", 15, right: true),
            Table.pad("decode MB/s", 13, right: true), Table.pad("ratio", 9, right: true), Table.pad("min", 9, right: true),
        ]
        Swift.print(columns.joined())
        Swift.print(String(repeating: "-", count: 110))
        for document in corpus.documents {
            let validator = try validator(corpus.schema, isOneEvent: document.isOneEvent)
            let data = document.data
            let decoder = StrataJSONDecoder()
            let decode: () throws -> Void =
                document.isOneEvent
                ? { _ = try decoder.decode(GitHubEvent.self, from: data) } : { _ = try decoder.decode([GitHubEvent].self, from: data) }
            try decode()
            let index = try JSONDocument(parsing: data)
            let tree = try JSONValue(parsing: data)
            guard validator.isValid(index), validator.isValid(tree), try validator.isValid(parsing: data) else {
                throw BenchmarkError("\(document.name) does not validate against the schema: \(validator.validate(index).failures.prefix(3))")
            }
            let operations: [(String, () throws -> Void)] = [
                ("isValid(JSONDocument)", { _ = validator.isValid(index) }),
                ("validate(JSONDocument)", { _ = validator.validate(index) }),
                ("isValid(JSONValue)", { _ = validator.isValid(tree) }),
                ("isValid(parsing: Data)", { _ = try validator.isValid(parsing: data) }),
            ]
            for (name, body) in operations {
                let result = try harness.compare(body, decode)
                let row = Row(
                    file: document.name, operation: name, bytes: data.count, strata: result.strata, foundation: result.foundation, foundationName: "")
                let cells: [String] = [
                    Table.pad(document.name, 36), Table.pad(name, 28), Table.pad(String(format: "%.1f", row.strataMBps), 15, right: true),
                    Table.pad(String(format: "%.1f", row.foundationMBps), 13, right: true),
                    Table.pad(String(format: "%.2fx", row.ratio), 9, right: true),
                    Table.pad(String(format: "%.2fx", row.ratioOfMinimums), 9, right: true),
                ]
                Swift.print(cells.joined())
                FileHandle.standardOutput.synchronizeFile()
            }
        }
    }

    /// Writes the schema and the documents into `folder`, for other validators.
    static func write(into folder: String, corpora: String, megabytes: Int) throws {
        let corpus = try load(corpora: corpora, megabytes: megabytes)
        let url = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try corpus.schema.value.jsonData().write(to: url.appendingPathComponent(schemaFile))
        let names = ["github_events.json", "one_event.json", "github_events_large.json"]
        for (document, name) in zip(corpus.documents, names) {
            try document.data.write(to: url.appendingPathComponent(name))
        }
        Swift.print("wrote \(schemaFile) and \(names.joined(separator: ", ")) into \(folder)")
    }
}
