/// A snapshot of a coder's configuration, taken once per call: the settings of a decode
/// (``DecodingOptions``) or of an encode (``EncodingOptions``).
///
/// The settings are read through it as its own properties, and live in one immutable
/// object shared by every copy: a call copies its options several times (the coder's
/// snapshot, the decoder or encoder, a nested call), and a copy of the settings
/// themselves retained each strategy and memo in them, about 700 instructions a call,
/// 4% of decoding a 350-byte object. Changing a setting makes a new object; only
/// configuring a coder and a few rare calls do.
@dynamicMemberLookup
struct CodingSettings<Values: Sendable>: Sendable {
    final class Storage: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
    }

    /// Read directly only by settings that calls read every time (see
    /// `DecodingOptions`), which a debug build would otherwise reach through a key path.
    private(set) var storage: Storage

    /// The version of its coder's configuration this snapshot was taken at (see
    /// ``VersionedConfiguration``), or 0: changing a setting of a snapshot makes it 0.
    var version: UInt { stampBits & ~Self.defaultSettingsBit }

    /// Whether every setting a decoder or encoder reads into its per-call settings is its
    /// default: true for the options a coder starts with, until one of them changes. A
    /// decoder or encoder from the process's pool (see ``CoderPool``) holds such options,
    /// and takes up a new coder's that are so too without working out its settings again
    /// (`JSONIndexDecoder.beginCall`, `JSONByteEncoder.beginCall`).
    var hasDefaultSettings: Bool { stampBits & Self.defaultSettingsBit != 0 }

    /// The version, and in its top bit whether the settings are the defaults: one word, so
    /// that a snapshot stays two words, which calls pass and copy in registers (a third
    /// word, for the flag alone, cost every call about 36 instructions).
    private var stampBits: UInt = 0
    private static var defaultSettingsBit: UInt { 1 << (UInt.bitWidth - 1) }

    init(_ values: Values) {
        storage = Storage(values)
    }

    /// Settings whose values are the defaults but for what refers to a coder (its memos
    /// and keeper), which no per-call setting is read from: a new coder's.
    init(coderDefaults values: Values) {
        storage = Storage(values)
        stampBits = Self.defaultSettingsBit
    }

    /// Marks these settings as the configuration's `version`. Only for
    /// ``VersionedConfiguration``.
    mutating func stamp(version: UInt) {
        stampBits = version | (stampBits & Self.defaultSettingsBit)
    }

    /// All the settings at once, for what is computed from several.
    var values: Values { storage.values }

    /// Whether `other` is a copy of these settings, not merely equal ones: what a kept
    /// decoder asks to skip setting up again from the same snapshot.
    @inline(__always)
    func isSnapshot(of other: Self) -> Bool {
        storage === other.storage && stampBits == other.stampBits
    }

    /// A setting, read or changed. In a debug build (SwiftPM's build of Strata for an
    /// app's debug build), each use makes a key path at run time, about 1,200
    /// instructions: a setting read on every call has a property of its own instead.
    subscript<Value>(dynamicMember setting: WritableKeyPath<Values, Value>) -> Value {
        @inline(__always) get { storage.values[keyPath: setting] }
        set {
            var values = storage.values
            values[keyPath: setting] = newValue
            storage = Storage(values)
            stampBits = 0
        }
    }
}
