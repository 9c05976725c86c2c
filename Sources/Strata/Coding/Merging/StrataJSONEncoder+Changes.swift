import Foundation

/// The body of an HTTP `PATCH`: what changed between two versions of a value.
extension StrataJSONEncoder {
    /// Encodes what changed from `old` to `new` as a JSON Merge Patch (RFC 7396): the
    /// properties whose values changed, with their new values; optionals that became
    /// `nil` as `null`; unchanged properties left out; nested objects (models at their
    /// key paths, dictionaries) as patches of what changed inside them. Arrays that
    /// changed are written whole.
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Issue: Codable {
    ///     var title: String
    ///     var body: String?
    ///     var reporterLogin: String
    ///     enum CodingKeys: String, CodingKey {
    ///         case title, body
    ///         case reporterLogin = "user.login"
    ///     }
    /// }
    ///
    /// let old = Issue(title: "Crash", body: "It crashes", reporterLogin: "octocat")
    /// var new = old
    /// new.body = nil
    /// new.reporterLogin = "hubot"
    /// let encoder = StrataJSONEncoder()
    /// encoder.outputFormatting = .sortedKeys
    /// print(String(decoding: try encoder.encodeChanges(from: old, to: new), as: UTF8.self))
    /// // Prints "{"body":null,"user":{"login":"hubot"}}"
    /// ```
    ///
    /// Both values are encoded with this encoder's options (strategies, formatting),
    /// writing `nil` as `null` whatever ``nilEncodingStrategy`` says. A key that `old`
    /// writes and `new` does not (a ``Tristate`` that became `.missing`, a key
    /// ``JSONSerializing/serializableKeys`` now leaves out) is written as `null`, as the
    /// standard requires. Applying the result to the old value with
    /// ``StrataJSONDecoder/update(_:from:)`` gives the new one. When either
    /// value does not encode as an object, the result is the new value.
    public func encodeChanges<T: Encodable>(from old: T, to new: T) throws -> Data {
        let options = self.options
        let changes = try Self.changes(from: old, to: new, options: options)
        var output = JSONOutputBuffer(capacity: 256)
        try JSONValueWriter.write(changes, to: &output, options: options.writing)
        return output.takeData()
    }

    private static func changes<T: Encodable>(from old: T, to new: T, options: EncodingOptions) throws -> JSONValue {
        var options = options
        options.nilEncodingStrategy = .explicitNull
        let before = try JSONTreeEncoder.encode(old, options: options)
        let after = try JSONTreeEncoder.encode(new, options: options)
        return JSONValue.mergePatch(from: before, to: after)
    }
}
