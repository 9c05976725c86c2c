import Foundation

/// A decoder with exactly the API of Foundation's `JSONDecoder`, reading through
/// Strata's JSON engine.
///
/// Replace the type name and nothing else:
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Issue: Codable {
///     var title: String
///     var createdAt: Date
/// }
///
/// let data = Data(#"{"title": "Found a bug", "created_at": "2011-04-22T13:33:48Z"}"#.utf8)
/// let decoder = StrataJSONDecoder()          // was: JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// decoder.dateDecodingStrategy = .iso8601
/// let issue = try decoder.decode(Issue.self, from: data)
/// print(issue.createdAt.timeIntervalSince1970)
/// // Prints "1303479228.0"
/// ```
///
/// The strategies are Foundation's own types, so existing strategy values and
/// `custom` closures carry over unchanged. Results and errors are Foundation's for the
/// same input; <doc:ReplacingFoundationsJSONDecoder> lists the few deliberate
/// differences (Strata follows RFC 8259 where Foundation does not, and its error
/// messages say where in the document a problem is).
///
/// It is a `JSONDecoder`: pass it wherever code takes Foundation's decoder — a function's
/// `JSONDecoder` parameter, a protocol Foundation's class conforms to, a dependency
/// container — and every call runs Strata's engine, with the strategies set through
/// either type.
///
/// One decoder may be used from many threads at once: its configuration is guarded by a
/// lock, and each call works on its own snapshot of it.
open class StrataJSONDecoder: JSONDecoder, @unchecked Sendable {
    /// The strategy for decoding `Date` values: Foundation's type.
    public typealias DateDecodingStrategy = JSONDecoder.DateDecodingStrategy
    /// The strategy for decoding `Data` values: Foundation's type.
    public typealias DataDecodingStrategy = JSONDecoder.DataDecodingStrategy
    /// The strategy for non-conforming floating-point values: Foundation's type.
    public typealias NonConformingFloatDecodingStrategy = JSONDecoder.NonConformingFloatDecodingStrategy
    /// The strategy for matching JSON keys to coding keys: Foundation's type.
    public typealias KeyDecodingStrategy = JSONDecoder.KeyDecodingStrategy

    // The options live here, behind one lock, and every call takes one snapshot of them
    // (the last call's again, without the lock, while no setting has changed since: see
    // `VersionedConfiguration`). The decoder the last call left is here too: taken first,
    // for its snapshot of the options (see `VersionedConfiguration.current(reusing:)`).
    // Foundation's properties are overridden, so a strategy set through a `JSONDecoder`
    // reference lands here too; each setter also passes the value on to Foundation's own
    // storage, so that no code of Foundation's could ever read a stale one.
    let configuration: KeptDecoderState

    /// Creates a decoder with Foundation's defaults.
    public override init() {
        configuration = KeptDecoderState.make(.newCoderDefaults)
        super.init()
    }

    deinit {
        // The decoder kept for the next call refers back to its keeper: it goes to the
        // process's pool, without it and the options, for the next coder.
        guard let decoder = configuration.takeKept() else { return }
        decoder.retire()
        SharedCoders.decoders.keep(decoder)
    }

    /// How `Date` values are decoded. Defaults to `.deferredToDate`.
    open override var dateDecodingStrategy: DateDecodingStrategy {
        get { configuration.read { $0.dateDecodingStrategy } }
        set {
            configuration.update { $0.dateDecodingStrategy = newValue }
            super.dateDecodingStrategy = newValue
        }
    }

    /// How `Data` values are decoded. Defaults to `.base64`.
    open override var dataDecodingStrategy: DataDecodingStrategy {
        get { configuration.read { $0.dataDecodingStrategy } }
        set {
            configuration.update { $0.dataDecodingStrategy = newValue }
            super.dataDecodingStrategy = newValue
        }
    }

    /// How strings standing for infinity and NaN are decoded. Defaults to `.throw`.
    open override var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { configuration.read { $0.nonConformingFloatDecodingStrategy } }
        set {
            configuration.update { $0.nonConformingFloatDecodingStrategy = newValue }
            super.nonConformingFloatDecodingStrategy = newValue
        }
    }

    /// How JSON keys are matched to coding keys. Defaults to `.useDefaultKeys`.
    open override var keyDecodingStrategy: KeyDecodingStrategy {
        get { configuration.read { $0.keyDecodingStrategy } }
        set {
            configuration.update { $0.keyDecodingStrategy = newValue }
            super.keyDecodingStrategy = newValue
        }
    }

    /// Values handed to every type being decoded, as `Decoder.userInfo`.
    @preconcurrency
    open override var userInfo: [CodingUserInfoKey: any Sendable] {
        get { configuration.read { $0.userInfo } }
        set {
            configuration.update { $0.userInfo = newValue }
            super.userInfo = newValue
        }
    }

    /// Accept JSON5 input (comments, trailing commas, unquoted keys, …). Defaults to
    /// `false`. See ``JSONReadingOptions/allowsJSON5``.
    open override var allowsJSON5: Bool {
        get { configuration.read { $0.reading.allowsJSON5 } }
        set {
            configuration.update { $0.reading.allowsJSON5 = newValue }
            super.allowsJSON5 = newValue
        }
    }

    /// Read a top-level object whose braces are left out. Defaults to `false`. See
    /// ``JSONReadingOptions/assumesTopLevelDictionary``.
    ///
    /// As in Foundation, setting it also records it in ``userInfo`` under the key
    /// `_NSAssumesTopLevelDictionaryJSON5`, where types being decoded can see it.
    open override var assumesTopLevelDictionary: Bool {
        get { configuration.read { $0.reading.assumesTopLevelDictionary } }
        set {
            configuration.update {
                $0.reading.assumesTopLevelDictionary = newValue
                if let key = CodingUserInfoKey(rawValue: "_NSAssumesTopLevelDictionaryJSON5") {
                    $0.userInfo[key] = newValue
                }
            }
            super.assumesTopLevelDictionary = newValue
        }
    }

    /// How coding keys that contain dots are read: as paths into nested objects (the
    /// default) or literally, as Foundation does. See ``DottedKeyStrategy``.
    open var dottedKeyStrategy: DottedKeyStrategy {
        get { configuration.read { $0.dottedKeyStrategy } }
        set { configuration.update { $0.dottedKeyStrategy = newValue } }
    }

    /// Whether a scalar of another kind converts into the type a value decodes as
    /// (`"42"` into `Int`, `1` into `Bool`): JSONModel's automatic conversions. Defaults
    /// to ``ScalarDecodingStrategy/strict``, Foundation's behaviour. For one property,
    /// use ``Lenient`` instead.
    open var scalarDecodingStrategy: ScalarDecodingStrategy {
        get { configuration.read { $0.scalarDecodingStrategy } }
        set { configuration.update { $0.scalarDecodingStrategy = newValue } }
    }

    /// Whether a key of an object that the type being decoded does not read is an error
    /// (serde's `deny_unknown_fields`). Defaults to `false`, Foundation's behaviour: the
    /// key is ignored. A model can ask for it on its own, with
    /// ``JSONSerializing/rejectsUnknownKeys``, or keep such keys instead, with
    /// ``KeepsUnknownKeys``.
    ///
    /// A key counts as read when the type's `init(from:)` asked for it (a dotted key path
    /// reads its first component). Types that read an object without a keyed container
    /// are not checked.
    open var rejectsUnknownKeys: Bool {
        get { configuration.read { $0.rejectsUnknownKeys } }
        set { configuration.update { $0.rejectsUnknownKeys = newValue } }
    }

    /// A JSON Schema every decode validates its input against before decoding it; nil
    /// (the default) for none. Input that does not match throws
    /// `DecodingError.dataCorrupted` before any of it is decoded; the error's coding path is
    /// the first failure's, its underlying error a ``JSONSchemaValidationError`` with every
    /// failure, and its message names the first failures' locations and what each expected.
    ///
    /// ```swift
    /// import Foundation
    /// import Strata
    ///
    /// struct Label: Codable { var name: String }
    ///
    /// let decoder = StrataJSONDecoder()
    /// decoder.schemaValidator = try JSONSchemaValidator(
    ///     JSONSchema(parsing: #"{"type": "object", "properties": {"name": {"type": "string", "minLength": 1}}}"#))
    /// print(try decoder.decode(Label.self, from: #"{"name": "bug"}"#).name)
    /// // Prints "bug"
    /// var report = DecodingReport()
    /// _ = try? decoder.decode(Label.self, from: #"{"name": ""}"#, report: &report)
    /// print(report)
    /// // Prints "name: Expected a string of at least 1 character but found the string "" (0 characters) instead (schema "/properties/name/minLength")."
    /// ```
    ///
    /// What is validated is what is decoded: the whole document for `decode(_:from:)`, the
    /// value at the path for ``decode(_:from:at:)`` (the envelope around it is not), and
    /// each element for a stream (`elements(of:from:format:)` and its kin), so that the schema
    /// describes the type being decoded. Failures' instance locations, like decoding
    /// errors' paths, start at the document's root.
    ///
    /// With a ``DecodingReport`` (``decode(_:from:report:)``) each failure is a problem
    /// of kind ``DecodingReport/Problem/Kind/schemaFailure`` at its own path, and the
    /// decode throws after listing them all, without decoding the value; in a stream, an
    /// element that does not match is one that fails to decode, skipped or thrown as the
    /// stream's other failures are. `update(_:from:)` validates nothing: its input is
    /// often a part of a document.
    ///
    /// The validator is compiled once, when you make it; each decode only runs it. A value
    /// that matches is checked once, stopping at nothing; only one that does not is
    /// walked again for every failure. Set it like the decoder's other options: it is
    /// kept across calls, and a decoder with one may be used from many threads at once.
    open var schemaValidator: JSONSchemaValidator? {
        get { configuration.read { $0.schemaValidator } }
        set { configuration.update { $0.schemaValidator = newValue } }
    }

    var options: DecodingOptions {
        configuration.read { $0 }
    }

    // MARK: - Decoding

    /// Decodes a value of the given type from JSON `Data`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for input that is not valid JSON (its
    ///   underlying error is a ``JSONReadingError`` with the line and column), and the
    ///   `DecodingError` the type's `init(from:)` meets otherwise.
    open override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        var kept = configuration.takeOrShared()
        let options = configuration.current(reusing: kept?.options)
        return try data.withUnsafeBytes { try Self.decode(type, from: $0, options: options, keeper: configuration, kept: &kept) }
    }

    /// Decodes a value of the given type from JSON text in any form: bytes, a `String`, a
    /// ``JSONValue`` (see ``JSONInput``).
    ///
    /// A ``JSONValue`` is read as the text it writes: error messages then name key paths
    /// but no lines and columns, since there is no text the caller wrote, and values
    /// nested more than 512 levels deep throw `DecodingError.dataCorrupted`, as the same
    /// JSON text would.
    open func decode<T: Decodable, Input: JSONInput>(_ type: T.Type, from input: Input) throws -> T {
        if let value = input as? JSONValue {
            return try Self.withSerialized(value, options: self.options) { bytes, options in
                try Self.decode(type, from: bytes, options: options, keeper: configuration)
            }
        }
        var kept = configuration.takeOrShared()
        let options = configuration.current(reusing: kept?.options)
        return try input.withJSONBytes { try Self.decode(type, from: $0, options: options, keeper: configuration, kept: &kept) }
    }

    /// Runs `body` on the bytes of `input` with the options to read them with: a
    /// ``JSONValue``'s own text is read with ``withSerialized(_:options:_:)``'s.
    static func withInput<Input: JSONInput, Result>(
        _ input: Input, options: DecodingOptions, _ body: (UnsafeRawBufferPointer, DecodingOptions) throws -> Result
    ) rethrows -> Result {
        if let value = input as? JSONValue { return try withSerialized(value, options: options, body) }
        return try input.withJSONBytes { try body($0, options) }
    }

    /// Runs `body` on a tree written as the bytes the decoder reads, with the options
    /// to read them with. The text is Strata's own: messages cite no line and column,
    /// and a reading error (only the depth can be wrong) is described as the value's.
    static func withSerialized<Result>(
        _ value: JSONValue, options: DecodingOptions, _ body: (UnsafeRawBufferPointer, DecodingOptions) throws -> Result
    ) rethrows -> Result {
        var options = options
        // Infinity and NaN have no JSON spelling; they travel in their JSON5 one.
        options.reading.allowsJSON5 = options.reading.allowsJSON5 || !value.isFinite
        options.citesTextPositions = false
        var output = JSONOutputBuffer()
        JSONValueWriter.write(value, to: &output, options: [.withoutEscapingSlashes], lenientNumbers: true)
        do {
            return try body(UnsafeRawBufferPointer(output.bytes), options)
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is JSONReadingError {
            // The text is Strata's own; only its depth can be wrong.
            let reason = (context.underlyingError as? JSONReadingError)?.reason
            let detail: String
            if case .nestingTooDeep(let limit) = reason {
                detail = "The given value nests arrays and objects more than \(limit) levels deep."
            } else {
                detail = "The given value could not be read."
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: detail, underlyingError: context.underlyingError))
        }
    }

    /// Decodes a value whose decoding takes a configuration, as Foundation's
    /// `decode(_:from:configuration:)`.
    open override func decode<T: DecodableWithConfiguration>(_ type: T.Type, from data: Data, configuration: T.DecodingConfiguration) throws -> T {
        let options = self.options
        return try data.withUnsafeBytes { bytes in
            try Self.withDocument(bytes, options: options) { storage in
                try JSONIndexDecoder.decoding(storage, options: options, keeper: self.configuration) {
                    try T(from: $0, configuration: configuration)
                }
            }
        }
    }

    /// Decodes a value whose decoding takes a configuration from a provider type.
    open override func decode<T, C>(_ type: T.Type, from data: Data, configuration: C.Type) throws -> T
    where T: DecodableWithConfiguration, C: DecodingConfigurationProviding, T.DecodingConfiguration == C.DecodingConfiguration {
        try decode(type, from: data, configuration: C.decodingConfiguration)
    }

    /// Decodes straight from the caller's bytes: the index borrows them for the length
    /// of the decode instead of copying them.
    @inline(__always)
    static func decode<T: Decodable>(
        _ type: T.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions, keeper: KeptDecoderState? = nil
    ) throws -> T {
        var kept: JSONIndexDecoder? = nil
        return try decode(type, from: bytes, options: options, keeper: keeper, kept: &kept)
    }

    /// Decodes with `kept`, the decoder the coder's last call left, which the caller took
    /// for its options (see `VersionedConfiguration.current(reusing:)`) and passes on: the
    /// call holds it alone, so that it can go back to its keeper when the call ends. When
    /// the document cannot be read, it goes back unused. Without one, a decoder is made
    /// that `keeper` keeps when the call ends.
    ///
    /// UTF-8 text without a byte order mark is read by the kept decoder into the storage it
    /// kept (see `JSONIndexDecoder.readKeptDocument`).
    ///
    /// Hot path: this and the fixed steps of a call below it (reading the document,
    /// `parseDocument`, starting and ending the call on the kept decoder) are inlined into
    /// one function. They ran as a dozen small functions; as one, a 348-byte object
    /// decoded in 0.93 µs instead of 1.05 µs, though its instructions fell only 2.5%: its
    /// time was in calls and scattered code, not in work.
    @inline(__always)
    static func decode<T: Decodable>(
        _ type: T.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions, keeper: KeptDecoderState?,
        kept: inout JSONIndexDecoder?
    ) throws -> T {
        if var decoder = kept.take() {
            guard case .utf8(bomLength: 0) = InputEncoding.detect(bytes) else {
                kept = decoder
                return try decodeReadingAnew(type, from: bytes, options: options, keeper: keeper, kept: &kept)
            }
            do {
                try decoder.readKeptDocument(bytes, options: options)
            } catch let error as JSONReadingError {
                _ = decoder.keeper?.keep(decoder)
                throw invalidJSON(error)
            }
            decoder.beginCall(options: options, node: 0, path: [])
            return try JSONIndexDecoder.running(&decoder, options: options) { try $0.decodeTopLevel(type) }
        }
        return try decodeReadingAnew(type, from: bytes, options: options, keeper: keeper, kept: &kept)
    }

    /// ``decode(_:from:options:keeper:kept:)`` for input in another encoding, or without a kept
    /// decoder: the document is read into storage of its own.
    @inline(never)
    private static func decodeReadingAnew<T: Decodable>(
        _ type: T.Type, from bytes: UnsafeRawBufferPointer, options: DecodingOptions, keeper: KeptDecoderState?,
        kept: inout JSONIndexDecoder?
    ) throws -> T {
        do {
            return try withDocument(bytes, options: options) { storage in
                try JSONIndexDecoder.decoding(storage, options: options, keeper: keeper, kept: &kept) { try $0.decodeTopLevel(type) }
            }
        } catch {
            if let unused = kept.take() { _ = unused.keeper?.keep(unused) }
            throw error
        }
    }

    /// Reads `bytes` and runs `body` on the index. A reading error becomes the
    /// `DecodingError` Foundation throws for invalid JSON.
    @inline(__always)
    static func withDocument<Result>(
        _ bytes: UnsafeRawBufferPointer, options: DecodingOptions, _ body: (JSONDocumentStorage) throws -> Result
    ) throws -> Result {
        do {
            return try JSONDocumentStorage.withBorrowedStorage(bytes, options: options.reading, keeper: options.keptStorage, body)
        } catch let error as JSONReadingError {
            throw invalidJSON(error)
        }
    }

    /// The error Foundation throws for invalid JSON, for `error`.
    static func invalidJSON(_ error: JSONReadingError) -> DecodingError {
        // The message says where; what is wrong there is the reading error's, which Swift
        // prints after it (see `MessageSentences`): said once, with one full stop each.
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON at line \(error.line), column \(error.column)",
                underlyingError: error))
    }
}
