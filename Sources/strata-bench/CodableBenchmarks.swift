import CorpusModels
import Foundation
import Strata

/// Decoding into and encoding from Codable models: `StrataJSONDecoder` and
/// `StrataJSONEncoder` beside Foundation's `JSONDecoder` and `JSONEncoder`.
enum CodableBenchmarks {
    static func run(_ document: BenchDocument, harness: Harness) throws -> [Row] {
        try run(document.model, file: document.name, data: document.data, harness: harness)
    }

    static func run<Model: Codable & Equatable>(_ type: Model.Type, file: String, data: Data, harness: Harness) throws -> [Row] {
        var rows: [Row] = []
        let strataDecoder = StrataJSONDecoder()
        let foundationDecoder = JSONDecoder()
        let decoded = try strataDecoder.decode(type, from: data)
        guard decoded == (try foundationDecoder.decode(type, from: data)) else {
            throw BenchmarkError("Strata and Foundation decode \(file) differently")
        }
        // A new decoder per call first: most app code makes one in the function that
        // handles a response. Then one decoder reused, as a server or a loop does.
        let decodeNew = try harness.compare(
            { _ = try StrataJSONDecoder().decode(type, from: data) },
            { _ = try JSONDecoder().decode(type, from: data) })
        rows.append(
            Row(
                file: file, operation: "decode, new decoder per call", bytes: data.count, strata: decodeNew.strata,
                foundation: decodeNew.foundation, foundationName: "JSONDecoder().decode(_:from:)"))
        Table.print(rows.last!)
        let decode = try harness.compare(
            { _ = try strataDecoder.decode(type, from: data) },
            { _ = try foundationDecoder.decode(type, from: data) })
        rows.append(
            Row(
                file: file, operation: "decode, one decoder reused", bytes: data.count, strata: decode.strata, foundation: decode.foundation,
                foundationName: "JSONDecoder.decode(_:from:)"))
        Table.print(rows.last!)

        // A decode that keeps a report, beside one that does not: on a clean document the
        // report costs nothing (a ratio near 1.00x).
        let reporting = try harness.compare(
            {
                var report = DecodingReport()
                _ = try strataDecoder.decode(type, from: data, report: &report)
            },
            { _ = try strataDecoder.decode(type, from: data) })
        rows.append(
            Row(
                file: file, operation: "decode, with a report", bytes: data.count, strata: reporting.strata, foundation: reporting.foundation,
                foundationName: "StrataJSONDecoder without a report"))
        Table.print(rows.last!)

        let strataEncoder = StrataJSONEncoder()
        let foundationEncoder = JSONEncoder()
        let encoded = try strataEncoder.encode(decoded)
        guard try foundationDecoder.decode(type, from: encoded) == decoded else {
            throw BenchmarkError("Strata's encoding of \(file) does not decode back to the same value")
        }
        let encodeNew = try harness.compare(
            { _ = try StrataJSONEncoder().encode(decoded) },
            { _ = try JSONEncoder().encode(decoded) })
        rows.append(
            Row(
                file: file, operation: "encode, new encoder per call", bytes: encoded.count, strata: encodeNew.strata,
                foundation: encodeNew.foundation, foundationName: "JSONEncoder().encode(_:)"))
        Table.print(rows.last!)
        let encode = try harness.compare(
            { _ = try strataEncoder.encode(decoded) },
            { _ = try foundationEncoder.encode(decoded) })
        rows.append(
            Row(
                file: file, operation: "encode, one encoder reused", bytes: encoded.count, strata: encode.strata, foundation: encode.foundation,
                foundationName: "JSONEncoder.encode(_:)"))
        Table.print(rows.last!)

        if let events = decoded as? [GitHubEvent], file == "github_events.json" {
            rows.append(try JSONLinesWriting.run(events, harness: harness))
            Table.print(rows.last!)
        }
        return rows
    }
}
