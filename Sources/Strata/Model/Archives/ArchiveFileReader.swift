import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads an archive's bytes, saying in words why a file cannot be read: a folder, a
/// missing file, a device or a pipe (which would block, or never end) each get a
/// reason of their own.
enum ArchiveFileReader {
    static func bytes(at url: URL) throws -> [UInt8] {
        // O_NONBLOCK: opening a pipe must not wait for a writer; it is refused below.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileSystemFailure.reading(url, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemFailure.reading(url, code: errno) }
        if SystemCalls.isType(info.st_mode, S_IFDIR) { throw FileSystemFailure.reading(url, code: EISDIR) }
        guard SystemCalls.isType(info.st_mode, S_IFREG) else {
            throw ArchiveError.fileSystem(url, reason: "cannot be read: it is a device, a pipe or a socket, not a file")
        }
        // The size is a first guess (the file may change while it is read; some file
        // systems report none), and only up to 64 MiB: the loop reads to the end,
        // doubling its buffer as needed.
        var bytes = [UInt8](repeating: 0, count: min(max(Int(clamping: info.st_size), 0), 1 << 26) &+ 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let result = bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return SystemCalls.read(descriptor, base + count, buffer.count &- count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileSystemFailure.reading(url, code: errno)
            }
            if result == 0 { break }
            count &+= result
        }
        bytes.removeLast(bytes.count &- count)
        return bytes
    }
}
