import Foundation
import Strata

/// The key conversions of `.convertFromSnakeCase` and `.convertToSnakeCase`, asked of
/// Strata's own coders so that the answer is what decoding will do, quirks included.
struct SnakeCaseKeys {
    private let decoder: StrataJSONDecoder
    private let encoder: StrataJSONEncoder

    init() {
        decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
    }

    /// The name a JSON key is read as: `created_at` → `createdAt`.
    func fromSnakeCase(_ key: String) -> String? {
        // A `JSONValue` object reads its keys through a keyed container, whose keys the
        // strategy converts (a `[String: Value]`'s keys it leaves alone, as Foundation does).
        let object = JSONValue.object(JSONObject([(key, JSONValue.null)]))
        guard let data = try? object.jsonData(), let converted = try? decoder.decode(JSONValue.self, from: data) else { return nil }
        return converted.object?.keys.first
    }

    /// The JSON key a name is written as: `createdAt` → `created_at`.
    func toSnakeCase(_ name: String) -> String? {
        let object = JSONValue.object(JSONObject([(name, JSONValue.null)]))
        guard let data = try? encoder.encode(object), let written = try? JSONValue(parsing: data).object else { return nil }
        return written.keys.first
    }
}
