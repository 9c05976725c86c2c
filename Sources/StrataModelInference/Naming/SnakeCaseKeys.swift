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
        // Dictionary keys are converted as coding keys are, as in Foundation.
        let object = JSONValue.object(JSONObject([(key, JSONValue.null)]))
        guard let data = try? object.jsonData(), let converted = try? decoder.decode([String: JSONValue].self, from: data) else { return nil }
        return converted.keys.first
    }

    /// The JSON key a name is written as: `createdAt` → `created_at`.
    func toSnakeCase(_ name: String) -> String? {
        guard let data = try? encoder.encode([name: 0]), let written = try? JSONValue(parsing: data).object else { return nil }
        return written.keys.first
    }
}
