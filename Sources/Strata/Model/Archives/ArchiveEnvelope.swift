import Foundation

/// The bytes of an archive: a header of one line, then the payload, the model's JSON.
///
/// ```
/// {"format":"strata-archive","formatVersion":1,"type":"Note","modelVersion":3,"length":45,"crc32":"fda2e4f6"}
/// {"title":"Groceries","items":["milk","eggs"]}
/// ```
///
/// The header says what the file is (so that a foreign file is told apart), which model
/// and version wrote it, and how long the payload is and what its CRC-32 is (so that a
/// truncated or damaged file is told apart from a sound one before anything is parsed).
/// Both parts are JSON, so an archive can be read with any text tool.
struct ArchiveEnvelope: Equatable {
    /// How every archive begins: the header's first member, always written first.
    static let magic = Array(#"{"format":"strata-archive""#.utf8)
    /// The version of this layout; a reader refuses newer ones.
    static let formatVersion = 1

    /// The model's name, `[Name]` for an array of models.
    var typeName: String
    var modelVersion: Int
    var payload: [UInt8]

    /// The archive's bytes.
    func bytes() throws -> [UInt8] {
        let header: JSONValue = .object(
            JSONObject([
                ("format", "strata-archive"),
                ("formatVersion", .number(JSONNumber(Self.formatVersion))),
                ("type", .string(typeName)),
                ("modelVersion", .number(JSONNumber(modelVersion))),
                ("length", .number(JSONNumber(payload.count))),
                ("crc32", .string(Self.hex(CRC32.checksum(payload)))),
            ]))
        return try header.jsonBytes() + [0x0A] + payload
    }

    /// Reads an archive's bytes, checking everything the header promises.
    static func parse(_ bytes: [UInt8], from url: URL) throws -> ArchiveEnvelope {
        guard let newline = bytes.firstIndex(of: 0x0A) else {
            // No complete header: the beginning of one that was cut short, or no archive.
            if bytes.starts(with: magic) || magic.starts(with: bytes) { throw ArchiveError.truncated(url, expected: nil, found: bytes.count) }
            throw ArchiveError.notAnArchive(url)
        }
        guard bytes.starts(with: magic) else { throw ArchiveError.notAnArchive(url) }
        guard let header = try? JSONValue(parsing: bytes[..<newline]), let format = header["formatVersion"]?.int else {
            throw ArchiveError.corrupted(url, reason: "its header is not readable")
        }
        guard format <= formatVersion else { throw ArchiveError.unsupportedFormat(url, formatVersion: format) }
        guard let typeName = header["type"]?.string, let modelVersion = header["modelVersion"]?.int, let length = header["length"]?.int,
            length >= 0, let checksum = header["crc32"]?.string
        else {
            throw ArchiveError.corrupted(url, reason: "its header lacks the model, the version, the length or the checksum")
        }
        let payload = Array(bytes[(newline + 1)...])
        if payload.count < length { throw ArchiveError.truncated(url, expected: newline + 1 + length, found: bytes.count) }
        if payload.count > length {
            throw ArchiveError.corrupted(url, reason: "\(payload.count - length) bytes follow the end of its contents")
        }
        let actual = hex(CRC32.checksum(payload))
        guard actual == checksum else {
            throw ArchiveError.corrupted(url, reason: "its contents do not match their checksum (\(actual), not \(checksum))")
        }
        return ArchiveEnvelope(typeName: typeName, modelVersion: modelVersion, payload: payload)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
