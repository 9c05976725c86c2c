/// A class hierarchy whose base class chooses, from the JSON object it is about to read,
/// which subclass to build: Mantle's class clusters.
///
/// ```swift
/// import Foundation
/// import Strata
///
/// class XYMessage: Codable, JSONClassCluster {
///     var id = 0
///
///     class var jsonKeyPathsByPropertyKey: [String: JSONKeyPath] { [:] }
///
///     static func variant(forParsing object: JSONDocument.Node) -> JSONVariant<XYMessage>? {
///         if object["image_url"] != nil { return JSONVariant(XYPictureMessage.self) }
///         if object["body"] != nil { return JSONVariant(XYTextMessage.self) }
///         return nil
///     }
/// }
///
/// final class XYTextMessage: XYMessage {
///     var body = ""
/// }
///
/// final class XYPictureMessage: XYMessage {
///     var imageURL: URL?
///
///     override class var jsonKeyPathsByPropertyKey: [String: JSONKeyPath] { ["imageURL": "image_url"] }
/// }
///
/// let json = #"[{"id": 1, "body": "Hello World!"}, {"id": 2, "image_url": "http://example.com/lolcat.gif"}]"#
/// let messages = try StrataJSONDecoder().decode([XYMessage].self, from: json)
/// print((messages[0] as? XYTextMessage)?.body ?? "", (messages[1] as? XYPictureMessage)?.imageURL?.lastPathComponent ?? "")
/// // Prints "Hello World! lolcat.gif"
/// ```
///
/// The base class adopts `Codable` as usual, and its synthesized `init(from:)` reads the
/// base's own properties. Swift does not synthesize `Codable` again for a subclass, so
/// Strata reads and writes the properties each subclass adds itself: by name, or at the key
/// paths ``jsonKeyPathsByPropertyKey`` gives (Mantle's `+JSONKeyPathsByPropertyKey`).
/// Those properties must be `var`s with default values (which is also what lets a subclass
/// inherit the base's `init(from:)`); an optional one is `nil` when its key is missing,
/// any other missing key is an error. `@JSONIgnored` properties are left alone, and
/// `@JSONKey` properties are read at their paths.
///
/// Choose the subclass in code with ``JSONCluster/variant(forParsing:)``, as above, or
/// by a discriminator and a table, as any cluster can:
///
/// ```swift
/// // Fragment: a base class choosing by a "kind" member.
/// static let discriminator = JSONDiscriminator.key("kind")
/// static let variants = [JSONVariant("text", XYTextMessage.self), JSONVariant("picture", XYPictureMessage.self)]
/// static let fallback: JSONVariant<XYMessage>? = JSONVariant(XYMessage.self)
/// ```
///
/// The base class is a cluster wherever it appears — at the top level, as a property, an
/// optional, in arrays and dictionaries, and inside other variants — with Strata's coders
/// (``StrataJSONDecoder``, ``StrataJSONEncoder``, ``JSONAdapter``). Foundation's coders
/// only ever build the base class; a property written `@Polymorphic<XYMessage>` makes
/// one property work there too. A subclass asked for by name (`decode(XYTextMessage.self,
/// …)`) is decoded as itself.
public protocol JSONClassCluster: AnyObject, JSONCluster, Codable {
    /// Where in the JSON each property a subclass adds is, by property name: Mantle's
    /// `+JSONKeyPathsByPropertyKey`. A property not listed is read and written under its
    /// own name. Declare it in the base class as a `class var` (returning `[:]`), and
    /// override it in the subclasses that map their properties. Defaults to none.
    static var jsonKeyPathsByPropertyKey: [String: JSONKeyPath] { get }
}

extension JSONClassCluster {
    /// None: every added property under its own name.
    public static var jsonKeyPathsByPropertyKey: [String: JSONKeyPath] { [:] }
}
