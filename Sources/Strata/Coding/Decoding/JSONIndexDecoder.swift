import Foundation

/// The `Decoder` that `init(from:)` implementations receive from
/// ``StrataJSONDecoder``: a position in a document's index.
///
/// Hot path. One instance serves a whole decode: descending into a nested value moves
/// `node` and pushes a key on `path`, and returning restores both, so no decoder or
/// path node is allocated per value. Containers remember their own object or array
/// and the path depth at which they were made.
final class JSONIndexDecoder: Decoder {
    // The document and the options are set when a call starts, and a `StrataJSONDecoder`
    // keeps its decoder between its calls (see ``KeptDecoderState``): they change only
    // between calls. `@exclusivity(unchecked)`: they are read for every value.
    @exclusivity(unchecked) private(set) var storage: JSONDocumentStorage
    @exclusivity(unchecked) private(set) var options: DecodingOptions
    @exclusivity(unchecked) private var settings: Settings
    /// The state of the coder whose calls keep this decoder (see ``KeptDecoderState``),
    /// which takes it back when a call ends; nil for a decoder no coder keeps, and for one
    /// in the process's pool (see `retire`). Set only by the call that holds the decoder.
    var keeper: KeptDecoderState?
    /// Whether `storage` is a document this decoder read itself (`readKeptDocument`),
    /// borrowing the caller's bytes, which no caller above it checks when the call ends.
    private var keepsDocument = false
    @inline(__always) var usesDefaultKeys: Bool { settings.usesDefaultKeys }
    /// Dotted coding keys are paths (``DottedKeyStrategy/keyPath``).
    @inline(__always) var followsKeyPaths: Bool { settings.followsKeyPaths }
    /// Every object's keys must all be read (``StrataJSONDecoder/rejectsUnknownKeys``).
    @inline(__always) var rejectsUnknownKeys: Bool { settings.rejectsUnknownKeys }
    var userInfo: [CodingUserInfoKey: Any] { settings.userInfo }

    /// What the decoder reads from its options: read once per snapshot of them (by
    /// `init` and `adopt`, from this one place), and for every value from here.
    private struct Settings {
        var usesDefaultKeys: Bool
        var followsKeyPaths: Bool
        var rejectsUnknownKeys: Bool
        var userInfo: [CodingUserInfoKey: Any]

        init(_ options: DecodingOptions) {
            usesDefaultKeys = options.usesDefaultKeys
            followsKeyPaths = options.dottedKeyStrategy == .keyPath
            rejectsUnknownKeys = options.rejectsUnknownKeys
            userInfo = options.userInfo.codingUserInfo
        }
    }
    /// What changes as the decode moves through the document. Kept behind a pointer:
    /// stored `var`s of a class are checked for exclusive access at run time on every
    /// access, and these are accessed for every nested value.
    let state: UnsafeMutablePointer<State>

    struct State {
        /// The value this decoder currently stands for.
        var node: Int
        /// The coding keys from the top-level value to `node`.
        var path: [any CodingKey]
        /// The coding information of the model being decoded at `node`, for the keyed
        /// container it asks for.
        var pendingModel: ModelCodingInfo?
        /// Recently met types and what they are.
        var traits = TypeTraitsCache()
        /// For a member whose cluster reads its discriminator from the object around it:
        /// the member's node, and where the discriminator is (see `decodeCluster`).
        var pendingParentTag: ParentTag?
        /// The variant of a cluster being decoded, which error messages name (see
        /// `JSONIndexDecoder+Clusters`).
        var chosenVariant: ChosenVariant?
        /// Where problems go when a report is kept (see `JSONIndexDecoder+Recovery`).
        var collector: ProblemCollector?
        /// How many wrappers are attempting a value while no report is kept: their
        /// failures are caught and dropped, so their messages are not worth making.
        var attemptsWithoutReport = 0
        /// The offset of the value the last error message located, for the report.
        var lastProblemOffset: Int?
        /// The last error made whose message nobody reads, thrown again while the next
        /// would be the same (see ``RepeatedUnreadError``).
        var lastUnreadError: RepeatedUnreadError?
        /// Per object whose keys are tracked, the key nodes read so far. (Empty
        /// dictionaries here are `init()`, not `[:]`: see `codingUserInfo`.)
        var readKeys = [Int: Set<Int>]()
        /// Per large object that needs exact lookups, its keys' value nodes (see
        /// `exactValueNode(for:inObject:convertedKeys:)`).
        var exactKeyIndexes = [Int: [String: Int]]()
        /// Long strings already made, shared when the document repeats them.
        var strings: RepeatedStrings
        /// Keyed containers to hand out again, for decoders made by
        /// ``decoding(_:options:node:path:_:)``, which releases it when the decode ends.
        var reusableContainers: KeyedContainerReuse? = nil
    }

