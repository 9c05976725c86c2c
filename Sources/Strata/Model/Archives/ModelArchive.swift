import Foundation

/// Models on disk that survive changes to the model: Mantle's `NSCoding` archives with
/// `+modelVersion`, for ``JSONSerializing`` models.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Note: JSONSerializing, Equatable {
///     var title: String
///     var tags: [String]
///
///     static var modelVersion: Int { 2 }
///
///     static func migrate(_ archived: inout JSONValue, fromVersion version: Int) throws {
///         switch version {
///         case 0: archived["title"] = archived["name"]  // version 1 renamed "name"
///             archived["name"] = nil
///         case 1: archived["tags"] = archived["tags"] ?? []  // version 2 added tags
///         default: break
///         }
///     }
/// }
///
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID()).archive")
/// try ModelArchive.write(Note(title: "Groceries", tags: ["home"]), to: url)
/// let note = try ModelArchive.read(Note.self, from: url)
/// precondition(note == Note(title: "Groceries", tags: ["home"]))
/// try FileManager.default.removeItem(at: url)
/// ```
///
/// An archive records the model's ``JSONSerializing/archiveIdentifier`` (reading another
/// model's archive is an ``ArchiveError/wrongModel(_:expected:found:)``) and
/// ``JSONSerializing/modelVersion``. Reading an
/// archive written by an older version runs ``JSONSerializing/migrate(_:fromVersion:)``
/// once per version step, on the JSON, before decoding; an archive from a newer
/// version is an ``ArchiveError/newerVersion(_:archived:supported:)``. Reading decodes
/// as ``JSONAdapter`` does: ``JSONSerializing/didDecode()`` and
/// ``JSONSerializing/validate()`` run.
///
/// Writing is atomic: the archive is written beside the old one, flushed to the disk,
/// and renamed over it, so a failure or a crash midway leaves the old archive as it was,
/// and what a killed writer left is removed by the next write. Writing through a symbolic
/// link replaces the file it leads to and keeps the link. Reading checks the archive's
/// length against the file and a checksum of every byte, header included, before
/// parsing it: a truncated, damaged or foreign file is an ``ArchiveError`` that says
/// which, and the file is left untouched.
///
/// Archives hold the model's JSON, with ``JSONSerializing/archiveBehaviors`` deciding
/// which properties go where: local state (``ArchiveBehavior/archiveOnly``) is kept in
/// archives and left out of JSON. See <doc:VersionedArchives>.
public enum ModelArchive {
    /// Writes `model` to the archive at `url`, replacing it atomically.
    ///
    /// - Throws: `EncodingError` if the model does not encode (nothing is written), or
    ///   ``ArchiveError/fileSystem(_:reason:)`` if the file cannot be written (the old
    ///   one is then intact).
    public static func write<Model: JSONSerializing>(_ model: Model, to url: URL) throws {
        try requireFileURL(url)
        try AtomicFileWriter().write(try archive(model), to: url)
    }

    /// Writes `models` to the archive at `url`, replacing it atomically.
    public static func write<Model: JSONSerializing>(_ models: [Model], to url: URL) throws {
        try requireFileURL(url)
        try AtomicFileWriter().write(try archive(models), to: url)
    }

    /// Reads a model from the archive at `url`, migrating it from the version that wrote
    /// it.
    ///
    /// - Throws: An ``ArchiveError`` that says what is wrong with the file or its
    ///   contents.
    public static func read<Model: JSONSerializing>(_ type: Model.Type, from url: URL) throws -> Model {
        try requireFileURL(url)
        return try decode(type, from: try ArchiveFileReader.bytes(at: url), url: url)
    }

    /// Reads an array of models from the archive at `url`, migrating each.
    public static func read<Model: JSONSerializing>(_ type: [Model].Type, from url: URL) throws -> [Model] {
        try requireFileURL(url)
        return try decode(type, from: try ArchiveFileReader.bytes(at: url), url: url)
    }

    /// Archives are files: `path` is the path part of any URL, and an `https` URL would
    /// read or replace the local file at its path.
    private static func requireFileURL(_ url: URL) throws {
        guard url.isFileURL else { throw ArchiveError.fileSystem(url, reason: "is not a file URL: archives are read from and written to files") }
    }

    // MARK: Archives in memory

    /// The bytes of an archive of `model`.
    static func archive<Model: JSONSerializing>(_ model: Model) throws -> [UInt8] {
        try archive(model, typeName: ArchivedType(Model.self).identifier, modelVersion: Model.modelVersion)
    }

