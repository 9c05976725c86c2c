import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The file a write replaces: the path itself, or, when the path is a symbolic link,
/// the file the link leads to (through any chain of links), so that writing through a
/// link updates what it points at and leaves the link in place, as writing with
/// `open(2)` does. (Foundation's atomic `Data.write` replaces the link itself with a
/// plain file instead, which leaves the file it pointed at stale.)
///
/// A link is followed only where the system itself would follow it: Linux refuses
/// (`fs.protected_symlinks`) to follow a link in a folder that everyone may write to and
/// that keeps others from removing one's files (the sticky bit, as `/tmp` has), when the
/// link belongs neither to the writer nor to the folder's owner, since anyone there can
/// make a link to any file the writer may change. The same rule applies here, on every
/// platform.
struct ArchiveDestination {
    /// The path of the file to replace.
    var path: String
    /// The path of the folder it is in, where the new file is written before it
    /// replaces the old one (a rename cannot cross file systems).
    var folder: String
    /// The name of the file to replace.
    var name: String

    /// Links followed before giving up, as the system's `ELOOP` limit.
    static let maximumLinks = 40

    /// The destination of a write to `url`.
    static func resolving(_ url: URL) throws -> ArchiveDestination {
        var path = url.path
        for _ in 0...maximumLinks {
            var link = stat()
            guard lstat(path, &link) == 0, SystemCalls.isType(link.st_mode, S_IFLNK) else {
                // Not a link (or nothing yet, or nothing reachable: the write says why).
                return ArchiveDestination(path: path)
            }
            let folder = Self.folder(of: path)
            guard mayFollow(link, in: folder) else {
                throw FileSystemFailure.writing(
                    url,
                    "it is a symbolic link that belongs to another user, in a folder everyone may write to (\(folder)), so it is not followed",
                    code: nil)
            }
            guard let target = readLink(path) else { throw FileSystemFailure.writing(url, "its symbolic link cannot be read", code: errno) }
            path = target.hasPrefix("/") ? target : folder + "/" + target
        }
        throw FileSystemFailure.writing(url, code: ELOOP)
    }

    private init(path: String) {
        self.path = path
        folder = Self.folder(of: path)
        if let slash = path.lastIndex(of: "/") {
            name = String(path[path.index(after: slash)...])
        } else {
            name = path
        }
    }

    /// The folder part of a path: `/a/b` for `/a/b/c`, `/` for `/c`, `.` for `c`.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether a link with the given `lstat` may be followed from `folder` (Linux's
    /// `fs.protected_symlinks` rule).
    private static func mayFollow(_ link: stat, in folder: String) -> Bool {
        var info = stat()
        guard stat(folder, &info) == 0 else { return true }
        let isShared = info.st_mode & S_ISVTX != 0 && info.st_mode & S_IWOTH != 0
        return !isShared || link.st_uid == geteuid() || link.st_uid == info.st_uid
    }

    /// The text of the symbolic link at `path`.
    private static func readLink(_ path: String) -> String? {
        var capacity = 1024
        while capacity <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: capacity)
            let count = readlink(path, &buffer, capacity)
            if count < 0 { return nil }
            if count < capacity {
                return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity &*= 2
        }
        errno = ENAMETOOLONG
        return nil
    }
}
