import Foundation

/// An encoder with exactly the API of Foundation's `JSONEncoder`, writing through
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
///     var commentCount: Int
/// }
///
/// let encoder = StrataJSONEncoder()          // was: JSONEncoder()
/// encoder.outputFormatting = .sortedKeys
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// let data = try encoder.encode(Issue(title: "Found a bug", commentCount: 3))
/// print(String(decoding: data, as: UTF8.self))
/// // Prints "{"comment_count":3,"title":"Found a bug"}"
/// ```
///
/// The output is the bytes Foundation writes for the same value and options, with one
/// deliberate difference: without `.sortedKeys`, Strata writes keys in the order the
/// value encoded them (Foundation's order changes from run to run). See
/// <doc:ReplacingFoundationsJSONDecoder>.
///
/// Encoding streams bytes straight into one buffer. The rare patterns a stream cannot
/// express (writing into a container after a sibling was written, `superEncoder`, a key
/// encoded twice) are detected and the value is encoded again through a tree, so the
/// result is always Foundation's; a value's `encode(to:)` may then run twice.
///
/// It is a `JSONEncoder`: pass it wherever code takes Foundation's encoder, and every
/// call runs Strata's engine, with the options set through either type.
///
/// One encoder may be used from many threads at once.
open class StrataJSONEncoder: JSONEncoder, @unchecked Sendable {
    /// Output formatting options: Foundation's type.
    public typealias OutputFormatting = JSONEncoder.OutputFormatting
    /// The strategy for encoding `Date` values: Foundation's type.
    public typealias DateEncodingStrategy = JSONEncoder.DateEncodingStrategy
    /// The strategy for encoding `Data` values: Foundation's type.
    public typealias DataEncodingStrategy = JSONEncoder.DataEncodingStrategy
    /// The strategy for infinite and NaN floating-point values: Foundation's type.
    public typealias NonConformingFloatEncodingStrategy = JSONEncoder.NonConformingFloatEncodingStrategy
    /// The strategy for turning coding keys into JSON keys: Foundation's type.
    public typealias KeyEncodingStrategy = JSONEncoder.KeyEncodingStrategy

    // The options live here, behind one lock, and every call takes one snapshot of them
    // (the last call's again, without the lock, while no setting has changed since: see
    // `VersionedConfiguration`);
    // Foundation's properties are overridden, and each setter passes the value on to
    // Foundation's own storage too (see `StrataJSONDecoder`).
    // The encoder the last call left is here too: taken first, for its snapshot of the
    // options (see `encodeBytes`).
    let configuration: KeptEncoderState

    /// Creates an encoder with Foundation's defaults.
    public override init() {
        configuration = KeptEncoderState.make(.newCoderDefaults)
        super.init()
    }

    deinit {
        // The encoder kept for the next call refers back to its keeper: it goes to the
        // process's pool, without it and the options, for the next coder.
        guard let encoder = configuration.takeKept() else { return }
        encoder.retire()
        SharedCoders.encoders.keep(encoder)
    }

    /// Pretty printing, sorted keys and slash escaping. Defaults to none.
    open override var outputFormatting: OutputFormatting {
        get { configuration.read { $0.outputFormatting } }
        set {
            configuration.update { $0.outputFormatting = newValue }
            super.outputFormatting = newValue
        }
    }

    /// How `Date` values are encoded. Defaults to `.deferredToDate`.
    open override var dateEncodingStrategy: DateEncodingStrategy {
        get { configuration.read { $0.dateEncodingStrategy } }
        set {
            configuration.update { $0.dateEncodingStrategy = newValue }
            super.dateEncodingStrategy = newValue
        }
    }

    /// How `Data` values are encoded. Defaults to `.base64`.
    open override var dataEncodingStrategy: DataEncodingStrategy {
        get { configuration.read { $0.dataEncodingStrategy } }
        set {
            configuration.update { $0.dataEncodingStrategy = newValue }
            super.dataEncodingStrategy = newValue
        }
    }

