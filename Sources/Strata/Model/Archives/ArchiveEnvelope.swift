import Foundation

/// The bytes of an archive: a header of one line, then the payload, the model's JSON.
///
/// ```
/// {"format":"strata-archive","formatVersion":2,"type":"Note","modelVersion":3,"length":45,"crc32":"f6610254"}
/// {"title":"Groceries","items":["milk","eggs"]}
/// ```
///
/// The header says what the file is (so that a foreign file is told apart), which model
/// and version wrote it, and how long the payload is (so that a truncated file is told
/// apart). Its last member is the CRC-32 of every other byte of the file — the header's
/// members, the line break and the payload: everything that decides the value read — so
/// that damage anywhere, a changed model version included, is found before anything is
/// believed. Both parts are JSON, so an archive can be read with any text tool.
///
/// Format 1 (Strata before format 2) had the same members, in the same order, but its
/// checksum covered the payload alone; such archives are still read (see
/// `parse(_:from:)`), and writing one again upgrades it.
struct ArchiveEnvelope: Equatable {
    /// How every archive begins: the header's first member, always written first.
    static let magic = Array(#"{"format":"strata-archive""#.utf8)
    /// The version of this layout; a reader refuses newer ones.
    static let formatVersion = 2
    /// The longest header read, in bytes: a file whose first line is longer is damaged.
    /// (A header is about 100 bytes and the model's identifier.)
    static let maximumHeaderLength = 8_192
    /// The checksum member as the header ends with it, before its eight hexadecimal
    /// digits and `"}`.
    private static let checksumMember = Array(#","crc32":""#.utf8)
    private static let headerEnd = Array(#""}"#.utf8)

    /// The layout the archive was written in (1 or 2).
    var formatVersion = Self.formatVersion
    /// The model's archive identifier, `[identifier]` for an array of models (for
    /// format 1, the name of the model's type).
    var typeName: String
    var modelVersion: Int
    var payload: [UInt8]

    init(typeName: String, modelVersion: Int, payload: [UInt8]) {
        self.typeName = typeName
        self.modelVersion = modelVersion
        self.payload = payload
    }

    private init(formatVersion: Int, typeName: String, modelVersion: Int, payload: [UInt8]) {
        self.init(typeName: typeName, modelVersion: modelVersion, payload: payload)
        self.formatVersion = formatVersion
    }

    /// The archive's bytes, in the current format.
    ///
    /// - Throws: `EncodingError.invalidValue` if the header would be longer than
    ///   `maximumHeaderLength` (an identifier of thousands of bytes).
    func bytes() throws -> [UInt8] {
        let fields: JSONValue = .object(
            JSONObject([
                ("format", "strata-archive"),
                ("formatVersion", .number(JSONNumber(Self.formatVersion))),
                ("type", .string(typeName)),
                ("modelVersion", .number(JSONNumber(modelVersion))),
                ("length", .number(JSONNumber(payload.count))),
            ]))
        var bytes = try fields.jsonBytes()
        // The checksum goes in as the object's last member.
        bytes.removeLast()
        bytes += Self.checksumMember
        let digits = bytes.count
        bytes += Array("00000000".utf8) + Self.headerEnd
        guard bytes.count <= Self.maximumHeaderLength else {
            throw EncodingError.invalidValue(
                typeName,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "The archive's header would be \(bytes.count) bytes long, more than the \(Self.maximumHeaderLength) an archive may have: the model's archive identifier is too long."
                ))
        }
        bytes.append(0x0A)
        bytes += payload
        bytes.replaceSubrange(digits..<(digits + 8), with: Self.hex(Self.checksum(of: bytes, digitsAt: digits)).utf8)
        return bytes
    }

    /// Reads an archive's bytes, checking everything the header promises against the
    /// bytes there are: numbers from the file are compared with the file's real size, never
    /// added to each other first.
    static func parse(_ bytes: [UInt8], from url: URL) throws -> ArchiveEnvelope {
        guard bytes.starts(with: magic) else {
            // The beginning of an archive cut short, or no archive.
            if magic.starts(with: bytes) { throw ArchiveError.truncated(url, expected: nil, found: bytes.count) }
            throw ArchiveError.notAnArchive(url)
        }
        guard let newline = bytes.prefix(maximumHeaderLength + 1).firstIndex(of: 0x0A) else {
            if bytes.count <= maximumHeaderLength { throw ArchiveError.truncated(url, expected: nil, found: bytes.count) }
            throw ArchiveError.corrupted(url, reason: "its header does not end within \(maximumHeaderLength) bytes")
        }
        guard let header = try? JSONValue(parsing: bytes[..<newline]), let format = header["formatVersion"]?.int else {
            throw ArchiveError.corrupted(url, reason: "its header is not readable")
        }
        guard format <= formatVersion else { throw ArchiveError.unsupportedFormat(url, formatVersion: format) }
        guard format >= 1 else { throw ArchiveError.corrupted(url, reason: "its header gives format \(format), which no version of Strata writes") }
        guard let typeName = header["type"]?.string, let modelVersion = header["modelVersion"]?.int, let length = header["length"]?.int
        else {
            throw ArchiveError.corrupted(url, reason: "its header lacks the model, the version or the length")
        }
        let available = bytes.count - (newline + 1)
        guard length >= 0 else { throw ArchiveError.corrupted(url, reason: "its header gives a negative length, \(length) bytes") }
        if length > available {
            let (expected, overflows) = (newline + 1).addingReportingOverflow(length)
            if overflows { throw ArchiveError.corrupted(url, reason: "its header gives a length of \(length) bytes, more than any file holds") }
            throw ArchiveError.truncated(url, expected: expected, found: bytes.count)
        }
        if length < available { throw ArchiveError.corrupted(url, reason: "\(available - length) bytes follow the end of its contents") }
        let payload = Array(bytes[(newline + 1)...])
        if format == 1 {
            try checkLegacyChecksum(header, payload: payload, url: url)
        } else {
            try checkChecksum(bytes, newline: newline, url: url)
        }
        return ArchiveEnvelope(formatVersion: format, typeName: typeName, modelVersion: modelVersion, payload: payload)
    }

    /// Format 2: the header ends with the checksum of every other byte of the file.
    private static func checkChecksum(_ bytes: [UInt8], newline: Int, url: URL) throws {
        let digits = newline - headerEnd.count - 8
        guard digits - checksumMember.count >= magic.count,
            bytes[(digits - checksumMember.count)..<digits].elementsEqual(checksumMember),
            bytes[(digits + 8)..<newline].elementsEqual(headerEnd),
            let stored = UInt32(hexadecimal: bytes[digits..<(digits + 8)])
        else {
            throw ArchiveError.corrupted(url, reason: "its header does not end with its checksum")
        }
        let actual = checksum(of: bytes, digitsAt: digits)
        guard actual == stored else {
            throw ArchiveError.corrupted(url, reason: "it does not match its checksum (\(hex(actual)), not \(hex(stored)))")
        }
    }

    /// Format 1: the header holds the checksum of the payload alone.
    private static func checkLegacyChecksum(_ header: JSONValue, payload: [UInt8], url: URL) throws {
        guard let stored = header["crc32"]?.string else { throw ArchiveError.corrupted(url, reason: "its header lacks the checksum") }
        let actual = hex(CRC32.checksum(payload))
        guard actual == stored else {
            throw ArchiveError.corrupted(url, reason: "its contents do not match their checksum (\(actual), not \(MessageQuoting.quoted(stored)))")
        }
    }

    /// The CRC-32 of `bytes` but the eight checksum digits at `digits`.
    private static func checksum(of bytes: [UInt8], digitsAt digits: Int) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes[..<digits])
        crc.update(bytes[(digits + 8)...])
        return crc.value
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

extension UInt32 {
    /// The value of exactly eight lowercase hexadecimal digits, as archives write them.
    fileprivate init?(hexadecimal digits: ArraySlice<UInt8>) {
        guard digits.count == 8 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case 0x30...0x39: value = value << 4 | UInt32(digit - 0x30)
            case 0x61...0x66: value = value << 4 | UInt32(digit - 0x61 + 10)
            default: return nil
            }
        }
        self = value
    }
}
