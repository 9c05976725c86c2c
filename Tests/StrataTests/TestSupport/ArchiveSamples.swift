import Foundation

#if canImport(Strata)
@testable import Strata
#endif

// Models and archives shared by the archive tests and the archive fuzzer (Fuzz/run.sh
// compiles this file with the library's sources, as one module, so it imports Strata
// only in the tests). Foundation only: no test framework.

/// Sample models whose archives are fuzzed and damaged, and the rules reading any bytes
/// as them must keep.
enum ArchiveSamples {
    /// A price kept in cents since version 2; versions 0 and 1 kept tenths of that unit
    /// of the next version. Each migration step multiplies by 10, so an archive read as
    /// older than it is gives a wrong, larger value: what a header the checksum did not
    /// cover let through.
    struct Price: JSONSerializing, Equatable {
        var cents: Int
        var currency: String

        static var modelVersion: Int { 2 }

        static func migrate(_ archived: inout JSONValue, fromVersion version: Int) throws {
            guard let amount = archived["cents"]?.int else { return }
            let (scaled, overflows) = amount.multipliedReportingOverflow(by: 10)
            archived["cents"] = overflows ? .null : .number(JSONNumber(scaled))
        }
    }

    /// Two models of one name in different namespaces: their archives must not be
    /// taken for each other's.
    enum V1 {
        struct Contact: JSONSerializing, Equatable {
            var name: String
            var tags: [String]
        }
    }

    enum V3 {
        /// Version 1 split `name`; version 2 renamed `tags` to `labels`.
        struct Contact: JSONSerializing, Equatable {
            var firstName: String
            var lastName: String
            var labels: [String]
            var notes: String?

            static var modelVersion: Int { 2 }

            static func migrate(_ archived: inout JSONValue, fromVersion version: Int) throws {
                switch version {
                case 0:
                    let parts = (archived["name"]?.string ?? "").split(separator: " ", maxSplits: 1).map(String.init)
                    archived["firstName"] = .string(parts.first ?? "")
                    archived["lastName"] = .string(parts.count > 1 ? parts[1] : "")
                    archived["name"] = nil
                default:
                    archived["labels"] = archived["tags"] ?? []
                    archived["tags"] = nil
                }
            }
        }
    }

    static let price = Price(cents: 1234, currency: "EUR")
    static let oldContact = V1.Contact(name: "Ada Lovelace", tags: ["math"])
    static let contact = V3.Contact(firstName: "Ada", lastName: "Lovelace", labels: ["math"], notes: "first program")

    /// A valid archive and what it holds.
    struct Seed {
        var name: String
        var bytes: [UInt8]
    }

    /// Valid archives of each model, at each version, one model and arrays, in the
    /// current format and in format 1.
    static func seeds() throws -> [Seed] {
        let priceID = Price.archiveIdentifier
        let contactID = V3.Contact.archiveIdentifier
        return [
            Seed(name: "price", bytes: try ModelArchive.archive(price)),
            Seed(name: "prices", bytes: try ModelArchive.archive([price, Price(cents: -5, currency: "")])),
            Seed(name: "price-version-0", bytes: try archive(["cents": 12, "currency": "EUR"], identifier: priceID, version: 0)),
            Seed(name: "price-version-1", bytes: try archive(["cents": 123, "currency": "EUR"], identifier: priceID, version: 1)),
            Seed(name: "v1-contact", bytes: try ModelArchive.archive(oldContact)),
            Seed(name: "contact", bytes: try ModelArchive.archive(contact)),
            Seed(name: "contacts", bytes: try ModelArchive.archive([contact, contact])),
            Seed(name: "contact-version-0", bytes: try archive(["name": "Ada Lovelace", "tags": ["math"]], identifier: contactID, version: 0)),
            Seed(
                name: "contact-version-1",
                bytes: try archive(["firstName": "Ada", "lastName": "Lovelace", "tags": ["math"]], identifier: contactID, version: 1)),
            Seed(name: "price-format-1", bytes: formatOne(["cents": 1234, "currency": "EUR"], name: "Price", version: 2)),
            Seed(name: "contacts-format-1", bytes: formatOne([["name": "Ada Lovelace", "tags": []]], name: "[Contact]", version: 0)),
        ]
    }

    /// An archive of `payload` in the current format, as version `version` of the model
    /// `identifier` wrote it.
    static func archive(_ payload: JSONValue, identifier: String, version: Int) throws -> [UInt8] {
        try ArchiveEnvelope(typeName: identifier, modelVersion: version, payload: payload.jsonBytes()).bytes()
    }

    /// An archive of `payload` in format 1, as Strata wrote before format 2: the
    /// checksum covers the payload alone.
    static func formatOne(_ payload: JSONValue, name: String, version: Int) -> [UInt8] {
        let bytes = (try? payload.jsonBytes()) ?? []
        let digits = String(CRC32.checksum(bytes), radix: 16)
        let crc = String(repeating: "0", count: 8 - digits.count) + digits
        let header =
            #"{"format":"strata-archive","formatVersion":1,"type":"\#(name)","modelVersion":\#(version),"length":\#(bytes.count),"crc32":"\#(crc)"}"#
        return Array(header.utf8) + [0x0A] + bytes
    }

    /// Reads `bytes` as each sample model and array of models, and returns the first
    /// broken rule, or nil: reading throws an `ArchiveError` or gives a value, and a value
    /// read survives being written and read again unchanged.
    static func check(_ bytes: [UInt8]) -> String? {
        checkReading(Price.self, bytes) ?? checkReading(V1.Contact.self, bytes) ?? checkReading(V3.Contact.self, bytes)
    }

    private static func checkReading<Model: JSONSerializing & Equatable>(_: Model.Type, _ bytes: [UInt8]) -> String? {
        let url = URL(fileURLWithPath: "/fuzz/\(Model.archiveIdentifier).archive")
        do {
            let model = try ModelArchive.decode(Model.self, from: bytes, url: url)
            guard try ModelArchive.decode(Model.self, from: ModelArchive.archive(model), url: url) == model else {
                return "\(model) read as \(Model.self) changed when written and read again"
            }
        } catch is ArchiveError {
        } catch {
            return "reading as \(Model.self) threw \(type(of: error)), not an ArchiveError: \(error)"
        }
        do {
            let models = try ModelArchive.decode([Model].self, from: bytes, url: url)
            guard try ModelArchive.decode([Model].self, from: ModelArchive.archive(models), url: url) == models else {
                return "\(models) read as [\(Model.self)] changed when written and read again"
            }
        } catch is ArchiveError {
        } catch {
            return "reading as [\(Model.self)] threw \(type(of: error)), not an ArchiveError: \(error)"
        }
        return nil
    }
}
