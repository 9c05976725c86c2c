import Foundation

/// The `Encoder` behind ``StrataJSONEncoder``: it writes JSON text straight into one
/// buffer as the value encodes itself, with no intermediate tree.
///
/// Hot path. The output is a stack of open containers ("frames"). Writing into a
/// container closes any frames opened above it (they belong to values already
/// finished); writing into a frame that has been closed, asking for `superEncoder`,
/// encoding a key twice in one object or nesting past the depth limit cannot be
/// expressed as a stream: the encoder then stops writing (`failed`) and the value is
/// encoded again by ``JSONTreeEncoder``, which handles every case.
final class JSONByteEncoder: Encoder {
    // The options and what is read from them are set when a call starts, and a
    // `StrataJSONEncoder` keeps its encoder between its calls (see ``KeptEncoderState``):
    // they change only between calls. `@exclusivity(unchecked)`: they are read for every
    // value.
    @exclusivity(unchecked) private(set) var options: EncodingOptions
    @exclusivity(unchecked) private var settings: Settings
    /// The state of the coder whose calls keep this encoder (see ``KeptEncoderState``),
    /// which takes it back when a call ends; nil for an encoder no coder keeps, and for one
    /// in the process's pool (see `retire`). Set only by the call that holds the encoder.
    var keeper: KeptEncoderState?
    @inline(__always) var usesDefaultKeys: Bool { settings.usesDefaultKeys }
    @inline(__always) var pretty: Bool { settings.pretty }
    @inline(__always) var sortsKeys: Bool { settings.sortsKeys }
    @inline(__always) var escapesSlashes: Bool { settings.escapesSlashes }
    /// ``NilEncodingStrategy/explicitNull``, read once: asked for every `nil` optional.
    @inline(__always) var writesNilAsNull: Bool { settings.writesNilAsNull }
    var userInfo: [CodingUserInfoKey: Any] { settings.userInfo }
    /// Dotted coding keys are paths (``DottedKeyStrategy/keyPath``).
    @inline(__always) var followsKeyPaths: Bool { settings.followsKeyPaths }
    /// Converted keys, made on first use in a call: only keys converted by a strategy,
    /// and not prepared, need it, and making it cost every call an allocation. Dropped
    /// when the call ends, so that keys of dictionaries do not pile up across calls.
    @exclusivity(unchecked) private var keyCache: KeyConversionCache?
    var keys: KeyConversionCache {
        if let keyCache { return keyCache }
        let made = KeyConversionCache()
        keyCache = made
        return made
    }

    /// The text written so far. Behind a pointer, like `state`: see there.
    let output: UnsafeMutablePointer<JSONOutputBuffer>
    /// What changes while encoding. Stored `var`s of a class are checked for exclusive
    /// access at run time on every access; memory behind a pointer is not.
    let state: UnsafeMutablePointer<State>

    struct State {
        /// The open containers, innermost last. Freed by the encoder's `deinit`.
        var frames: ScratchStack<Frame>
        /// Keys of the open objects, for finding repeated keys and for sorting. Freed by
        /// the encoder's `deinit`.
        var members: ScratchStack<MemberRecord>
        /// The value slot that `container(keyedBy:)` and friends refer to now.
        var slot = Slot(serial: 0, depth: 0, kind: .pending)
        var path: [any CodingKey] = []
        var nextFrameID: UInt32 = 1
        var nextSlotSerial: UInt32 = 1
        /// The stream cannot express what the value did; encode it again as a tree.
        var failed = false
        /// Owned coding paths of nested containers, by `extrasIndex`.
        var ownedPaths: [[any CodingKey]] = []
        /// Keyed containers to hand out again during the encode (see
        /// ``KeyedEncodingContainerReuse``); released or handed to the next call, and nil,
        /// after it. Set by `encode(_:options:expectedLength:finish:)`.
        var reusableContainers: KeyedEncodingContainerReuse?
        /// Models whose keyed containers customize their properties, by `modelIndex`.
        var models: [ModelEncoding] = []
        /// Recently met types and what they are.
        var traits = TypeTraitsCache()
        /// How many values' own encodings are running, one inside the other.
        var activeEncodings = 0
        /// Keys written before, ready to copy; nil when keys are not prepared, and after
        /// the encode (the table then belongs to the encoder's next call). Unmanaged:
        /// read for every key, and a strong read retains and releases; `keptKeys` owns it.
        var preparedKeys: Unmanaged<PreparedKeyTable>?
        var keptKeys: PreparedKeyTable?
        /// The length of the last output written with this state, to size the next
        /// call's buffer (see `encode(_:options:expectedLength:finish:)`).
        var lastOutputLength = 0
    }

