import Foundation

/// Converting between ``JSONValue`` and the Foundation objects `JSONSerialization`
/// works with (`[String: Any]`, `[Any]`, `NSNumber`, `NSNull`).
extension JSONValue {
    /// The error thrown for a Foundation object that is not a JSON value.
    public struct ConversionError: Error, Sendable, CustomStringConvertible {
        /// The type that has no JSON form.
        public var typeName: String
        /// The key path at which it was found.
        public var path: String
        /// The same path step by step: a key, or (`index` set) an array position.
        var steps: [(key: String, index: Int?)] = []

        /// A sentence naming the type and where it was.
        public var description: String {
            "A value of type \(typeName) at \(path.isEmpty ? "the top level" : "\"\(path)\"") has no JSON form."
        }
    }

    /// A value from Foundation objects: `NSNull`, booleans, numbers (any Swift numeric
    /// type, `Decimal` or `NSNumber`), strings, `[Any]` and `[String: Any]`.
    ///
    /// - Throws: ``ConversionError`` for anything else (a `Date`, a custom object).
    public init(foundationObject object: Any) throws {
        self = try Self.convert(object, path: [])
    }

    private static func conversionError(_ typeName: String, path: [(key: String, index: Int?)]) -> ConversionError {
        ConversionError(typeName: typeName, path: JSONKeyPath(components: path.map(\.key)).description, steps: path)
    }

    private static func convert(_ object: Any, path: [(key: String, index: Int?)]) throws -> JSONValue {
        switch object {
        case is NSNull:
            return .null
        case let value as JSONValue:
            return value
        case let flag as Bool where !(object is NSNumber) || isBoolean(object):
            return .bool(flag)
        case let string as String:
            return .string(string)
        case let integer as Int:
            return .number(JSONNumber(integer))
        case let integer as Int64:
            return .number(JSONNumber(integer))
        case let integer as UInt64:
            return .number(JSONNumber(integer))
        case let integer as UInt:
            return .number(JSONNumber(integer))
        case let integer as Int32:
            return .number(JSONNumber(integer))
        case let double as Double:
            return .number(JSONNumber(double))
        case let float as Float:
            return .number(JSONNumber(float))
        case let decimal as Decimal:
            guard let number = JSONNumber(decimal) else {
                throw conversionError("Decimal (NaN)", path: path)
            }
            return .number(number)
        case let number as NSNumber:
            return .number(try numberValue(number, path: path))
        case let array as [Any]:
            return .array(try array.enumerated().map { try convert($1, path: path + [(String($0), $0)]) })
        case let dictionary as [String: Any]:
            var object = JSONObject()
            for key in dictionary.keys.sorted() {
                if let member = dictionary[key] { object[key] = try convert(member, path: path + [(key, nil)]) }
            }
            return .object(object)
        default:
            if let optional = object as? any OptionalMarker, optional.isNil { return .null }
            throw conversionError(String(describing: type(of: object)), path: path)
        }
    }

    /// Whether `object` is a boolean `NSNumber` (what `JSONSerialization` gives for `true`
    /// and `false`), told apart from numbers by its class: Foundation keeps booleans in
    /// their own class (`__NSCFBoolean`, `CFBoolean` on Apple's platforms) on every
    /// platform. The type encoding (`objCType` "c") does not tell: on Apple's platforms an
    /// `NSNumber` made from an `Int8` has it too.
    private static func isBoolean(_ object: Any) -> Bool {
        guard let number = object as? NSNumber else { return false }
        if let booleanClass = booleanNumberClass { return type(of: number) == booleanClass }
        return String(cString: number.objCType) == "c"
    }

    /// The class of boolean `NSNumber`s, where it is not that of other numbers.
    private static let booleanNumberClass: AnyClass? = {
        let booleanClass: AnyClass = type(of: NSNumber(value: true))
        return booleanClass == type(of: NSNumber(value: Int8(1))) || booleanClass == type(of: NSNumber(value: 1)) ? nil : booleanClass
    }()

    private static func numberValue(_ number: NSNumber, path: [(key: String, index: Int?)]) throws -> JSONNumber {
        switch String(cString: number.objCType) {
        case "d", "f": return JSONNumber(number.doubleValue)
        case "Q": return JSONNumber(number.uint64Value)
        default: return JSONNumber(number.int64Value)
        }
    }

    /// The value as Foundation objects, as `JSONSerialization` would give them: `NSNull`
    /// for null, `Bool`, `Int` (or `UInt64`, or `Double` for numbers that are not whole
    /// or do not fit), `String`, `[Any]` and `[String: Any]`.
    public var foundationObject: Any {
        fold(
            leaf: { value -> Any in
                switch value {
                case .bool(let flag): return flag
                case .string(let string): return string
                case .number(let number):
                    if let integer = number.int { return integer }
                    if let integer = number.uint64 { return integer }
                    return number.double
                default: return NSNull()
                }
            },
            array: { _, elements -> Any in elements },
            object: { object, values -> Any in
                var dictionary: [String: Any] = [:]
                dictionary.reserveCapacity(values.count)
                for (key, value) in zip(object.keys, values) { dictionary[key] = value }
                return dictionary
            })
    }
}
