/// The formats Strata checks when ``JSONSchemaOptions/assertsFormat`` is on (or a
/// metaschema declares 2020-12's format-assertion vocabulary). Each applies to strings;
/// other values pass, as the specification says. Formats Strata does not know are
/// annotations only.
enum SchemaFormat: UInt8, Sendable, CaseIterable {
    case dateTime, date, time, duration
    case email, idnEmail, hostname, idnHostname
    case ipv4, ipv6
    case uri, uriReference, iri, iriReference, uuid, uriTemplate
    case jsonPointer, relativeJSONPointer, regex

    /// The format's name in schemas.
    var name: String {
        switch self {
        case .dateTime: return "date-time"
        case .date: return "date"
        case .time: return "time"
        case .duration: return "duration"
        case .email: return "email"
        case .idnEmail: return "idn-email"
        case .hostname: return "hostname"
        case .idnHostname: return "idn-hostname"
        case .ipv4: return "ipv4"
        case .ipv6: return "ipv6"
        case .uri: return "uri"
        case .uriReference: return "uri-reference"
        case .iri: return "iri"
        case .iriReference: return "iri-reference"
        case .uuid: return "uuid"
        case .uriTemplate: return "uri-template"
        case .jsonPointer: return "json-pointer"
        case .relativeJSONPointer: return "relative-json-pointer"
        case .regex: return "regex"
        }
    }

    /// The format named `name` in `dialect` (draft-07 has no `duration` or `uuid`).
    init?(name: String, dialect: JSONSchemaDialect) {
        guard let format = Self.allCases.first(where: { $0.name == name }) else { return nil }
        if dialect == .draft7 && (format == .duration || format == .uuid) { return nil }
        self = format
    }

    /// Whether `text` is valid in this format.
    func check(_ text: String) -> Bool {
        switch self {
        case .dateTime: return DateTimeFormats.isDateTime(text)
        case .date: return DateTimeFormats.isDate(text)
        case .time: return DateTimeFormats.isTime(text)
        case .duration: return DateTimeFormats.isDuration(text)
        case .email: return EmailFormat.isEmail(text, international: false)
        case .idnEmail: return EmailFormat.isEmail(text, international: true)
        case .hostname: return HostnameFormat.isHostname(text)
        case .idnHostname: return HostnameFormat.isInternationalHostname(text)
        case .ipv4: return IPAddressFormats.isIPv4(text)
        case .ipv6: return IPAddressFormats.isIPv6(text)
        case .uri: return URIFormats.isURI(text, international: false, relative: false)
        case .uriReference: return URIFormats.isURI(text, international: false, relative: true)
        case .iri: return URIFormats.isURI(text, international: true, relative: false)
        case .iriReference: return URIFormats.isURI(text, international: true, relative: true)
        case .uuid: return URIFormats.isUUID(text)
        case .uriTemplate: return URIFormats.isURITemplate(text)
        case .jsonPointer: return PointerFormats.isJSONPointer(text)
        case .relativeJSONPointer: return PointerFormats.isRelativeJSONPointer(text)
        case .regex:
            do {
                _ = try RegexParser.parse(text)
                return true
            } catch {
                return false
            }
        }
    }
}
