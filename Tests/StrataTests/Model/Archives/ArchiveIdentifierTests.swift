import Foundation
import Testing

@testable import Strata

/// What an archive records for its model, and reading another model's archive.
@Suite("Archive identifiers")
struct ArchiveIdentifierTests {
    struct Page<Item: Codable>: JSONSerializing {
        var items: [Item]
    }

    /// A model renamed, and its old name kept so its archives still read.
    struct Person: JSONSerializing, Equatable {
        var name: String
        static var archiveIdentifier: String { "com.example.contact" }
    }

    struct RenamedPerson: JSONSerializing, Equatable {
        var name: String
        static var archiveIdentifier: String { "com.example.contact" }
    }

    @Test("the default is the type's name with its enclosing types, without modules")
    func defaults() {
        #expect(ArchiveSamples.V1.Contact.archiveIdentifier == "ArchiveSamples.V1.Contact")
        #expect(ArchiveSamples.V3.Contact.archiveIdentifier == "ArchiveSamples.V3.Contact")
        #expect(ArchiveSamples.Price.archiveIdentifier == "ArchiveSamples.Price")
        #expect(Page<ArchiveSamples.V1.Contact>.archiveIdentifier == "ArchiveIdentifierTests.Page<ArchiveSamples.V1.Contact>")
        #expect(Page<[String: Int]>.archiveIdentifier == "ArchiveIdentifierTests.Page<Dictionary<String, Int>>")
        #expect(Page<Int?>.archiveIdentifier == "ArchiveIdentifierTests.Page<Optional<Int>>")
        // A type inside a function: the function's context, which the runtime names by
        // an address that changes between builds, is left out.
        struct Local: JSONSerializing {}
        #expect(Local.archiveIdentifier == "ArchiveIdentifierTests.Local")
    }

    @Test("moving a model to another module keeps its identifier", arguments: ["Contacts", "ContactsKit", "App_Core"])
    func anotherModule(module: String) {
        #expect(ArchiveIdentifier.withoutModules("\(module).V3.Contact") == "V3.Contact")
        #expect(ArchiveIdentifier.withoutModules("\(module).Page<\(module).V1.Contact, Swift.Int>") == "Page<V1.Contact, Int>")
        #expect(ArchiveIdentifier.withoutModules("\(module).Contact") == "Contact")
        #expect(
            ArchiveIdentifier.defaultIdentifier(of: ArchiveSamples.V3.Contact.self)
                == ArchiveIdentifier.withoutModules("\(module).ArchiveSamples.V3.Contact"))
    }

    @Test("parts that change between builds are left out")
    func unstableContexts() {
        #expect(ArchiveIdentifier.withoutUnstableContexts("App.(unknown context at $10a4c8b4c).(unknown context at $10a4c8b54).Draft") == "App.Draft")
        #expect(ArchiveIdentifier.withoutUnstableContexts("App.(unknown context at $55d).Hidden.Deeper") == "App.Hidden.Deeper")
        #expect(ArchiveIdentifier.withoutUnstableContexts("(Swift.Int, App.Note)") == "(Swift.Int, App.Note)")
    }

    @Test("two models of one name in different namespaces do not read each other's archives")
    func namesakes() throws {
        let folder = try ScratchFolder()
        let url = folder.file("contact.archive")
        try ModelArchive.write(ArchiveSamples.oldContact, to: url)
        #expect {
            try ModelArchive.read(ArchiveSamples.V3.Contact.self, from: url)
        } throws: { error in
            guard case ArchiveError.wrongModel(_, let expected, let found) = error else { return false }
            return expected == "ArchiveSamples.V3.Contact" && found == "ArchiveSamples.V1.Contact"
                && "\(error)" == "The archive \(url.path) holds ArchiveSamples.V1.Contact, not ArchiveSamples.V3.Contact."
        }
        #expect(try ModelArchive.read(ArchiveSamples.V1.Contact.self, from: url) == ArchiveSamples.oldContact)
    }

    @Test("an explicit identifier is recorded, and read back by any type that declares it")
    func explicit() throws {
        let folder = try ScratchFolder()
        let url = folder.file("person.archive")
        try ModelArchive.write(Person(name: "Ada"), to: url)
        let header = try JSONValue(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n")[0])
        #expect(header["type"] == "com.example.contact")
        #expect(try ModelArchive.read(RenamedPerson.self, from: url) == RenamedPerson(name: "Ada"))
        try ModelArchive.write([Person(name: "Ada")], to: url)
        #expect(try ModelArchive.read([RenamedPerson].self, from: url) == [RenamedPerson(name: "Ada")])
    }

    @Test("archives of format 1, which recorded the bare type name, are still read")
    func formatOne() throws {
        let url = URL(fileURLWithPath: "/archives/old")
        let price = ArchiveSamples.formatOne(["cents": 1234, "currency": "EUR"], name: "Price", version: 2)
        #expect(try ModelArchive.decode(ArchiveSamples.Price.self, from: price, url: url) == ArchiveSamples.price)
        // The archive the Versioned Archives article showed before format 2, byte for byte.
        let documented = Array(
            #"""
            {"format":"strata-archive","formatVersion":1,"type":"[Contact]","modelVersion":0,"length":43,"crc32":"76d78851"}
            [{"firstName":"Ada","lastName":"Lovelace"}]
            """#.utf8)
        let contacts = try ModelArchive.decode([ModelArchiveTests.Documented.Contact].self, from: documented, url: url)
        #expect(contacts.map(\.firstName) == ["Ada"])
        // Format 1 named the type alone: another model's bare name is still another model.
        #expect(throws: ArchiveError.self) { try ModelArchive.decode(ArchiveSamples.Price.self, from: documented, url: url) }
    }

    @Test("an identifier too long for a header is refused when writing, and nothing is written")
    func tooLong() throws {
        struct Verbose: JSONSerializing {
            static var archiveIdentifier: String { String(repeating: "v", count: 10_000) }
        }
        let folder = try ScratchFolder()
        #expect(throws: EncodingError.self) { try ModelArchive.write(Verbose(), to: folder.file("verbose")) }
        #expect(try folder.contents() == [])
    }
}
