import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The new contents of an archive while they are written, in the archive's folder, and
/// how a writer that dies midway leaves nothing behind for long.
///
/// - On Linux the file is made without a name (`O_TMPFILE`): a writer killed while
///   writing leaves nothing at all, and the system frees the space at once. It gets a
///   name only when its contents are flushed, just before it is renamed over the
///   archive.
/// - Elsewhere (and where the file system cannot make unnamed files), it is made under
///   a name of its own, `.<archive name>-<hash>.<random>.partial`.
///
/// Either way the writer holds a lock on the file (`flock`) from before it has a name
/// until after it has replaced the archive. The system drops the lock when its holder
/// dies, however it dies, so a named partial file whose lock is free belongs to no live
/// writer: each write first removes those of the same archive (`removeStale(of:)`).
/// A crash therefore leaves at most one partial file, until the next write of that
/// archive.
final class PartialFile {
    let descriptor: Int32
    /// The file's name in its folder, once it has one.
    private(set) var path: String?
    private var isInPlace = false

    private init(descriptor: Int32, path: String?) {
        self.descriptor = descriptor
        self.path = path
    }

    /// A new, empty, locked file in the folder of `destination`: without a name when
    /// `unnamed` and the system can, else with a fresh partial-file name.
    static func create(for destination: ArchiveDestination, url: URL, unnamed: Bool) throws -> PartialFile {
        if unnamed, let file = createUnnamed(in: destination.folder) { return file }
        for _ in 0..<16 {
            let path = destination.folder + "/" + PartialFileNames.make(for: destination.name)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                let code = errno
                let step = code == ENOENT ? "its folder \(destination.folder) does not exist" : "its new file cannot be made beside it"
                throw FileSystemFailure.writing(url, step, code: code == ENOENT ? nil : code)
            }
            // A writer cleaning stale files may have opened this one between its
            // creation and the lock, and removed it: then the name is gone, or names
            // another file, and this writer starts again with a new one.
            if lock(descriptor), !names(path, descriptor) {
                _ = closeDescriptor(descriptor)
                continue
            }
            return PartialFile(descriptor: descriptor, path: path)
        }
        throw FileSystemFailure.writing(url, "no unused name for its new file was found beside it", code: nil)
    }

    /// Gives the file a name, if it has none yet: a fresh partial-file name beside the
    /// archive. Throws `NamingFailed` when the system cannot name an unnamed file.
    func name(for destination: ArchiveDestination, url: URL) throws -> String {
        if let path { return path }
        #if os(Linux)
        for _ in 0..<16 {
            let path = destination.folder + "/" + PartialFileNames.make(for: destination.name)
            // Through /proc: linking an unnamed file by its descriptor alone
            // (`AT_EMPTY_PATH`) needs a privilege.
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 {
                self.path = path
                return path
            }
            if errno != EEXIST { break }
        }
        #endif
        throw NamingFailed()
    }

    /// The system could not give an unnamed file a name; the write starts again with a
    /// named one.
    struct NamingFailed: Error {}

    /// Records that the file was renamed over the archive: it is not removed when closed.
    func movedIntoPlace() {
        isInPlace = true
    }

    /// Closes the file, which releases its lock, removing it first unless it replaced
    /// the archive (a file without a name disappears by itself).
    func close() {
        if !isInPlace, let path { unlink(path) }
        _ = Self.closeDescriptor(descriptor)
    }

    // MARK: Stale files

    /// Removes the partial files of the archive at `destination` that no live writer
    /// holds. Best effort: a file that cannot be opened, locked or removed is left.
    static func removeStale(of destination: ArchiveDestination) {
        let entries = names(in: destination.folder, beginningWith: PartialFileNames.prefix(for: destination.name))
        for candidate in entries where PartialFileNames.isPartial(candidate, of: destination.name) {
            let path = destination.folder + "/" + candidate
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            defer { _ = closeDescriptor(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, SystemCalls.isType(info.st_mode, S_IFREG) else { continue }
            // A live writer holds the lock until its file has replaced the archive.
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            // Remove only the file this lock is on: since it was opened, the name may
            // have been renamed over the archive by a writer that has just finished.
            guard names(path, descriptor) else { continue }
            unlink(path)
        }
    }

    /// The names in `folder` that begin with `prefix`. Written for speed: every write
    /// reads its archive's folder, which may hold thousands of files, so the names are
    /// compared as the bytes `readdir` gives, and only those that match become strings.
    private static func names(in folder: String, beginningWith prefix: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let prefix = Array(prefix.utf8)
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { name -> String? in
                // The prefix holds no zero byte, so a shorter name differs at its end.
                for (position, byte) in prefix.enumerated() where position >= name.count || name[position] != byte {
                    return nil
                }
                guard let end = name.firstIndex(of: 0) else { return nil }
                return String(decoding: name[..<end], as: UTF8.self)
            }
            if let name { found.append(name) }
        }
        return found
    }

    // MARK: The system

    #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// `O_TMPFILE`, which Glibc's module does not export (it is behind `_GNU_SOURCE`):
    /// `__O_TMPFILE | O_DIRECTORY`, with the generic value of `__O_TMPFILE`.
    private static let unnamedFileFlag: Int32 = 0o2000_0000 | O_DIRECTORY
    #endif

    /// An unnamed, locked file in `folder`, or nil where the system or the file system
    /// cannot make one (or cannot name one later: no `/proc`).
    private static func createUnnamed(in folder: String) -> PartialFile? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        guard access("/proc/self/fd", X_OK) == 0 else { return nil }
        let descriptor = open(folder, O_WRONLY | O_CLOEXEC | unnamedFileFlag, 0o644)
        guard descriptor >= 0 else { return nil }
        _ = lock(descriptor)
        return PartialFile(descriptor: descriptor, path: nil)
        #else
        return nil
        #endif
    }

    /// Whether writes into `folder` make their new file without a name.
    static func canMakeUnnamedFiles(in folder: String) -> Bool {
        guard let file = createUnnamed(in: folder) else { return false }
        file.close()
        return true
    }

    /// Takes the file's lock, waiting for a cleaner that holds it; false where the file
    /// system has no locks (then no cleaner can take it either).
    private static func lock(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Whether `path` still names the file open at `descriptor`.
    private static func names(_ path: String, _ descriptor: Int32) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.close(descriptor)
        #elseif canImport(Glibc)
        Glibc.close(descriptor)
        #else
        Musl.close(descriptor)
        #endif
    }
}

