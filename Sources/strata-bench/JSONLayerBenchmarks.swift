import Foundation
import Strata

/// Reading and writing without Codable: Strata's index and `JSONValue` beside
/// `JSONSerialization`.
enum JSONLayerBenchmarks {
    static func run(_ document: BenchDocument, harness: Harness) throws -> [Row] {
        var rows: [Row] = []
        let file = document.name
        let data = document.data
        let bytes = [UInt8](data)

        let index = try harness.compare(
            { _ = try JSONDocument(parsing: bytes) },
            { _ = try JSONSerialization.jsonObject(with: data) })
        rows.append(
            Row(
                file: file, operation: "read to index", bytes: data.count, strata: index.strata, foundation: index.foundation,
                foundationName: "JSONSerialization.jsonObject(with:)"))
        Table.print(rows.last!)

        let value = try harness.compare(
            { _ = try JSONValue(parsing: bytes) },
            { _ = try JSONSerialization.jsonObject(with: data) })
        rows.append(
            Row(
                file: file, operation: "read to JSONValue", bytes: data.count, strata: value.strata, foundation: value.foundation,
                foundationName: "JSONSerialization.jsonObject(with:)"))
        Table.print(rows.last!)

        let tree = try JSONValue(parsing: bytes)
        let object = try JSONSerialization.jsonObject(with: data)
        let written = try tree.jsonBytes()
        let write = try harness.compare(
            { _ = try tree.jsonBytes() },
            { _ = try JSONSerialization.data(withJSONObject: object) })
        rows.append(
            Row(
                file: file, operation: "write JSONValue", bytes: written.count, strata: write.strata, foundation: write.foundation,
                foundationName: "JSONSerialization.data(withJSONObject:)"))
        Table.print(rows.last!)
        return rows
    }
}
