import Testing

@testable import Strata

/// The string scanner classifies eight bytes at a time; the first byte it marks must be
/// exactly the first byte that ends plain text: `"`, `\`, a control character or a
/// non-ASCII byte.
@Suite("String scanning: the first byte that ends plain text")
struct StringStopMaskTests {
    static func firstStop(_ word: UInt64) -> Int {
        for lane in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: word >> UInt64(lane * 8))
            if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { return lane }
        }
        return 8
    }

    static func markedStop(_ word: UInt64) -> Int {
        let mask = JSONParser.stringStopMask(word)
        return mask == 0 ? 8 : mask.trailingZeroBitCount / 8
    }

    /// Bytes around the ones that stop a scan (and a stop byte, to test what lies above one).
    static let fills: [UInt8] = [0x41, 0x20, 0x21, 0x23, 0x1F, 0x5B, 0x5D, 0x7F, 0x80, 0x22]

    @Test("every byte value in every lane, among neighbours of the stopping bytes", arguments: fills)
    func everyByteInEveryLane(fill: UInt8) {
        for lane in 0..<8 {
            for value in 0...255 {
                var word: UInt64 = 0
                for position in 0..<8 {
                    word |= UInt64(position == lane ? UInt8(value) : fill) << UInt64(position * 8)
                }
                #expect(Self.markedStop(word) == Self.firstStop(word), "byte \(value) in lane \(lane) among \(fill)")
            }
        }
    }

    @Test("random words, mostly plain text")
    func randomWords() {
        var generator = SeededGenerator(seed: 0x5715)
        for _ in 0..<200_000 {
            // Printable ASCII, with a stopping byte sometimes.
            var word: UInt64 = 0
            for position in 0..<8 {
                let byte: UInt8 =
                    Int.random(in: 0..<6, using: &generator) == 0
                    ? UInt8.random(in: 0...255, using: &generator) : UInt8.random(in: 0x20...0x7E, using: &generator)
                word |= UInt64(byte) << UInt64(position * 8)
            }
            #expect(Self.markedStop(word) == Self.firstStop(word))
        }
    }

    /// Words whose lowest bytes are plain text and whose upper bytes hold a stopping byte
    /// (or none), so that the two lanes of the vector mask are tested on every lane of
    /// either word.
    static func wordPairs() -> [(UInt64, UInt64)] {
        var generator = SeededGenerator(seed: 0x5716)
        var pairs: [(UInt64, UInt64)] = []
        for _ in 0..<20_000 {
            var words: [UInt64] = [0, 0]
            for index in 0..<2 {
                for position in 0..<8 {
                    let byte: UInt8 =
                        Int.random(in: 0..<10, using: &generator) == 0
                        ? UInt8.random(in: 0...255, using: &generator) : UInt8.random(in: 0x20...0x7E, using: &generator)
                    words[index] |= UInt64(byte) << UInt64(position * 8)
                }
            }
            pairs.append((words[0], words[1]))
        }
        return pairs
    }

    @Test("the two-word mask marks each lane as the one-word mask does")
    func twoWordMask() {
        for (low, high) in Self.wordPairs() {
            let masks = JSONParser.stringStopMasks(SIMD2(low, high))
            #expect(masks[0] == JSONParser.stringStopMask(low))
            #expect(masks[1] == JSONParser.stringStopMask(high))
        }
    }

    /// Every byte that ends plain text, and bytes that do not. Each text is scanned with
    /// 16-byte steps (an optimized build) and without (a debug build; see `VectorScans`).
    static let stopBytes: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x0A, 0x80, 0xC3, 0xFF]

    @Test(
        "the run ends at the first stopping byte, at every position from every start, in texts of 1 to 70 bytes",
        arguments: stopBytes)
    func runEndsAtFirstStop(stop: UInt8) {
        for length in 1...70 {
            let plain = (0..<length).map { UInt8(0x41 + $0 % 26) }
            for start in 0...min(length, 19) {
                // No stopping byte: the run reaches the end.
                plain.withUnsafeBufferPointer { text in
                    for pairs in [true, false] {
                        #expect(
                            JSONParser.plainTextEnd(text.baseAddress!, length, from: start, readingPairs: pairs) == length,
                            "length \(length) from \(start), pairs \(pairs)")
                    }
                }
                for position in start..<length {
                    var text = plain
                    text[position] = stop
                    // A second stopping byte later must not move the end.
                    if position + 3 < length { text[position + 3] = 0x22 }
                    text.withUnsafeBufferPointer { text in
                        for pairs in [true, false] {
                            #expect(
                                JSONParser.plainTextEnd(text.baseAddress!, length, from: start, readingPairs: pairs) == position,
                                "byte \(stop) at \(position) of \(length) from \(start), pairs \(pairs)")
                        }
                    }
                }
            }
        }
    }
}
