import Foundation

/// `[String: Value]`, whose keys Foundation writes without applying the key encoding
/// strategy.
protocol StringKeyedDictionaryEncodable: _StrataCodingCustomization {
    /// The members, in the dictionary's order.
    var encodableMembers: [(String, any Encodable)] { get }
}

extension Dictionary: StringKeyedDictionaryEncodable where Key == String, Value: Encodable {
    var encodableMembers: [(String, any Encodable)] {
        map { ($0.key, $0.value as any Encodable) }
    }
}

/// How a `Date` or `Data` is written under the current strategy.
enum StrategyRepresentation {
    /// A JSON number, written as `Date`'s own encoding writes it (so the non-conforming
    /// float strategy applies).
    case ownDouble(Double)
    /// A JSON number that must be finite: the number-based date strategies ignore the
    /// non-conforming float strategy, as in Foundation.
    case double(Double)
    /// A JSON string.
    case string(String)
    /// Call the value's own `encode(to:)`.
    case ownEncoding
    /// Call the strategy's closure with the encoder.
    case custom((any Encoder) throws -> Void)
}

extension EncodingOptions {
    func representation(of date: Date) -> StrategyRepresentation {
        switch self.dateEncodingStrategy {
        case .deferredToDate: return .ownDouble(date.timeIntervalSinceReferenceDate)
        case .secondsSince1970: return .double(date.timeIntervalSince1970)
        case .millisecondsSince1970: return .double(1000.0 * date.timeIntervalSince1970)
        case .iso8601: return .string(date.formatted(.iso8601))
        case .custom(let encode): return .custom { try encode(date, $0) }
        #if canImport(Darwin)
        case .formatted(let formatter): return .string(formatter.string(from: date))
        #endif
        @unknown default: return .ownEncoding
        }
    }

    func representation(of data: Data) -> StrategyRepresentation {
        switch self.dataEncodingStrategy {
        case .deferredToData: return .ownEncoding
        case .base64: return .string(data.base64EncodedString())
        case .custom(let encode): return .custom { try encode(data, $0) }
        @unknown default: return .ownEncoding
        }
    }

    /// The JSON key for a coding key under the key encoding strategy. `path` is the
    /// container's coding path (the `custom` closure receives it with the key).
    func jsonKey(for key: any CodingKey, path: @autoclosure () -> [any CodingKey], cache: KeyConversionCache) -> String {
        switch self.keyEncodingStrategy {
        case .useDefaultKeys:
            return key.stringValue
        case .convertToSnakeCase:
            return cache.snakeCase(key.stringValue)
        case .custom(let convert):
            return convert(path() + [key]).stringValue
        @unknown default:
            return key.stringValue
        }
    }

    /// The error Foundation throws for an infinite or NaN value under `.throw`.
    func nonConformingError<Value: BinaryFloatingPoint>(_ value: Value, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription:
                    "Unable to encode \(Value.self).\(value) directly in JSON. Use an encoder's nonConformingFloatEncodingStrategy to write it as a string."
            ))
    }

    /// The string standing for a non-finite value under `.convertToString`, or nil
    /// under `.throw`.
    func nonConformingString<Value: BinaryFloatingPoint>(_ value: Value) -> String? {
        guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = self.nonConformingFloatEncodingStrategy else {
            return nil
        }
        if value.isNaN { return nan }
        return value < 0 ? negativeInfinity : positiveInfinity
    }

    /// `Decimal.nan` has no JSON spelling. Foundation writes a bare `NaN`, which is not
    /// JSON; Strata throws instead.
    func decimalError(_ value: Decimal, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path, debugDescription: "Unable to encode Decimal.nan directly in JSON."))
    }
}

/// Converted keys, remembered for one encode: a model's keys repeat for every
/// instance, and converting to snake case costs far more than a lookup.
final class KeyConversionCache {
    private var snakeCased: [String: String] = [:]

    func snakeCase(_ key: String) -> String {
        if let cached = snakeCased[key] { return cached }
        let converted = KeyCaseConversion.toSnakeCase(key)
        snakeCased[key] = converted
        return converted
    }
}

/// An encoding error for a value nested too deeply, as Foundation reports it.
func encodingDepthError(_ value: Any) -> EncodingError {
    JSONValueWriter.encodingDepthError(value, codingPath: [])
}

/// Foundation's encoder fails at 512 levels of nesting.
let maximumEncodingDepth = JSONValueWriter.encodingDepthLimit

/// How deeply values' own `encode(to:)` may call one another, counting the calls that
/// open no container (a value passing itself on through a single-value container).
/// Twice the container limit leaves room for a wrapper between each two containers, and
/// keeps a chain of single values within 8 MiB of stack even in a debug build (about
/// 4 KiB a level there); Foundation has no such limit and crashes instead.
let maximumEncodingRecursion = 2 * (maximumEncodingDepth + 1)

/// An encoding error for values whose `encode(to:)` calls nest past
/// `maximumEncodingRecursion`.
func encodingRecursionError(_ value: Any) -> EncodingError {
    EncodingError.invalidValue(
        value,
        EncodingError.Context(
            codingPath: [],
            debugDescription:
                "Unable to encode the given top-level value to JSON: values' encode(to:) calls nest more than \(maximumEncodingRecursion) levels deep."
        ))
}
