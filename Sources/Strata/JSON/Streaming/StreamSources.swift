import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a stream's bytes come from, read synchronously into a ``JSONElementReader``'s
/// free space: a file (opened here), a file handle (read from its current offset), or
/// `Data` (copied a buffer's worth at a time, so the reader's memory stays bounded even
/// though the data is whole).
final class SynchronousByteSource {
    private enum Origin {
        case file(URL)
        case descriptor(Int32)
        case data(Data)
    }

    private let origin: Origin
    /// The open file, for `.file`; opened on the first read, closed here.
    private var openedDescriptor: Int32?
    /// How far into `.data` the reads have got.
    private var dataOffset = 0

    init(file url: URL) { origin = .file(url) }
    init(fileHandle: FileHandle) { origin = .descriptor(fileHandle.fileDescriptor) }
    init(data: Data) { origin = .data(data) }

    deinit {
        if let openedDescriptor { close(openedDescriptor) }
    }

    /// Writes the next bytes into `reader`; false at the end of the input.
    ///
    /// - Throws: the error opening or reading the file.
    func fill(_ reader: JSONElementReader) throws -> Bool {
        switch origin {
        case .file(let url):
            if openedDescriptor == nil {
                // `path` is the path part of any URL: `https://example.com/data/x.jsonl`
                // would open the local file `/data/x.jsonl`.
                guard url.isFileURL else { throw NotAFileURL(url: url) }
                let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw Self.posixError(errno, url: url) }
                openedDescriptor = descriptor
            }
            return try read(openedDescriptor ?? -1, into: reader)
        case .descriptor(let descriptor):
            return try read(descriptor, into: reader)
        case .data(let data):
            guard dataOffset < data.count else { return false }
            let space = reader.freeSpace(atLeast: 1)
            let taken = min(space.count, data.count - dataOffset)
            let start = data.index(data.startIndex, offsetBy: dataOffset)
            data.copyBytes(to: space.bindMemory(to: UInt8.self), from: start..<data.index(start, offsetBy: taken))
            reader.didAppend(taken)
            dataOffset += taken
            return true
        }
    }

    /// One `read(2)` straight into the reader's free space.
    private func read(_ descriptor: Int32, into reader: JSONElementReader) throws -> Bool {
        let space = reader.freeSpace(atLeast: 1)
        while true {
            #if canImport(Darwin)
            let count = Darwin.read(descriptor, space.baseAddress, space.count)
            #elseif canImport(Glibc)
            let count = Glibc.read(descriptor, space.baseAddress, space.count)
            #else
            let count = Musl.read(descriptor, space.baseAddress, space.count)
            #endif
            if count > 0 {
                reader.didAppend(count)
                return true
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            throw Self.posixError(errno, url: nil)
        }
    }

    private static func posixError(_ code: Int32, url: URL?) -> any Error {
        let error = POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        guard let url else { return error }
        return CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url, NSUnderlyingErrorKey: error, NSFilePathErrorKey: url.path])
    }
}

/// A stream was asked to read a URL that is not a file's.
struct NotAFileURL: Error, CustomStringConvertible {
    let url: URL

    var description: String {
        "\(url.absoluteString) is not a file URL: a stream reads a file's URL; stream a remote resource from its bytes (URLSession's bytes(from:)) instead"
    }
}

/// An asynchronous source of a stream's bytes, feeding a ``JSONElementReader``.
protocol AsynchronousByteSource {
    /// Writes the next bytes that arrive into `reader`; false at the end of the input.
    mutating func fill(_ reader: JSONElementReader) async throws -> Bool
}

/// An `AsyncSequence` of single bytes (`FileHandle.bytes`, `URLSession.AsyncBytes`).
///
/// Such a sequence cannot say whether its next byte is already there, so filling stops
/// after a byte that may end an element (a line feed, `}`, `]`): an element is decoded
/// as soon as its last byte arrives, not when a buffer's worth has.
struct AsyncByteSource<Iterator: AsyncIteratorProtocol>: AsynchronousByteSource where Iterator.Element == UInt8 {
    var iterator: Iterator

    mutating func fill(_ reader: JSONElementReader) async throws -> Bool {
        let space = reader.freeSpace(atLeast: 1)
        var written = 0
        while written < space.count, let byte = try await iterator.next() {
            space[written] = byte
            written += 1
            if byte == 0x0A || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { break }
        }
        reader.didAppend(written)
        return written > 0
    }
}

/// An `AsyncSequence` of chunks (`Data`, `[UInt8]`), as server frameworks deliver request
/// and response bodies. A chunk larger than the buffer is taken in parts, so the reader
/// does not grow to the chunk's size.
struct AsyncChunkSource<Iterator: AsyncIteratorProtocol>: AsynchronousByteSource where Iterator.Element: ContiguousBytes {
    var iterator: Iterator
    private var pending: Iterator.Element?
    private var pendingOffset = 0

    init(iterator: Iterator) {
        self.iterator = iterator
    }

    mutating func fill(_ reader: JSONElementReader) async throws -> Bool {
        while true {
            if pending == nil {
                guard let chunk = try await iterator.next() else { return false }
                pending = chunk
                pendingOffset = 0
            }
            guard let chunk = pending else { continue }
            let offset = pendingOffset
            let (taken, total) = chunk.withUnsafeBytes { raw in
                (reader.append(UnsafeRawBufferPointer(rebasing: raw[min(offset, raw.count)...])), raw.count)
            }
            pendingOffset += taken
            if pendingOffset >= total { pending = nil }
            // An empty chunk carries nothing: wait for the next.
            if taken > 0 { return true }
        }
    }
}
