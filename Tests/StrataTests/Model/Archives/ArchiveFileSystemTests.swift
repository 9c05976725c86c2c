import Foundation
import Testing

@testable import Strata

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Archives and the file system: names up to the system's limit, partial files that
/// outlive their writer, symbolic links, and what a read of something that is no
/// archive file says.
@Suite("Archives on the file system")
struct ArchiveFileSystemTests {
    struct Note: JSONSerializing, Equatable {
        var title: String
    }

    static func write(_ note: Note, to url: URL, with writer: AtomicFileWriter) throws {
        try ModelArchive.write(note, typeName: Note.archiveIdentifier, modelVersion: Note.modelVersion, to: url, writer: writer)
    }

    // MARK: Names

    /// Names of up to 255 bytes, the limit of common file systems, in ASCII and in
    /// two-byte characters.
    static let names = [
        "a", String(repeating: "n", count: 200), String(repeating: "n", count: 210), String(repeating: "n", count: 230),
        String(repeating: "n", count: 255), String(repeating: "é", count: 127), String(repeating: "é", count: 127) + "x",
    ]

    @Test("an archive name of up to 255 bytes is written, replaced and read", arguments: names, [true, false])
    func longNames(name: String, unnamed: Bool) throws {
        let folder = try ScratchFolder()
        let url = folder.file(name)
        let writer = AtomicFileWriter(makesUnnamedFiles: unnamed)
        try Self.write(Note(title: "first"), to: url, with: writer)
        try Self.write(Note(title: "second"), to: url, with: writer)
        #expect(try ModelArchive.read(Note.self, from: url) == Note(title: "second"))
        #expect(try folder.contents() == [name])
    }

    @Test("a partial file's name fits in 255 bytes and belongs to one archive", arguments: names)
    func partialNames(name: String) {
        let partial = PartialFileNames.make(for: name)
        #expect(partial.utf8.count <= 255)
        #expect(PartialFileNames.isPartial(partial, of: name))
        #expect(partial != PartialFileNames.make(for: name))
        // Another archive whose name shares the part a long name keeps.
        #expect(!PartialFileNames.isPartial(partial, of: name + "2"))
        #expect(!PartialFileNames.isPartial(partial, of: String(name.dropLast())))
        #expect(!PartialFileNames.isPartial(name, of: name))
    }

    // MARK: Partial files

    /// A partial file of `name` in `folder`, as a writer makes it.
    static func makePartial(of name: String, in folder: ScratchFolder) throws -> URL {
        let url = folder.file(PartialFileNames.make(for: name))
        try Data("half an archive".utf8).write(to: url)
        return url
    }

    @Test("a write removes the partial files of its archive whose writer is gone, and no other file")
    func staleFilesRemoved() throws {
        let folder = try ScratchFolder()
        let url = folder.file("notes.archive")
        for _ in 0..<3 { _ = try Self.makePartial(of: "notes.archive", in: folder) }
        let others = try Self.makePartial(of: "other.archive", in: folder)
        try Data().write(to: folder.file(".notes.archive.keep"))
        try ModelArchive.write(Note(title: "new"), to: url)
        #expect(try folder.contents() == [".notes.archive.keep", others.lastPathComponent, "notes.archive"].sorted())
    }

    @Test("a write leaves the partial file of a writer that is still writing", arguments: [true, false])
    func liveFileKept(unnamed: Bool) throws {
        let folder = try ScratchFolder()
        let url = folder.file("notes.archive")
        let live = try Self.makePartial(of: "notes.archive", in: folder)
        // What a live writer holds: the lock on its file.
        let descriptor = open(live.path, O_RDONLY | O_CLOEXEC)
        #expect(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        try Self.write(Note(title: "new"), to: url, with: AtomicFileWriter(makesUnnamedFiles: unnamed))
        #expect(try folder.contents() == [live.lastPathComponent, "notes.archive"].sorted())
        // Once the writer is gone (its lock with it), the next write removes the file.
        close(descriptor)
        try Self.write(Note(title: "newer"), to: url, with: AtomicFileWriter(makesUnnamedFiles: unnamed))
        #expect(try folder.contents() == ["notes.archive"])
    }

    @Test("writers racing on one archive never remove each other's files", arguments: [true, false])
    func racingWriters(unnamed: Bool) async throws {
        let folder = try ScratchFolder()
        let url = folder.file("notes.archive")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let writer = AtomicFileWriter(makesUnnamedFiles: unnamed)
                    for round in 0..<40 {
                        try Self.write(Note(title: "task \(task), round \(round)"), to: url, with: writer)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try ModelArchive.read(Note.self, from: url).title.hasSuffix("round 39"))
        #expect(try folder.contents() == ["notes.archive"])
    }

    // MARK: Symbolic links