    /// A model value being encoded: its coding information and the keys it allows.
    struct ModelEncoding {
        var info: ModelCodingInfo
        var allowedKeys: Set<String>?
        /// Whether an archive is being written (see `ModelCodingInfo.leavesOut`).
        var writingArchive = false

        init(info: ModelCodingInfo, value: Any, options: EncodingOptions) {
            self.info = info
            allowedKeys = info.serializableKeys(value)
            writingArchive = options.writesArchive
        }

        /// Whether the member with coding key `key` is written at all.
        func writes(_ key: String) -> Bool {
            if let allowedKeys, !allowedKeys.contains(key) { return false }
            return !info.leavesOut(key, writingArchive: writingArchive)
        }
    }

    /// An open array or object.
    struct Frame {
        var id: UInt32
        var isObject: Bool
        /// Members or elements written so far.
        var count: Int
        /// The output offset just after the opening bracket.
        var start: Int
        /// One bit per key hash seen (256 bits), to rule out most repeats at once.
        var keyBloom: (UInt64, UInt64, UInt64, UInt64)
        /// For objects past `bloomLimit` members or with a non-ASCII key: every key.
        var keySet: Set<String>?
        /// This object's first entry in `State.members`.
        var firstMember: Int
        /// For an object opened for a dotted key's component, that component: the next
        /// key under the same prefix writes into this object again.
        var pathComponent: String?
    }

    /// A member of an open object: where its key starts and how long it is (escaped,
    /// with quotes), and with sorted keys, the key itself.
    struct MemberRecord {
        var keyStart: Int
        var keyLength: Int
        /// A hash of the key (see `keyHash`).
        var keyHash: UInt64
        var key: String?
    }

    /// The value being encoded at the moment.
    struct Slot {
        enum Kind {
            case pending
            case object(UInt32)
            case array(UInt32)
            case written
        }

        var serial: UInt32
        /// The frame count when the slot was made: frames above it are this value's.
        var depth: Int
        var kind: Kind
        /// For a model value, its entry in `State.models`; -1 otherwise.
        var modelIndex: Int = -1
    }

    /// The output buffer's first capacity when nothing says how long the output will be.
    static let defaultCapacity = 4096

    /// The largest output buffer kept for the next call (see ``KeptEncoderState``). A
    /// larger one costs little to allocate beside the output it held, and keeping it
    /// would hold memory the caller cannot see between calls.
    static var largestKeptOutput: Int { 64 * 1024 }

    /// What the encoder reads from its options: read once per snapshot of them, and for
    /// every value from here.
    private struct Settings {
        var usesDefaultKeys: Bool
        var followsKeyPaths: Bool
        var pretty: Bool
        var sortsKeys: Bool
        var escapesSlashes: Bool
        var writesNilAsNull: Bool
        var userInfo: [CodingUserInfoKey: Any]
        /// Whether keys are prepared (the default strategy and snake case, see
        /// `PreparedKeyTable`), and the format they are prepared in.
        var preparesKeys: Bool
        var keyFormat: PreparedKeyTable.Format

