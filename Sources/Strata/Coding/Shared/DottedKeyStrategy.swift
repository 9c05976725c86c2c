/// How Strata's coders treat a coding key whose string contains a dot.
///
/// ```swift
/// struct Issue: Codable {
///     var title: String
///     var reporterLogin: String
///     enum CodingKeys: String, CodingKey {
///         case title
///         case reporterLogin = "user.login"   // {"user": {"login": "octocat"}}
///     }
/// }
/// ```
///
/// With ``keyPath`` (the default), such a key is a path into nested objects, as in
/// ``JSONKeyPath``: decoding follows it, encoding writes the nested objects (keys
/// under one prefix share one object). A component that is a number indexes an array
/// (`labels.0.name`). When an object has a key that literally contains the dots, the
/// decoder finds it first, so JSON that Foundation decodes decodes the same way. To
/// name a key that contains a dot, escape the dot: `"@odata\\.context"`.
///
/// With ``literal``, keys are used exactly as written, as Foundation's coders do.
public enum DottedKeyStrategy: Sendable, Hashable {
    /// A dotted key is a path into nested objects (the default).
    case keyPath
    /// Keys are used as written; dots are ordinary characters.
    case literal
}