    /// The bytes of an archive of `models`.
    static func archive<Model: JSONSerializing>(_ models: [Model]) throws -> [UInt8] {
        try archive(models, typeName: ArchivedType(Model.self).array.identifier, modelVersion: Model.modelVersion)
    }

    /// The model in the archive `bytes`, read from `url` (which the errors name).
    static func decode<Model: JSONSerializing>(_ type: Model.Type, from bytes: [UInt8], url: URL) throws -> Model {
        try decode(type, from: bytes, url: url, archived: ArchivedType(Model.self), modelVersion: Model.modelVersion) { json, version in
            try Model.migrate(&json, fromVersion: version)
        }
    }

    /// The models in the archive `bytes`, read from `url` (which the errors name).
    static func decode<Model: JSONSerializing>(_ type: [Model].Type, from bytes: [UInt8], url: URL) throws -> [Model] {
        try decode(type, from: bytes, url: url, archived: ArchivedType(Model.self).array, modelVersion: Model.modelVersion) { json, version in
            guard case .array(var elements) = json else { return }
            for index in elements.indices {
                try Model.migrate(&elements[index], fromVersion: version)
            }
            json = .array(elements)
        }
    }

    // MARK: Writing and reading

    static func write<Value: Encodable>(
        _ value: Value, typeName: String, modelVersion: Int, to url: URL, writer: AtomicFileWriter = AtomicFileWriter()
    ) throws {
        try writer.write(try archive(value, typeName: typeName, modelVersion: modelVersion), to: url)
    }

    static func archive<Value: Encodable>(_ value: Value, typeName: String, modelVersion: Int) throws -> [UInt8] {
        var options = EncodingOptions()
        options.writesArchive = true
        var payload = JSONOutputBuffer(capacity: 4096)
        try JSONValueWriter.write(try JSONTreeEncoder.encode(value, options: options), to: &payload, options: [])
        return try ArchiveEnvelope(typeName: typeName, modelVersion: modelVersion, payload: payload.makeArray()).bytes()
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type, from bytes: [UInt8], url: URL, archived: ArchivedType, modelVersion: Int,
        migrate: (inout JSONValue, Int) throws -> Void
    ) throws -> Value {
        let envelope = try ArchiveEnvelope.parse(bytes, from: url)
        // Format 1 recorded the type's bare name.
        let expected = envelope.formatVersion == 1 ? archived.legacyName : archived.identifier
        guard envelope.typeName == expected else { throw ArchiveError.wrongModel(url, expected: expected, found: envelope.typeName) }
        guard envelope.modelVersion <= modelVersion else {
            throw ArchiveError.newerVersion(url, archived: envelope.modelVersion, supported: modelVersion)
        }
        guard envelope.modelVersion >= 0 || envelope.modelVersion == modelVersion else {
            throw ArchiveError.corrupted(url, reason: "its header gives model version \(envelope.modelVersion), and versions begin at 0")
        }
        var json: JSONValue
        do {
            json = try JSONValue(parsing: envelope.payload)
        } catch {
            throw ArchiveError.corrupted(url, reason: "its contents are not JSON (\(error))")
        }
        for version in max(envelope.modelVersion, 0)..<max(modelVersion, 0) {
            do {
                try migrate(&json, version)
            } catch {
                throw ArchiveError.migrationFailed(url, fromVersion: version, underlying: error)
            }
        }
        var options = DecodingOptions()
        options.readsArchive = true
        do {
            return try StrataJSONDecoder.withSerialized(json, options: options) { try StrataJSONDecoder.decode(type, from: $0, options: $1) }
        } catch {
            throw ArchiveError.decodingFailed(url, underlying: error)
        }
    }
}

/// What an archive records for a model, or an array of models: its archive identifier,
/// and for archives of format 1, which recorded `String(describing:)` of the type, that.
struct ArchivedType {
    var identifier: String
    var legacyName: String

    init<Model: JSONSerializing>(_ type: Model.Type) {
        identifier = Model.archiveIdentifier
        legacyName = String(describing: type)
    }

    private init(identifier: String, legacyName: String) {
        self.identifier = identifier
        self.legacyName = legacyName
    }

    /// What an archive of an array of these models records.
    var array: ArchivedType {
        ArchivedType(identifier: "[\(identifier)]", legacyName: "[\(legacyName)]")
    }
}
