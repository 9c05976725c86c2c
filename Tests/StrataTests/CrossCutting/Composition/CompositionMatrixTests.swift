import Foundation
import Testing

@testable import Strata

/// The composition matrix: every model form against every way of using it.
///
/// A cell that works decodes the form's JSON to its value, encodes it and decodes it
/// again to an equal value, and meets the form's bad input with an error at the right
/// coding path (or report entry). A cell that is deliberately unsupported must fail with
/// the clear error `CompositionMatrix.expectation` names, never with a wrong value.
/// `Docs.docc/WhatWorksWithWhat.md` shows the same table; a test keeps the two equal.
@Suite("Composition matrix")
struct CompositionMatrixTests {
    @Test("every form, every way of use", arguments: MatrixFormCase.all, MatrixUse.allCases)
    func cell(form: MatrixFormCase, use: MatrixUse) throws {
        let expectation = CompositionMatrix.expectation(form: form.type.formName, use: use)
        try runCell(form.type, use: use, expectation: expectation)
    }

    private func runCell<F: MatrixForm>(_ form: F.Type, use: MatrixUse, expectation: MatrixExpectation) throws {
        switch expectation {
        case .works:
            try MatrixCell<F>(use: use).check()
        case .notApplicable:
            // The API does not exist for the form: the compiler refuses the combination.
            #expect(!MatrixCell<F>.isApplicable(use), "\(F.formName) × \(use) is marked n/a but applies")
        case .refused(_, let path):
            #expect {
                try MatrixCell<F>(use: use).check()
            } throws: { error in
                matrixErrorPath(error) == path
            }
        case .limited(_, let check):
            try check()
        }
    }
}

/// The ways of use.
enum MatrixUse: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case defaults = "StrataJSONDecoder"
    case strictKeys = "rejectsUnknownKeys"
    case lenientScalars = "lenient scalars"
    case snakeCase = "snake-case keys"
    case customKeys = "custom key strategy"
    case report = "DecodingReport"
    case keyPath = "decode at a key path"
    case update = "update(_:from:)"
    case merge = "merge"
    case dictionaryValue = "init(dictionaryValue:)"
    case changes = "encodeChanges, then update"
    case archive = "ModelArchive"
    case stream = "streams of elements"
    case foundation = "Foundation's coders"
    case schema = "JSON Schema"

    var testDescription: String { rawValue }
}

/// A form, as a test argument.
struct MatrixFormCase: Sendable, CustomTestStringConvertible {
    let type: any MatrixForm.Type
    var testDescription: String { type.formName }

    static let all = matrixForms.map(MatrixFormCase.init)
}

/// What a cell is expected to do.
enum MatrixExpectation: Sendable {
    /// Round trips and reports the bad input at its coding path.
    case works
    /// The API does not exist for the form (checked by the compiler).
    case notApplicable(String)
    /// Fails, for the reason given, with a `DecodingError` at the coding path given.
    case refused(String, errorPath: String)
    /// Works differently, as the documentation says; `check` asserts exactly how.
    case limited(String, @Sendable () throws -> Void)
}

/// The JSON key path an error points at: its coding path, and the missing key for
/// `keyNotFound`.
func matrixErrorPath(_ error: any Error) -> String? {
    guard let error = error as? DecodingError else { return nil }
    // Foundation's index keys are its own type, spelled "Index 1".
    func keyPath(_ path: [any CodingKey]) -> String {
        path.map { key -> any CodingKey in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return IndexCodingKey(index) }
            return key
        }.jsonKeyPath(expandingDottedKeys: true)
    }
    switch error {
    case .keyNotFound(let key, let context): return keyPath(context.codingPath + [key])
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): return keyPath(context.codingPath)
    @unknown default: return nil
    }
}

/// One cell: a form under one way of use.
struct MatrixCell<F: MatrixForm> {
    let use: MatrixUse

    // Coders shared by every cell of a use, so that the suite also runs them from many
    // tasks at once (it runs under ThreadSanitizer in CI).
    static var decoder: StrataJSONDecoder { MatrixCoders.plainDecoder }
    static var encoder: StrataJSONEncoder { MatrixCoders.plainEncoder }

    static func isApplicable(_ use: MatrixUse) -> Bool {
        switch use {
        case .merge, .dictionaryValue, .archive: return F.self is any SerializingMatrixForm.Type
        default: return true
        }
    }

