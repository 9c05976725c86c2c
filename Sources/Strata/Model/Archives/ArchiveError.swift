import Foundation

/// Why an archive could not be read or written. Reading never changes the file, so
/// after any of these the archive on disk is as it was.
public enum ArchiveError: Error, CustomStringConvertible {
    /// The file could not be read or written at all (it does not exist, it is a folder,
    /// a permission, a full disk). `reason` says which, in words, as a clause that
    /// continues the file's name: `cannot be read: it is a folder, not a file`.
    case fileSystem(URL, reason: String)
    /// The file is not a Strata archive.
    case notAnArchive(URL)
    /// The file ends early: it holds `found` bytes where the archive needs `expected`
    /// (nil when the file ends inside the header, which gives the size).
    case truncated(URL, expected: Int?, found: Int)
    /// The file is a Strata archive whose contents are damaged.
    case corrupted(URL, reason: String)
    /// The archive was written by a newer version of Strata, in a format this one does
    /// not read.
    case unsupportedFormat(URL, formatVersion: Int)
    /// The archive holds another model: `found` where `expected` was asked for (a model
    /// and an array of models count as different).
    case wrongModel(URL, expected: String, found: String)
    /// The archive was written by a newer version of the model than this code knows.
    case newerVersion(URL, archived: Int, supported: Int)
    /// The model's migration from `fromVersion` threw `underlying`.
    case migrationFailed(URL, fromVersion: Int, underlying: any Error)
    /// The archive's JSON, once migrated, does not decode as the model.
    case decodingFailed(URL, underlying: any Error)

    /// A file URL by its path, any other URL whole.
    private static func name(of url: URL) -> String {
        url.isFileURL ? url.path : url.absoluteString
    }

    /// What happened, with the file.
    public var description: String {
        switch self {
        case .fileSystem(let url, let reason):
            return "The archive \(Self.name(of: url)) \(reason)."
        case .notAnArchive(let url):
            return "\(Self.name(of: url)) is not a Strata archive."
        case .truncated(let url, let expected?, let found):
            return "The archive \(Self.name(of: url)) is truncated: it holds \(found) bytes of \(expected)."
        case .truncated(let url, nil, let found):
            return "The archive \(Self.name(of: url)) is truncated: it ends after \(found) bytes, inside its header."
        case .corrupted(let url, let reason):
            return "The archive \(Self.name(of: url)) is damaged: \(reason)."
        case .unsupportedFormat(let url, let formatVersion):
            return "The archive \(Self.name(of: url)) has format \(formatVersion), written by a newer version of Strata."
        case .wrongModel(let url, let expected, let found):
            return "The archive \(Self.name(of: url)) holds \(found), not \(expected)."
        case .newerVersion(let url, let archived, let supported):
            return "The archive \(Self.name(of: url)) was written by version \(archived) of the model; this code knows versions up to \(supported)."
        case .migrationFailed(let url, let fromVersion, let underlying):
            return MessageSentences.closing(
                "Migrating the archive \(Self.name(of: url)) from version \(fromVersion) failed: \(MessageSentences.message(of: underlying))")
        case .decodingFailed(let url, let underlying):
            return MessageSentences.closing("The archive \(Self.name(of: url)) does not decode: \(MessageSentences.message(of: underlying))")
        }
    }
}
