/// Builds a document's index (see ``JSONTape``) in one pass over its UTF-8 bytes.
///
/// Hot path, written for speed on purpose: raw pointers, bytes past the end read as
/// zero (which stops every scan, see ``peek(_:)``), word-at-a-time scans where at least
/// a word remains, containers tracked on an explicit stack
/// instead of recursion (so depth costs heap, never stack), and the JSON5 branches
/// placed only where strict JSON would already have failed, so strict reading pays
/// nothing for them.
struct JSONParser {
    /// An array or object that is open.
    struct Frame {
        /// The word index of the container's node.
        var node: Int
        /// Elements (pairs, for objects) seen so far.
        var count: Int
        /// Index in `keys` of this object's first key record.
        var firstKey: Int
        var isObject: Bool
        /// The union of the flags of this object's keys.
        var keyFlags: UInt8
        /// JSON5 `assumesTopLevelDictionary`: an object without braces, closed by the
        /// end of input.
        var isImplicit: Bool
    }

    private enum State {
        case value
        case afterValue
        case key
    }

    let input: UnsafePointer<UInt8>
    let count: Int
    let tape: UnsafeMutablePointer<UInt64>
    /// The offset of the input's last byte other than whitespace when that byte closes
    /// a container and the text is strict JSON; otherwise -1. See ``parse(startingIn:)``.
    let closingEnd: Int
    var tapeCount = 0
    var position = 0
    let json5: Bool
    let assumesTopLevelDictionary: Bool
    let maximumDepth: Int

    var frames: UnsafeMutablePointer<Frame>
    var frameCapacity: Int
    var depth = 0

    /// The keys of the open objects, kept until each object closes to find repeats.
    var keys: UnsafeMutablePointer<RepeatedKeyFinder.Record>
    var keyCapacity: Int
    var keyCount = 0
    var repeatedKeys = RepeatedKeyFinder()
    /// Whether `frames` and `keys` are the parser's to free: not while they are the
    /// caller's (see ``parse(storage:options:)``); growing one makes it the parser's.
    var ownsFrames = true
    var ownsKeys = true

    init(storage: JSONDocumentStorage, options: JSONReadingOptions) {
        self.init(storage: storage, options: options, frames: nil, keys: nil)
    }

    /// A parser that starts with the caller's stacks, if given, instead of allocating its
    /// own.
    private init(
        storage: JSONDocumentStorage, options: JSONReadingOptions, frames lentFrames: UnsafeMutableBufferPointer<Frame>?,
        keys lentKeys: UnsafeMutableBufferPointer<RepeatedKeyFinder.Record>?
    ) {
        input = UnsafePointer(storage.bytes)
        count = storage.byteCount
        tape = storage.tape
        json5 = options.allowsJSON5
        closingEnd = options.allowsJSON5 ? -1 : Self.closingEnd(of: UnsafePointer(storage.bytes), count: storage.byteCount)
        assumesTopLevelDictionary = options.assumesTopLevelDictionary
        maximumDepth = max(1, options.maximumDepth)
        // Small documents get small stacks, which both grow on demand.
        let isSmall = storage.byteCount <= Self.smallDocumentLength
        if let lentFrames, let start = lentFrames.baseAddress, lentFrames.count > 0 {
            frames = start
            frameCapacity = min(maximumDepth, lentFrames.count)
            ownsFrames = false
        } else {
            frameCapacity = min(maximumDepth, isSmall ? Self.smallFrameCapacity : 64)
            frames = .allocate(capacity: frameCapacity)
        }
        if let lentKeys, let start = lentKeys.baseAddress, lentKeys.count > 0 {
            keys = start
            keyCapacity = lentKeys.count
            ownsKeys = false
        } else {
            keyCapacity = isSmall ? Self.smallKeyCapacity : 256
            keys = .allocate(capacity: keyCapacity)
        }
    }