        init(_ options: EncodingOptions) {
            usesDefaultKeys = options.usesDefaultKeys
            followsKeyPaths = options.dottedKeyStrategy == .keyPath
            let writing = options.writing
            pretty = writing.contains(.prettyPrinted)
            sortsKeys = writing.contains(.sortedKeys)
            escapesSlashes = !writing.contains(.withoutEscapingSlashes)
            writesNilAsNull = options.nilEncodingStrategy == .explicitNull
            userInfo = options.userInfo.codingUserInfo
            var convertsToSnakeCase = false
            if case .convertToSnakeCase = options.keyEncodingStrategy { convertsToSnakeCase = true }
            preparesKeys = PreparedKeyTable.isSupported && (usesDefaultKeys || convertsToSnakeCase)
            keyFormat = PreparedKeyTable.Format(
                escapesSlashes: escapesSlashes, pretty: pretty, convertsToSnakeCase: convertsToSnakeCase, followsKeyPaths: followsKeyPaths)
        }
    }

    /// A new encoder, with an output buffer of `initialCapacity` bytes.
    init(options: EncodingOptions, initialCapacity: Int = defaultCapacity) {
        self.options = options
        settings = Settings(options)
        output = .allocate(capacity: 1)
        output.initialize(to: JSONOutputBuffer(capacity: initialCapacity))
        state = .allocate(capacity: 1)
        let keys = settings.preparesKeys ? Self.preparedKeys(settings.keyFormat, options: options) : nil
        // An output under 1 KiB has few containers and members: smaller stacks, which
        // grow on demand, come from malloc's per-thread cache (about a tenth of the cost
        // of a larger allocation; these and the coding path were 7% of encoding a 350-byte
        // object). Above that, growing them again would cost more than it saves. The coding
        // path is reserved when its first key is pushed (see `enter(owned:depth:key:)`).
        let isSmall = initialCapacity <= 1024
        state.initialize(
            to: State(
                frames: ScratchStack(capacity: isSmall ? 8 : 32), members: ScratchStack(capacity: isSmall ? 16 : 64),
                traits: options.typeTraitsMemo?.take() ?? TypeTraitsCache(), preparedKeys: keys.map { Unmanaged.passUnretained($0) }, keptKeys: keys))
    }

    /// Starts a call on an encoder an earlier call kept (see ``KeptEncoderState``), as
    /// `init` starts a new one.
    private func beginCall(options: EncodingOptions, initialCapacity: Int) {
        if output.pointee.capacity < initialCapacity {
            output.pointee = JSONOutputBuffer(capacity: initialCapacity)
        }
        // A coder's calls share one snapshot of its options until a setting changes.
        guard !options.isSnapshot(of: self.options) else { return }
        // A new coder's default options, taken up by a pooled encoder (whose retired
        // options are the defaults too): the same settings. The prepared keys are still
        // checked: the pool's encoder may have prepared them in another coder's format.
        let sameSettings = options.hasDefaultSettings && self.options.hasDefaultSettings
        self.options = options
        if !sameSettings { settings = Settings(options) }
        if !settings.preparesKeys {
            state.pointee.preparedKeys = nil
            state.pointee.keptKeys = nil
        } else if state.pointee.keptKeys?.format != settings.keyFormat {
            let keys = Self.preparedKeys(settings.keyFormat, options: options)
            state.pointee.preparedKeys = Unmanaged.passUnretained(keys)
            state.pointee.keptKeys = keys
        }
    }

    /// Readies an encoder that a coder kept, when the coder goes, for another coder's call
    /// (see ``CoderPool``): it keeps what it learned about types (its prepared keys
    /// included), and lets go of its keeper and of the coder's options, so that the call
    /// that takes it adopts its own.
    ///
    /// Options that are still a new coder's defaults stay (see `JSONIndexDecoder.retire`);
    /// replacing them cost every coder that goes about 500 instructions.
    func retire() {
        keeper = nil
        guard !options.hasDefaultSettings else { return }
        options = Self.retired.options
        settings = Self.retired.settings
    }