/// Names of partial files: `.<archive name>-<hash>.<random>.partial`, within the 255
/// bytes a file name may have whatever the archive's name: a long name is cut (at a
/// character boundary) and the hash of the whole name tells archives that share the
/// cut part apart.
enum PartialFileNames {
    /// The most bytes of the archive's name a partial file's name repeats.
    static let keptNameBytes = 200

    /// A fresh name for a partial file of the archive `name`.
    static func make(for name: String) -> String {
        let random = UInt64.random(in: .min ... .max)
        return prefix(for: name) + hex(random, digits: 16) + ".partial"
    }

    /// Whether `candidate` is the name of a partial file of the archive `name`.
    static func isPartial(_ candidate: String, of name: String) -> Bool {
        let prefix = prefix(for: name)
        guard candidate.hasPrefix(prefix), candidate.hasSuffix(".partial") else { return false }
        let random = candidate.utf8.dropFirst(prefix.utf8.count).dropLast(".partial".utf8.count)
        return random.count == 16 && random.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `.<name, cut>-<hash of the whole name>.`, how every partial file of the archive
    /// `name` begins.
    static func prefix(for name: String) -> String {
        var kept = ""
        var bytes = 0
        for scalar in name.unicodeScalars {
            bytes &+= UTF8.width(scalar)
            if bytes > keptNameBytes { break }
            kept.unicodeScalars.append(scalar)
        }
        // FNV-1a: stable across runs and platforms, unlike `Hasher`.
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        return ".\(kept)-\(hex(UInt64(hash), digits: 8))."
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
