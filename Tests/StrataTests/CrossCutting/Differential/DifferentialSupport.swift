import Foundation
import Strata
import Testing

// Shared machinery of the differential suites: Foundation's and Strata's coders configured
// identically, outcomes reduced to comparable shapes, and the checks that compare them.

// MARK: - Keys and paths

/// One coding-path element as both coders must report it: its string and its integer.
struct PathComponent: Hashable, Sendable, CustomStringConvertible {
    var string: String
    var int: Int?

    init(_ key: any CodingKey) {
        string = key.stringValue
        int = key.intValue
    }

    var description: String { int.map { "\(string)#\($0)" } ?? string }
}

extension Array where Element == any CodingKey {
    /// The path as comparable components.
    var components: [PathComponent] { map(PathComponent.init) }
    /// The path as `a/Index 0/b`, for values the tests encode to make paths visible.
    var joined: String { map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }.joined(separator: "/") }
}

// MARK: - Errors and outcomes

/// A `DecodingError` or `EncodingError` reduced to what both coders must agree on: the
/// case, the type (or key) it carries and the coding path. The message is kept for
/// reports but is not compared: Strata's messages add the position in the document.
struct ErrorShape: Sendable, Equatable, CustomStringConvertible {
    enum Kind: String, Sendable {
        case typeMismatch, valueNotFound, keyNotFound, dataCorrupted, invalidValue, other
    }

    var kind: Kind
    /// The type of `typeMismatch`, `valueNotFound` and `invalidValue`; the key of `keyNotFound`.
    var subject: String
    var path: [PathComponent]
    var message: String

    init(_ error: any Error) {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            self.init(.typeMismatch, String(reflecting: type), context.codingPath, context.debugDescription)
        case DecodingError.valueNotFound(let type, let context):
            self.init(.valueNotFound, String(reflecting: type), context.codingPath, context.debugDescription)
        case DecodingError.keyNotFound(let key, let context):
            self.init(.keyNotFound, PathComponent(key).description, context.codingPath, context.debugDescription)
        case DecodingError.dataCorrupted(let context):
            self.init(.dataCorrupted, "", context.codingPath, context.debugDescription)
        case EncodingError.invalidValue(let value, let context):
            self.init(.invalidValue, String(reflecting: type(of: value)), context.codingPath, context.debugDescription)
        default:
            self.init(.other, String(reflecting: type(of: error)) + ": \(error)", [], "\(error)")
        }
    }

    private init(_ kind: Kind, _ subject: String, _ path: [any CodingKey], _ message: String) {
        self.kind = kind
        self.subject = subject
        self.path = path.components
        self.message = message
    }

    static func == (lhs: ErrorShape, rhs: ErrorShape) -> Bool {
        lhs.kind == rhs.kind && lhs.subject == rhs.subject && lhs.path == rhs.path
    }

    /// The path's string values.
    var paths: [String] { path.map(\.string) }

    var description: String {
        let subject = self.subject.isEmpty ? "" : "(\(self.subject))"
        return "\(kind)\(subject) at \(path)"
    }

    /// "The path of a date that does not parse" in "Replacing Foundation's JSONDecoder":
    /// for an ISO 8601 date string that does not parse, Foundation reports the path of the
    /// container that holds the date, and Strata the date's own (that path and the date's
    /// key), as both report every other value they reject. Whether `self`, Strata's error,
    /// is that difference from Foundation's `foundation`.
    func isDocumentedISO8601Difference(from foundation: ErrorShape) -> Bool {
        foundation.message == "Expected date string to be ISO8601-formatted." && kind == .dataCorrupted && foundation.kind == .dataCorrupted
            && message.hasPrefix("Expected date string to be ISO8601-formatted") && path.count == foundation.path.count + 1
            && Array(path.dropLast()) == foundation.path
    }

    /// Whether Foundation's message says the decoder itself found a problem with a value
    /// of the document (rather than a type's own `init(from:)`), so that Strata's message
    /// must locate it.
    var comesFromDocumentValue: Bool {
        let prefixes = [
            "The given data was not valid JSON", "Expected to decode ", "Cannot get value of type ",
            "Cannot get keyed decoding container", "Cannot get unkeyed decoding container", "No value associated with key",
            "Invalid URL string", "Expected date string to be ISO8601-formatted", "Encountered Data is not valid Base64",
        ]
        return prefixes.contains { message.hasPrefix($0) }
    }
}

