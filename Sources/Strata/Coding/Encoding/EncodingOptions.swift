import Foundation

/// A snapshot of an encoder's configuration, taken once per call (see ``CodingSettings``).
typealias EncodingOptions = CodingSettings<EncodingValues>

extension CodingSettings where Values == EncodingValues {
    init() {
        self.init(coderDefaults: EncodingValues())
    }

    /// The options every new `StrataJSONEncoder` starts with, shared by every coder (see
    /// `DecodingOptions.newCoderDefaults`).
    static var newCoderDefaults: EncodingOptions { newEncoderDefaults }

    var writing: JSONWritingOptions {
        JSONWritingOptions(
            rawValue: values.outputFormatting.rawValue
                & (JSONWritingOptions.prettyPrinted.rawValue | JSONWritingOptions.sortedKeys.rawValue
                    | JSONWritingOptions.withoutEscapingSlashes.rawValue))
    }

    var usesDefaultKeys: Bool {
        if case .useDefaultKeys = values.keyEncodingStrategy { return true }
        return false
    }
}

/// The settings of an encode.
struct EncodingValues: @unchecked Sendable {
    // `@unchecked`: see `DecodingValues`.
    var outputFormatting: JSONEncoder.OutputFormatting = []
    var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var dottedKeyStrategy = DottedKeyStrategy.keyPath
    var nilEncodingStrategy = NilEncodingStrategy.omit
    /// Writing a versioned archive rather than JSON: models' archive behaviours decide
    /// which properties are written (see `ModelCodingInfo.leavesOut`).
    var writesArchive = false
    /// The encoder's memory of the types its calls met (see ``TypeTraitsMemo``); nil for
    /// encodes that no `StrataJSONEncoder` runs.
    var typeTraitsMemo: TypeTraitsMemo?
    /// The encoder's prepared keys (see ``PreparedKeysMemo``); nil for encodes that no
    /// `StrataJSONEncoder` runs.
    var preparedKeysMemo: PreparedKeysMemo?
}

/// See ``CodingSettings/newCoderDefaults``.
private let newEncoderDefaults = EncodingOptions(
    coderDefaults: EncodingValues(typeTraitsMemo: .shared, preparedKeysMemo: .shared))
