import Foundation

@testable import Strata

/// A folder of its own for each test, removed afterwards.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-archives-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names in the folder, hidden ones included.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

extension ArchiveError {
    /// The case, without its payload, for comparisons in tests.
    var kind: String {
        switch self {
        case .fileSystem: "fileSystem"
        case .notAnArchive: "notAnArchive"
        case .truncated: "truncated"
        case .corrupted: "corrupted"
        case .unsupportedFormat: "unsupportedFormat"
        case .wrongModel: "wrongModel"
        case .newerVersion: "newerVersion"
        case .migrationFailed: "migrationFailed"
        case .decodingFailed: "decodingFailed"
        }
    }
}

/// An archive as an older version of a model wrote it: its JSON, its version.
func writeArchive(_ payload: JSONValue, type: String, version: Int, to url: URL) throws {
    let envelope = ArchiveEnvelope(typeName: type, modelVersion: version, payload: try payload.jsonBytes())
    try Data(try envelope.bytes()).write(to: url)
}
