import Foundation
import Testing

@testable import Strata

/// Writing and reading archives: round trips, versions and migrations, archive behaviours.
@Suite("Versioned archives")
struct ModelArchiveTests {
    struct Address: JSONSerializing, Equatable {
        var city: String
    }

    /// Version 3 of a model whose earlier versions were:
    /// 0: `{"name": "Ada Lovelace", "city": "London", "legacyID": 7}`
    /// 1: `name` renamed `fullName`
    /// 2: `fullName` split into `firstName` and `lastName`
    /// 3: `legacyID` removed, `city` moved into `address`, `tags` added
    struct Contact: JSONSerializing, Equatable {
        var firstName: String
        var lastName: String
        var address: Address
        var tags: [String]
        var createdAt: Date

        static var modelVersion: Int { 3 }

        struct NoName: Error {}

        static func migrate(_ archived: inout JSONValue, fromVersion version: Int) throws {
            switch version {
            case 0:
                archived["fullName"] = archived["name"]
                archived["name"] = nil
            case 1:
                guard let fullName = archived["fullName"]?.string else { throw NoName() }
                let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
                archived["firstName"] = .string(parts.first ?? "")
                archived["lastName"] = .string(parts.count > 1 ? parts[1] : "")
                archived["fullName"] = nil
            case 2:
                archived["legacyID"] = nil
                archived[path: "address.city"] = archived["city"]
                archived["city"] = nil
                archived["tags"] = []
            default:
                break
            }
        }
    }

    static let ada = Contact(
        firstName: "Ada", lastName: "Lovelace", address: Address(city: "London"), tags: [], createdAt: Date(timeIntervalSince1970: 1_000.25))

    @Test("a model and an array of models round-trip through an archive")
    func roundTrip() throws {
        let folder = try ScratchFolder()
        var contact = Self.ada
        contact.tags = ["math"]
        try ModelArchive.write(contact, to: folder.file("one"))
        #expect(try ModelArchive.read(Contact.self, from: folder.file("one")) == contact)
        try ModelArchive.write([contact, Self.ada], to: folder.file("many"))
        #expect(try ModelArchive.read([Contact].self, from: folder.file("many")) == [contact, Self.ada])
        // Writing again replaces the archive.
        try ModelArchive.write(Self.ada, to: folder.file("one"))
        #expect(try ModelArchive.read(Contact.self, from: folder.file("one")) == Self.ada)
        #expect(try folder.contents() == ["many", "one"])
    }

    @Test("the archive records the model and its version, in a header of its own")
    func header() throws {
        let folder = try ScratchFolder()
        try ModelArchive.write(Self.ada, to: folder.file("one"))
        let text = String(decoding: try Data(contentsOf: folder.file("one")), as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 1)
        let header = try JSONValue(parsing: String(lines[0]))
        #expect(header["format"] == "strata-archive")
        #expect(header["type"] == "ModelArchiveTests.Contact")
        #expect(header["modelVersion"] == 3)
        #expect(header["length"]?.int == lines[1].utf8.count)
        #expect(try JSONValue(parsing: String(lines[1]))["firstName"] == "Ada")
    }

    enum Documented {
        struct Contact: JSONSerializing {
            var firstName: String
            var lastName: String
            var email: String?

            /// The default of the article's `Contact`, declared at the top level of a module.
            static var archiveIdentifier: String { "Contact" }
        }
    }

