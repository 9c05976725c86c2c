import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What went wrong with a file, in words: the reason of an
/// ``ArchiveError/fileSystem(_:reason:)``, such as `cannot be read: it is a folder, not a
/// file`. Reasons are clauses without a final full stop; the error's description
/// adds it.
enum FileSystemFailure {
    /// An archive that cannot be read, because of the system error `code`.
    static func reading(_ url: URL, code: Int32) -> ArchiveError {
        ArchiveError.fileSystem(url, reason: "cannot be read: \(words(for: code))")
    }

    /// An archive that cannot be written: `step` went wrong (`its folder cannot be
    /// flushed`), because of the system error `code`, or `step` alone when `code` is nil.
    static func writing(_ url: URL, _ step: String? = nil, code: Int32?) -> ArchiveError {
        let cause = code.map(words(for:))
        let reason = [step, cause].compactMap { $0 }.joined(separator: ": ")
        return ArchiveError.fileSystem(url, reason: "cannot be written: \(reason)")
    }

    /// The system error `code` in words.
    static func words(for code: Int32) -> String {
        switch code {
        case ENOENT: return "no file exists at this path"
        case EISDIR: return "it is a folder, not a file"
        case ENOTDIR: return "a part of its path is a file, not a folder"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case ELOOP: return "its path has too many symbolic links, or a loop of them"
        case ENAMETOOLONG: return "its name or path is too long"
        case EMFILE, ENFILE: return "too many files are open"
        case EIO: return "the disk reported an input or output error"
        case EXDEV: return "it is on another file system than its folder"
        default:
            // The system's words, as `strerror` gives them ("Stale file handle"), lower-cased
            // at the start to continue the sentence.
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}

/// The C library's `read` and `write`, which `FileHandle`-like names in scope would
/// otherwise hide.
enum SystemCalls {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Musl.write(descriptor, bytes, count)
        #endif
    }

    static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(descriptor, bytes, count)
        #elseif canImport(Glibc)
        Glibc.read(descriptor, bytes, count)
        #else
        Musl.read(descriptor, bytes, count)
        #endif
    }

    /// Waits until the file's contents are on the disk: `F_FULLFSYNC` where `fsync` only
    /// reaches the drive's cache (Apple platforms).
    static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    /// Whether `mode` is a `stat` mode of the given type (`S_IFREG`, `S_IFDIR`, `S_IFLNK`).
    static func isType(_ mode: mode_t, _ type: mode_t) -> Bool {
        mode & S_IFMT == type
    }
}