    /// A discriminator found in the object that contains a value.
    struct ParentTag {
        var valueNode: Int
        var tagNode: Int?
        var object: Int
    }

    /// The value this decoder currently stands for.
    @inline(__always)
    var node: Int {
        get { state.pointee.node }
        set { state.pointee.node = newValue }
    }

    /// The coding keys from the top-level value to `node`.
    @inline(__always)
    var path: [any CodingKey] {
        state.pointee.path
    }
    /// Per container depth, the key node after the last key found: where the next
    /// lookup starts, since keys usually arrive in declaration order.
    ///
    /// Each depth has a slot of its own, so that a hint always points at a key of an
    /// object at that depth. The table starts at 64 depths and grows with the deepest
    /// container met (see `reserveLookupHint(depth:)`), so it needs no bound of its own:
    /// made as deep as the reading limit (512 by default), it cost every decode 4 KiB to
    /// allocate and zero.
    /// `@exclusivity(unchecked)`: read on every lookup, written only when it grows.
    @exclusivity(unchecked) private(set) var lookupHints: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var lookupHintCount: Int
    /// Owned paths and converted keys of the containers that have them, alive as long
    /// as the decoder (see `KeyedContainerFrame.Position.extrasIndex`).
    /// `@exclusivity(unchecked)`: a decoder serves one call at a time, and the run-time
    /// check cost every call about 50 instructions where its end empties the list.
    @exclusivity(unchecked) var containerExtras: [AnyObject] = []

    /// Runs `body` with a decoder over `storage` that reuses keyed containers (see
    /// ``KeyedContainerReuse``) until `body` returns. A `StrataJSONDecoder`'s calls pass
    /// their decoder from one to the next through `keeper`, their coder's state (see
    /// ``KeptDecoderState``); without one, the decoder is made for this call alone.
    @inline(__always)
    static func decoding<Result>(
        _ storage: JSONDocumentStorage, options: DecodingOptions, keeper: KeptDecoderState? = nil, node: Int = 0,
        path: [any CodingKey] = [], _ body: (JSONIndexDecoder) throws -> Result
    ) rethrows -> Result {
        var kept: JSONIndexDecoder? = nil
        return try decoding(storage, options: options, keeper: keeper, node: node, path: path, kept: &kept, body)
    }

    /// ``decoding(_:options:keeper:node:path:_:)`` with `kept`, the decoder the coder's
    /// last call left, which the caller has taken already: it is taken from `kept` (the
    /// call must hold it alone to give it back at its end); when nil, `keeper`'s is used,
    /// or a new one that `keeper` keeps when the call ends.
    @inline(__always)
    static func decoding<Result>(
        _ storage: JSONDocumentStorage, options: DecodingOptions, keeper: KeptDecoderState?, node: Int = 0,
        path: [any CodingKey] = [], kept: inout JSONIndexDecoder?, _ body: (JSONIndexDecoder) throws -> Result
    ) rethrows -> Result {
        var decoder: JSONIndexDecoder
        if let kept = kept.take() ?? keeper?.takeOrShared() {
            kept.beginCall(storage: storage, options: options, node: node, path: path)
            decoder = kept
        } else {
            decoder = JSONIndexDecoder(storage: storage, options: options, node: node, path: path)
            decoder.keeper = keeper
        }
        return try running(&decoder, options: options, body)
    }