/// What a coding call produced: a value or an error's shape.
enum Outcome<Value> {
    case value(Value)
    case error(ErrorShape)

    init(_ body: () throws -> Value) {
        do {
            self = .value(try body())
        } catch {
            self = .error(ErrorShape(error))
        }
    }

    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    var error: ErrorShape? {
        if case .error(let error) = self { return error }
        return nil
    }
}

extension Outcome: Equatable where Value: Equatable {}

extension Outcome: Sendable where Value: Sendable {}

extension Outcome: CustomStringConvertible {
    var description: String {
        switch self {
        case .value(let value):
            if let data = value as? Data { return "bytes \(Differential.show(data))" }
            return "value \(value)"
        case .error(let error): return "error \(error) — \"\(error.message)\""
        }
    }
}

// MARK: - Configurations

/// A decoder configuration applied identically to `JSONDecoder` and `StrataJSONDecoder`.
struct DecodingSetup: Sendable, CustomTestStringConvertible {
    var name: String
    var keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dates: JSONDecoder.DateDecodingStrategy = .deferredToDate
    var data: JSONDecoder.DataDecodingStrategy = .base64
    var floats: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var json5 = false
    var topLevelDictionary = false
    /// Strata's own option (Foundation has none); nil keeps Strata's default.
    var strataDottedKeys: DottedKeyStrategy?

    init(_ name: String = "default", _ configure: (inout DecodingSetup) -> Void = { _ in }) {
        self.name = name
        configure(&self)
    }

    static let standard = DecodingSetup()
    static let json5 = DecodingSetup("JSON5") { $0.json5 = true }

    var testDescription: String { name }

    func foundation() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.dateDecodingStrategy = dates
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = floats
        decoder.userInfo = userInfo
        if json5 { decoder.allowsJSON5 = true }
        if topLevelDictionary { decoder.assumesTopLevelDictionary = true }
        return decoder
    }

    func strata() -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.dateDecodingStrategy = dates
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = floats
        decoder.userInfo = userInfo
        if json5 { decoder.allowsJSON5 = true }
        if topLevelDictionary { decoder.assumesTopLevelDictionary = true }
        if let strataDottedKeys { decoder.dottedKeyStrategy = strataDottedKeys }
        return decoder
    }
}

/// An encoder configuration applied identically to `JSONEncoder` and `StrataJSONEncoder`,
/// with the decoder configuration that reads its output back.
struct EncodingSetup: Sendable, CustomTestStringConvertible {
    var name: String
    var formatting: JSONEncoder.OutputFormatting = []
    var keys: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var dates: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var data: JSONEncoder.DataEncodingStrategy = .base64
    var floats: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// Strata's own option (Foundation has none); nil keeps Strata's default.
    var strataDottedKeys: DottedKeyStrategy?
    /// The configuration that decodes this one's output, for round trips.
    var reading = DecodingSetup.standard

    init(_ name: String = "default", _ configure: (inout EncodingSetup) -> Void = { _ in }) {
        self.name = name
        configure(&self)
    }

    static let standard = EncodingSetup()
    static let sorted = EncodingSetup("sortedKeys") { $0.formatting = .sortedKeys }

    /// Every combination of the output formatting options.
    static let formattings: [EncodingSetup] = [
        [], [.sortedKeys], [.prettyPrinted], [.prettyPrinted, .sortedKeys], [.withoutEscapingSlashes],
        [.sortedKeys, .withoutEscapingSlashes], [.prettyPrinted, .withoutEscapingSlashes],
        [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
    ].map { (formatting: JSONEncoder.OutputFormatting) in
        var names: [String] = []
        if formatting.contains(.prettyPrinted) { names.append("prettyPrinted") }
        if formatting.contains(.sortedKeys) { names.append("sortedKeys") }
        if formatting.contains(.withoutEscapingSlashes) { names.append("withoutEscapingSlashes") }
        return EncodingSetup(names.isEmpty ? "compact" : names.joined(separator: "+")) { $0.formatting = formatting }
    }

    var testDescription: String { name }

    func foundation() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        encoder.keyEncodingStrategy = keys
        encoder.dateEncodingStrategy = dates
        encoder.dataEncodingStrategy = data
        encoder.nonConformingFloatEncodingStrategy = floats
        encoder.userInfo = userInfo
        return encoder
    }

