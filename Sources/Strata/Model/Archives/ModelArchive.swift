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
/// An archive records the model's type and ``JSONSerializing/modelVersion``. Reading an
/// archive written by an older version runs ``JSONSerializing/migrate(_:fromVersion:)``
/// once per version step, on the JSON, before decoding; an archive from a newer
/// version is an ``ArchiveError/newerVersion(_:archived:supported:)``. Reading decodes
/// as ``JSONAdapter`` does: ``JSONSerializing/didDecode()`` and
/// ``JSONSerializing/validate()`` run.
///
/// Writing is atomic: the archive is written beside the old one, flushed to the disk,
/// and renamed over it, so a failure or a crash midway leaves the old archive as it was.
/// Reading checks the archive's length and checksum before parsing it: a truncated,
/// damaged or foreign file is an ``ArchiveError`` that says which, and the file is left
/// untouched.
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
        try write(model, typeName: name(of: Model.self), modelVersion: Model.modelVersion, to: url)
    }

    /// Writes `models` to the archive at `url`, replacing it atomically.
    public static func write<Model: JSONSerializing>(_ models: [Model], to url: URL) throws {
        try write(models, typeName: "[\(name(of: Model.self))]", modelVersion: Model.modelVersion, to: url)
    }

    /// Reads a model from the archive at `url`, migrating it from the version that wrote
    /// it.
    ///
    /// - Throws: An ``ArchiveError`` that says what is wrong with the file or its
    ///   contents.
    public static func read<Model: JSONSerializing>(_ type: Model.Type, from url: URL) throws -> Model {
        try read(type, typeName: name(of: Model.self), modelVersion: Model.modelVersion, from: url) { json, version in
            try Model.migrate(&json, fromVersion: version)
        }
    }

    /// Reads an array of models from the archive at `url`, migrating each.
    public static func read<Model: JSONSerializing>(_ type: [Model].Type, from url: URL) throws -> [Model] {
        try read(type, typeName: "[\(name(of: Model.self))]", modelVersion: Model.modelVersion, from: url) { json, version in
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
        var options = EncodingOptions()
        options.writesArchive = true
        var payload = JSONOutputBuffer(capacity: 4096)
        try JSONValueWriter.write(try JSONValueEncoder.encode(value, options: options), to: &payload, options: [])
        let envelope = ArchiveEnvelope(typeName: typeName, modelVersion: modelVersion, payload: payload.makeArray())
        try writer.write(try envelope.bytes(), to: url)
    }

    static func read<Value: Decodable>(
        _ type: Value.Type, typeName: String, modelVersion: Int, from url: URL, migrate: (inout JSONValue, Int) throws -> Void
    ) throws -> Value {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw ArchiveError.fileSystem(url, reason: (error as NSError).localizedDescription)
        }
        let envelope = try ArchiveEnvelope.parse(bytes, from: url)
        guard envelope.typeName == typeName else { throw ArchiveError.wrongModel(url, expected: typeName, found: envelope.typeName) }
        guard envelope.modelVersion <= modelVersion else {
            throw ArchiveError.newerVersion(url, archived: envelope.modelVersion, supported: modelVersion)
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

    /// The name an archive records for a model type.
    static func name(of type: Any.Type) -> String {
        String(describing: type)
    }
}
