/// Where a model's property is written: to JSON, to archives, or both (Mantle's
/// `MTLModelEncodingBehavior`). A model lists the exceptions in
/// ``JSONSerializing/archiveBehaviors``.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Article: JSONSerializing {
///     var title = ""
///     var renderedHTML: String? = nil       // sent by the server, cheap to fetch again
///     @JSONIgnored var readAt: Date? = nil  // local state, never sent
///
///     static let prototype: Article? = Article()
///     static var archiveBehaviors: [String: ArchiveBehavior] {
///         ["renderedHTML": .jsonOnly, "readAt": .archiveOnly]
///     }
/// }
/// ```
///
/// Decoding reads what the document holds. A property left out of one form must be
/// able to do without it when that form is read: an optional, or an ``JSONIgnored``
/// property (which takes its prototype's value from JSON, and with ``archiveOnly`` is
/// read back from archives).
public enum ArchiveBehavior: Sendable, Hashable {
    /// Written to JSON and to archives (the default).
    case jsonAndArchive
    /// Written to archives only: local state such as when the model was fetched.
    case archiveOnly
    /// Written to JSON only: what is not worth keeping on disk.
    case jsonOnly
}
