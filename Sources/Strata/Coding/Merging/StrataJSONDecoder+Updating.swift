import Foundation

/// Partial updates: decoding JSON into a value that already exists.
extension StrataJSONDecoder {
    /// Updates `value` in place from JSON that may hold only some of its properties, as
    /// a JSON Merge Patch (RFC 7396) applied to the value.
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Issue: Codable, Equatable {
    ///     var title: String
    ///     var body: String?
    ///     var labels: [String]
    ///     var reporterLogin: String
    ///     enum CodingKeys: String, CodingKey {
    ///         case title, body, labels
    ///         case reporterLogin = "user.login"
    ///     }
    /// }
    ///
    /// var issue = Issue(title: "Crash", body: "It crashes", labels: ["bug"], reporterLogin: "octocat")
    /// try StrataJSONDecoder().update(&issue, from: Data(#"{"title": "Crash on launch", "body": null}"#.utf8))
    /// precondition(issue == Issue(title: "Crash on launch", body: nil, labels: ["bug"], reporterLogin: "octocat"))
    /// ```
    ///
    /// - A key the JSON leaves out leaves the property as it is, and so do properties
    ///   the JSON never holds (``JSONIgnored``).
    /// - `null` clears an optional property; for a non-optional one it is an error
    ///   (`DecodingError.valueNotFound`, with the property's coding path). So does `null`
    ///   on the way to a key-path property: `{"assignee": null}` clears `assignee.login`,
    ///   as JSON Merge Patch removes everything below a removed member.
    /// - A value replaces the property's value, except that an object updates a nested
    ///   value that is itself an object — a nested model, a `[String: Value]` — in
    ///   place, key by key, at its key path (dotted coding keys included). Arrays are
    ///   replaced whole.
    /// - A ``JSONSerializing`` model's ``JSONSerializing/mergePolicy(forKey:)`` changes
    ///   that for its properties; see ``MergePolicy``.
    ///
    /// The value's own synthesized `init(from:)` does the work, so no code is needed per
    /// type. A model's ``JSONSerializing/didUpdate()`` and then
    /// ``JSONSerializing/validate()`` run on the updated value (and on each nested model
    /// updated in place); ``JSONSerializing/didDecode()`` does not. Nested values the JSON
    /// creates anew (a nested model that was `nil`, the elements of an array) are decoded
    /// as usual, hooks included.
    ///
    /// The update is all or nothing: if anything fails — the JSON, a type, a validation —
    /// the error is thrown and `value` is left as it was.
    ///
    /// The type's `encode(to:)` tells Strata the current value of each property, by
    /// coding key; synthesized conformances qualify. A hand-written `init(from:)` that
    /// reads nested containers can update only what the JSON holds.
    public func update<T: Decodable & Encodable>(_ value: inout T, from input: some JSONInput) throws {
        let current = value
        value = try Self.withInput(input, options: self.options) { try Self.updated(current, from: $0, options: $1, keeper: configuration) }
    }

    private static func updated<T: Decodable & Encodable>(
        _ value: T, from bytes: UnsafeRawBufferPointer, options: DecodingOptions, keeper: KeptDecoderState
    ) throws -> T {
        let existing = try ExistingValue(value)
        return try withDocument(bytes, options: options) { storage in
            try JSONIndexDecoder.decoding(storage, options: options, keeper: keeper) {
                try $0.unbox(T.self, updating: existing, node: 0, base: CodingPathBase(depth: 0), key: .none)
            }
        }
    }
}