    /// The index words a document of `byteCount` bytes can need, read with containers
    /// nested at most `maximumDepth` deep, valid or not: the parser writes its index
    /// without bounds checks.
    ///
    /// Why it suffices: the bytes read so far hold each node's first byte, and every
    /// node but the first is introduced by a byte: `:` before a value, `,` before a key
    /// or element, or a container's opening bracket before its first member. Only that
    /// last kind is also a node's first byte (the container's own), and a container the
    /// text has closed adds its closing bracket, so the bytes counted twice are at most
    /// the containers still open, C ≤ `maximumDepth`: n ≥ 2V − 1 − C for V nodes, and
    /// their 2V words are at most n + 1 + C. JSON5's top-level object without braces
    /// adds a node without a byte and a key without an introducer, 4 words more. The
    /// capacity allows 2C and 8 words besides, a margin on a bound the parser relies on
    /// for memory safety. It never exceeds the simpler bound of a node per byte, 2n + 8
    /// words, which small documents keep.
    ///
    /// About 8 bytes of index per input byte, not 16: canada.json's index (2.2 MB of
    /// text) was 36 MB, above the 32 MiB up to which glibc reuses freed memory, so each
    /// decode mapped it afresh and faulted in every page it wrote, 15% of the decode.
    static func tapeCapacity(byteCount: Int, maximumDepth: Int) -> Int {
        let openContainers = min(max(1, maximumDepth), byteCount)
        return min(2 &* byteCount, byteCount &+ 1 &+ 2 &* openContainers) &+ 8
    }

    /// Documents up to this length start with stacks of `smallFrameCapacity` containers
    /// and `smallKeyCapacity` keys, on the call stack.
    static let smallDocumentLength = 4096
    static var smallFrameCapacity: Int { 16 }
    static var smallKeyCapacity: Int { 32 }

    /// Parses `storage`'s input into its index and returns the number of index words
    /// written.
    ///
    /// A small document's stacks (1 KiB in all) live on the call stack: allocating and
    /// freeing them on the heap cost about 500 instructions, 3% of decoding a 350-byte
    /// object.
    @_transparent
    static func parse(storage: JSONDocumentStorage, options: JSONReadingOptions) throws -> Int {
        guard storage.byteCount <= smallDocumentLength else {
            var parser = JSONParser(storage: storage, options: options)
            defer { parser.deallocateScratch() }
            return try parser.parseDocument()
        }
        return try withUnsafeTemporaryAllocation(of: Frame.self, capacity: smallFrameCapacity) { frames in
            try withUnsafeTemporaryAllocation(of: RepeatedKeyFinder.Record.self, capacity: smallKeyCapacity) { keys in
                var parser = JSONParser(storage: storage, options: options, frames: frames, keys: keys)
                defer { parser.deallocateScratch() }
                return try parser.parseDocument()
            }
        }
    }

    func deallocateScratch() {
        if ownsFrames { frames.deallocate() }
        if ownsKeys { keys.deallocate() }
        repeatedKeys.deallocate()
    }