    /// How infinite and NaN values are encoded. Defaults to `.throw`.
    open override var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { configuration.read { $0.nonConformingFloatEncodingStrategy } }
        set {
            configuration.update { $0.nonConformingFloatEncodingStrategy = newValue }
            super.nonConformingFloatEncodingStrategy = newValue
        }
    }

    /// How coding keys become JSON keys. Defaults to `.useDefaultKeys`.
    open override var keyEncodingStrategy: KeyEncodingStrategy {
        get { configuration.read { $0.keyEncodingStrategy } }
        set {
            configuration.update { $0.keyEncodingStrategy = newValue }
            super.keyEncodingStrategy = newValue
        }
    }

    /// Values handed to every type being encoded, as `Encoder.userInfo`.
    @preconcurrency
    open override var userInfo: [CodingUserInfoKey: any Sendable] {
        get { configuration.read { $0.userInfo } }
        set {
            configuration.update { $0.userInfo = newValue }
            super.userInfo = newValue
        }
    }

    /// How coding keys that contain dots are written: as nested objects (the default)
    /// or literally, as Foundation does. See ``DottedKeyStrategy``.
    open var dottedKeyStrategy: DottedKeyStrategy {
        get { configuration.read { $0.dottedKeyStrategy } }
        set { configuration.update { $0.dottedKeyStrategy = newValue } }
    }

    /// Whether a `nil` optional property is left out (the default, as Foundation) or
    /// written as `null`. See ``NilEncodingStrategy``.
    open var nilEncodingStrategy: NilEncodingStrategy {
        get { configuration.read { $0.nilEncodingStrategy } }
        set { configuration.update { $0.nilEncodingStrategy = newValue } }
    }

    var options: EncodingOptions {
        configuration.read { $0 }
    }

    /// Encodes `value` through the byte encoder, whose buffer the encoder's last
    /// output sized (see `JSONByteEncoder.encode(_:options:expectedLength:finish:)`).
    ///
    /// While no setting has changed since the last call, the encoder it left holds the
    /// current options: reading them then costs an atomic load instead of the lock (see
    /// ``VersionedConfiguration``).
    @inline(__always)
    private func encodeBytes<T: Encodable, Result>(_ value: T, finish: (inout JSONOutputBuffer) -> Result) throws -> Result {
        var kept = configuration.takeOrShared()
        let options = configuration.current(reusing: kept?.options)
        return try JSONByteEncoder.encode(value, options: options, keeper: configuration, kept: &kept, finish: finish)
    }

    // MARK: - Encoding

    /// Encodes a value as JSON `Data`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (an infinite
    ///   or NaN number under `.throw`, `Decimal.nan`, a top-level value that encodes
    ///   nothing), and whatever the value's `encode(to:)` throws.
    open override func encode<T: Encodable>(_ value: T) throws -> Data {
        try encodeBytes(value) { $0.takeData() }
    }

    /// Encodes a value as a ``JSONValue`` tree, with this encoder's options
    /// (``JSONAdapter/jsonValue(from:)`` is the public way).
    func encodeTree<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONTreeEncoder.encode(value, options: options)
    }

    /// Encodes a value whose encoding takes a configuration, as Foundation's
    /// `encode(_:configuration:)`.
    open override func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
        try encode(ConfiguredEncodable(value: value, configuration: configuration))
    }

    /// Encodes a value whose encoding takes a configuration from a provider type.
    open override func encode<T, C>(_ value: T, configuration: C.Type) throws -> Data
    where T: EncodableWithConfiguration, C: EncodingConfigurationProviding, T.EncodingConfiguration == C.EncodingConfiguration {
        try encode(value, configuration: C.encodingConfiguration)
    }
}

/// Adapts an `EncodableWithConfiguration` value to `Encodable`.
struct ConfiguredEncodable<Value: EncodableWithConfiguration>: Encodable {
    let value: Value
    let configuration: Value.EncodingConfiguration

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder, configuration: configuration)
    }
}
