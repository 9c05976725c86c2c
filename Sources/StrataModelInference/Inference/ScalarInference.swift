import Foundation
import Strata

/// The Swift type of numbers and strings, from every value seen at one position.
struct ScalarInference {
    let options: GenerationOptions
    let dates = DateRecognizer()

    /// `Int` when every value is written as an integer that fits it; `UInt64` beyond it;
    /// `Double` when any value has a fraction or an exponent; `JSONNumber` when a
    /// `Double` would change a value (integers beyond 2^53 among fractions, integers
    /// beyond `UInt64`). Under `readsEpochDates`, a time's key and a plausible range, or
    /// values that can only be Unix times, make it a `Date`.
    func numberType(_ texts: [String], key: String?, isProperty: Bool) -> TypeModel {
        let integral = texts.allSatisfy { !$0.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } }
        if options.readsEpochDates, isProperty, let key {
            // A time's key and a plausible range, or values that can only be times.
            if DateRecognizer.keyNamesATime(key), let encoding = dates.encoding(ofNumbers: texts) { return .date(encoding) }
            if let encoding = dates.encoding(ofNumbersByValue: texts, key: key) { return .date(encoding) }
        }
        let numbers = texts.compactMap(JSONNumber.init)
        if integral {
            if numbers.allSatisfy({ $0.int != nil }) { return .int }
            if numbers.allSatisfy({ $0.uint64 != nil }) { return .uint64 }
            return .exactNumber
        }
        let largestExact = 9_007_199_254_740_992.0
        let hasUnsafeInteger = numbers.contains { $0.isWholeNumber && abs($0.double) > largestExact }
        return hasUnsafeInteger ? .exactNumber : .double
    }

    /// `Date` when every value is an ISO 8601 date that its transformer writes back as it
    /// was (properties only: the transformer is a property wrapper); `UUID` when every
    /// value is one (in lower case, properties only); `URL` when every value is an
    /// absolute URL that `URL` writes back unchanged; an enum under `infersEnumerations`
    /// for a few values that repeat; otherwise `String`.
    func stringType(_ values: [String], key: String?, isProperty: Bool, nameHint: String) -> (type: TypeModel, note: String?) {
        guard !values.isEmpty else { return (.string, nil) }
        let keyNamesATime = key.map(DateRecognizer.keyNamesATime) ?? false
        if isProperty, let encoding = dates.encoding(ofStrings: values, keyNamesATime: keyNamesATime) {
            return (.date(encoding), nil)
        }
        if let uuid = uuidType(values, isProperty: isProperty) { return (uuid, nil) }
        if values.allSatisfy(Self.isAbsoluteURL) { return (.url, nil) }
        if options.infersEnumerations, !Self.keyNamesFreeText(key), let cases = enumerationValues(values) {
            return (.enumeration(EnumModel(nameHint: nameHint, values: cases.values, foldedSpellings: cases.folded)), nil)
        }
        return (.string, dates.explanation(ofStrings: values, keyNamesATime: keyNamesATime, isProperty: isProperty))
    }

    private func uuidType(_ values: [String], isProperty: Bool) -> TypeModel? {
        guard values.allSatisfy({ $0.utf8.count == 36 && UUID(uuidString: $0) != nil }) else { return nil }
        if values.allSatisfy({ UUID(uuidString: $0)?.uuidString == $0 }) { return .uuid(lowercase: false) }
        if isProperty, values.allSatisfy({ UUID(uuidString: $0)?.uuidString.lowercased() == $0 }) { return .uuid(lowercase: true) }
        return nil
    }

    /// An absolute URL (a scheme, `://` and a host) that parses and writes back as it was
    /// written: `URL` would percent-encode `{` or a space, and a model must not change
    /// what it read.
    static func isAbsoluteURL(_ value: String) -> Bool {
        guard value.contains("://"), let url = URL(string: value), url.scheme != nil, let host = url.host, !host.isEmpty else { return false }
        return url.absoluteString == value
    }

    /// Between 2 and 8 distinct values, each seen at least twice on average, each a short
    /// word or code (letters first; digits, `_`, `-`, `.` and spaces after): the values
    /// of a status or a kind, not names or free text. Values that differ only in letter
    /// case (`open`, `Open`) are one value, spelled as the samples spell it most.
    private func enumerationValues(_ values: [String]) -> (values: [String], folded: [String])? {
        var order: [String] = []
        var spellings: [String: [(spelling: String, count: Int)]] = [:]
        for value in values {
            let folded = value.lowercased()
            if spellings[folded] == nil { order.append(folded) }
            var list = spellings[folded, default: []]
            if let index = list.firstIndex(where: { $0.spelling == value }) { list[index].count += 1 } else { list.append((value, 1)) }
            spellings[folded] = list
        }
        guard (2...8).contains(order.count), values.count >= 2 * order.count else { return nil }
        var canonical: [String] = []
        var folded: [String] = []
        for key in order {
            let list = spellings[key] ?? []
            guard let most = list.enumerated().max(by: { ($0.element.count, -$0.offset) < ($1.element.count, -$1.offset) })?.element else { continue }
            canonical.append(most.spelling)
            folded += list.map(\.spelling).filter { $0 != most.spelling }
        }
        return canonical.allSatisfy(Self.looksLikeACode) && folded.allSatisfy(Self.looksLikeACode) ? (canonical, folded) : nil
    }

    private static func looksLikeACode(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard let first = bytes.first, Words.isLetter(first), bytes.count <= 32 else { return false }
        return bytes.allSatisfy { Words.isLetter($0) || Words.isDigit($0) || "_-. ".utf8.contains($0) }
    }

    /// Keys whose values are names, ids or text even when a few repeat (the same user in
    /// every sample): never enums.
    static func keyNamesFreeText(_ key: String?) -> Bool {
        guard let key else { return false }
        let words: Set<String> = [
            "id", "ids", "name", "username", "login", "acct", "account", "title", "url", "uri", "email", "text", "description",
            "body", "content", "note", "message", "summary", "path", "sha", "hash", "token", "slug", "key", "label", "avatar",
            "version", "code", "number", "phone", "address", "city", "place",
        ]
        return Words.split(key).contains { words.contains($0.lowercased()) }
    }
}
