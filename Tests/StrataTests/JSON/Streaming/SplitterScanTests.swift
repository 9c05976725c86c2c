import Foundation
import Testing

@testable import Strata

/// The splitter's word-at-a-time and sixteen-at-a-time scans against plain loops over
/// single bytes, on random text made of the bytes that matter to them.
@Suite("Streaming: the splitter's scans")
struct SplitterScanTests {
    /// Bytes that change what a scan sees, with others between them.
    static let alphabet: [UInt8] = Array(#"{}[]"\\ ,:ax0é"#.utf8) + [0x0A, 0x0D, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80]

    static func randomText(_ length: Int, using generator: inout SeededGenerator) -> [UInt8] {
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
    }

    @Test("line feeds, scalar starts and the next interesting byte, from every start", arguments: 0..<20)
    func byteScans(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let text = Self.randomText(700, using: &generator)
        text.withUnsafeBufferPointer { buffer in
            let bytes = buffer.baseAddress!
            for start in stride(from: 0, to: text.count, by: 7) {
                let end = min(text.count, start + Int(generator.next() % 600))
                let slice = text[start..<end]
                let lineFeeds = ByteScanning.lineFeeds(bytes, from: start, to: end)
                #expect(lineFeeds.count == slice.filter { $0 == 0x0A }.count)
                #expect(lineFeeds.last == slice.lastIndex(of: 0x0A))
                #expect(ByteScanning.firstLineFeed(bytes, from: start, to: end) == (slice.firstIndex(of: 0x0A) ?? end))
                #expect(ByteScanning.scalarStartCount(bytes, from: start, to: end) == slice.filter { $0 & 0xC0 != 0x80 }.count)
                let quoteOrBackslash = slice.firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } ?? end
                #expect(ByteScanning.firstQuoteOrBackslash(bytes, from: start, to: end) == quoteOrBackslash)
                let structural = slice.firstIndex { Array(#""{}[]"#.utf8).contains($0) } ?? end
                #expect(ByteScanning.firstStructural(bytes, from: start, to: end) == structural)
            }
        }
        // Long runs of continuation bytes: the lane sums must not overflow.
        let continuations = [UInt8](repeating: 0x80, count: 5_000) + [0x41]
        continuations.withUnsafeBufferPointer {
            #expect(ByteScanning.scalarStartCount($0.baseAddress!, from: 0, to: continuations.count) == 1)
        }
    }

    /// Where a value starting at `start` ends, one byte at a time: the outcome the
    /// scanner must reach however the bytes arrive.
    static func referenceEnd(of text: [UInt8], maximumDepth: Int) -> ValueScanner.Outcome {
        var kinds: [Bool] = []
        var inString = false
        var index = 0
        let isScalar = !Array(#""{["#.utf8).contains(text[0])
        if isScalar {
            while index < text.count {
                if ValueScanner.endsScalar(text[index]) { return .complete(end: index) }
                index += 1
            }
            return .incomplete(resumeAt: text.count)
        }
        while index < text.count {
            let byte = text[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    if index + 1 >= text.count { return .incomplete(resumeAt: index) }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if kinds.isEmpty { return .complete(end: index + 1) }
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                if kinds.count >= maximumDepth { return .tooDeep(offset: index) }
                kinds.append(byte == UInt8(ascii: "{"))
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                guard let open = kinds.last else { return .mismatched(offset: index, expected: 0) }
                if open != (byte == UInt8(ascii: "}")) { return .mismatched(offset: index, expected: open ? UInt8(ascii: "}") : UInt8(ascii: "]")) }
                kinds.removeLast()
                if kinds.isEmpty { return .complete(end: index + 1) }
            }
            index += 1
        }
        return .incomplete(resumeAt: text.count)
    }

    /// Scans `text` handed over in pieces, as refills do: each call sees everything that
    /// has arrived, from where the last one stopped.
    static func scan(_ text: [UInt8], pieces: [Int], maximumDepth: Int) -> ValueScanner.Outcome {
        var scanner = ValueScanner(maximumDepth: maximumDepth)
        scanner.begin(first: text[0])
        var resume = 0
        var arrived = 0
        for piece in pieces + [text.count] {
            arrived = min(text.count, max(arrived, piece))
            let outcome = text.withUnsafeBufferPointer { scanner.scan($0.baseAddress!, from: resume, to: arrived) }
            guard case .incomplete(let resumeAt) = outcome else { return outcome }
            resume = resumeAt
        }
        return .incomplete(resumeAt: resume)
    }

    @Test("value ends against a byte-by-byte scan, whatever the pieces", arguments: 0..<40)
    func valueEnds(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919)
        for trial in 0..<60 {
            // Values that open a container, so that the sixteen-byte blocks run, with
            // strings full of brackets, escaped quotes and backslashes.
            var text = Array("{\"a\": [".utf8) + Self.randomText(Int(generator.next() % 300), using: &generator)
            if trial % 5 == 0 { text = Array("\"".utf8) + text }
            if trial % 7 == 0 { text = Array("12".utf8) + text }
            let depth = 3 + Int(generator.next() % 6)
            let expected = Self.referenceEnd(of: text, maximumDepth: depth)
            let whole = Self.scan(text, pieces: [], maximumDepth: depth)
            #expect(whole == expected, "\(String(decoding: text, as: UTF8.self))")
            let cuts = (0..<3).map { _ in Int(generator.next() % UInt64(text.count + 1)) }.sorted()
            #expect(Self.scan(text, pieces: cuts, maximumDepth: depth) == expected, "cut at \(cuts)")
        }
    }
}