    @Test("writing through a symbolic link replaces the file it leads to and keeps the link", arguments: [true, false])
    func throughLink(unnamed: Bool) throws {
        let folder = try ScratchFolder()
        let target = folder.file("data/notes.archive")
        try FileManager.default.createDirectory(at: folder.file("data"), withIntermediateDirectories: true)
        try ModelArchive.write(Note(title: "old"), to: target)
        // A chain: link → relative link → the file.
        try FileManager.default.createSymbolicLink(atPath: folder.file("data/current").path, withDestinationPath: "notes.archive")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: folder.file("data/current").path)
        try Self.write(Note(title: "new"), to: folder.file("link"), with: AtomicFileWriter(makesUnnamedFiles: unnamed))
        for link in ["link", "data/current"] {
            let type = try FileManager.default.attributesOfItem(atPath: folder.file(link).path)[.type] as? FileAttributeType
            #expect(type == .typeSymbolicLink, "\(link)")
        }
        #expect(try ModelArchive.read(Note.self, from: target) == Note(title: "new"))
        #expect(try ModelArchive.read(Note.self, from: folder.file("link")) == Note(title: "new"))
        #expect(try folder.contents() == ["data", "link"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("data").path).sorted() == ["current", "notes.archive"])
    }

    @Test("writing through a link to nothing creates the file it names")
    func danglingLink() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link").path, withDestinationPath: "notes.archive")
        try ModelArchive.write(Note(title: "new"), to: folder.file("link"))
        #expect(try ModelArchive.read(Note.self, from: folder.file("notes.archive")) == Note(title: "new"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link").path) == "notes.archive")
    }

    @Test("a loop of links is a file-system error that says so")
    func linkLoop() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.file("b").path, withDestinationPath: "a")
        #expect {
            try ModelArchive.write(Note(title: "new"), to: folder.file("a"))
        } throws: { error in
            "\(error)" == "The archive \(folder.file("a").path) cannot be written: its path has too many symbolic links, or a loop of them."
        }
        #expect(try folder.contents() == ["a", "b"])
    }

    /// Another user's link in a folder everyone may write to, such as /tmp, may lead to
    /// any file the writer may change: it is not followed (as Linux's
    /// `fs.protected_symlinks` does for `open`). Needs root, to give the link away.
    @Test("another user's link in a shared folder is not followed", .enabled(if: geteuid() == 0))
    func sharedFolderLink() throws {
        let folder = try ScratchFolder()
        let shared = folder.file("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        #expect(chmod(shared.path, 0o1777) == 0)
        try ModelArchive.write(Note(title: "precious"), to: folder.file("precious.archive"))
        let link = shared.appendingPathComponent("notes.archive")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.file("precious.archive").path)
        #expect(lchown(link.path, 4_242, 4_242) == 0)
        #expect {
            try ModelArchive.write(Note(title: "planted"), to: link)
        } throws: { error in
            guard case ArchiveError.fileSystem(_, let reason) = error else { return false }
            return reason.contains("symbolic link that belongs to another user")
        }
        #expect(try ModelArchive.read(Note.self, from: folder.file("precious.archive")) == Note(title: "precious"))
        // The writer's own link there is followed.
        #expect(lchown(link.path, geteuid(), getegid()) == 0)
        try ModelArchive.write(Note(title: "mine"), to: link)
        #expect(try ModelArchive.read(Note.self, from: folder.file("precious.archive")) == Note(title: "mine"))
    }

    // MARK: Errors in words

    @Test("reading a folder, a missing file or a pipe says which, in words, once")
    func readErrors() throws {
        let folder = try ScratchFolder()
        #expect(mkfifo(folder.file("pipe").path, 0o644) == 0)
        let cases = [
            (folder.url, "cannot be read: it is a folder, not a file"),
            (folder.file("missing"), "cannot be read: no file exists at this path"),
            (folder.file("missing/notes"), "cannot be read: no file exists at this path"),
            (folder.file("pipe"), "cannot be read: it is a device, a pipe or a socket, not a file"),
        ]
        for (url, reason) in cases {
            #expect {
                try ModelArchive.read(Note.self, from: url)
            } throws: { error in
                "\(error)" == "The archive \(url.path) \(reason)."
            }
        }
    }

    @Test("writing into a folder that does not exist says so")
    func missingFolder() throws {
        let folder = try ScratchFolder()
        let url = folder.file("missing/notes.archive")
        #expect {
            try ModelArchive.write(Note(title: "new"), to: url)
        } throws: { error in
            "\(error)" == "The archive \(url.path) cannot be written: its folder \(folder.file("missing").path) does not exist."
        }
    }

    @Test("every kind of archive error ends with one full stop")
    func oneFullStop() {
        let url = URL(fileURLWithPath: "/tmp/notes.archive")
        struct Failure: Error, CustomStringConvertible {
            var description: String
        }
        let errors: [ArchiveError] = [
            FileSystemFailure.reading(url, code: ENOENT), FileSystemFailure.reading(url, code: EISDIR),
            FileSystemFailure.writing(url, code: ENOSPC), FileSystemFailure.writing(url, "its new file cannot be moved into place", code: EACCES),
            FileSystemFailure.reading(url, code: ESTALE), .notAnArchive(url), .truncated(url, expected: 10, found: 5),
            .truncated(url, expected: nil, found: 5), .corrupted(url, reason: "it is"), .unsupportedFormat(url, formatVersion: 3),
            .wrongModel(url, expected: "A", found: "B"), .newerVersion(url, archived: 2, supported: 1),
            .migrationFailed(url, fromVersion: 1, underlying: Failure(description: "it failed.")),
            .migrationFailed(url, fromVersion: 1, underlying: Failure(description: "it failed")),
            .decodingFailed(url, underlying: Failure(description: "it failed.")), .decodingFailed(url, underlying: Failure(description: "")),
        ]
        for error in errors {
            #expect(error.description.hasSuffix(".") && !error.description.hasSuffix(".."), "\(error)")
            #expect(!error.description.contains("NSCocoaErrorDomain"))
        }
    }
}
