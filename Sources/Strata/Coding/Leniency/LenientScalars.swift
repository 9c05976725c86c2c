import Foundation

/// How strictly scalars must match the types they decode into.
///
/// ```swift
/// import Strata
///
/// struct Product: Codable {
///     var id: Int
///     var price: Double
///     var inStock: Bool
///     var sku: String
/// }
///
/// let decoder = StrataJSONDecoder()
/// decoder.scalarDecodingStrategy = .lenient
/// let product = try decoder.decode(Product.self, from: #"{"id": "42", "price": "3.5", "inStock": "yes", "sku": 1001}"#)
/// print(product.id, product.price, product.inStock, product.sku)
/// // Prints "42 3.5 true 1001"
/// ```
public enum ScalarDecodingStrategy: Sendable, Hashable {
    /// A number decodes only into a number type, a string only into `String`, a boolean
    /// only into `Bool`, as with Foundation (the default).
    case strict
    /// JSONModel's automatic conversions, where the JSON holds another kind of scalar
    /// than the property: a numeric string into a number type (`"42"` → `42`,
    /// `"3.5"` → `3.5`, exactly into `Decimal`), a number into `String` (its text as
    /// written: `42` → `"42"`), and `true`/`false`, `"true"`/`"false"`, `"yes"`/`"no"`,
    /// `1`/`0` and `"1"`/`"0"` into `Bool`. A value that does not convert exactly (`"4x"`
    /// into `Int`, `"4.5"` into `Int`, `2` into `Bool`) is still an error.
    case lenient
}

/// A scalar as JSON holds it, for the lenient conversions: the string, the number's
/// text, or the boolean.
enum LenientScalar {
    case string(String)
    case number(String)
    case bool(Bool)

    /// The scalar as found, for the report: `the string "42"`, `the number 1.5`, `true`.
    var description: String {
        switch self {
        case .string(let text): return "the string \(MessageQuoting.quoted(text))"
        case .number(let text): return "the number \(MessageQuoting.number(text.utf8))"
        case .bool(let value): return value ? "true" : "false"
        }
    }

    /// The scalar converted to `type`, for the types the lenient strategy converts into;
    /// nil when it does not convert exactly.
    func converted<T>(to type: T.Type) -> T? {
        switch type {
        case is Bool.Type: return bool as? T
        case is String.Type: return string as? T
        case is Double.Type: return number.map(\.double).flatMap { $0.isFinite ? $0 : nil } as? T
        case is Float.Type: return number.map(\.float).flatMap { $0.isFinite ? $0 : nil } as? T
        case is Decimal.Type: return number?.decimal as? T
        case let integer as any FixedWidthInteger.Type: return exactInteger(integer) as? T
        default: return nil
        }
    }

    /// A number from the string, or the number itself: RFC 8259 number text only (no
    /// hexadecimal, no `NaN`), around which spaces are ignored.
    private var number: JSONNumber? {
        switch self {
        case .number(let text): return JSONNumber(text)
        case .string(let text): return JSONNumber(text.trimmingCharacters(in: .whitespaces))
        case .bool: return nil
        }
    }

    private var bool: Bool? {
        switch self {
        case .bool(let value): return value
        case .number(let text): return JSONNumber(text).flatMap { $0 == 1 ? true : $0 == 0 ? false : nil }
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: return nil
            }
        }
    }

    private var string: String? {
        switch self {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        }
    }

    private func exactInteger<I: FixedWidthInteger>(_ type: I.Type) -> I? {
        guard let number else { return nil }
        if I.isSigned { return number.int64.flatMap { I(exactly: $0) } }
        return number.uint64.flatMap { I(exactly: $0) }
    }
}

extension JSONIndexDecoder {
    /// The scalar at `node`, for the lenient conversions; nil for null and containers.
    func lenientScalar(_ node: Int) -> LenientScalar? {
        switch storage.nodeKind(node) {
        case .string: return .string(storage.string(node))
        case .number: return .number(String(decoding: storage.text(node), as: UTF8.self))
        case .trueLiteral: return .bool(true)
        case .falseLiteral: return .bool(false)
        default: return nil
        }
    }

    /// Under the lenient strategy, the scalar at `node` converted to `type`. Asked only
    /// once a value has failed to decode strictly; the caller notes the conversion in a
    /// report (`noteConverted`), where it has the value's coding path.
    func leniently<T>(_ type: T.Type, _ node: Int) -> T? {
        guard options.scalarDecodingStrategy == .lenient else { return nil }
        return lenientScalar(node)?.converted(to: type)
    }

    /// Notes in the report that the scalar at `node`, whose coding path is `path`, was
    /// converted to `type`.
    @inline(never)
    func noteConverted<T>(_ node: Int, to type: T.Type, path: [any CodingKey]) {
        recordRecovered(.converted, "Converted \(describeFound(node)) to \(T.self).", node: node, path: path)
    }
}
