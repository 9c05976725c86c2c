import Foundation
import Testing

@testable import Strata

/// Archives are files: a URL of another scheme is refused with an error that names it,
/// never read or written as the local file at its path (`https://host/tmp/x` is not
/// `/tmp/x`).
@Suite("Archives at URLs that are not files")
struct ArchiveURLTests {
    struct Note: JSONSerializing, Equatable {
        var title: String
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-archive-urls-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        "reading and writing at an https, ftp or custom-scheme URL whose path is a real file is refused",
        arguments: ["https://example.com", "ftp://example.com", "myapp://host"])
    func refused(prefix: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let local = folder.appendingPathComponent("note.archive")
        try ModelArchive.write(Note(title: "local"), to: local)
        let remote = try #require(URL(string: prefix + local.path))
        #expect(remote.path == local.path)

        #expect {
            _ = try ModelArchive.read(Note.self, from: remote)
        } throws: { error in
            guard case ArchiveError.fileSystem(let url, let reason) = error else { return false }
            return url == remote && reason.contains("not a file URL") && "\(error)".contains(prefix)
        }
        #expect(throws: ArchiveError.self) { try ModelArchive.write(Note(title: "remote"), to: remote) }
        #expect(throws: ArchiveError.self) { _ = try ModelArchive.read([Note].self, from: remote) }
        #expect(throws: ArchiveError.self) { try ModelArchive.write([Note(title: "remote")], to: remote) }
        // The local file is as it was.
        #expect(try ModelArchive.read(Note.self, from: local) == Note(title: "local"))
    }
}