    func check() throws {
        switch use {
        case .defaults: try roundTrip(MatrixCoders.plainDecoder, MatrixCoders.plainEncoder)
        case .strictKeys: try roundTrip(MatrixCoders.strictDecoder, MatrixCoders.plainEncoder)
        case .lenientScalars: try roundTrip(MatrixCoders.lenientDecoder, MatrixCoders.plainEncoder)
        case .snakeCase: try roundTrip(MatrixCoders.snakeDecoder, MatrixCoders.snakeEncoder, convertKeys: true)
        case .customKeys: try roundTrip(MatrixCoders.customKeyDecoder, MatrixCoders.customKeyEncoder, convertKeys: true)
        case .report: try reported()
        case .keyPath: try atKeyPath()
        case .update: try updated()
        case .merge: try merged()
        case .dictionaryValue: try fromDictionaryValue()
        case .changes: try patched()
        case .archive: try archived()
        case .stream: try streamed()
        case .foundation: try roundTrip(MatrixCoders.foundationDecoder, MatrixCoders.foundationEncoder)
        case .schema: try schemaChecked()
        }
    }

    /// The JSON of the form, with its camelCase key in snake case for the key strategies.
    func json(_ text: String, convertKeys: Bool) -> String {
        convertKeys ? text.replacingOccurrences(of: "\"displayName\"", with: "\"display_name\"") : text
    }

    private func roundTrip(_ decoder: any MatrixDecoding, _ encoder: any MatrixEncoding, convertKeys: Bool = false) throws {
        let value = try decoder.decode(F.self, from: Data(json(F.goodJSON, convertKeys: convertKeys).utf8))
        #expect(value == F.sample, "decoded \(value)")
        let encoded = try encoder.encode(value)
        let again = try decoder.decode(F.self, from: encoded)
        #expect(again == value, "after encoding as \(String(decoding: encoded, as: UTF8.self))")
        expectBadInput { _ = try decoder.decode(F.self, from: Data(json(F.badJSON, convertKeys: convertKeys).utf8)) }
    }

    private func expectBadInput(_ body: () throws -> Void) {
        do {
            try body()
            Issue.record("\(F.formName) × \(use): the bad input decoded")
        } catch {
            #expect(matrixErrorPath(error) == F.badPath, "\(error)")
        }
    }

    private func reported() throws {
        var report = DecodingReport()
        let value = try MatrixCoders.plainDecoder.decode(F.self, from: F.goodJSON, report: &report)
        #expect(value == F.sample)
        #expect(report.failures.isEmpty, "\(report)")
        var bad = DecodingReport()
        #expect(throws: DecodingError.self) { try MatrixCoders.plainDecoder.decode(F.self, from: F.badJSON, report: &bad) }
        #expect(bad.failures.first?.path == F.badPath, "\(bad)")
    }

