/// A model that maps itself to JSON: Mantle's `MTLJSONSerializing`, for `Codable` value
/// types.
///
/// Conformance alone is enough: every requirement has a default, and the model decodes
/// and encodes through ``JSONAdapter`` and Strata's coders with its synthesized
/// `Codable`. Dotted coding keys map properties to key paths:
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct GHIssue: JSONSerializing {
///     enum State: String, Codable { case open, closed }
///
///     var url: URL
///     var htmlURL: URL
///     var number: Int
///     var state: State
///     var reporterLogin: String
///     var updatedAt: Date
///     var title: String
///     var body: String?
///     var retrievedAt = Date.distantPast      // not in CodingKeys: never read or written
///
///     enum CodingKeys: String, CodingKey {
///         case url, number, state, title, body
///         case htmlURL = "html_url"
///         case reporterLogin = "user.login"
///         case updatedAt = "updated_at"
///     }
///
///     static func transformer(forKey key: String) -> (any Transformer)? {
///         key == "updated_at" ? DateFormatTransformer(format: "yyyy-MM-dd'T'HH:mm:ss'Z'") : nil
///     }
///
///     mutating func didDecode() throws {
///         retrievedAt = Date()
///     }
/// }
///
/// let data = Data(#"""
///     {"url": "https://api.github.com/repos/octocat/Hello-World/issues/1347",
///      "html_url": "https://github.com/octocat/Hello-World/issues/1347",
///      "number": 1347, "state": "open", "title": "Found a bug", "body": null,
///      "user": {"login": "octocat"}, "updated_at": "2011-04-22T13:33:48Z"}
///     """#.utf8)
/// let issue = try JSONAdapter().model(GHIssue.self, from: data)
/// print(issue.reporterLogin, issue.state, issue.retrievedAt > .distantPast)
/// // Prints "octocat open true"
/// ```
///
/// Keys in these requirements are coding keys as strings: the JSON key or key path a
/// property maps to (`"updated_at"`, `"user.login"`), or the property's name for
/// properties mapped with ``JSONKey`` or left with synthesized coding keys.
public protocol JSONSerializing: Codable, _StrataCodingCustomization {
    /// An instance Strata reflects, once per type, to learn what property wrappers'
    /// arguments say: the key paths of ``JSONKey`` and the default values of
    /// ``JSONIgnored``. Swift's synthesized `init(from:)` never passes those arguments
    /// to a decoder, so a model that uses these wrappers must provide one; when every
    /// property has a default, `static let prototype: Self? = Self()`. It also holds the
    /// values missing keys take, for a model that turns on
    /// ``missingKeysKeepPrototypeValues``. Defaults to `nil`.
    static var prototype: Self? { get }

    /// Whether a key missing from the JSON keeps the value ``prototype`` has for it
    /// (Mantle's behaviour), rather than being an error (or `nil`, for an optional). With
    /// Strata's decoders. Defaults to `false`.
    ///
    /// Only a key the JSON does not have takes the prototype's value: an explicit `null`
    /// makes an optional `nil`, and is an error for a non-optional, as usual. So an
    /// absent optional whose prototype value is not `nil` takes it, and `null` clears it;
    /// for the same reason such a model writes its `nil` optionals as `null` (unless its
    /// ``nilEncodingStrategy`` says otherwise), so that decoding what it wrote gives it
    /// back (Foundation's `JSONEncoder` leaves `nil` out: encode such a model with
    /// Strata's encoders).
    /// Transformers, ``JSONKey`` paths, key strategies and reports apply as usual to the
    /// keys that are present; each prototype value used is in a ``DecodingReport`` as a
    /// default used. A model that turns this on must provide ``prototype`` (an instance
    /// holding the values missing keys take), or every decode of it fails with an error
    /// that says so. The setting is the model's own: a nested model keeps its keys
    /// required unless it opts in too. Partial updates keep the current values of
    /// missing keys, as always. See <doc:MigratingFromMantle>.
    static var missingKeysKeepPrototypeValues: Bool { get }

    /// The transformer for the property with coding key `key`, or `nil` (Mantle's
    /// `+JSONTransformerForKey:`). Its `Value` must be the property's type (or, for an
    /// optional property, the wrapped type; for a property under one of Strata's
    /// wrappers, such as ``Default`` or ``JSONKey``, the type of the value inside, which
    /// the transformer then converts while the wrapper keeps its default). With Strata's
    /// coders only; see <doc:TransformingValues>. Defaults to `nil`.
    static func transformer(forKey key: String) -> (any Transformer)?

    /// Transformers for every property of a type: a property whose type is a
    /// transformer's `Value` (an optional of it, or one of Strata's wrappers around it),
    /// and that has no transformer of its own, is converted by it (Mantle's type-level
    /// transformers). Defaults to none.
    static var valueTransformers: [any Transformer] { get }

    /// Called after a model is decoded, to derive values the JSON does not hold (Mantle's
    /// overridden `-initWithDictionary:error:`). A thrown error fails the decode.
    mutating func didDecode() throws

    /// Checks a decoded, updated or merged model; a thrown error rejects it (JSONModel's
    /// `-validate:`). Called after ``didDecode()`` and ``didUpdate()``. The decoder
    /// reports the error as `DecodingError.dataCorrupted` at the model's coding path,
    /// with the error as the underlying error.
    func validate() throws

    /// The coding keys to write when encoding this model, or `nil` for all of them
    /// (Mantle's `-serializablePropertyKeys:forModel:`), for bodies such as a PATCH that
    /// must carry only some properties.
    var serializableKeys: Set<String>? { get }

    /// Whether a key of the model's object that the model does not read is an error
    /// (serde's `deny_unknown_fields`), with Strata's decoders. Defaults to `false`. Turn
    /// it on for every type of a decode with ``StrataJSONDecoder/rejectsUnknownKeys``; keep
    /// such keys instead with ``KeepsUnknownKeys``.
    static var rejectsUnknownKeys: Bool { get }

    /// The key paths that together feed the property with coding key `key`, or `nil` for
    /// a property read from its own key (Mantle's `+JSONKeyPathsByPropertyKey` with an
    /// array of paths). The property's transformer (or, without one, its own type)
    /// receives an object keyed by the paths as written, holding the values found there;
    /// encoding writes that object's members back to each path. Defaults to `nil`.
    static func jsonKeyPaths(forKey key: String) -> [JSONKeyPath]?

    /// How the property with coding key `key` merges when this model is updated from
    /// JSON or merged with another (Mantle's `-merge<Key>FromModel:`), or `nil` for the
    /// default. See <doc:MergingAndUpdatingModels>. Defaults to `nil`.
    static func mergePolicy(forKey key: String) -> MergePolicy?

    /// Called after a partial update or a merge changed the model, before
    /// ``validate()``, to bring derived values up to date. ``didDecode()`` does not run
    /// on an update: the model keeps what it derived when it was decoded. A thrown error
    /// rejects the update, which then leaves the model unchanged. Defaults to nothing.
    mutating func didUpdate() throws

    /// How this model's `nil` optional properties are written, or `nil` to follow the
    /// encoder's ``StrataJSONEncoder/nilEncodingStrategy``. Defaults to `nil`.
    static var nilEncodingStrategy: NilEncodingStrategy? { get }

    /// The version of the model's form, recorded in archives (Mantle's `+modelVersion`).
    /// Raise it when a change of properties needs a ``migrate(_:fromVersion:)`` step.
    /// Defaults to 0.
    static var modelVersion: Int { get }

    /// The name archives record for the model, checked when they are read: reading an
    /// archive of another model is an ``ArchiveError/wrongModel(_:expected:found:)``.
    /// Defaults to the type's name with the types it is nested in, without its module
    /// (`"V3.Contact"` for `Contact` in `enum V3`), which survives moving the type to
    /// another module and tells apart models of one name in different namespaces. Set
    /// it to keep reading old archives after renaming the type or what encloses it. See
    /// <doc:VersionedArchives>.
    static var archiveIdentifier: String { get }

    /// Carries an archived model one version forward, from `version` to `version + 1`,
    /// on its JSON before it is decoded: rename, split and remove properties. Reading an
    /// archive of an older version runs one step per version. See <doc:VersionedArchives>.
    /// Defaults to no change.
    static func migrate(_ archived: inout JSONValue, fromVersion version: Int) throws

    /// Properties written to archives only, or to JSON only, by coding key (Mantle's
    /// `+encodingBehaviorsByPropertyKey`). Properties not listed go to both. Defaults to
    /// none.
    static var archiveBehaviors: [String: ArchiveBehavior] { get }
}

extension JSONSerializing {
    /// No prototype.
    public static var prototype: Self? { nil }

    /// Missing keys are errors (or `nil`, for optionals).
    public static var missingKeysKeepPrototypeValues: Bool { false }

    /// No transformer.
    public static func transformer(forKey key: String) -> (any Transformer)? { nil }

    /// No type-level transformers.
    public static var valueTransformers: [any Transformer] { [] }

    /// Does nothing.
    public mutating func didDecode() throws {}

    /// Accepts every model.
    public func validate() throws {}

    /// Every key.
    public var serializableKeys: Set<String>? { nil }

    /// Unknown keys are ignored.
    public static var rejectsUnknownKeys: Bool { false }

    /// Every property is read from its own key.
    public static func jsonKeyPaths(forKey key: String) -> [JSONKeyPath]? { nil }

    /// The default policy for every property.
    public static func mergePolicy(forKey key: String) -> MergePolicy? { nil }

    /// Does nothing.
    public mutating func didUpdate() throws {}

    /// The encoder's strategy.
    public static var nilEncodingStrategy: NilEncodingStrategy? { nil }

    /// Version 0.
    public static var modelVersion: Int { 0 }

    /// Leaves the JSON as it is.
    public static func migrate(_ archived: inout JSONValue, fromVersion version: Int) throws {}

    /// Every property in both.
    public static var archiveBehaviors: [String: ArchiveBehavior] { [:] }
}