    /// The whole input as a buffer, for error messages.
    var inputBuffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: input, count: count)
    }

    // MARK: - Document

    /// Parses the input and returns the number of index words written.
    @_transparent
    mutating func parseDocument() throws -> Int {
        skipWhitespace()
        if assumesTopLevelDictionary && peek(position) != UInt8(ascii: "{") {
            try openContainer(kind: .object, implicit: true)
            if position >= count {
                closeContainer()
            } else {
                frames[depth - 1].count = 1
                try parse(startingIn: .key)
            }
        } else {
            guard position < count else {
                throw JSONReadingError.at(position, in: inputBuffer, .emptyInput)
            }
            try parse(startingIn: .value)
        }
        skipWhitespace()
        guard position >= count else {
            let found = JSONReadingError.describeByte(at: position, in: inputBuffer)
            throw JSONReadingError.at(position, in: inputBuffer, .trailingContent(found: found))
        }
        return tapeCount
    }

    /// Parses the one value at `position` and stops where it ends; the caller decides
    /// what may follow (see `JSONParser+Elements`).
    mutating func parseValue() throws {
        try parse(startingIn: .value)
    }

    /// The state machine. Each state expects whitespace before `position` skipped.
    ///
    /// Hot path: when the input ends with a closing bracket (``closingEnd``), the
    /// machine reads the bytes it looks at without bounds checks. Nothing but consuming
    /// that bracket moves `position` past it: strings end at a quote, numbers and
    /// whitespace at another byte, literals in letters, and commas and colons are
    /// never the last byte. So every read is at or before it, inside the input, until
    /// a container closes; only then, after a value, is `position` checked, and past
    /// the bracket with containers still open (text that will fail) the machine goes
    /// on with checked reads.
    private mutating func parse(startingIn initial: State) throws {
        var state = initial
        if closingEnd >= 0 {
            guard let resumed = try runStateMachine(from: state, checked: false) else { return }
            state = resumed
        }
        try runCheckedStateMachine(from: state)
    }

    /// The machine with every read checked, out of line so that the unchecked one stays
    /// small.
    @inline(never)
    private mutating func runCheckedStateMachine(from state: State) throws {
        _ = try runStateMachine(from: state, checked: true)
    }

    /// Runs the machine from `state` until the top-level value is complete (nil), or,
    /// unchecked, until `position` has passed ``closingEnd`` (the state to go on in).
    @_transparent
    private mutating func runStateMachine(from initial: State, checked: Bool) throws -> State? {
        var state = initial
        while true {
            switch state {
            case .value:
                state = try parseValueStart(checked: checked)
            case .afterValue:
                guard depth > 0 else { return nil }
                if !checked && position > closingEnd { return .afterValue }
                skipWhitespace(checked: checked)
                // Hot path: a comma between members or elements (JSON5 text, which may
                // close a container after one, takes `parseAfterValue`).
                if byte(at: position, checked: checked) == UInt8(ascii: ","), !allowsJSON5(checked: checked) {
                    position &+= 1
                    skipBlanksAfterComma(checked: checked)
                    frames[depth &- 1].count &+= 1
                    state = frames[depth &- 1].isObject ? .key : .value
                } else if !allowsJSON5(checked: checked),
                    byte(at: position, checked: checked) == (frames[depth &- 1].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")),
                    !frames[depth &- 1].isImplicit
                {
                    // Hot path: the container's own closing bracket. (A top-level object
                    // read without braces, `assumesTopLevelDictionary`, has none: a `}`
                    // there is an error `parseAfterValue` reports.)
                    position &+= 1
                    closeContainer()
                } else {
                    state = try parseAfterValue()
                }
            case .key:
                if byte(at: position, checked: checked) != UInt8(ascii: "\"") || !scanPlainKey() {
                    try parseKey()
                }
                // Hot path: a colon right after the key, then none or one space (compact
                // and pretty-printed text), passes without the whitespace loop.
                if byte(at: position, checked: checked) == UInt8(ascii: ":") {
                    position &+= 1
                    if byte(at: position, checked: checked) == 0x20 { position &+= 1 }
                    skipWhitespace(checked: checked)
                } else {
                    skipWhitespace()
                    guard peek(position) == UInt8(ascii: ":") else {
                        throw unexpected(expected: "':' after an object key")
                    }
                    position &+= 1
                    skipWhitespace()
                }
                state = .value
            }
        }
    }

    /// Whether JSON5 is read, as the machine in the given mode sees it: the unchecked
    /// machine runs only on strict JSON (``closingEnd`` is -1 for JSON5), so its value
    /// steps need not load the option at all.
    @_transparent
    private func allowsJSON5(checked: Bool) -> Bool {
        checked && json5
    }

    /// The byte at `offset`: read directly, or as ``peek(_:)`` reads it.
    @_transparent
    private func byte(at offset: Int, checked: Bool) -> UInt8 {
        checked ? peek(offset) : input[offset]
    }

    /// The offset of the last byte of `input` other than JSON whitespace, if that byte
    /// is `}` or `]`; otherwise -1.
    private static func closingEnd(of input: UnsafePointer<UInt8>, count: Int) -> Int {
        var last = count &- 1
        while last >= 0, isWhitespace(input[last]) {
            last &-= 1
        }
        guard last >= 0, input[last] == UInt8(ascii: "}") || input[last] == UInt8(ascii: "]") else { return -1 }
        return last
    }

    /// Reads a value starting at `position`: a scalar whole, or a container's opening.
    /// Returns what follows: a separator, or a non-empty container's first element.
    @_transparent
    private mutating func parseValueStart(checked: Bool) throws -> State {
        let byte = byte(at: position, checked: checked)
        switch byte {
        case UInt8(ascii: "\""):
            try scanString(isKey: false)
            return .afterValue
        case UInt8(ascii: "{"):
            try openContainer(kind: .object, implicit: false)
            position &+= 1
            skipWhitespace(checked: checked)
            if self.byte(at: position, checked: checked) == UInt8(ascii: "}") {
                position &+= 1
                closeContainer()
                return .afterValue
            }
            frames[depth - 1].count = 1
            return .key
        case UInt8(ascii: "["):
            try openContainer(kind: .array, implicit: false)
            position &+= 1
            skipWhitespace(checked: checked)
            if self.byte(at: position, checked: checked) == UInt8(ascii: "]") {
                position &+= 1
                closeContainer()
                return .afterValue
            }
            frames[depth - 1].count = 1
            return .value
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if allowsJSON5(checked: checked) {
                try scanJSON5Number()
            } else {
                try scanNumber()
                // An array of numbers goes on in a loop of its own.
                if !checked && input[position] == UInt8(ascii: ","), depth > 0, !frames[depth &- 1].isObject {
                    scanNumberRun()
                }
            }
            return .afterValue
        case UInt8(ascii: "t"):
            try scanLiteral(0x6575_7274, length: 4, kind: .trueLiteral, name: "true")
            return .afterValue
        case UInt8(ascii: "f"):
            // "fals" as one word, then the final "e".
            if loadWord32(at: position) == 0x736C_6166 && peek(position &+ 4) == UInt8(ascii: "e") {
                emit(.falseLiteral, flags: 0, offset: position, payload: 0)
                position &+= 5
                return .afterValue
            }
            throw invalidLiteral(expected: "false")
        case UInt8(ascii: "n"):
            try scanLiteral(0x6C6C_756E, length: 4, kind: .null, name: "null")
            return .afterValue
        default:
            if allowsJSON5(checked: checked), try scanJSON5Value() {
                return .afterValue
            }
            if position >= count {
                throw JSONReadingError.at(position, in: inputBuffer, .unexpectedEndOfInput(expected: "a value"))
            }
            throw unexpected(expected: "a value")
        }
    }

    /// After a value inside a container: a separator, or the container's end.
    private mutating func parseAfterValue() throws -> State {
        let byte = peek(position)
        let frame = frames[depth - 1]
        if frame.isObject {
            if byte == UInt8(ascii: ",") {
                position &+= 1
                skipWhitespace()
                if json5 && (peek(position) == UInt8(ascii: "}") && !frame.isImplicit || frame.isImplicit && position >= count) {
                    if !frame.isImplicit { position &+= 1 }
                    closeContainer()
                    return .afterValue
                }
                frames[depth - 1].count &+= 1
                return .key
            }
            if frame.isImplicit {
                if position >= count {
                    closeContainer()
                    return .afterValue
                }
                throw unexpected(expected: "',' or the end of input after an object member")
            }
            if byte == UInt8(ascii: "}") {
                position &+= 1
                closeContainer()
                return .afterValue
            }
            if position >= count {
                throw JSONReadingError.at(position, in: inputBuffer, .unexpectedEndOfInput(expected: "',' or '}' after an object member"))
            }
            throw unexpected(expected: "',' or '}' after an object member")
        } else {
            if byte == UInt8(ascii: ",") {
                position &+= 1
                skipWhitespace()
                if json5 && peek(position) == UInt8(ascii: "]") {
                    position &+= 1
                    closeContainer()
                    return .afterValue
                }
                frames[depth - 1].count &+= 1
                return .value
            }
            if byte == UInt8(ascii: "]") {
                position &+= 1
                closeContainer()
                return .afterValue
            }
            if position >= count {
                throw JSONReadingError.at(position, in: inputBuffer, .unexpectedEndOfInput(expected: "',' or ']' after an array element"))
            }
            throw unexpected(expected: "',' or ']' after an array element")
        }
    }

    /// An object key at `position`.
    private mutating func parseKey() throws {
        let byte = peek(position)
        if byte == UInt8(ascii: "\"") {
            try scanString(isKey: true)
            return
        }
        if json5 {
            try scanJSON5Key()
            return
        }
        if position >= count {
            throw JSONReadingError.at(position, in: inputBuffer, .unexpectedEndOfInput(expected: "an object key in double quotes"))
        }
        if byte == UInt8(ascii: "}") {
            throw unexpected(expected: "an object key in double quotes (JSON does not allow a comma before '}')")
        }
        throw unexpected(expected: "an object key in double quotes")
    }

    // MARK: - Containers

    /// Inlined on purpose: left to the compiler, it was taken out of line whenever the
    /// state machine grew, a call for every container (citm_catalog decode +0.7%).
    @_transparent
    private mutating func openContainer(kind: NodeKind, implicit: Bool) throws {
        guard depth < maximumDepth else {
            throw JSONReadingError.at(position, in: inputBuffer, .nestingTooDeep(limit: maximumDepth))
        }
        if depth == frameCapacity {
            let newCapacity = min(maximumDepth, frameCapacity * 2)
            let grown = UnsafeMutablePointer<Frame>.allocate(capacity: newCapacity)
            grown.moveInitialize(from: frames, count: depth)
            if ownsFrames { frames.deallocate() }
            ownsFrames = true
            frames = grown
            frameCapacity = newCapacity
        }
        (frames + depth).initialize(
            to: Frame(
                node: tapeCount, count: 0, firstKey: keyCount,
                isObject: kind == .object, keyFlags: 0, isImplicit: implicit))
        emit(kind, flags: 0, offset: position, payload: 0)
        depth &+= 1
    }

    private mutating func closeContainer() {
        depth &-= 1
        let frame = frames[depth]
        tape[frame.node &+ 1] = JSONTape.containerPayload(count: frame.count, end: tapeCount)
        if frame.isObject {
            closeObject(frame)
        }
    }

    /// Flags an object that needs exact lookups and forgets its keys. Out of line, so
    /// that closing an array (canada.json closes 56,000) stays a few instructions.
    @inline(never)
    private mutating func closeObject(_ frame: Frame) {
        if frame.count > 0 && needsExactLookup(frame) {
            tape[frame.node] |= UInt64(NodeFlags.objectNeedsExactLookup) << 4
        }
        keyCount = frame.firstKey
    }

    // MARK: - Scalars

    @_transparent
    mutating func emit(_ kind: NodeKind, flags: UInt8, offset: Int, payload: Int) {
        Self.emit(kind, flags: flags, offset: offset, payload: payload, into: tape, at: &tapeCount)
    }

    /// Writes a node's two words at `tapeCount` words into `tape`, and moves `tapeCount`
    /// past them: for loops that keep the index length in a local
    /// (``scanNumberRun()``).
    @_transparent
    static func emit(
        _ kind: NodeKind, flags: UInt8, offset: Int, payload: Int, into tape: UnsafeMutablePointer<UInt64>, at tapeCount: inout Int
    ) {
        tape[tapeCount] = JSONTape.header(kind: kind, flags: flags, offset: offset)
        tape[tapeCount &+ 1] = UInt64(truncatingIfNeeded: payload)
        tapeCount &+= 2
    }

    /// The byte at `offset`, or 0 past the end: every scan stops at a zero byte (no
    /// valid JSON byte outside a string is zero, and inside one it is a rejected
    /// control character), so the end of input needs no separate test in the loops.
    @_transparent
    func peek(_ offset: Int) -> UInt8 {
        offset < count ? input[offset] : 0
    }

    /// Four bytes at `offset`, little-endian, zeros past the end.
    @_transparent
    func loadWord32(at offset: Int) -> UInt32 {
        if offset &+ 4 <= count {
            return UnalignedWords.load32(input + offset)
        }
        return UInt32(truncatingIfNeeded: Self.tailWord(input, count, at: offset))
    }

    /// Eight bytes at `offset`, little-endian, zeros past the end. The input is the
    /// caller's memory, so reads never go past its last byte.
    @_transparent
    func loadWord64(at offset: Int) -> UInt64 {
        Self.word64(input, count, at: offset)
    }

    /// The last few bytes of the input as a word, zeros past the end. Static, so that
    /// calling it does not copy the parser.
    @inline(never)
    private static func tailWord(_ input: UnsafePointer<UInt8>, _ count: Int, at offset: Int) -> UInt64 {
        var word: UInt64 = 0
        var index = 0
        while index < 8 && offset &+ index < count {
            word |= UInt64(input[offset &+ index]) &<< UInt64(8 &* index)
            index &+= 1
        }
        return word
    }

    @_transparent
    private mutating func scanLiteral(_ word: UInt32, length: Int, kind: NodeKind, name: String) throws {
        guard loadWord32(at: position) == word else {
            throw invalidLiteral(expected: name)
        }
        emit(kind, flags: 0, offset: position, payload: 0)
        position &+= length
    }

    private func invalidLiteral(expected name: String) -> JSONReadingError {
        // Point at the first byte that differs from the literal.
        var offset = position
        for expectedByte in name.utf8 {
            guard peek(offset) == expectedByte else { break }
            offset &+= 1
        }
        if offset >= count {
            return JSONReadingError.at(offset, in: inputBuffer, .unexpectedEndOfInput(expected: "the rest of '\(name)'"))
        }
        let found = JSONReadingError.describeByte(at: offset, in: inputBuffer)
        return JSONReadingError.at(offset, in: inputBuffer, .unexpectedCharacter(found: found, expected: "'\(name)'"))
    }

    // MARK: - Whitespace

    /// Skips the four JSON whitespace characters (and, in JSON5, comments and the
    /// other JSON5 whitespace).
    ///
    /// Hot path: the common case, no whitespace at all, is one test inline; runs of
    /// whitespace are skipped out of line, so that the loops that call this stay small.
    @_transparent
    mutating func skipWhitespace() {
        skipWhitespace(checked: true)
    }

    /// ``skipWhitespace()``, reading the first byte directly or as ``peek(_:)`` does.
    @_transparent
    private mutating func skipWhitespace(checked: Bool) {
        if byte(at: position, checked: checked) <= 0x20 {
            position = Self.skipBlanks(input, count, from: position)
        }
        if allowsJSON5(checked: checked) {
            skipJSON5Trivia()
        }
    }

    /// Skips the whitespace after a comma in strict JSON.
    ///
    /// Hot path: one space (`[1, 2]`, as many writers put it) passes without the call
    /// to ``skipBlanks(_:_:from:)``, which cost mesh.json a tenth of its decode; text
    /// without whitespace pays one test, as in ``skipWhitespace(checked:)``.
    @_transparent
    private mutating func skipBlanksAfterComma(checked: Bool) {
        let next = byte(at: position, checked: checked)
        guard next <= 0x20 else { return }
        if next == 0x20 && byte(at: position &+ 1, checked: checked) > 0x20 {
            position &+= 1
        } else {
            position = Self.skipBlanks(input, count, from: position)
        }
    }

    /// The offset of the first byte at or after `offset` that is not JSON whitespace.
    ///
    /// Pretty-printed input indents with runs of spaces: after each whitespace byte, a
    /// run is skipped a word at a time while eight bytes remain, and the first byte that
    /// is not a space found in the word itself. Static, so that calling it does not copy
    /// the parser.
    ///
    /// A line break and its indent, the run between a comma and the next member in
    /// pretty-printed text, is read first, a word of spaces at a time, without testing
    /// each byte's class (twitter.json has 15,000 such runs per decode).
    @inline(never)
    private static func skipBlanks(_ input: UnsafePointer<UInt8>, _ count: Int, from offset: Int) -> Int {
        if offset < count && input[offset] == 0x0A {
            var indent = offset &+ 1
            while indent &+ 8 <= count {
                let others = UnalignedWords.load64(input + indent) ^ 0x2020_2020_2020_2020
                if others != 0 {
                    indent &+= others.trailingZeroBitCount &>> 3
                    // Another line break or a tab takes the loop below.
                    if input[indent] > 0x20 { return indent }
                    break
                }
                indent &+= 8
            }
        }
        var pos = offset
        while pos < count {
            guard isWhitespace(input[pos]) else { return pos }
            pos &+= 1
            while pos &+ 8 <= count {
                let others = UnalignedWords.load64(input + pos) ^ 0x2020_2020_2020_2020
                if others != 0 {
                    pos &+= others.trailingZeroBitCount &>> 3
                    break
                }
                pos &+= 8
            }
        }
        return pos
    }

    /// Whether `byte` is one of JSON's four whitespace bytes: space, line feed, carriage
    /// return, tab (one bit each in a mask).
    @_transparent
    static func isWhitespace(_ byte: UInt8) -> Bool {
        let whitespace: UInt64 = 1 << 0x20 | 1 << 0x0A | 1 << 0x0D | 1 << 0x09
        return byte <= 0x20 && whitespace &>> UInt64(byte) & 1 != 0
    }

    /// Eight bytes at `offset` of `input`, little-endian, zeros past the end.
    @_transparent
    static func word64(_ input: UnsafePointer<UInt8>, _ count: Int, at offset: Int) -> UInt64 {
        if offset &+ 8 <= count {
            return UnalignedWords.load64(input + offset)
        }
        return tailWord(input, count, at: offset)
    }

    // MARK: - Errors

    func unexpected(expected: String) -> JSONReadingError {
        if json5 && peek(position) == UInt8(ascii: "/") && peek(position &+ 1) == UInt8(ascii: "*") {
            return JSONReadingError.at(position, in: inputBuffer, .unexpectedEndOfInput(expected: "'*/' to close the comment"))
        }
        if position >= count {
            return JSONReadingError.at(position, in: inputBuffer, .unexpectedEndOfInput(expected: expected))
        }
        let found = JSONReadingError.describeByte(at: position, in: inputBuffer)
        return JSONReadingError.at(position, in: inputBuffer, .unexpectedCharacter(found: found, expected: expected))
    }

    func error(at offset: Int, _ reason: JSONReadingError.Reason) -> JSONReadingError {
        JSONReadingError.at(offset, in: inputBuffer, reason)
    }
}