    @Test("an archive is the two lines the Versioned Archives article shows")
    func documentedFormat() throws {
        let folder = try ScratchFolder()
        try ModelArchive.write([Documented.Contact(firstName: "Ada", lastName: "Lovelace", email: nil)], to: folder.file("contacts"))
        let expected = #"""
            {"format":"strata-archive","formatVersion":2,"type":"[Contact]","modelVersion":0,"length":43,"crc32":"b77a293d"}
            [{"firstName":"Ada","lastName":"Lovelace"}]
            """#
        #expect(String(decoding: try Data(contentsOf: folder.file("contacts")), as: UTF8.self) == expected)
    }

    static let versions: [(version: Int, payload: JSONValue)] = [
        (0, ["name": "Ada Lovelace", "city": "London", "legacyID": 7, "createdAt": -978_306_199.75]),
        (1, ["fullName": "Ada Lovelace", "city": "London", "legacyID": 7, "createdAt": -978_306_199.75]),
        (2, ["firstName": "Ada", "lastName": "Lovelace", "city": "London", "legacyID": 7, "createdAt": -978_306_199.75]),
        (3, ["firstName": "Ada", "lastName": "Lovelace", "address": ["city": "London"], "tags": [], "createdAt": -978_306_199.75]),
    ]

    @Test("an archive of any older version is migrated step by step", arguments: versions)
    func migration(version: Int, payload: JSONValue) throws {
        let folder = try ScratchFolder()
        try writeArchive(payload, type: Contact.archiveIdentifier, version: version, to: folder.file("old"))
        #expect(try ModelArchive.read(Contact.self, from: folder.file("old")) == Self.ada)
    }

    @Test("each element of an array archive is migrated")
    func arrayMigration() throws {
        let folder = try ScratchFolder()
        try writeArchive(
            [Self.versions[0].payload, Self.versions[0].payload], type: "[\(Contact.archiveIdentifier)]", version: 0, to: folder.file("old"))
        #expect(try ModelArchive.read([Contact].self, from: folder.file("old")) == [Self.ada, Self.ada])
    }

    @Test("a failing migration step is reported with its version")
    func failingMigration() throws {
        let folder = try ScratchFolder()
        try writeArchive(["city": "London"], type: Contact.archiveIdentifier, version: 1, to: folder.file("old"))
        #expect {
            try ModelArchive.read(Contact.self, from: folder.file("old"))
        } throws: { error in
            guard case ArchiveError.migrationFailed(_, let version, let underlying) = error else { return false }
            return version == 1 && underlying is Contact.NoName
        }
    }

    @Test("an archive from a newer version of the model is a clear error")
    func newerVersion() throws {
        let folder = try ScratchFolder()
        try writeArchive(["firstName": "Ada"], type: Contact.archiveIdentifier, version: 4, to: folder.file("new"))
        #expect {
            try ModelArchive.read(Contact.self, from: folder.file("new"))
        } throws: { error in
            guard case ArchiveError.newerVersion(_, let archived, let supported) = error else { return false }
            return archived == 4 && supported == 3 && "\(error)".contains("version 4")
        }
    }

    @Test("an archive of another model, or of an array read as one model, is a clear error")
    func wrongModel() throws {
        let folder = try ScratchFolder()
        try ModelArchive.write(Address(city: "Paris"), to: folder.file("address"))
        try ModelArchive.write([Self.ada], to: folder.file("contacts"))
        for (url, found) in [(folder.file("address"), "ModelArchiveTests.Address"), (folder.file("contacts"), "[ModelArchiveTests.Contact]")] {
            #expect {
                try ModelArchive.read(Contact.self, from: url)
            } throws: { error in
                guard case ArchiveError.wrongModel(_, let expected, let actual) = error else { return false }
                return expected == "ModelArchiveTests.Contact" && actual == found
            }
        }
    }

    @Test("an archive that no longer decodes, after migration, says so")
    func undecodable() throws {
        let folder = try ScratchFolder()
        try writeArchive(["firstName": "Ada"], type: Contact.archiveIdentifier, version: 3, to: folder.file("bad"))
        #expect {
            try ModelArchive.read(Contact.self, from: folder.file("bad"))
        } throws: { error in
            guard case ArchiveError.decodingFailed(_, let underlying) = error else { return false }
            return underlying is DecodingError
        }
    }

    // MARK: Archive behaviours

    struct Article: JSONSerializing, Equatable {
        var title = ""
        var renderedHTML: String? = nil
        var draft: String? = nil
        @JSONIgnored var readAt: Date? = nil
        @JSONIgnored var scrollPosition = 0

        static let prototype: Article? = Article()

        static var archiveBehaviors: [String: ArchiveBehavior] {
            ["renderedHTML": .jsonOnly, "draft": .archiveOnly, "readAt": .archiveOnly, "scrollPosition": .archiveOnly]
        }
    }

    static let article = Article(
        title: "Merging", renderedHTML: "<h1>Merging</h1>", draft: "todo", readAt: Date(timeIntervalSince1970: 5), scrollPosition: 40)

    @Test("archive-only properties stay out of JSON; JSON-only ones stay out of archives")
    func behaviours() throws {
        let json = try JSONAdapter().jsonValue(from: Self.article)
        #expect(json == ["title": "Merging", "renderedHTML": "<h1>Merging</h1>"])
        let folder = try ScratchFolder()
        try ModelArchive.write(Self.article, to: folder.file("article"))
        let payload = String(decoding: try Data(contentsOf: folder.file("article")), as: UTF8.self).split(separator: "\n")[1]
        #expect(try JSONValue(parsing: String(payload)) == ["title": "Merging", "draft": "todo", "readAt": -978_307_195, "scrollPosition": 40])
        var expected = Self.article
        expected.renderedHTML = nil
        #expect(try ModelArchive.read(Article.self, from: folder.file("article")) == expected)
    }

    @Test("decoding JSON gives @JSONIgnored archive-only properties their prototype's values")
    func jsonDecoding() throws {
        let article = try JSONAdapter().model(Article.self, from: Data(#"{"title": "Merging", "readAt": 1, "scrollPosition": 3}"#.utf8))
        #expect(article == Article(title: "Merging"))
    }

    @Test("nested models follow their own behaviours in archives")
    func nested() throws {
        struct Shelf: JSONSerializing, Equatable {
            var articles: [Article]
        }
        let folder = try ScratchFolder()
        try ModelArchive.write(Shelf(articles: [Self.article]), to: folder.file("shelf"))
        let read = try ModelArchive.read(Shelf.self, from: folder.file("shelf"))
        #expect(read.articles.first?.scrollPosition == 40)
        #expect(read.articles.first?.renderedHTML == nil)
    }
}
