import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// JSONModel's snake case (`JSONKeyMapper mapperForSnakeCase`): Foundation's
    /// `.convertToSnakeCase`, and a run of digits is a word of its own:
    /// `itemObject145` → `item_object_145` (Foundation writes `item_object145`).
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Item: Codable { var itemObject145: Int }
    ///
    /// let encoder = StrataJSONEncoder()
    /// encoder.keyEncodingStrategy = .convertToSnakeCaseSplittingDigits
    /// print(String(decoding: try encoder.encode(Item(itemObject145: 1)), as: UTF8.self))
    /// // Prints "{"item_object_145":1}"
    /// ```
    ///
    /// A `custom` strategy, so it works with Foundation's `JSONEncoder` too. Decode with
    /// ``Foundation/JSONDecoder/KeyDecodingStrategy/convertFromSnakeCaseSplittingDigits``.
    public static var convertToSnakeCaseSplittingDigits: JSONEncoder.KeyEncodingStrategy {
        .custom { path in StringCodingKey(KeyCaseConversion.toSnakeCaseSplittingDigits(path.last?.stringValue ?? "")) }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// The decoding side of JSONModel's snake case: `item_object_145` → `itemObject145`.
    /// Foundation's `.convertFromSnakeCase` already reads digit words this way; this
    /// names the pair of
    /// ``Foundation/JSONEncoder/KeyEncodingStrategy/convertToSnakeCaseSplittingDigits``.
    public static var convertFromSnakeCaseSplittingDigits: JSONDecoder.KeyDecodingStrategy {
        .custom { path in StringCodingKey(KeyCaseConversion.fromSnakeCase(path.last?.stringValue ?? "")) }
    }
}

extension KeyCaseConversion {
    /// `itemObject145` → `item_object_145`: Foundation's words, and each run of digits
    /// after a letter is a word of its own.
    static func toSnakeCaseSplittingDigits(_ key: String) -> String {
        let snake = toSnakeCase(key)
        var result = ""
        result.reserveCapacity(snake.utf8.count + 4)
        var previous: Character?
        for character in snake {
            if character.isASCII && character.isNumber, let previous, !(previous.isASCII && previous.isNumber), previous != "_" {
                result.append("_")
            }
            result.append(character)
            previous = character
        }
        return result
    }
}