    private func atKeyPath() throws {
        func wrapped(_ text: String) -> String { #"{"meta": {"page": 1}, "data": {"item": "# + text + "}}" }
        let value = try MatrixCoders.plainDecoder.decode(F.self, from: Data(wrapped(F.goodJSON).utf8), at: "data.item")
        #expect(value == F.sample)
        do {
            _ = try MatrixCoders.plainDecoder.decode(F.self, from: Data(wrapped(F.badJSON).utf8), at: "data.item")
            Issue.record("the bad input decoded")
        } catch {
            let expected = F.badPath.isEmpty ? "data.item" : "data.item." + F.badPath
            #expect(matrixErrorPath(error) == expected, "\(error)")
        }
    }

    private func updated() throws {
        // A full JSON of the sample, nils as null, makes any value the sample.
        let full = try MatrixCoders.explicitNullEncoder.encode(F.sample)
        var value = F.changed
        try MatrixCoders.plainDecoder.update(&value, from: full)
        #expect(value == F.sample, "updated from \(String(decoding: full, as: UTF8.self))")
        // An empty object changes nothing.
        var unchanged = F.changed
        try MatrixCoders.plainDecoder.update(&unchanged, from: Data("{}".utf8))
        #expect(unchanged == F.changed)
        // A bad input fails at its path and changes nothing.
        var kept = F.changed
        expectBadInput { try MatrixCoders.plainDecoder.update(&kept, from: Data(F.badJSON.utf8)) }
        #expect(kept == F.changed)
        // A `null` on the way to a key-path property removes it, as JSON Merge Patch does
        // and as decoding the patched JSON gives: cleared, or the same error.
        for (patch, expected) in F.nullParentPatches {
            var value = F.sample
            let patched = try JSONValue(parsing: F.goodJSON).applyingMergePatch(JSONValue(parsing: patch))
            if let expected {
                try MatrixCoders.plainDecoder.update(&value, from: patch)
                #expect(value == expected, "updated by \(patch)")
                #expect(try MatrixCoders.plainDecoder.decode(F.self, from: patched) == expected, "decoded after \(patch)")
            } else {
                #expect(throws: DecodingError.self, "updated by \(patch)") { try MatrixCoders.plainDecoder.update(&value, from: patch) }
                #expect(value == F.sample)
                #expect(throws: DecodingError.self, "decoded after \(patch)") { try MatrixCoders.plainDecoder.decode(F.self, from: patched) }
            }
        }
    }

    private func patched() throws {
        for (old, new) in [(F.changed, F.sample), (F.sample, F.changed)] {
            let patch: Data = try MatrixCoders.plainEncoder.encodeChanges(from: old, to: new)
            var value = old
            try MatrixCoders.plainDecoder.update(&value, from: patch)
            #expect(value == new, "patch \(String(decoding: patch, as: UTF8.self))")
        }
    }

    private func merged() throws {
        guard let serializing = F.self as? any SerializingMatrixForm.Type else { throw MatrixNotApplicable() }
        try mergedSerializing(serializing)
    }

    private func mergedSerializing<S: SerializingMatrixForm>(_ type: S.Type) throws {
        #expect(try S.changed.merging(S.sample) == S.sample)
        #expect(try S.sample.merging(S.changed) == S.changed)
    }

    private func fromDictionaryValue() throws {
        guard let serializing = F.self as? any SerializingMatrixForm.Type else { throw MatrixNotApplicable() }
        try dictionaryRoundTrip(serializing)
    }

    private func dictionaryRoundTrip<S: SerializingMatrixForm>(_ type: S.Type) throws {
        for value in [S.sample, S.changed] {
            let dictionary = try value.dictionaryValue()
            #expect(try S(dictionaryValue: dictionary) == value, "from \(dictionary)")
        }
    }

    /// Written a value at a time as JSON Lines and read back an element at a time; and the
    /// form's JSON as the elements of an array in an envelope, the bad one failing at its
    /// path behind the element's.
    private func streamed() throws {
        var lines = Data()
        try MatrixCoders.plainEncoder.encode([F.sample, F.changed], as: .jsonLines) { lines.append($0) }
        let read = try MatrixCoders.plainDecoder.elements(of: F.self, from: lines, format: .jsonLines).map { try $0.get() }
        #expect(read == [F.sample, F.changed], "from \(String(decoding: lines, as: UTF8.self))")
        let envelope = #"{"meta": {"page": 1}, "data": {"items": ["# + F.goodJSON + ", " + F.badJSON + "]}}"
        var values: [F] = []
        var failure: JSONStreamError?
        for element in MatrixCoders.plainDecoder.elements(of: F.self, from: Data(envelope.utf8), format: .array(at: "data.items")) {
            switch element {
            case .success(let value): values.append(value)
            case .failure(let error): failure = error
            }
        }
        #expect(values == [F.sample])
        #expect(failure?.elementIndex == 1)
        let expected = F.badPath.isEmpty ? "data.items.1" : "data.items.1." + F.badPath
        #expect(failure.flatMap { matrixErrorPath($0.underlyingError ?? $0) } == expected, "\(String(describing: failure))")
    }

    private func archived() throws {
        guard let serializing = F.self as? any SerializingMatrixForm.Type else { throw MatrixNotApplicable() }
        try archiveRoundTrip(serializing)
    }

    private func archiveRoundTrip<S: SerializingMatrixForm>(_ type: S.Type) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-matrix-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("model.archive")
        for value in [S.sample, S.changed] {
            try ModelArchive.write(value, to: url)
            #expect(try ModelArchive.read(S.self, from: url) == value)
        }
    }
}

struct MatrixNotApplicable: Error {}