    /// Runs `body` with `decoder`, which the call holds alone, reusing keyed containers
    /// until `body` returns, and then ends the call (see `endCall`).
    @inline(__always)
    static func running<Result>(
        _ decoder: inout JSONIndexDecoder, options: DecodingOptions, _ body: (JSONIndexDecoder) throws -> Result
    ) rethrows -> Result {
        if case .none = decoder.state.pointee.reusableContainers {
            decoder.state.pointee.reusableContainers = KeyedContainerReuse()
        }
        defer {
            // The table's containers hold the decoder until they are detached from it.
            let table = decoder.state.pointee.reusableContainers?.finished()
            decoder.state.pointee.reusableContainers = nil
            // Asked before the call below, which holds the decoder as its `self`.
            let isOnlyReference = isKnownUniquelyReferenced(&decoder)
            // Guaranteed by the caller's reference: a call on `decoder` itself, an `inout`,
            // would retain it and release it around.
            Unmanaged.passUnretained(decoder)._withUnsafeGuaranteedRef {
                $0.endCall(options: options, table: table, isOnlyReference: isOnlyReference)
            }
        }
        return try body(decoder)
    }

    /// Ends a call made by ``decoding(_:options:node:path:_:)``, whose container `table`
    /// is detached from the decoder: keeps the types met, and gives the decoder back to
    /// its keeper if nothing but the call holds it. A decoder kept past its
    /// decode (an `init(from:)` may store it) stays as it is, and makes containers afresh.
    @inline(__always)
    private func endCall(options: DecodingOptions, table: ReusableContainers<KeyedContainerFrame>?, isOnlyReference: Bool) {
        options.typeTraitsMemo?.keep(state.pointee.traits)
        state.pointee.traits.metNewTypes = false
        if keepsDocument { settleDocument(isOnlyReference: isOnlyReference) }
        guard let table else { return }
        guard isOnlyReference, let keeper else { return table.release() }
        state.pointee.reusableContainers = KeyedContainerReuse(table: table)
        clearForNextCall()
        // Declined when another call kept one first: this one is then freed.
        _ = keeper.keep(self)
    }

    /// Starts a call over `storage` on a decoder an earlier call kept (see
    /// ``KeptDecoderState``), as `init` starts a new one.
    @inline(__always)
    private func beginCall(storage: JSONDocumentStorage, options: DecodingOptions, node: Int, path: [any CodingKey]) {
        self.storage = storage
        keepsDocument = false
        beginCall(options: options, node: node, path: path)
    }

    /// Starts a call over the document this decoder holds (see `readKeptDocument`).
    @inline(__always)
    func beginCall(options: DecodingOptions, node: Int, path: [any CodingKey]) {
        // A coder's calls share one snapshot of its options until a setting changes.
        if !options.isSnapshot(of: self.options) { adopt(options) }
        // Cleared when it was kept (see `clearForNextCall`).
        state.pointee.node = node
        if !path.isEmpty { state.pointee.path = path }
        state.pointee.strings = RepeatedStrings(documentLength: storage.byteCount)
        // An earlier document's hints would point at nodes of this one.
        lookupHints.update(repeating: 0, count: lookupHintCount)
    }

    /// Ends a call over a document the decoder read itself (`readKeptDocument`), which
    /// borrows the caller's bytes and which no caller above checks: if the decoder or the
    /// storage is held by something else (a value that kept the decoder, a container or a
    /// node), the storage takes a copy of the bytes now, and the decoder, unless it is the
    /// one held, lets the storage go to its other holder. A storage nothing else holds
    /// stays for the next call (see `clearForNextCall`).
    @inline(__always)
    private func settleDocument(isOnlyReference: Bool) {
        guard !isOnlyReference || !isKnownUniquelyReferenced(&storage) else { return }
        keepDocumentPastCall(decoderIsHeld: !isOnlyReference)
    }

    @inline(never)
    private func keepDocumentPastCall(decoderIsHeld: Bool) {
        storage.adoptCopyOfBytes()
        if !decoderIsHeld { storage = Self.nullDocument }
        keepsDocument = false
    }

