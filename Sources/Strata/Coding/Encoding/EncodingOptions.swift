import Foundation

/// A snapshot of an encoder's configuration, taken once per call.
///
/// Its settings (``Values``) live in one immutable object shared by every copy, for the
/// reason `DecodingOptions` gives.
@dynamicMemberLookup
struct EncodingOptions: Sendable {
    private final class Storage: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
    }

    private var storage: Storage

    init(_ values: Values = Values()) {
        storage = Storage(values)
    }

    subscript<Value>(dynamicMember setting: WritableKeyPath<Values, Value>) -> Value {
        @inline(__always) get { storage.values[keyPath: setting] }
        set {
            var values = storage.values
            values[keyPath: setting] = newValue
            storage = Storage(values)
        }
    }

    var writing: JSONWritingOptions {
        JSONWritingOptions(
            rawValue: storage.values.outputFormatting.rawValue
                & (JSONWritingOptions.prettyPrinted.rawValue | JSONWritingOptions.sortedKeys.rawValue
                    | JSONWritingOptions.withoutEscapingSlashes.rawValue))
    }

    var usesDefaultKeys: Bool {
        if case .useDefaultKeys = storage.values.keyEncodingStrategy { return true }
        return false
    }
}

extension EncodingOptions {
    /// The settings of an encode.
    struct Values: @unchecked Sendable {
        // `@unchecked`: see `DecodingOptions.Values`.
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
        /// The encoder's keyed containers, kept between its calls (see
        /// ``ReusableContainersMemo``); nil for encodes that no `StrataJSONEncoder` runs.
        var containerMemo: ReusableContainersMemo<KeyedEncodingFrame>?
    }
}
