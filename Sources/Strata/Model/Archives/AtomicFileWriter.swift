import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file so that, whatever happens during the write — an error, a full disk,
/// a crash, a power cut — the file holds either its old contents or its new ones,
/// never a mix: write a new file beside it, flush it to the disk, rename it over the
/// old one, flush the folder.
///
/// The new file is a `PartialFile`: unnamed on Linux until it is complete, locked while
/// its writer lives, and removed by the next write if its writer died. A symbolic link
/// is written through (`ArchiveDestination`): the file it leads to is replaced and the
/// link stays.
struct AtomicFileWriter {
    /// Bytes per `write` call.
    var chunkSize = 1 << 16
    /// Whether the new file is made without a name where the system can (Linux). Tests
    /// turn it off to exercise named partial files on Linux too.
    var makesUnnamedFiles = true
    /// Called after each step of a write. Tests throw from it to stop a write midway, or
    /// kill their process there.
    var afterStep: ((Step) throws -> Void)? = nil

    /// The steps of a write, in order.
    enum Step: Hashable, Sendable, CustomStringConvertible {
        /// The new file exists (named or not) and is locked.
        case created
        /// This many bytes of the contents are in the new file.
        case wrote(Int)
        /// The contents are flushed to the disk.
        case flushed
        /// The new file has its name beside the archive.
        case named
        /// The new file has replaced the archive.
        case renamed

        var description: String {
            switch self {
            case .created: "created"
            case .wrote(let count): "wrote \(count) bytes"
            case .flushed: "flushed"
            case .named: "named"
            case .renamed: "renamed"
            }
        }
    }

    func write(_ bytes: [UInt8], to url: URL) throws {
        let destination = try ArchiveDestination.resolving(url)
        PartialFile.removeStale(of: destination)
        do {
            try write(bytes, to: destination, url: url, unnamed: makesUnnamedFiles)
        } catch is PartialFile.NamingFailed {
            try write(bytes, to: destination, url: url, unnamed: false)
        }
    }

    private func write(_ bytes: [UInt8], to destination: ArchiveDestination, url: URL, unnamed: Bool) throws {
        let file = try PartialFile.create(for: destination, url: url, unnamed: unnamed)
        defer { file.close() }
        try afterStep?(.created)
        // The new file keeps the permissions of the one it replaces.
        var existing = stat()
        if stat(destination.path, &existing) == 0 { fchmod(file.descriptor, existing.st_mode & 0o7777) }
        try writeAll(bytes, to: file.descriptor, url: url)
        guard SystemCalls.flush(file.descriptor) else {
            throw FileSystemFailure.writing(url, "its new contents cannot be flushed to the disk", code: errno)
        }
        try afterStep?(.flushed)
        let path = try file.name(for: destination, url: url)
        try afterStep?(.named)
        guard rename(path, destination.path) == 0 else {
            throw FileSystemFailure.writing(url, "its new file cannot be moved into place", code: errno)
        }
        file.movedIntoPlace()
        try afterStep?(.renamed)
        // The rename itself is durable once the folder is flushed.
        let folder = open(destination.folder, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = SystemCalls.flush(folder)
            close(folder)
        }
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32, url: URL) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let count = min(chunkSize, buffer.count - offset)
                let written = SystemCalls.write(descriptor, base + offset, count)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemFailure.writing(url, code: errno)
                }
                offset += written
                try afterStep?(.wrote(offset))
            }
        }
    }
}
