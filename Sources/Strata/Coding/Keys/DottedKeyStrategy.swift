/// How Strata's coders treat a coding key whose string contains a dot.
///
/// ```swift
/// import Strata
///
/// struct Issue: Codable {
///     var title: String
///     var reporterLogin: String
///     enum CodingKeys: String, CodingKey {
///         case title
///         case reporterLogin = "user.login"   // {"user": {"login": "octocat"}}
///     }
/// }
///
/// let issue = try StrataJSONDecoder().decode(Issue.self, from: #"{"title": "Found a bug", "user": {"login": "octocat"}}"#)
/// print(issue.reporterLogin)
/// // Prints "octocat"
/// ```
///
/// With ``keyPath`` (the default), such a key is a path into nested objects, as in
/// ``JSONKeyPath``: decoding follows it, encoding writes the nested objects (keys
/// under one prefix share one object). A component that is a number indexes an array
/// (`labels.0.name`). When an object has a key that literally contains the dots, the
/// decoder finds it first, so JSON that Foundation decodes decodes the same way. To
/// name a key that contains a dot, escape the dot: `"@odata\\.context"`.
///
/// Only keys of enum types are paths: the `CodingKeys` enums of models. Keys made at
/// run time — those of `[String: Value]` dictionaries, ``JSONValue`` objects and
/// dynamic key structs — are always literal, so data that happens to contain dots is
/// written as it is.
///
/// With ``literal``, keys are used exactly as written, as Foundation's coders do.
public enum DottedKeyStrategy: Sendable, Hashable {
    /// A dotted key is a path into nested objects (the default).
    case keyPath
    /// Keys are used as written; dots are ordinary characters.
    case literal
}

/// Which coding keys may be paths: only those of enum types, the `CodingKeys` that
/// synthesized `Codable` and hand-written models declare. Keys made at run time — the
/// struct key types dictionaries and dynamic containers use — are data, and a dot in
/// them is just a character, as in Foundation.
enum KeyPathEligibility {
    private static let cache = LockedCache<ObjectIdentifier, Bool>()

    /// Whether `key`'s string may be read as a path. Asked only of keys that contain a
    /// dot or a backslash; the answer is cached per key type.
    static func allowsPath(_ key: any CodingKey) -> Bool {
        cache.value(for: ObjectIdentifier(type(of: key))) {
            Mirror(reflecting: key).displayStyle == .enum
        }
    }
}