    /// Reads UTF-8 `input` for a call of this decoder, which the coder's last call kept
    /// and this call holds alone: into the storage of the document that call read, when
    /// its index is large enough, or else the coder's kept storage or a new one.
    ///
    /// Hot path: a small document's storage stays with the decoder that read it, so a call
    /// neither takes it from the coder's keeper nor gives it back, nor sets it on the
    /// decoder and clears it again: a dozen atomic reference count operations in all. The
    /// call's end keeps it only if nothing else holds it then, and copies the bytes of one
    /// something else holds (see `settleDocument`).
    ///
    /// - Throws: ``JSONReadingError``.
    @inline(__always)
    func readKeptDocument(_ input: UnsafeRawBufferPointer, options: DecodingOptions) throws {
        let capacity = try JSONDocumentStorage.tapeCapacity(forUTF8: input, options: options.reading)
        if let base = input.baseAddress, capacity <= storage.tapeCapacity, isKnownUniquelyReferenced(&storage) {
            withStorage { $0.reuse(borrowing: base.assumingMemoryBound(to: UInt8.self), count: input.count) }
        } else {
            storage = try JSONDocumentStorage.storage(for: input, borrowing: true, tapeCapacity: capacity, keeper: options.keptStorage)
        }
        keepsDocument = true
        try withStorage { $0.tapeCount = try JSONParser.parse(storage: $0, options: options.reading) }
    }

    /// Runs `body` on `storage`, which the decoder holds throughout: a method called on the
    /// property itself would retain and release it around the call.
    @inline(__always)
    private func withStorage<Result>(_ body: (JSONDocumentStorage) throws -> Result) rethrows -> Result {
        try Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef(body)
    }

    /// Takes a new snapshot of the coder's options, and what the decoder reads from them.
    @inline(never)
    private func adopt(_ options: DecodingOptions) {
        // A new coder's default options, taken up by a pooled decoder whose retired ones
        // are the defaults too: the same settings.
        let sameSettings = options.hasDefaultSettings && self.options.hasDefaultSettings
        self.options = options
        if !sameSettings { settings = Settings(options) }
    }

    /// Readies a decoder that a coder kept, when the coder goes, for another coder's call
    /// (see ``CoderPool``): it keeps what it learned about types, and lets go of its keeper
    /// and of the coder's options, so that the call that takes it adopts its own.
    ///
    /// Options that are still a new coder's defaults stay: nothing in them is the coder's
    /// but their version, which no other coder's options ever have (see
    /// `VersionedConfiguration`). Replacing them cost every coder that goes about 100
    /// instructions.
    func retire() {
        keeper = nil
        guard !options.hasDefaultSettings else { return }
        options = Self.retired.options
        settings = Self.retired.settings
    }

    /// The options of a decoder in ``SharedCoders`` (the defaults, which refer to no coder),
    /// and what the decoder reads from them: made once, since every coder that goes
    /// retires its decoder. `nonisolated(unsafe)`: never changed, and its user info is
    /// empty.
    nonisolated(unsafe) private static let retired = (options: DecodingOptions(), settings: Settings(DecodingOptions()))

    /// Drops what refers to the ending call's document or values, so that a kept decoder
    /// holds only the types met, the container table, memory and its coder's options
    /// (with their user info, which the coder holds too). The decoder refers back to its
    /// keeper: `StrataJSONDecoder`'s `deinit` empties it, which breaks that cycle.
    @inline(__always)
    private func clearForNextCall() {
        // The storage of a document the decoder read itself, which nothing else holds (see
        // `settleDocument`), stays for the next call's, if it is not too large; its
        // borrowed bytes are never read again.
        if !keepsDocument || storage.tapeCapacity > KeptDocumentStorage.largestCapacity {
            storage = Self.nullDocument
        }
        keepsDocument = false
        if !containerExtras.isEmpty { containerExtras.removeAll() }
        if !hintsAreInline {
            lookupHints.deallocate()
            lookupHints = (UnsafeMutableRawPointer(state) + Self.inlineHintsOffset).assumingMemoryBound(to: Int.self)
            lookupHintCount = Self.inlineHintCount
        }
        // A call that returns has restored most of these; one that throws may not have.
        // Each is tested first: assigning an empty value costs a call to destroy the old.
        state.pointee.strings.release()
        if !state.pointee.path.isEmpty { state.pointee.path.removeAll(keepingCapacity: true) }
        if case .some = state.pointee.pendingModel { state.pointee.pendingModel = nil }
        if case .some = state.pointee.pendingParentTag { state.pointee.pendingParentTag = nil }
        if case .some = state.pointee.chosenVariant { state.pointee.chosenVariant = nil }
        if case .some = state.pointee.collector { state.pointee.collector = nil }
        state.pointee.attemptsWithoutReport = 0
        state.pointee.lastProblemOffset = nil
        if case .some = state.pointee.lastUnreadError { state.pointee.lastUnreadError = nil }
        forgetReadKeys()
        if !state.pointee.exactKeyIndexes.isEmpty { state.pointee.exactKeyIndexes = Dictionary() }
    }

