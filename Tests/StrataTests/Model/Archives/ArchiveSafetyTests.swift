import Foundation
import Testing

@testable import Strata

/// Archives on disk: writes that cannot half-happen, and damaged files that are told
/// apart and left alone.
@Suite("Archive safety")
struct ArchiveSafetyTests {
    struct Note: JSONSerializing, Equatable {
        var title: String
        var body: String
    }

    static let old = Note(title: "Old", body: String(repeating: "old ", count: 50))
    static let new = Note(title: "New", body: String(repeating: "new ", count: 50))

    struct Interrupted: Error {}

    @Test("a write that fails midway leaves the old archive readable and equal", arguments: [1, 64, 200])
    func failureMidway(afterBytes limit: Int) throws {
        let folder = try ScratchFolder()
        let url = folder.file("note")
        try ModelArchive.write(Self.old, to: url)
        let before = try Data(contentsOf: url)
        var writer = AtomicFileWriter(chunkSize: 16)
        writer.afterStep = { step in
            if case .wrote(let written) = step, written >= limit { throw Interrupted() }
        }
        #expect(throws: Interrupted.self) {
            try ModelArchive.write(Self.new, typeName: "Note", modelVersion: 0, to: url, writer: writer)
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try ModelArchive.read(Note.self, from: url) == Self.old)
        #expect(try folder.contents() == ["note"])  // the partial file is gone
    }

    @Test("a write that cannot be moved into place leaves nothing behind")
    func failedRename() throws {
        let folder = try ScratchFolder()
        let url = folder.file("taken")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect {
            try ModelArchive.write(Self.new, to: url)
        } throws: { error in
            (error as? ArchiveError)?.kind == "fileSystem"
        }
        #expect(try folder.contents() == ["taken"])
    }

    @Test("writing into a folder that does not exist, and reading a file that does not, are file-system errors")
    func missingPaths() throws {
        let folder = try ScratchFolder()
        let nowhere = folder.file("missing").appendingPathComponent("note")
        for attempt in [{ try ModelArchive.write(Self.new, to: nowhere) }, { _ = try ModelArchive.read(Note.self, from: nowhere) }] {
            #expect {
                try attempt()
            } throws: { error in
                (error as? ArchiveError)?.kind == "fileSystem"
            }
        }
    }

    @Test("a new archive keeps the permissions of the one it replaces")
    func permissions() throws {
        let folder = try ScratchFolder()
        let url = folder.file("note")
        try ModelArchive.write(Self.old, to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try ModelArchive.write(Self.new, to: url)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
        #expect(try ModelArchive.read(Note.self, from: url) == Self.new)
    }

    /// A sound archive, damaged in one way, and the error that must be reported.
    static let damage: [(name: String, kind: String)] = [
        ("empty file", "truncated"),
        ("cut inside the header", "truncated"),
        ("cut inside the contents", "truncated"),
        ("cut one byte short", "truncated"),
        ("a byte of the contents changed", "corrupted"),
        ("bytes after the contents", "corrupted"),
        ("a header that is not JSON", "corrupted"),
        ("a header without a checksum", "corrupted"),
        ("a newer format", "unsupportedFormat"),
        ("a JSON file", "notAnArchive"),
        ("a PNG file", "notAnArchive"),
        ("text", "notAnArchive"),
    ]

    static func damaged(_ name: String, _ sound: [UInt8]) throws -> [UInt8] {
        let newline = sound.firstIndex(of: 0x0A)!
        switch name {
        case "empty file": return []
        case "cut inside the header": return Array(sound[..<20])
        case "cut inside the contents": return Array(sound[..<(newline + 10)])
        case "cut one byte short": return Array(sound.dropLast())
        case "a byte of the contents changed":
            var bytes = sound
            bytes[newline + 12] ^= 0x01
            return bytes
        case "bytes after the contents": return sound + Array("\n".utf8)
        case "a header that is not JSON":
            return Array(#"{"format":"strata-archive", oops"#.utf8) + sound[newline...]
        case "a header without a checksum":
            return Array(#"{"format":"strata-archive","formatVersion":1,"type":"Note","modelVersion":0}"#.utf8) + sound[newline...]
        case "a newer format":
            let current = ArchiveEnvelope.formatVersion
            return Array(
                String(decoding: sound, as: UTF8.self).replacingOccurrences(
                    of: #""formatVersion":\#(current)"#, with: #""formatVersion":\#(current + 1)"#
                )
                .utf8)
        case "a JSON file": return Array(#"{"title": "Old", "body": ""}"#.utf8) + [0x0A]
        case "a PNG file": return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        default: return Array("Dear diary,\ntoday I wrote no archive.\n".utf8)
        }
    }

    @Test("each kind of damage is told apart, and the file is left as it was", arguments: damage)
    func damagedArchive(name: String, kind: String) throws {
        let folder = try ScratchFolder()
        let url = folder.file("note")
        try ModelArchive.write(Self.old, to: url)
        let bytes = try Self.damaged(name, [UInt8](try Data(contentsOf: url)))
        try Data(bytes).write(to: url)
        #expect {
            try ModelArchive.read(Note.self, from: url)
        } throws: { error in
            (error as? ArchiveError)?.kind == kind
        }
        #expect(try [UInt8](Data(contentsOf: url)) == bytes)
    }

    @Test("errors say what is wrong, and with which file")
    func messages() throws {
        let url = URL(fileURLWithPath: "/tmp/notes.archive")
        #expect(
            "\(ArchiveError.truncated(url, expected: 100, found: 40))" == "The archive /tmp/notes.archive is truncated: it holds 40 bytes of 100.")
        #expect("\(ArchiveError.notAnArchive(url))" == "/tmp/notes.archive is not a Strata archive.")
        #expect("\(ArchiveError.wrongModel(url, expected: "Note", found: "[Note]"))" == "The archive /tmp/notes.archive holds [Note], not Note.")
    }

    @Test("CRC-32 is the standard one")
    func checksum() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }
}