/// Decoding and encoding through Strata's coders or Foundation's, alike.
protocol MatrixDecoding: Sendable {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

protocol MatrixEncoding: Sendable {
    func encode<T: Encodable>(_ value: T) throws -> Data
}

extension JSONDecoder: MatrixDecoding {}
extension JSONEncoder: MatrixEncoding {}

/// The coders the cells share, configured once.
enum MatrixCoders {
    static let plainDecoder = StrataJSONDecoder()
    static let plainEncoder = StrataJSONEncoder()
    static let strictDecoder: StrataJSONDecoder = {
        let decoder = StrataJSONDecoder()
        decoder.rejectsUnknownKeys = true
        return decoder
    }()
    static let lenientDecoder: StrataJSONDecoder = {
        let decoder = StrataJSONDecoder()
        decoder.scalarDecodingStrategy = .lenient
        return decoder
    }()
    static let snakeDecoder: StrataJSONDecoder = {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
    static let snakeEncoder: StrataJSONEncoder = {
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }()
    static let customKeyDecoder: StrataJSONDecoder = {
        let decoder = StrataJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCaseSplittingDigits
        return decoder
    }()
    static let customKeyEncoder: StrataJSONEncoder = {
        let encoder = StrataJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCaseSplittingDigits
        return encoder
    }()
    static let explicitNullEncoder: StrataJSONEncoder = {
        let encoder = StrataJSONEncoder()
        encoder.nilEncodingStrategy = .explicitNull
        return encoder
    }()
    static let foundationDecoder = JSONDecoder()
    static let foundationEncoder = JSONEncoder()
}

/// The expected outcome of every cell that does not simply work, with the reason; the
/// article "What works with what" shows the same table.
enum CompositionMatrix {
    static func expectation(form: String, use: MatrixUse) -> MatrixExpectation {
        exceptions[form]?[use] ?? .works
    }

    static let needsSerializing = MatrixExpectation.notApplicable("needs JSONSerializing")

    static let exceptions: [String: [MatrixUse: MatrixExpectation]] = [
        PlainForm.formName: [.merge: needsSerializing, .dictionaryValue: needsSerializing, .archive: needsSerializing],
        SerializingForm.formName: [
            .foundation: .limited("no hook runs: `validate()` does not reject a bad value", foundationSkipsHooks),
            .schema: .limited("no schema can say what `validate()` checks: the negative count is valid", schemaSkipsHooks),
        ],
        DottedKeysForm.formName: [
            .foundation: .refused("a dotted coding key is one literal key there", errorPath: "user.login")
        ],
        JSONKeyForm.formName: [
            .foundation: .refused("`@JSONKey` paths need Strata's decoder", errorPath: "login")
        ],
        TransformForm.formName: [
            .foundation: .refused("`@Transform` works there; a model's `transformer(forKey:)` needs Strata's coders", errorPath: "stars")
        ],
        UnknownKeysForm.formName: [
            .merge: .limited(
                "the merged model keeps the unknown keys of both models, the other's value where both have one", mergeKeepsBothUnknownKeys),
            .foundation: .limited("the model decodes, and its `unknownKeys` stay empty", foundationKeepsNoUnknownKeys),
        ],
        ParentKeyForm.formName: [
            .foundation: .refused("a discriminator in the parent object needs Strata's decoder", errorPath: "events.0.payload")
        ],
        AdjustedForm.formName: [
            .strictKeys: .refused("a member the hook adds is an unknown key when the JSON is read back", errorPath: ""),
            .foundation: .limited("the hook does not run: Foundation writes what `encode(to:)` writes", foundationSkipsAdjustment),
        ],
        ClassClusterForm.formName: [
            .foundation: .limited(
                "only the base class is built: write the property `@Polymorphic<Base>` for Foundation's coders", foundationBuildsBaseClass)
        ],
    ]

    /// Foundation runs no `JSONSerializing` hook: the negative count that `validate()`
    /// rejects decodes.
    @Sendable static func foundationSkipsHooks() throws {
        let value = try MatrixCoders.foundationDecoder.decode(SerializingForm.self, from: Data(SerializingForm.goodJSON.utf8))
        #expect(value == SerializingForm.sample)
        let bad = try MatrixCoders.foundationDecoder.decode(SerializingForm.self, from: Data(SerializingForm.badJSON.utf8))
        #expect(bad.count == -1)
        #expect(throws: DecodingError.self) {
            try MatrixCoders.plainDecoder.decode(SerializingForm.self, from: Data(SerializingForm.badJSON.utf8))
        }
    }

    /// The schema agrees with the decoder everywhere but on what the hook refuses.
    @Sendable static func schemaSkipsHooks() throws {
        try MatrixCell<SerializingForm>(use: .schema).schemaChecked(schemaAcceptsBadJSON: true)
    }