    func strata() -> StrataJSONEncoder {
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = formatting
        encoder.keyEncodingStrategy = keys
        encoder.dateEncodingStrategy = dates
        encoder.dataEncodingStrategy = data
        encoder.nonConformingFloatEncodingStrategy = floats
        encoder.userInfo = userInfo
        if let strataDottedKeys { encoder.dottedKeyStrategy = strataDottedKeys }
        return encoder
    }
}

// MARK: - The comparisons

enum Differential {
    /// Bytes as text for reports, with control characters visible, shortened.
    static func show(_ data: Data) -> String {
        let text = String(decoding: data.prefix(400), as: UTF8.self).debugDescription
        return data.count > 400 ? text + "…(\(data.count) bytes)" : text
    }

    // Decoding

    static func decode<T: Decodable>(_ type: T.Type, from input: Data, setup: DecodingSetup) -> (foundation: Outcome<T>, strata: Outcome<T>) {
        onLargeStack {
            let foundation = Outcome { try setup.foundation().decode(T.self, from: terminated(input)) }
            let strata = Outcome { try setup.strata().decode(T.self, from: input) }
            return (foundation, strata)
        }
    }

    /// `input` viewed as a slice of storage that holds one more byte, a NUL, past its end.
    ///
    /// Foundation's JSON5 reader hands a top-level number to `strtod` without a
    /// terminator, so whatever follows the buffer in memory can extend the number; when
    /// those bytes happen to be digits the reader traps. The NUL keeps its reading inside
    /// the test's input without changing what the input is.
    static func terminated(_ input: Data) -> Data {
        var storage = input
        storage.append(0)
        return storage.prefix(input.count)
    }

    /// Runs `body` on a thread with a 64 MiB stack (or `stackSize` bytes) and waits for
    /// it. Both coders recurse once per nesting level, and the 512-level documents and
    /// values of the depth tests overflow the smaller stacks of the threads parallel tests
    /// run on.
    static func onLargeStack<Result>(stackSize: Int = 64 << 20, _ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            let transfer = LargeStackTransfer(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                transfer.run()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            return transfer.result!
        }
    }

    /// Decodes `input` with both decoders; their values must be `equal`, or their errors
    /// the same case, type and path (and Strata's message must then give the line and
    /// column of a value the decoder rejected). Returns Foundation's outcome.
    @discardableResult
    static func expectSameDecoding<T: Decodable>(
        _ type: T.Type, from input: Data, setup: DecodingSetup = .standard, equal: (T, T) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Outcome<T> {
        let (foundation, strata) = decode(type, from: input, setup: setup)
        let context = "decoding \(T.self) from \(show(input)) [\(setup.name)]"
        switch (foundation, strata) {
        case (.value(let expected), .value(let actual)):
            #expect(equal(expected, actual), "values differ, \(context): Foundation \(expected), Strata \(actual)", sourceLocation: sourceLocation)
        case (.error(let expected), .error(let actual)):
            let agree = expected == actual || actual.isDocumentedISO8601Difference(from: expected)
            #expect(agree, "errors differ, \(context): Foundation \(foundation), Strata \(strata)", sourceLocation: sourceLocation)
            let hasValue = !withoutWhitespaceAndComments(input, json5: setup.json5).isEmpty
            if agree && expected.comesFromDocumentValue && hasValue {
                #expect(
                    actual.message.contains("line ") && actual.message.contains("column "),
                    "Strata's message does not locate the problem, \(context): \"\(actual.message)\"", sourceLocation: sourceLocation)
            }
        default:
            Issue.record("outcomes differ, \(context): Foundation \(foundation), Strata \(strata)", sourceLocation: sourceLocation)
        }
        return foundation
    }

