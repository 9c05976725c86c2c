/// Merging models and building them from their property values (Mantle's
/// `-mergeValuesForKeysFromModel:` and `+modelWithDictionary:error:`).
extension JSONSerializing {
    /// Merges `other` into this model, property by property: each property takes
    /// `other`'s value, or what its ``JSONSerializing/mergePolicy(forKey:)`` says
    /// (Mantle's `-mergeValuesForKeysFromModel:`).
    ///
    /// ```swift
    /// import Strata
    ///
    /// struct Repository: JSONSerializing, Equatable {
    ///     var name: String
    ///     var topics: [String]
    ///     var description: String?
    ///
    ///     static func mergePolicy(forKey key: String) -> MergePolicy? {
    ///         switch key {
    ///         case "topics": .union
    ///         case "description": .takeOtherUnlessNil
    ///         default: nil
    ///         }
    ///     }
    /// }
    ///
    /// var cached = Repository(name: "strata", topics: ["swift"], description: "A model layer")
    /// try cached.merge(Repository(name: "Strata", topics: ["json", "swift"], description: nil))
    /// precondition(cached == Repository(name: "Strata", topics: ["swift", "json"], description: "A model layer"))
    /// ```
    ///
    /// `@JSONIgnored` properties merge too (by default, taking `other`'s). Then
    /// ``JSONSerializing/didUpdate()`` and ``JSONSerializing/validate()`` run on the
    /// result; ``JSONSerializing/didDecode()`` does not. The merge is all or nothing: if
    /// a policy or the validation throws, the error is thrown as it is (a policy that
    /// does not fit its property throws a ``MergeError``) and the model is unchanged.
    ///
    /// The model is built again through its own `init(from:)`, each property answered
    /// from the two models (found through their `encode(to:)`), so synthesized
    /// `Codable` is all it takes. A stored property outside the model's `CodingKeys`
    /// (local state) keeps this model's value.
    public mutating func merge(_ other: Self) throws {
        self = try ModelMerge.merged(self, other)
    }

    /// This model with `other` merged into it; see ``merge(_:)``.
    public func merging(_ other: Self) throws -> Self {
        try ModelMerge.merged(self, other)
    }

    /// A model built from its property values, by property name, as
    /// ``dictionaryValue()`` writes them, and validated (Mantle's
    /// `+modelWithDictionary:error:`).
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Release: JSONSerializing, Equatable {
    ///     var tag: String
    ///     var publishedAt: Date
    ///     var notes: String?
    /// }
    ///
    /// let release = try Release(dictionaryValue: ["tag": "1.0.0", "publishedAt": "2024-05-01T12:00:00Z"])
    /// precondition(release.notes == nil)
    /// let rebuilt = try Release(dictionaryValue: release.dictionaryValue())
    /// precondition(rebuilt == release)
    /// ```
    ///
    /// Values are read as ``dictionaryValue()`` writes them: dates in ISO 8601, wrapped
    /// properties by their wrapped values, and with no transformer. `null` leaves an
    /// optional `nil`. A missing entry takes the value of the model's
    /// ``JSONSerializing/prototype`` (Mantle keeps a property's initial value); without
    /// one, an optional is `nil` and a non-optional is a `DecodingError.keyNotFound`.
    /// ``JSONSerializing/validate()`` runs on the result (its error is thrown as it is);
    /// ``JSONSerializing/didDecode()`` does not.
    ///
    /// Entries are matched to properties by name only, never by the type of their value.
    /// A property whose coding key is renamed (`case htmlURL = "html_url"`) is found under
    /// its property name, `htmlURL`, and also under its JSON key, `html_url`, where no
    /// property has that name.
    public init(dictionaryValue: JSONValue) throws {
        guard case .object(let entries) = dictionaryValue else {
            throw MergeError(key: nil, reason: "a dictionary value of \(Self.self) must be an object; found \(dictionaryValue.kind)")
        }
        let source = DictionaryValueSource(
            typeName: String(describing: Self.self), entries: entries, keyPaths: TypeTraits.of(Self.self).model?.keyPaths ?? [:],
            propertyNames: Self.propertyKeys, defaults: try Self.prototype.map { try ExistingValue($0) })
        self = try Self(from: PropertySourceDecoder(source: source))
        // Unknown keys are never read through `init(from:)`; `dictionaryValue()` writes them.
        if var keeping = self as? any KeepsUnknownKeys, case .object(let members)? = entries["unknownKeys"] {
            keeping.unknownKeys = UnknownKeys(members)
            if let model = keeping as? Self { self = model }
        }
        try validate()
    }
}
