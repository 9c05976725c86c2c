import Foundation

/// A snapshot of a decoder's configuration, taken once per call (see ``CodingSettings``).
typealias DecodingOptions = CodingSettings<DecodingValues>

extension CodingSettings where Values == DecodingValues {
    init() {
        self.init(coderDefaults: DecodingValues())
    }

    /// The options every new `StrataJSONDecoder` starts with: one object, shared by every
    /// coder, since nothing in them refers to a coder (its kept decoder is beside them, in
    /// ``KeptDecoderState``). Options of their own cost each new coder an allocation, and
    /// their tear-down, about 450 instructions.
    static var newCoderDefaults: DecodingOptions { newDecoderDefaults }

    /// Whether keys are matched as written (no conversion).
    var usesDefaultKeys: Bool {
        if case .useDefaultKeys = values.keyDecodingStrategy { return true }
        return false
    }
}

/// The settings of a decode.
struct DecodingValues: @unchecked Sendable {
    // `@unchecked`: Foundation's strategy enums hold `@Sendable` closures but are
    // declared Sendable only on newer SDKs; the values themselves are immutable.
    var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64
    var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var reading = JSONReadingOptions()
    var dottedKeyStrategy = DottedKeyStrategy.keyPath
    var scalarDecodingStrategy = ScalarDecodingStrategy.strict
    var rejectsUnknownKeys = false
    /// The schema every decoded value is validated against first (see
    /// `StrataJSONDecoder.schemaValidator`).
    var schemaValidator: JSONSchemaValidator?
    /// Reading a versioned archive rather than JSON: `@JSONIgnored` properties kept in
    /// archives are read from it.
    var readsArchive = false
    /// Whether error messages give the line and column of a value: not when the text was
    /// written by Strata itself, from a ``JSONValue`` the caller gave.
    var citesTextPositions = true
    /// The decoder's memory of the types its calls met (see ``TypeTraitsMemo``); nil for
    /// decodes that no `StrataJSONDecoder` runs.
    var typeTraitsMemo: TypeTraitsMemo?
    /// The decoder's document storage, with its index memory, kept between its calls
    /// (see ``KeptDocumentStorage``); nil for decodes that no `StrataJSONDecoder` runs.
    var keptStorage: KeptDocumentStorage?
}

/// See ``CodingSettings/newCoderDefaults``.
private let newDecoderDefaults = DecodingOptions(coderDefaults: DecodingValues(typeTraitsMemo: .shared, keptStorage: .shared))

/// The settings every decode reads, as properties of their own rather than through
/// ``CodingSettings``' dynamic member lookup, which in a debug build makes a key path
/// for each read (reading them was 3% of decoding a GitHub event there).
extension CodingSettings where Values == DecodingValues {
    var reading: JSONReadingOptions {
        get { storage.values.reading }
        set { self[dynamicMember: \.reading] = newValue }
    }

    var keptStorage: KeptDocumentStorage? { storage.values.keptStorage }
    var schemaValidator: JSONSchemaValidator? { storage.values.schemaValidator }
    var typeTraitsMemo: TypeTraitsMemo? { storage.values.typeTraitsMemo }
}