    /// A merge keeps the unknown keys of both models; where both have one, the other's.
    @Sendable static func mergeKeepsBothUnknownKeys() throws {
        let merged = try UnknownKeysForm.sample.merging(UnknownKeysForm.changed)
        #expect(merged.name == UnknownKeysForm.changed.name && merged.displayName == UnknownKeysForm.changed.displayName)
        #expect(merged.unknownKeys == UnknownKeys(["theme": "light", "beta": ["on": true]]))
        #expect(try UnknownKeysForm.changed.merging(UnknownKeysForm.sample) == UnknownKeysForm.sample)
    }

    /// Foundation's coders decode the model and leave its unknown keys empty.
    @Sendable static func foundationKeepsNoUnknownKeys() throws {
        let value = try MatrixCoders.foundationDecoder.decode(UnknownKeysForm.self, from: Data(UnknownKeysForm.goodJSON.utf8))
        #expect(value.name == "a" && value.unknownKeys.members.isEmpty)
        let encoded = try MatrixCoders.foundationEncoder.encode(UnknownKeysForm.sample)
        #expect(try JSONValue(parsing: encoded) == ["name": "a", "displayName": "A"])
    }

    /// Foundation's encoder calls `encode(to:)` only: the hook's member is not written.
    @Sendable static func foundationSkipsAdjustment() throws {
        let foundation = try JSONValue(parsing: MatrixCoders.foundationEncoder.encode(AdjustedForm.sample))
        #expect(foundation == ["name": "a", "displayName": "A", "tags": ["x"]])
        let strata = try MatrixCoders.plainEncoder.tree(AdjustedForm.sample)
        #expect(strata == ["name": "a", "displayName": "A", "tags": ["x"], "summary": "a: 1"])
    }

    /// Foundation's decoder calls the base class's `init(from:)`, which builds the base.
    @Sendable static func foundationBuildsBaseClass() throws {
        let value = try MatrixCoders.foundationDecoder.decode(ClassClusterForm.self, from: Data(ClassClusterForm.goodJSON.utf8))
        #expect(value.vehicles.map { "\(type(of: $0))" } == ["MatrixVehicle", "MatrixVehicle"])
        #expect(value.vehicles.map(\.wheels) == [4, 2])
    }
}

/// The article "What works with what" shows the matrix as `CompositionMatrix` has it.
@Suite("Composition matrix: the article")
struct CompositionArticleTests {
    /// The short column headings, in `MatrixUse` order.
    static let headings: [MatrixUse: String] = [
        .defaults: "decode", .strictKeys: "strict keys", .lenientScalars: "lenient", .snakeCase: "snake case",
        .customKeys: "custom keys", .report: "report", .keyPath: "at a key path", .update: "update", .merge: "merge",
        .dictionaryValue: "dictionary value", .changes: "PATCH", .archive: "archive", .stream: "stream", .foundation: "Foundation",
        .schema: "schema",
    ]

    /// The table and its notes, as the article must show them.
    static func table() -> String {
        var notes: [String] = []
        var lines = [
            "| form | " + MatrixUse.allCases.map { headings[$0] ?? $0.rawValue }.joined(separator: " | ") + " |",
            "| --- |" + String(repeating: " :-: |", count: MatrixUse.allCases.count),
        ]
        for form in matrixForms {
            let cells = MatrixUse.allCases.map { use -> String in
                switch CompositionMatrix.expectation(form: form.formName, use: use) {
                case .works: return "✓"
                case .notApplicable: return "—"
                case .refused(let reason, _):
                    notes.append(reason)
                    return "✗ \(notes.count)"
                case .limited(let reason, _):
                    notes.append(reason)
                    return "~ \(notes.count)"
                }
            }
            lines.append("| \(form.formName) | " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines += notes.enumerated().map { "\($0.offset + 1). \($0.element.prefix(1).uppercased() + $0.element.dropFirst())." }
        return lines.joined(separator: "\n")
    }

    @Test("the article's table is the matrix's")
    func articleTable() throws {
        let article = try String(contentsOf: TestDataFiles.packageRoot.appendingPathComponent("Docs.docc/WhatWorksWithWhat.md"), encoding: .utf8)
        let expected = Self.table()
        #expect(article.contains(expected), "The article's table should read:\n\(expected)")
    }
}