    @discardableResult
    static func expectSameDecoding<T: Decodable & Equatable>(
        _ type: T.Type, from input: Data, setup: DecodingSetup = .standard, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Outcome<T> {
        expectSameDecoding(type, from: input, setup: setup, equal: ==, sourceLocation: sourceLocation)
    }

    @discardableResult
    static func expectSameDecoding<T: Decodable & Equatable>(
        _ type: T.Type, from json: String, setup: DecodingSetup = .standard, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Outcome<T> {
        expectSameDecoding(type, from: Data(json.utf8), setup: setup, equal: ==, sourceLocation: sourceLocation)
    }

    /// The input without JSON whitespace, and without comments under JSON5: empty for a
    /// document that holds no value at all (whose error has no position to report).
    static func withoutWhitespaceAndComments(_ input: Data, json5: Bool) -> [UInt8] {
        var text = String(decoding: input, as: UTF8.self)
        if json5 {
            text = text.replacingOccurrences(of: #"//[^\n\r]*"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        }
        return text.utf8.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    // Encoding

    static func encode<T: Encodable>(_ value: T, setup: EncodingSetup) -> (foundation: Outcome<Data>, strata: Outcome<Data>) {
        onLargeStack {
            let foundation = Outcome { try setup.foundation().encode(value) }
            let strata = Outcome { try setup.strata().encode(value) as Data }
            return (foundation, strata)
        }
    }

    /// Encodes `value` with both encoders. The bytes must be identical when the output
    /// does not depend on Foundation's random key order (`.sortedKeys`, or no object
    /// with two keys); otherwise both must hold the same bytes in some order and parse
    /// to equal values. Errors must be the same case, value type and path. Returns
    /// Foundation's outcome.
    @discardableResult
    static func expectSameEncoding<T: Encodable>(
        _ value: T, setup: EncodingSetup = .standard, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Outcome<Data> {
        let (foundation, strata) = encode(value, setup: setup)
        compareEncodings(T.self, foundation, strata, setup: setup, sourceLocation: sourceLocation)
        return foundation
    }

    /// The comparison of ``expectSameEncoding(_:setup:sourceLocation:)``.
    static func compareEncodings<T>(
        _ type: T.Type, _ foundation: Outcome<Data>, _ strata: Outcome<Data>, setup: EncodingSetup, sourceLocation: SourceLocation
    ) {
        let context = "encoding \(T.self) [\(setup.name)]"
        switch (foundation, strata) {
        case (.value(let expected), .value(let actual)):
            if setup.formatting.contains(.sortedKeys) || hasAtMostOneKeyPerObject(expected) {
                #expect(
                    Array(expected) == Array(actual), "bytes differ, \(context): Foundation \(show(expected)), Strata \(show(actual))",
                    sourceLocation: sourceLocation)
            } else {
                #expect(
                    expected.sorted() == actual.sorted(),
                    "bytes differ beyond key order, \(context): Foundation \(show(expected)), Strata \(show(actual))",
                    sourceLocation: sourceLocation)
                let parsedExpected = try? JSONValue(parsing: expected)
                let parsedActual = try? JSONValue(parsing: actual)
                #expect(
                    parsedExpected != nil && parsedExpected == parsedActual,
                    "values differ, \(context): Foundation \(show(expected)), Strata \(show(actual))", sourceLocation: sourceLocation)
            }
        case (.error(let expected), .error(let actual)):
            #expect(expected == actual, "errors differ, \(context): Foundation \(foundation), Strata \(strata)", sourceLocation: sourceLocation)
        default:
            Issue.record("outcomes differ, \(context): Foundation \(foundation), Strata \(strata)", sourceLocation: sourceLocation)
        }
    }

    /// Whether no object in the JSON text has two keys, so that Foundation's key order
    /// cannot vary.
    static func hasAtMostOneKeyPerObject(_ data: Data) -> Bool {
        guard let value = try? JSONValue(parsing: data) else { return false }
        func check(_ value: JSONValue) -> Bool {
            switch value {
            case .array(let elements): return elements.allSatisfy(check)
            case .object(let object): return object.count <= 1 && object.values.allSatisfy(check)
            default: return true
            }
        }
        return check(value)
    }

    /// Encodes with both encoders (as ``expectSameEncoding(_:setup:sourceLocation:)``;
    /// Foundation must succeed), then decodes Foundation's and Strata's output with both
    /// decoders: the results must agree, and equal `value` when it `roundTrips`.
    static func expectSameRoundTrip<T: Codable>(
        _ value: T, setup: EncodingSetup = .standard, roundTrips: Bool = true, equal: (T, T) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (foundation, strata) = encode(value, setup: setup)
        compareEncodings(T.self, foundation, strata, setup: setup, sourceLocation: sourceLocation)
        #expect(foundation.value != nil, "Foundation failed to encode: \(foundation)", sourceLocation: sourceLocation)
        for case .value(let bytes) in [foundation, strata] {
            let decoded = expectSameDecoding(T.self, from: bytes, setup: setup.reading, equal: equal, sourceLocation: sourceLocation)
            if roundTrips {
                #expect(
                    decoded.value.map { equal($0, value) } == true,
                    "\(T.self) does not round-trip through \(show(bytes)) [\(setup.name)]: \(decoded)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// Whether two floating-point values are the same value: NaN matches NaN of the same
/// sign, and zeros must have the same sign.
func sameFloat<F: FloatingPoint>(_ lhs: F, _ rhs: F) -> Bool {
    if lhs.isNaN || rhs.isNaN { return lhs.isNaN && rhs.isNaN && lhs.sign == rhs.sign }
    return lhs == rhs && lhs.sign == rhs.sign
}

func sameFloats<F: FloatingPoint>(_ lhs: [F], _ rhs: [F]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(sameFloat)
}

/// Carries a closure to the large-stack thread and its result back; the caller waits for
/// the thread, so there is never concurrent access.
private final class LargeStackTransfer<Result>: @unchecked Sendable {
    private var body: (() -> Result)?
    var result: Result?

    init(_ body: @escaping () -> Result) { self.body = body }

    /// Runs the closure and lets go of it, so that it does not outlive the call that lent it.
    func run() {
        result = body?()
        body = nil
    }
}

// MARK: - Case tables

/// One row of a decoding table: checks agreement under a given configuration.
struct DecodeCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var check: @Sendable (DecodingSetup) -> Void

    static func label<T>(_ type: T.Type, _ input: Data) -> String {
        let text = Differential.show(input)
        return "\(T.self) ← \(text.count > 80 ? String(text.prefix(80)) + "…" : text)"
    }

    /// Both decoders give `expected` from `input`.
    static func value<T: Decodable & Sendable>(
        bytes input: Data, as expected: T, equal: @escaping @Sendable (T, T) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeCase {
        DecodeCase(testDescription: label(T.self, input)) { setup in
            let outcome = Differential.expectSameDecoding(T.self, from: input, setup: setup, equal: equal, sourceLocation: sourceLocation)
            #expect(
                outcome.value.map { equal($0, expected) } == true, "expected \(expected), Foundation gave \(outcome)", sourceLocation: sourceLocation)
        }
    }

    static func value<T: Decodable & Equatable & Sendable>(
        _ json: String, as expected: T, sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeCase {
        value(bytes: Data(json.utf8), as: expected, equal: { (lhs: T, rhs: T) in lhs == rhs }, sourceLocation: sourceLocation)
    }

    static func value<T: Decodable & Sendable>(
        _ json: String, as expected: T, equal: @escaping @Sendable (T, T) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeCase {
        value(bytes: Data(json.utf8), as: expected, equal: equal, sourceLocation: sourceLocation)
    }

    static func value<T: Decodable & Equatable & Sendable>(
        bytes: [UInt8], as expected: T, sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeCase {
        value(bytes: Data(bytes), as: expected, equal: { (lhs: T, rhs: T) in lhs == rhs }, sourceLocation: sourceLocation)
    }

    /// Both decoders fail with the same error, of the given case (and path, if given).
    static func failure<T: Decodable & Sendable>(
        bytes input: Data, _ type: T.Type, _ kind: ErrorShape.Kind, path: [String]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeCase {
        DecodeCase(testDescription: label(T.self, input) + " fails") { setup in
            let outcome = Differential.expectSameDecoding(T.self, from: input, setup: setup, equal: { _, _ in true }, sourceLocation: sourceLocation)
            #expect(outcome.error?.kind == kind, "expected \(kind), Foundation gave \(outcome)", sourceLocation: sourceLocation)
            if let path {
                #expect(outcome.error?.paths == path, "expected path \(path), Foundation gave \(outcome)", sourceLocation: sourceLocation)
            }
        }
    }

    static func failure<T: Decodable & Sendable>(
        _ json: String, _ type: T.Type, _ kind: ErrorShape.Kind, path: [String]? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeCase {
        failure(bytes: Data(json.utf8), type, kind, path: path, sourceLocation: sourceLocation)
    }

    static func failure<T: Decodable & Sendable>(
        bytes: [UInt8], _ type: T.Type, _ kind: ErrorShape.Kind, path: [String]? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodeCase {
        failure(bytes: Data(bytes), type, kind, path: path, sourceLocation: sourceLocation)
    }
}

/// One row of an encoding table: checks agreement (and the round trip) under a given
/// configuration.
struct EncodeCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var check: @Sendable (EncodingSetup) -> Void

    static func label<T>(_ value: T) -> String {
        let text = String(describing: value)
        return "\(T.self): \(text.count > 80 ? String(text.prefix(80)) + "…" : text)"
    }

    /// Both encoders write the same bytes, and both decoders read them back.
    static func value<T: Codable & Sendable>(
        _ value: T, roundTrips: Bool = true, equal: @escaping @Sendable (T, T) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) -> EncodeCase {
        EncodeCase(testDescription: label(value)) { setup in
            Differential.expectSameRoundTrip(value, setup: setup, roundTrips: roundTrips, equal: equal, sourceLocation: sourceLocation)
        }
    }

    static func value<T: Codable & Equatable & Sendable>(
        _ value: T, roundTrips: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) -> EncodeCase {
        self.value(value, roundTrips: roundTrips, equal: { (lhs: T, rhs: T) in lhs == rhs }, sourceLocation: sourceLocation)
    }

    /// Both encoders fail with the same error, of the given case and path.
    static func failure<T: Encodable & Sendable>(
        _ value: T, path: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) -> EncodeCase {
        EncodeCase(testDescription: label(value) + " fails") { setup in
            let outcome = Differential.expectSameEncoding(value, setup: setup, sourceLocation: sourceLocation)
            #expect(outcome.error?.kind == .invalidValue, "expected invalidValue, Foundation gave \(outcome)", sourceLocation: sourceLocation)
            #expect(outcome.error?.paths == path, "expected path \(path), Foundation gave \(outcome)", sourceLocation: sourceLocation)
        }
    }
}

// MARK: - Shared model types

/// One value under the key `value`.
struct Box<Value: Codable & Sendable>: Codable, Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Box: Equatable where Value: Equatable {}

/// An optional value under the key `value` (absent when nil).
struct OptionalBox<Value: Codable & Sendable>: Codable, Sendable {
    var value: Value?
    init(_ value: Value?) { self.value = value }
}

extension OptionalBox: Equatable where Value: Equatable {}

/// A type whose `encode(to:)` encodes nothing and whose `init(from:)` reads nothing.
struct Nothing: Codable, Equatable, Sendable {
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws {}
}

/// `depth` arrays nested in each other (`[[[]]]` for 3).
struct NestedArrays: Codable, Equatable, Sendable {
    var depth: Int

    init(depth: Int) { self.depth = depth }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        depth = container.isAtEnd ? 1 : try container.decode(NestedArrays.self).depth + 1
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if depth > 1 { try container.encode(NestedArrays(depth: depth - 1)) }
    }
}

/// `depth - 3` arrays around a `[[[Double]]]`: arrays nested `depth` deep in all (at
/// least 4), the innermost holding a number.
struct NestedDoubles: Codable, Equatable, Sendable {
    var depth: Int

    init(depth: Int) { self.depth = depth }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        if container.isAtEnd {
            depth = 1
        } else if let inner = try? container.decode(NestedDoubles.self) {
            depth = inner.depth + 1
        } else {
            depth = 1
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if depth > 4 {
            try container.encode(NestedDoubles(depth: depth - 1))
        } else {
            try container.encode([[[1.5]]] as [[[Double]]])
        }
    }
}