    /// The decoder of the detached frame that boxes a reuse table keeps between calls
    /// hold: a decoder over `null` that decodes nothing, so that a kept box holds neither
    /// a call's decoder nor its document (see `KeptDecoderState`).
    ///
    /// `nonisolated(unsafe)`: nothing ever decodes with it or changes it; it is only a
    /// value for the detached frame to point at, until a call gives the box a frame of its
    /// own.
    nonisolated(unsafe) static let detached = JSONIndexDecoder(storage: nullDocument, options: DecodingOptions())

    /// A decoder made otherwise (`superDecoder()`'s, whose lifetime nobody bounds) does not
    /// reuse containers: nothing would release the table.
    init(storage: JSONDocumentStorage, options: DecodingOptions, node: Int = 0, path: [any CodingKey] = []) {
        self.storage = storage
        self.options = options
        settings = Settings(options)
        lookupHintCount = Self.inlineHintCount
        // The state and the first lookup hints share one allocation: a second one cost a
        // small decode about 150 instructions.
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: Self.inlineHintsOffset &+ Self.inlineHintCount &* MemoryLayout<Int>.stride,
            alignment: max(MemoryLayout<State>.alignment, MemoryLayout<Int>.alignment))
        state = memory.bindMemory(to: State.self, capacity: 1)
        state.initialize(
            to: State(
                node: node, path: path, pendingModel: nil, traits: options.typeTraitsMemo?.take() ?? TypeTraitsCache(),
                strings: RepeatedStrings(documentLength: storage.byteCount)))
        lookupHints = (memory + Self.inlineHintsOffset).bindMemory(to: Int.self, capacity: Self.inlineHintCount)
        lookupHints.initialize(repeating: 0, count: lookupHintCount)
    }

    /// Makes sure a container at `depth` has a lookup hint of its own. Every keyed
    /// container's frame calls it when it is pointed at an object.
    @inline(__always)
    func reserveLookupHint(depth: Int) {
        if depth >= lookupHintCount {
            growLookupHints(toHold: depth)
        }
    }

    @inline(never)
    private func growLookupHints(toHold depth: Int) {
        let count = max(depth &+ 1, lookupHintCount &* 2)
        let grown = UnsafeMutablePointer<Int>.allocate(capacity: count)
        grown.moveInitialize(from: lookupHints, count: lookupHintCount)
        (grown + lookupHintCount).initialize(repeating: 0, count: count &- lookupHintCount)
        if !hintsAreInline { lookupHints.deallocate() }
        lookupHints = grown
        lookupHintCount = count
    }

    /// The first hints live after the state, in its allocation (see `init`).
    private static var inlineHintCount: Int { 64 }
    private static var inlineHintsOffset: Int {
        (MemoryLayout<State>.stride &+ MemoryLayout<Int>.alignment &- 1) & ~(MemoryLayout<Int>.alignment &- 1)
    }
    private var hintsAreInline: Bool {
        UnsafeMutableRawPointer(lookupHints) == UnsafeMutableRawPointer(state) + Self.inlineHintsOffset
    }

    deinit {
        if !hintsAreInline { lookupHints.deallocate() }
        state.pointee.strings.release()
        state.pointee.reusableContainers?.release()
        state.deinitialize(count: 1)
        UnsafeMutableRawPointer(state).deallocate()
    }

    var codingPath: [any CodingKey] { path }

    /// The coding path of a container, extended by `key`.
    func path(_ base: CodingPathBase, appending key: PathKey) -> [any CodingKey] {
        guard let key = key.codingKey else { return base.owned ?? Array(state.pointee.path.prefix(base.depth)) }
        if let owned = base.owned { return owned + CollectionOfOne(key) }
        // Allocated once, at its final size, and filled in place: appending the key to a
        // copy of the prefix allocated twice, and a skipped stream element that failed
        // spent about 700 instructions on its path.
        let path = state.pointee.path
        // As `prefix(_:)` would: never past the path's end.
        let depth = min(base.depth, path.count)
        guard depth > 0 else { return [key] }
        return [any CodingKey](unsafeUninitializedCapacity: depth &+ 1) { buffer, count in
            for index in 0..<depth {
                buffer.initializeElement(at: index, to: path[index])
            }
            buffer.initializeElement(at: depth, to: key)
            count = depth &+ 1
        }
    }

    /// Sets `path` to a container's path extended by `key`, before decoding a value
    /// below that container.
    @inline(__always)
    func enter(_ base: CodingPathBase, key: PathKey) {
        state.pointee.path.enter(owned: base.owned, depth: base.depth, key: key)
    }

    /// Restores `path` to a container's path after decoding a value below it.
    @inline(__always)
    func leave(_ base: CodingPathBase) {
        state.pointee.path.leave(depth: base.depth)
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard storage.nodeKind(node) == .object else {
            throw containerMismatch(keyed: true, node: node, path: path)
        }
        let base = CodingPathBase(depth: state.pointee.path.count)
        // Most containers are not a model's: they skip the check at the cost of a compare.
        if state.pointee.pendingModel != nil, let missingKeyValues = pendingMissingKeyValues() {
            return try container(keyedBy: type, base: base, keeping: missingKeyValues)
        }
        if let reusableContainers = state.pointee.reusableContainers {
            return reusableContainers.container(keyedBy: type, decoder: self, object: node, base: base, model: state.pointee.pendingModel)
        }
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(decoder: self, object: node, base: base, model: state.pointee.pendingModel))
    }

    /// The prototype's values for the missing keys of the model about to decode, if it
    /// keeps them (`JSONSerializing.missingKeysKeepPrototypeValues`).
    @inline(never)
    private func pendingMissingKeyValues() -> MissingKeyValues? {
        guard let model = state.pointee.pendingModel, model.keepsMissingKeyValues else { return nil }
        return model.missingKeyValues
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard storage.nodeKind(node) == .array else {
            throw containerMismatch(keyed: false, node: node, path: path)
        }
        return JSONUnkeyedDecodingContainer(decoder: self, array: node, base: CodingPathBase(depth: state.pointee.path.count))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueDecodingContainer(decoder: self, node: node, base: CodingPathBase(depth: state.pointee.path.count))
    }

    // MARK: Values

    func decodeTopLevel<T: Decodable>(_ type: T.Type) throws -> T {
        try validateAgainstSchema(node: 0, path: [])
        return try unbox(type, node: 0, base: CodingPathBase(depth: 0), key: .none)
    }

    /// Decodes the value at `node` as `T`, for a container whose path is `base`;
    /// `key` (if any) is the value's coding key in that container.
    @inline(__always)
    func unbox<T: Decodable>(_ type: T.Type, node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        let special = SpecialKind.of(type, usesDefaultKeys: usesDefaultKeys)
        if special != .none {
            return try unboxSpecial(special, type, node: node, base: base, key: key)
        }
        return try unbox(type, traits: traits(of: type), node: node, base: base, key: key)
    }

    /// Decodes a non-special type whose traits are known.
    @inline(__always)
    func unbox<T: Decodable>(_ type: T.Type, traits: TypeTraits, node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        if traits.decodesAsStringKeyedDictionary {
            return try unboxSpecial(.stringKeyedDictionary, type, node: node, base: base, key: key)
        }
        if let cluster = traits.cluster, cluster.isClassCluster {
            return try unboxClassCluster(type, cluster, node: node, base: base, key: key)
        }
        if traits.isPlainValue && !rejectsUnknownKeys && state.pointee.pendingModel == nil {
            return try unboxPlainValue(type, node: node, base: base, key: key)
        }
        // Hot path: what `withDecoder(at:base:key:model:_:)` does, written out; through
        // the closure citm_catalog decodes with 0.9% more instructions.
        let savedNode = self.node
        let savedModel = state.pointee.pendingModel
        enter(base, key: key)
        self.node = node
        state.pointee.pendingModel = traits.model
        defer {
            self.node = savedNode
            state.pointee.pendingModel = savedModel
            leave(base)
        }
        // `type`, not `T`: a metatype may name a subclass of `T` (Foundation builds it too).
        // Hot path: a value that is no model and not checked for unknown keys returns
        // straight from its `init(from:)` into the caller's memory; through `value` below,
        // a large struct (a 1.4 KB GitHub event) was moved twice more on its way out.
        if traits.model == nil && traits.directArray == nil && !rejectsUnknownKeys {
            do {
                return try type.init(from: self)
            } catch let error as DecodingError {
                throw explained(error, decoding: type, at: node)
            }
        }
        let value: T
        let failuresBefore = state.pointee.collector?.failureCount
        do {
            if let directArray = traits.directArray {
                value = try directArray.decodeDirectly(type, from: self)
            } else {
                value = try type.init(from: self)
            }
        } catch let error as DecodingError {
            throw explained(error, decoding: type, at: node)
        }
        guard let model = traits.model else {
            return rejectsUnknownKeys ? try completeDecoded(value, model: nil, node: node, depth: base.depth, key: key, failuresBefore: nil) : value
        }
        return try completeDecoded(value, model: model, node: node, depth: base.depth, key: key, failuresBefore: failuresBefore)
    }

    /// Decodes a value of no model, cluster or wrapper, not checked for unknown keys, and
    /// not asked for inside a model that has yet to ask for its container: most values.
    ///
    /// Hot path: only the node and the coding path change around the value's
    /// `init(from:)`, which returns straight into the caller's memory. Saving and
    /// restoring the pending model as well cost a value a retain and two releases, and
    /// the restore a call of its own; catching the error as a `DecodingError` here asked
    /// for that type's metadata on every value.
    @inline(__always)
    private func unboxPlainValue<T: Decodable>(_ type: T.Type, node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        let savedNode = self.node
        enter(base, key: key)
        self.node = node
        defer {
            self.node = savedNode
            leave(base)
        }
        do {
            // `type`, not `T`: a metatype may name a subclass of `T`.
            return try type.init(from: self)
        } catch {
            // `consume`: the error goes on without a retain and a release of its box.
            throw explained(anyError: consume error, decoding: type, at: node)
        }
    }

    /// ``explained(_:decoding:at:)`` for an error of any type; other errors pass as they are.
    ///
    /// An error whose message nobody reads (``discardsErrorMessages``: a skipped stream
    /// element, a wrapper's attempt) passes as it is, before the cast: explaining it
    /// only rewrites its message, and the cast alone cost a skipped element about 450
    /// instructions. That test is inlined into the caller's catch; the rest is not.
    @inline(__always)
    private func explained<T: Decodable>(anyError error: consuming any Error, decoding type: T.Type, at node: Int) -> any Error {
        if discardsErrorMessages { return error }
        return explainedIfDecodingError(error, decoding: type, at: node)
    }

    @inline(never)
    private func explainedIfDecodingError<T: Decodable>(_ error: consuming any Error, decoding type: T.Type, at node: Int) -> any Error {
        guard let error = error as? DecodingError else { return error }
        return explained(error, decoding: type, at: node)
    }

    /// What follows a value's `init(from:)` at `node`, whose coding path is its container's
    /// `depth` keys and `key`: its object's unknown keys are kept or rejected, and a
    /// model's hooks run. `failuresBefore` is the report's failure count before the value
    /// was decoded.
    ///
    /// Out of line: most values are neither models nor checked for unknown keys.
    @inline(never)
    private func completeDecoded<T>(_ value: T, model: ModelCodingInfo?, node: Int, depth: Int, key: PathKey, failuresBefore: Int?) throws -> T {
        // What follows reads the coding path: a value below that a container with a path
        // of its own decoded (an `@JSONKey` path, a nested container) left it longer.
        if case .none = key { restorePath(depth: depth) } else { restorePath(depth: depth &+ 1) }
        guard let model else { return try checkingUnknownKeys(of: value, model: nil, at: node) }
        let checked = rejectsUnknownKeys || model.unknownKeys.isTracked ? try checkingUnknownKeys(of: value, model: model, at: node) : value
        // A value with placeholders for what failed is only carried on to find the
        // document's other problems: its hooks do not run.
        if let failuresBefore, state.pointee.collector?.failureCount != failuresBefore { return checked }
        return try finishModel(checked, model: model, node: node)
    }

    /// Decodes a class of a class cluster at `node`: its `init(from:)`, then `addFields`,
    /// which reads the stored properties a subclass adds (its base's `init(from:)` knows
    /// only the base's), and only then the unknown-key check and the model's hooks, so
    /// that both see the whole object.
    func unboxClusterClass<T: Decodable>(
        _ type: T.Type, node: Int, base: CodingPathBase, key: PathKey, addFields: (T, JSONIndexDecoder) throws -> Void
    ) throws -> T {
        var traits = traits(of: type)
        traits.cluster = nil
        return try withDecoder(at: node, base: base, key: key, model: traits.model) { decoder in
            let failuresBefore = state.pointee.collector?.failureCount
            let value: T
            do {
                value = try type.init(from: decoder)
            } catch let error as DecodingError {
                throw explained(error, decoding: type, at: node)
            }
            state.pointee.pendingModel = nil
            try addFields(value, decoder)
            guard traits.model != nil || rejectsUnknownKeys else { return value }
            return try completeDecoded(value, model: traits.model, node: node, depth: base.depth, key: key, failuresBefore: failuresBefore)
        }
    }

    /// Runs `body` with this decoder standing at `node` (path `base` + `key`), as while
    /// a value's `init(from:)` runs there; `model` is the coding information of the model
    /// about to decode there, if any.
    func withDecoder<Result>(
        at node: Int, base: CodingPathBase, key: PathKey, model: ModelCodingInfo? = nil, _ body: (JSONIndexDecoder) throws -> Result
    ) rethrows -> Result {
        let savedNode = self.node
        let savedModel = state.pointee.pendingModel
        enter(base, key: key)
        self.node = node
        state.pointee.pendingModel = model
        defer {
            self.node = savedNode
            state.pointee.pendingModel = savedModel
            leave(base)
        }
        return try body(self)
    }

    /// Cuts the coding-path stack back to a value's own `depth` keys.
    @inline(__always)
    private func restorePath(depth: Int) {
        state.pointee.path.leave(depth: depth)
    }

    /// Runs a model's `didDecode()` and `validate()`.
    private func finishModel<T>(_ value: T, model: ModelCodingInfo, node: Int) throws -> T {
        do {
            if let finished = try model.afterDecoding(value) as? T { return finished }
            return value
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: state.pointee.path,
                    debugDescription: "\(model.typeName) rejected the decoded value \(location(of: node, path: state.pointee.path))",
                    underlyingError: error))
        }
    }

    /// What `type` is, beyond being special; cached.
    @inline(__always)
    func traits(of type: Any.Type) -> TypeTraits {
        state.pointee.traits.traits(of: type)
    }

    /// A base class of a class cluster: the cluster chooses the subclass; a subclass asked
    /// for by name is decoded as itself.
    private func unboxClassCluster<T: Decodable>(
        _ type: T.Type, _ cluster: ClusterCodingInfo, node: Int, base: CodingPathBase, key: PathKey
    ) throws
        -> T
    {
        let value =
            if type != cluster.baseType, let decodeSubclass = cluster.decodeSubclass {
                try decodeSubclass(type, self, node, base, key)
            } else {
                try decodeCluster(cluster, node: node, base: base, key: key)
            }
        guard let typed = value as? T else {
            let path = path(base, appending: key)
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "\(cluster.typeName) chose \(Swift.type(of: value)), which is not \(T.self), \(location(of: node, path: path))."
                ))
        }
        return typed
    }

    /// Decodes a value whose type is known only at run time.
    func unboxDynamic(_ type: any Decodable.Type, node: Int, base: CodingPathBase, key: PathKey) throws -> Any {
        try unbox(type, node: node, base: base, key: key)
    }
}

/// Where a container's coding path comes from.
///
/// Containers made by the decoder itself share the decoder's `path` stack: their path
/// is its first `depth` keys, which stay in place while they are in use. Containers
/// made by `nestedContainer` extend their parent's path without a value being decoded,
/// so they keep a copy of their own path (`owned`).
struct CodingPathBase {
    let depth: Int
    let owned: [any CodingKey]?

    init(depth: Int) {
        self.depth = depth
        owned = nil
    }

    init(owned: [any CodingKey]) {
        depth = owned.count
        self.owned = owned
    }
}

/// Reinterprets a value whose type the caller has proven to be `U` (by comparing
/// metatypes), without a dynamic cast. Used where generic code has checked
/// `T.self == Date.self` and holds a `Date` it must return as `T`.
@_transparent
func reinterpret<T, U>(_ value: T, as type: U.Type) -> U {
    unsafeBitCast(value, to: U.self)
}