    /// The options of an encoder in ``SharedCoders`` (the defaults, which refer to no coder),
    /// and what the encoder reads from them: made once, since every coder that goes
    /// retires its encoder. `nonisolated(unsafe)`: never changed, and its user info is
    /// empty.
    nonisolated(unsafe) private static let retired = (options: EncodingOptions(), settings: Settings(EncodingOptions()))

    /// Prepared keys of `format`: the coder's memo's, if it keeps some, or new ones.
    private static func preparedKeys(_ format: PreparedKeyTable.Format, options: EncodingOptions) -> PreparedKeyTable {
        options.preparedKeysMemo?.take(format) ?? PreparedKeyTable(format: format)
    }

    deinit {
        output.deinitialize(count: 1)
        output.deallocate()
        state.pointee.reusableContainers?.release()
        state.pointee.frames.deallocate()
        state.pointee.members.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    var codingPath: [any CodingKey] { state.pointee.path }

    /// The output buffer's capacity for an output of about `expected` bytes (see
    /// ``encode(_:options:expectedLength:finish:)``).
    private static func capacity(expecting expected: Int) -> Int {
        expected > 0 && expected <= 384 ? 1024 : max(defaultCapacity, min(expected &+ expected / 8, 64 << 20))
    }

    /// Encodes `value` and hands the finished bytes to `finish`. `expectedLength` is a
    /// guess at the output's length (0 for none): the buffer starts a little larger, up
    /// to a limit, so that an output of about that length never grows it. An output of a
    /// few hundred bytes gets 1 KiB, which malloc serves from its per-thread cache; the
    /// others get 4 KiB at least, since writers ask for room for the worst case of what
    /// they write (six bytes per byte of a string), and a buffer sized to the output
    /// would grow for that room.
    ///
    /// A `StrataJSONEncoder`'s calls pass their encoder, with its output buffer, from one
    /// to the next (see ``KeptEncoderState``), and with it the last output's length, which
    /// then stands for `expectedLength`: an encoder used for one kind of value writes
    /// outputs of about one size, and a buffer big enough at once is never copied to grow
    /// (on mesh.json, 700 KB, growing by doubling from 4 KB copied 4% of an encode's
    /// instructions).
    ///
    /// `keeper` is the state of the `StrataJSONEncoder` making the call, if one is: it
    /// keeps the encoder between calls (see ``KeptEncoderState``).
    static func encode<T: Encodable, Result>(
        _ value: T, options: EncodingOptions, keeper: KeptEncoderState? = nil, expectedLength: Int = 0,
        finish: (inout JSONOutputBuffer) -> Result
    ) throws -> Result {
        var kept: JSONByteEncoder? = nil
        return try encode(value, options: options, keeper: keeper, expectedLength: expectedLength, kept: &kept, finish: finish)
    }

    /// ``encode(_:options:keeper:expectedLength:finish:)`` with `kept`, the encoder the
    /// coder's last call left, which the caller has taken already: it is taken from `kept`
    /// (the call must hold it alone to give it back at its end); when nil, `keeper`'s is
    /// used, or a new one that `keeper` keeps when the call ends.
    static func encode<T: Encodable, Result>(
        _ value: T, options: EncodingOptions, keeper: KeptEncoderState?, expectedLength: Int = 0, kept: inout JSONByteEncoder?,
        finish: (inout JSONOutputBuffer) -> Result
    ) throws -> Result {
        var encoder: JSONByteEncoder
        // The kept encoder is bound only in this block: a reference left beside
        // `encoder` would make it look shared when the call ends, and it would not be kept.
        if let kept = kept.take() ?? keeper?.takeOrShared() {
            kept.beginCall(options: options, initialCapacity: capacity(expecting: kept.state.pointee.lastOutputLength))
            encoder = kept
        } else {
            encoder = JSONByteEncoder(options: options, initialCapacity: capacity(expecting: expectedLength))
            encoder.keeper = keeper
        }
        if case .none = encoder.state.pointee.reusableContainers {
            encoder.state.pointee.reusableContainers = KeyedEncodingContainerReuse()
        }
        defer {
            // The table's containers hold the encoder until they are detached from it.
            let table = encoder.state.pointee.reusableContainers?.finished()
            encoder.state.pointee.reusableContainers = nil
            // Asked before the call below, which holds the encoder as its `self`.
            let isOnlyReference = isKnownUniquelyReferenced(&encoder)
            encoder.endCall(options: options, table: table, isOnlyReference: isOnlyReference)
        }
        try encoder.encodeTopLevel(value)
        if encoder.state.pointee.failed {
            let tree = try JSONTreeEncoder.encode(value, options: options)
            var buffer = JSONOutputBuffer(capacity: 4096)
            try JSONValueWriter.write(tree, to: &buffer, options: options.writing)
            encoder.state.pointee.lastOutputLength = buffer.count
            return finish(&buffer)
        }
        encoder.state.pointee.lastOutputLength = encoder.output.pointee.count
        return finish(&encoder.output.pointee)
    }

    /// Ends a call made by ``encode(_:options:expectedLength:finish:)``, whose container
    /// `table` is detached from the encoder: keeps the types met, and gives the state and
    /// output back to its keeper if nothing but the call holds the encoder. An
    /// encoder kept past its encode (an `encode(to:)` may store it) keeps its state, and
    /// makes containers and writes keys afresh.
    private func endCall(options: EncodingOptions, table: ReusableContainers<KeyedEncodingFrame>?, isOnlyReference: Bool) {
        options.typeTraitsMemo?.keep(state.pointee.traits)
        state.pointee.traits.metNewTypes = false
        if isOnlyReference, let table, let keeper {
            state.pointee.reusableContainers = KeyedEncodingContainerReuse(table: table)
            clearForNextCall()
            if output.pointee.capacity > Self.largestKeptOutput {
                output.pointee = JSONOutputBuffer(capacity: Self.defaultCapacity)
            }
            if keeper.keep(self) { return }
            state.pointee.reusableContainers = nil
        }
        table?.release()
        if let preparedKeys = state.pointee.keptKeys {
            state.pointee.preparedKeys = nil
            state.pointee.keptKeys = nil
            options.preparedKeysMemo?.keep(preparedKeys)
        }
    }

    /// Drops what refers to the ending call's values, so that a kept state holds only the
    /// types met, the container table, the prepared keys and memory. A call that returns
    /// has closed its frames and left its paths; one that throws may not have. Each is
    /// tested first: assigning an empty value costs a call to destroy the old.
    private func clearForNextCall() {
        output.pointee.removeAll()
        if case .some = keyCache { keyCache = nil }
        if !state.pointee.frames.isEmpty { state.pointee.frames.removeAll(from: 0) }
        if !state.pointee.members.isEmpty { state.pointee.members.removeAll(from: 0) }
        if !state.pointee.path.isEmpty { state.pointee.path.removeAll(keepingCapacity: true) }
        if !state.pointee.ownedPaths.isEmpty { state.pointee.ownedPaths.removeAll() }
        if !state.pointee.models.isEmpty { state.pointee.models.removeAll(keepingCapacity: true) }
        state.pointee.nextFrameID = 1
        state.pointee.nextSlotSerial = 1
        state.pointee.failed = false
        state.pointee.activeEncodings = 0
    }

    private func encodeTopLevel<T: Encodable>(_ value: T) throws {
        state.pointee.slot = Slot(serial: 0, depth: 0, kind: .pending)
        try encodeValue(value, base: EncodingPathBase(depth: 0, ownedPathIndex: -1), key: .none, inCurrentSlot: true)
        guard !state.pointee.failed else { return }
        if case .pending = state.pointee.slot.kind {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        closeFrames(downTo: 0)
    }

    /// Gives up on streaming; the value will be encoded again as a tree.
    @inline(never)
    func fail() {
        state.pointee.failed = true
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = openSlot(asObject: true)
        let position = KeyedEncodingFrame.Position(
            frameIndex: frame.index, frameID: frame.id, depth: state.pointee.path.count, ownedPathIndex: -1,
            modelIndex: state.pointee.slot.modelIndex, encoderDepth: -1)
        if let reusableContainers = state.pointee.reusableContainers {
            return reusableContainers.container(keyedBy: type, encoder: self, position: position)
        }
        return KeyedEncodingContainer(ByteKeyedEncodingContainer<Key>(frame: KeyedEncodingFrame(encoder: self, position: position)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = openSlot(asObject: false)
        return ByteUnkeyedEncodingContainer(
            encoder: self, frameIndex: frame.index, frameID: frame.id, depth: state.pointee.path.count, ownedPathIndex: -1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ByteSingleValueEncodingContainer(encoder: self, slotSerial: state.pointee.slot.serial, depth: state.pointee.path.count)
    }

    /// The container for the current slot: opened now if the slot is empty, the same
    /// one again if the value already asked for it (as Foundation does).
    func openSlot(asObject: Bool) -> (index: Int, id: UInt32) {
        guard !state.pointee.failed else { return (-1, 0) }
        let slot = state.pointee.slot
        switch slot.kind {
        case .pending:
            closeFrames(downTo: slot.depth)
            let frame = pushFrame(isObject: asObject)
            state.pointee.slot.kind = asObject ? .object(frame.id) : .array(frame.id)
            return frame
        case .object(let id) where asObject:
            if let index = openFrameIndex(id: id, atOrAbove: slot.depth) { return (index, id) }
        case .array(let id) where !asObject:
            if let index = openFrameIndex(id: id, atOrAbove: slot.depth) { return (index, id) }
        default:
            break
        }
        fail()
        return (-1, 0)
    }

    private func openFrameIndex(id: UInt32, atOrAbove depth: Int) -> Int? {
        guard depth < state.pointee.frames.count, state.pointee.frames[depth].id == id else { return nil }
        return depth
    }

    // MARK: Frames

    /// Writes an opening bracket and pushes its frame.
    @inline(__always)
    func pushFrame(isObject: Bool) -> (index: Int, id: UInt32) {
        if state.pointee.frames.count >= maximumEncodingDepth {
            // The tree encoder reports the depth error.
            fail()
            return (-1, 0)
        }
        output.pointee.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        let id = state.pointee.nextFrameID
        state.pointee.nextFrameID &+= 1
        let frame = Frame(
            id: id, isObject: isObject, count: 0, start: output.pointee.count, keyBloom: (0, 0, 0, 0), keySet: nil,
            firstMember: state.pointee.members.count, pathComponent: nil)
        state.pointee.frames.push(frame)
        return (state.pointee.frames.count &- 1, id)
    }

    /// Closes frames until `depth` remain.
    @inline(__always)
    func closeFrames(downTo depth: Int) {
        while state.pointee.frames.count > depth {
            closeTopFrame()
        }
    }

    private func closeTopFrame() {
        let frame = state.pointee.frames.pop()
        let level = state.pointee.frames.count
        if frame.isObject && sortsKeys && frame.count > 1 {
            sortMembers(of: frame, level: level)
        }
        if frame.isObject { state.pointee.members.removeAll(from: frame.firstMember) }
        if pretty {
            if frame.count == 0 { output.pointee.append(0x0A) }
            output.pointee.appendNewline(indent: level)
        }
        output.pointee.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Starts a member or element of the frame at `index`: makes it the innermost
    /// open frame and writes the separator. Returns false (and fails) if the frame was
    /// closed.
    @inline(__always)
    func beginEntry(frameIndex index: Int, frameID id: UInt32) -> Bool {
        let frameCount = state.pointee.frames.count
        // `index < 0`: a container made after the stream failed (or after the encode
        // ended), with no frame open; it writes nothing.
        if index != frameCount &- 1 || index < 0 || state.pointee.frames[index].id != id {
            guard !state.pointee.failed, index >= 0, index < frameCount, state.pointee.frames[index].id == id else {
                fail()
                return false
            }
            closeFrames(downTo: index &+ 1)
        }
        let count = state.pointee.frames[index].count
        if count > 0 { output.pointee.append(UInt8(ascii: ",")) }
        if pretty { output.pointee.appendNewline(indent: index &+ 1) }
        state.pointee.frames[index].count = count &+ 1
        return true
    }

    // MARK: Keys

    /// Writes an object member's key and the separator after it, for the innermost
    /// frame. Returns false (and fails) for a key the object already has.
    @inline(__always)
    func writeKey(_ name: String) -> Bool {
        let start = output.pointee.count
        let hashed: (hash: UInt64, isASCII: Bool)
        if let result = name.utf8.withContiguousStorageIfAvailable({ utf8 -> (UInt64, Bool) in
            output.pointee.appendQuoted(utf8: utf8, escapeSlashes: escapesSlashes)
            return Self.keyHash(utf8)
        }) {
            hashed = result
        } else {
            var copy = name
            hashed = copy.withUTF8 { utf8 in
                output.pointee.appendQuoted(utf8: utf8, escapeSlashes: escapesSlashes)
                return Self.keyHash(utf8)
            }
        }
        let length = output.pointee.count &- start
        if !isNewKey(name, start: start, length: length, hash: hashed.hash, isASCII: hashed.isASCII) {
            fail()
            return false
        }
        state.pointee.members.push(MemberRecord(keyStart: start, keyLength: length, keyHash: hashed.hash, key: sortsKeys ? name : nil))
        if pretty {
            output.pointee.append(ascii: " : ")
        } else {
            output.pointee.append(UInt8(ascii: ":"))
        }
        return true
    }

    /// Writes a prepared key and its separator, as `writeKey(_:)` writes a key afresh.
    ///
    /// Hot path: most keys the encoder writes.
    @inline(__always)
    func writeKey(_ entry: UnsafeMutablePointer<PreparedKeyTable.Entry>, from table: PreparedKeyTable) -> Bool {
        let start = output.pointee.count
        table.write(entry, to: &output.pointee)
        let length = entry.pointee.quotedLength
        let hash = entry.pointee.hash
        if !isNewKey(entry.pointee.name, start: start, length: length, hash: hash, isASCII: entry.pointee.isASCII) {
            fail()
            return false
        }
        state.pointee.members.push(MemberRecord(keyStart: start, keyLength: length, keyHash: hash, key: sortsKeys ? entry.pointee.name : nil))
        return true
    }

    /// The prepared key for a coding key whose string is `string`, prepared now if it
    /// was not; nil for a key that is not prepared (see ``PreparedKeyTable``). Only for
    /// keys whose text does not depend on their container: the caller leaves out a
    /// model's keys under a converting strategy.
    @inline(__always)
    func preparedKey<Key: CodingKey>(
        _ key: Key, string: String, in table: PreparedKeyTable, depth: Int, ownedPathIndex: Int
    ) -> UnsafeMutablePointer<PreparedKeyTable.Entry>? {
        if let entry = table.entry(for: string) { return entry }
        return prepareKey(key, string: string, in: table, depth: depth, ownedPathIndex: ownedPathIndex)
    }

    @inline(never)
    private func prepareKey<Key: CodingKey>(
        _ key: Key, string: String, in table: PreparedKeyTable, depth: Int, ownedPathIndex: Int
    ) -> UnsafeMutablePointer<PreparedKeyTable.Entry>? {
        // A key that may be a dotted path is written through `beginPathMember` or not,
        // depending on its type: the general path decides.
        if followsKeyPaths && JSONKeyPath.mayBePath(string) { return nil }
        return table.prepare(source: string, name: jsonKey(for: key, depth: depth, ownedPathIndex: ownedPathIndex))
    }

    /// Rewrites a closing object's members in the order of their keys' UTF-8 bytes.
    private func sortMembers(of frame: Frame, level: Int) {
        let members = Array(state.pointee.members.elements(from: frame.firstMember))
        let order = members.indices.sorted { a, b in
            (members[a].key ?? "").utf8.lexicographicallyPrecedes((members[b].key ?? "").utf8)
        }
        if order == Array(members.indices) { return }
        // Member i runs from its key to the separator before member i + 1.
        let separatorLength = 1 + (pretty ? 1 + 2 * (level + 1) : 0)
        let end = output.pointee.count
        var ranges: [Range<Int>] = []
        for index in members.indices {
            let memberEnd = index + 1 < members.count ? members[index + 1].keyStart - separatorLength : end
            ranges.append(members[index].keyStart..<memberEnd)
        }
        let regionStart = members[0].keyStart
        let original = Array(UnsafeBufferPointer(start: output.pointee.base + regionStart, count: end - regionStart))
        output.pointee.truncate(to: regionStart)
        for (position, index) in order.enumerated() {
            if position > 0 {
                output.pointee.append(UInt8(ascii: ","))
                if pretty { output.pointee.appendNewline(indent: level + 1) }
            }
            let range = ranges[index]
            original.withUnsafeBufferPointer { bytes in
                output.pointee.append(UnsafeBufferPointer(rebasing: bytes[(range.lowerBound - regionStart)..<(range.upperBound - regionStart)]))
            }
        }
    }

    /// Starts a member whose key is the dotted path `name` in the object at
    /// `frameIndex`: writes (or reuses, for a shared prefix) the nested objects, then
    /// the last component's key. Array indices in the path are left to the tree.
    func beginPathMember(frameIndex: Int, frameID: UInt32, path name: String) -> Bool {
        let components = JSONKeyPath(parsing: name).components
        guard components.count > 1 else {
            // An escaped dot: one key that contains a dot.
            return beginEntry(frameIndex: frameIndex, frameID: frameID) && writeKey(components[0])
        }
        guard !state.pointee.failed, frameIndex >= 0, frameIndex < state.pointee.frames.count,
            state.pointee.frames[frameIndex].id == frameID, !components.contains(where: JSONKeyPath.isIndex)
        else {
            fail()
            return false
        }
        var level = frameIndex
        var matched = 0
        while matched < components.count - 1 && level + 1 < state.pointee.frames.count
            && state.pointee.frames[level + 1].pathComponent == components[matched]
        {
            level += 1
            matched += 1
        }
        closeFrames(downTo: level + 1)
        while matched < components.count - 1 {
            guard beginEntry(frameIndex: level, frameID: state.pointee.frames[level].id), writeKey(components[matched]) else { return false }
            let frame = pushFrame(isObject: true)
            guard frame.index >= 0 else { return false }
            state.pointee.frames[frame.index].pathComponent = components[matched]
            level = frame.index
            matched += 1
        }
        return beginEntry(frameIndex: level, frameID: state.pointee.frames[level].id) && writeKey(components[components.count - 1])
    }

    /// The key as written under the key strategy. Generic so that the default
    /// strategy, the usual one, reads the key's string without boxing the key.
    @inline(__always)
    func jsonKey<Key: CodingKey>(for key: Key, depth: Int, ownedPathIndex: Int) -> String {
        if usesDefaultKeys { return key.stringValue }
        return options.jsonKey(for: key, path: self.path(depth: depth, ownedPathIndex: ownedPathIndex), cache: keys)
    }

    // MARK: Coding paths

    /// The coding path of a container: the first `depth` keys of the shared stack, or
    /// its own copy for containers made by `nestedContainer`.
    func path(depth: Int, ownedPathIndex: Int) -> [any CodingKey] {
        if ownedPathIndex >= 0 { return state.pointee.ownedPaths[ownedPathIndex] }
        return Array(state.pointee.path.prefix(depth))
    }

    func registerOwnedPath(_ path: [any CodingKey]) -> Int {
        state.pointee.ownedPaths.append(path)
        return state.pointee.ownedPaths.count - 1
    }
}
