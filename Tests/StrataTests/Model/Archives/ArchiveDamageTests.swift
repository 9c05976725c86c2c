import Foundation
import Testing

@testable import Strata

/// Archives damaged in every way a bad disk or a hostile file can: each byte changed to
/// every other value, each truncation, each header number set to the extremes. Reading
/// one throws an `ArchiveError` or gives the value that was written — never a crash,
/// never another value.
@Suite("Damaged archives: an ArchiveError or the written value, never another")
struct ArchiveDamageTests {
    static let url = URL(fileURLWithPath: "/damaged/sample.archive")

    /// What reading an archive gave.
    enum Outcome: Equatable {
        /// An `ArchiveError` of this kind.
        case error(String)
        /// The value that was written.
        case written
        /// Anything else: another value, or another error.
        case wrong(String)

        var isError: Bool {
            if case .error = self { return true }
            return false
        }
    }

    static func outcome<Model: JSONSerializing & Equatable>(_ bytes: [UInt8], as type: Model.Type, expected: Model) -> Outcome {
        do {
            let read = try ModelArchive.decode(type, from: bytes, url: url)
            return read == expected ? .written : .wrong("another value: \(read)")
        } catch let error as ArchiveError {
            return .error(error.kind)
        } catch {
            return .wrong("\(Swift.type(of: error)), not an ArchiveError: \(error)")
        }
    }

    /// A sound archive and the value it holds, read as the sample model it was written
    /// for. The price's migrations multiply by 10 and the contact's rename and split
    /// members, so a model version read wrong gives another value.
    struct Sample: Sendable, CustomStringConvertible {
        var description: String
        var bytes: [UInt8]
        var read: @Sendable ([UInt8]) -> Outcome
    }

    static let samples: [Sample] = {
        var contact = ArchiveSamples.contact
        contact.notes = nil
        let priceBytes = (try? ModelArchive.archive(ArchiveSamples.price)) ?? []
        let contactBytes =
            (try? ArchiveSamples.archive(
                ["firstName": "Ada", "lastName": "Lovelace", "tags": ["math"]], identifier: ArchiveSamples.V3.Contact.archiveIdentifier, version: 1))
            ?? []
        return [
            Sample(description: "a price (current version)", bytes: priceBytes) {
                outcome($0, as: ArchiveSamples.Price.self, expected: ArchiveSamples.price)
            },
            Sample(description: "a contact of version 1, migrated when read", bytes: contactBytes) { [contact] in
                outcome($0, as: ArchiveSamples.V3.Contact.self, expected: contact)
            },
        ]
    }()

    @Test("the samples are sound, and another model's archive is an error")
    func soundSamples() {
        for sample in Self.samples {
            #expect(sample.bytes.count > 100)
            #expect(sample.read(sample.bytes) == .written)
            #expect(throws: ArchiveError.self) { try ModelArchive.decode(ArchiveSamples.V1.Contact.self, from: sample.bytes, url: Self.url) }
        }
    }

