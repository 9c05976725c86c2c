import Foundation

/// A snapshot of a decoder's configuration, taken once per call.
///
/// Its settings (``Values``) are read through it as its own properties, and live in one
/// immutable object shared by every copy: a call copies its options several times (the
/// coder's snapshot, the decoder, a nested decode), and a copy of the settings
/// themselves retained each strategy and memo in them, about 700 instructions a call,
/// 4% of decoding a 350-byte object. Changing a setting makes a new object; only
/// configuring a coder and a few rare calls do.
@dynamicMemberLookup
struct DecodingOptions: Sendable {
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

    /// Whether keys are matched as written (no conversion).
    var usesDefaultKeys: Bool {
        if case .useDefaultKeys = storage.values.keyDecodingStrategy { return true }
        return false
    }
}

extension DecodingOptions {
    /// The settings of a decode.
    struct Values: @unchecked Sendable {
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
        /// Reading a versioned archive rather than JSON: `@JSONIgnored` properties kept in
        /// archives are read from it.
        var readsArchive = false
        /// Whether error messages give the line and column of a value: not when the text was
        /// written by Strata itself, from a ``JSONValue`` the caller gave.
        var citesTextPositions = true
        /// The decoder's memory of the types its calls met (see ``TypeTraitsMemo``); nil for
        /// decodes that no `StrataJSONDecoder` runs.
        var typeTraitsMemo: TypeTraitsMemo?
        /// The decoder's keyed containers, kept between its calls (see
        /// `ReusableContainersMemo`); nil for decodes that no `StrataJSONDecoder` runs.
        var containerMemo: ReusableContainersMemo<KeyedContainerFrame>?
        /// The decoder's index memory, kept between its calls (see ``KeptTape``); nil for
        /// decodes that no `StrataJSONDecoder` runs.
        var keptTape: KeptTape?
    }
}
