import Foundation
import Testing

@testable import Strata

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writers killed midway, for real: a child process (a Swift Testing exit test) writes
/// an archive and is killed with `SIGKILL` at a step of the write, which no handler can
/// catch and no `defer` survives. The old archive must be intact, and nothing the dead
/// writer left may outlive the next write.
@Suite("Writers killed midway")
struct KilledWriterTests {
    struct Note: JSONSerializing, Equatable {
        var title: String
        var body: String
    }

    static let old = Note(title: "Old", body: "old")
    /// About a megabyte: 256 chunks of the 4 KiB the child writes at a time.
    static let new = Note(title: "New", body: String(repeating: "new text ", count: 116_000))
    static let next = Note(title: "Next", body: "next")
    static let chunk = 4_096

    /// A step of the write, as a child process is told it.
    struct KillPoint: Codable, Sendable, CustomStringConvertible {
        /// `created`, `wrote`, `flushed`, `named` or `renamed`.
        var step: String
        /// For `wrote`: killed once at least this many bytes are written.
        var bytes = 0

        var description: String { step == "wrote" ? "wrote \(bytes) bytes" : step }

        func matches(_ step: AtomicFileWriter.Step) -> Bool {
            switch step {
            case .wrote(let written): return self.step == "wrote" && written >= bytes
            default: return self.step == step.description
            }
        }
    }

    static let killPoints = [
        KillPoint(step: "created"), KillPoint(step: "wrote", bytes: chunk), KillPoint(step: "wrote", bytes: 500_000),
        KillPoint(step: "wrote", bytes: 1_000_000), KillPoint(step: "flushed"), KillPoint(step: "named"), KillPoint(step: "renamed"),
    ]

    /// Runs in the child: writes `new` to `path` and kills the process at `point`.
    static func writeAndDie(at point: KillPoint, to path: String, unnamed: Bool) throws {
        var writer = AtomicFileWriter(chunkSize: chunk)
        writer.makesUnnamedFiles = unnamed
        writer.afterStep = { step in
            if point.matches(step) { kill(getpid(), SIGKILL) }
        }
        try ModelArchive.write(new, typeName: Note.archiveIdentifier, modelVersion: 0, to: URL(fileURLWithPath: path), writer: writer)
    }

    @Test("a writer killed at each step leaves the old archive, and the next write leaves nothing else", arguments: killPoints, [true, false])
    func killed(at point: KillPoint, unnamed: Bool) async throws {
        let folder = try ScratchFolder()
        let url = folder.file("note.archive")
        try ModelArchive.write(Self.old, to: url)
        let before = try Data(contentsOf: url)
        // Whether this file system makes unnamed files (on Linux, most do).
        let makesUnnamed = unnamed && PartialFile.canMakeUnnamedFiles(in: folder.url.path)

        await #expect(processExitsWith: .signal(SIGKILL), "killed after \(point)") {
            [path = url.path as String, point = point as KillPoint, unnamed = unnamed as Bool] in
            try KilledWriterTests.writeAndDie(at: point, to: path, unnamed: unnamed)
        }

        if point.step == "renamed" {
            #expect(try ModelArchive.read(Note.self, from: url) == Self.new)
        } else {
            #expect(try Data(contentsOf: url) == before)
            #expect(try ModelArchive.read(Note.self, from: url) == Self.old)
        }
        // What the dead writer left: a named partial file from its creation (or, unnamed,
        // from its naming) until it replaced the archive.
        let leftBehind = try folder.contents().filter { $0 != "note.archive" }
        let hadName = makesUnnamed ? point.step == "named" : point.step != "renamed"
        #expect(leftBehind.count == (hadName ? 1 : 0), "\(leftBehind)")
        #expect(leftBehind.allSatisfy { PartialFileNames.isPartial($0, of: "note.archive") })

        try ModelArchive.write(Self.next, to: url)
        #expect(try folder.contents() == ["note.archive"])
        #expect(try ModelArchive.read(Note.self, from: url) == Self.next)
    }

    @Test("a writer killed at every step in turn, each time over the archive the last one left")
    func killedRepeatedly() async throws {
        let folder = try ScratchFolder()
        let url = folder.file("note.archive")
        try ModelArchive.write(Self.old, to: url)
        for point in Self.killPoints where point.step != "renamed" {
            await #expect(processExitsWith: .signal(SIGKILL)) { [path = url.path as String, point = point as KillPoint] in
                try KilledWriterTests.writeAndDie(at: point, to: path, unnamed: false)
            }
            #expect(try ModelArchive.read(Note.self, from: url) == Self.old)
        }
        // Each write removes what the dead before it left, so at most one is there.
        #expect(try folder.contents().count <= 2)
        try ModelArchive.write(Self.next, to: url)
        #expect(try folder.contents() == ["note.archive"])
    }
}
