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
/// never a mix: write beside it, flush to the disk, rename over it, flush the folder.
struct AtomicFileWriter {
    /// Bytes per `write` call.
    var chunkSize = 1 << 16
    /// Called after each chunk reaches the temporary file, with the bytes written so
    /// far. Tests throw from it to stop a write midway.
    var afterChunk: ((Int) throws -> Void)? = nil

    func write(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(url, "cannot create a file beside it") }
        var renamed = false
        defer {
            if !renamed { unlink(temporary.path) }
        }
        do {
            defer { close(descriptor) }
            // The new file keeps the permissions of the one it replaces.
            var existing = stat()
            if stat(url.path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) }
            try writeAll(bytes, to: descriptor, url: url)
            guard Self.flush(descriptor) else { throw Self.failure(url, "cannot flush it to the disk") }
        }
        guard rename(temporary.path, url.path) == 0 else { throw Self.failure(url, "cannot move it into place") }
        renamed = true
        // The rename itself is durable once the folder is flushed.
        let folderDescriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = Self.flush(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32, url: URL) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let count = min(chunkSize, buffer.count - offset)
                let written = Glue.write(descriptor, base + offset, count)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Self.failure(url, "cannot write")
                }
                offset += written
                try afterChunk?(offset)
            }
        }
    }

    /// Waits until the file's contents are on the disk: `F_FULLFSYNC` where `fsync` only
    /// reaches the drive's cache (Apple platforms).
    private static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    private static func failure(_ url: URL, _ what: String) -> ArchiveError {
        ArchiveError.fileSystem(url, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// The C library's `write`, which `AtomicFileWriter.write` hides.
private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Musl.write(descriptor, bytes, count)
        #endif
    }
}