    @Test("every byte changed to each of the other 255 values", arguments: samples)
    func everyByteChanged(sample: Sample) {
        var wrong: [String] = []
        for position in sample.bytes.indices {
            for value in UInt8.min...UInt8.max where value != sample.bytes[position] {
                var bytes = sample.bytes
                bytes[position] = value
                if case .wrong(let what) = sample.read(bytes) { wrong.append("byte \(position) set to \(value): \(what)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(sample.bytes.count * 255) edits: \(wrong.prefix(5))")
    }

    @Test("every truncation is reported as one", arguments: samples)
    func everyTruncation(sample: Sample) {
        for count in 0..<sample.bytes.count {
            #expect(sample.read(Array(sample.bytes.prefix(count))) == .error("truncated"), "cut to \(count) bytes")
        }
    }

    static func kind(of bytes: [UInt8]) -> String {
        switch outcome(bytes, as: ArchiveSamples.Price.self, expected: ArchiveSamples.price) {
        case .error(let kind): return kind
        case .written: return "the value written"
        case .wrong(let what): return what
        }
    }

    /// Numbers a header may hold in place of the one written.
    static let extremes = [
        "0", "-1", "1", "3", "9223372036854775807", "9223372036854775707", "-9223372036854775808", "9223372036854775808",
        "-9223372036854775809", "99999999999999999999999999999999", "1e308", "-0", "0.5", "1e2", #""2""#, "null", "true", "[]",
    ]

    static let headerNumbers = ["formatVersion", "modelVersion", "length"]

    @Test("each header number set to an extreme, the checksum left as written", arguments: headerNumbers)
    func extremeHeaderNumbers(member: String) throws {
        for sample in Self.samples {
            for extreme in Self.extremes {
                guard let bytes = Self.replacing(member, with: extreme, in: sample.bytes) else { continue }
                let outcome = sample.read(bytes)
                #expect(outcome != .written && outcome.isError, "\(member) = \(extreme): \(outcome)")
            }
        }
    }

    /// A header whose checksum matches numbers no writer writes (a forged file, or a
    /// writer gone wrong): each number is checked on its own, against the file's size.
    @Test("each header number set to an extreme, with a matching checksum", arguments: headerNumbers)
    func extremeHeaderNumbersResealed(member: String) throws {
        let price = try ModelArchive.archive(ArchiveSamples.price)
        let expected: [String: [String: String]] = [
            "formatVersion": [
                "0": "corrupted", "-1": "corrupted", "-9223372036854775808": "corrupted", "9223372036854775807": "unsupportedFormat",
                "3": "unsupportedFormat", "9223372036854775808": "corrupted", "1e308": "corrupted", "0.5": "corrupted", #""2""#: "corrupted",
                "null": "corrupted",
            ],
            "modelVersion": [
                "-1": "corrupted", "-9223372036854775808": "corrupted", "9223372036854775807": "newerVersion", "3": "newerVersion",
                "9223372036854775808": "corrupted", "-9223372036854775809": "corrupted", "1e308": "corrupted", "0.5": "corrupted",
                #""2""#: "corrupted", "true": "corrupted",
            ],
            "length": [
                "0": "corrupted", "-1": "corrupted", "1": "corrupted", "9223372036854775807": "corrupted", "9223372036854775707": "corrupted",
                "-9223372036854775808": "corrupted", "1000": "truncated", "1e308": "corrupted", "0.5": "corrupted", "null": "corrupted",
            ],
        ]
        for (extreme, kind) in expected[member] ?? [:] {
            guard let bytes = Self.replacing(member, with: extreme, in: price).map(Self.resealed) else {
                Issue.record("\(member) not found")
                continue
            }
            #expect(Self.kind(of: bytes) == kind, "\(member) = \(extreme)")
        }
    }

    /// `bytes` with the header member `member`'s value replaced by `text`, or nil when
    /// that is no change.
    static func replacing(_ member: String, with text: String, in bytes: [UInt8]) -> [UInt8]? {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self)
        guard let start = header.range(of: "\"\(member)\":") else { return nil }
        let valueEnd = header[start.upperBound...].firstIndex(of: ",") ?? header.endIndex
        guard header[start.upperBound..<valueEnd] != text else { return nil }
        var edited = header
        edited.replaceSubrange(start.upperBound..<valueEnd, with: text)
        return Array(edited.utf8) + bytes[newline...]
    }

    /// `bytes` with the checksum made to match them again.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        guard let newline = bytes.firstIndex(of: 0x0A), newline >= 10 else { return bytes }
        let digits = newline - 10
        var crc = CRC32()
        crc.update(bytes[..<digits])
        crc.update(bytes[(digits + 8)...])
        let hex = String(crc.value, radix: 16)
        var sealed = bytes
        sealed.replaceSubrange(digits..<(digits + 8), with: Array((String(repeating: "0", count: 8 - hex.count) + hex).utf8))
        return sealed
    }

    @Test("a model version edited in the header is found, in place of migrating current data again")
    func editedModelVersion() throws {
        let price = try ModelArchive.archive(ArchiveSamples.price)
        for version in ["0", "1"] {
            let edited = try #require(Self.replacing("modelVersion", with: version, in: price))
            #expect {
                try ModelArchive.decode(ArchiveSamples.Price.self, from: edited, url: Self.url)
            } throws: { error in
                guard case ArchiveError.corrupted(_, let reason) = error else { return false }
                return reason.hasPrefix("it does not match its checksum")
            }
        }
    }
}
