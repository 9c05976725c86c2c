import Foundation

/// Writes values one at a time as JSON Lines or as one array, handing the text on in
/// chunks, so that what is held at once is a chunk and the largest value, never the
/// whole output.
///
/// Each value is encoded by the streaming encoder on its own, with the encoder's options.
/// Inside an array, a pretty-printed value sits one level deeper than on its own: two
/// more spaces after each of its line breaks (none on the empty line of an empty
/// container, which the encoder leaves blank), the same bytes as when the whole array is
/// encoded at once. Raw line feeds occur in encoded JSON only as formatting: a string's
/// line feed is written `\n`.
struct ElementWriter: ~Copyable {
    private var pending: JSONOutputBuffer
    private let options: EncodingOptions
    private let layout: StrataJSONEncoder.StreamLayout
    private let pretty: Bool
    private var count = 0
    private var lastLength = 0
    /// Text is handed on once this much is pending.
    static let chunkSize = 64 << 10

    init(layout: StrataJSONEncoder.StreamLayout, options: EncodingOptions) {
        var options = options
        if layout == .jsonLines {
            // One value per line: pretty-printing would break it across lines.
            options.outputFormatting.remove(.prettyPrinted)
        }
        self.options = options
        self.layout = layout
        pretty = options.outputFormatting.contains(.prettyPrinted)
        pending = JSONOutputBuffer(capacity: Self.chunkSize + Self.chunkSize / 4)
        if layout == .array { pending.append(UInt8(ascii: "[")) }
    }

    /// Encodes `value` after the values before it. Returns a chunk to hand on when enough
    /// text is pending.
    mutating func append<Value: Encodable>(_ value: Value) throws -> Data? {
        let first = count == 0
        count += 1
        let expected = lastLength
        let layout = self.layout
        let pretty = self.pretty
        try StreamingJSONEncoder.encode(value, options: options, expectedLength: expected) { (encoded: inout JSONOutputBuffer) in
            lastLength = encoded.count
            switch layout {
            case .jsonLines:
                pending.append(encoded.bytes)
                pending.append(0x0A)
            case .array:
                if !first { pending.append(UInt8(ascii: ",")) }
                if pretty {
                    pending.append(ascii: "\n  ")
                    Self.appendIndented(encoded.bytes, to: &pending)
                } else {
                    pending.append(encoded.bytes)
                }
            }
        }
        return pending.count >= Self.chunkSize ? takeChunk() : nil
    }

    /// The rest of the text: what is pending, and the array's end.
    mutating func finish() -> Data {
        if layout == .array {
            if pretty { pending.append(ascii: count == 0 ? "\n\n" : "\n") }
            pending.append(UInt8(ascii: "]"))
        }
        return takeChunk()
    }

    private mutating func takeChunk() -> Data {
        let chunk = pending.takeData()
        pending.reserve(Self.chunkSize + Self.chunkSize / 4)
        return chunk
    }

    /// `bytes`, with two spaces after every line feed that does not start an empty line.
    private static func appendIndented(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout JSONOutputBuffer) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            let lineFeed = ByteScanning.firstLineFeed(base, from: start, to: bytes.count)
            guard lineFeed < bytes.count else { break }
            output.append(UnsafeBufferPointer(rebasing: bytes[start...lineFeed]))
            if lineFeed + 1 < bytes.count && bytes[lineFeed + 1] != 0x0A { output.append(ascii: "  ") }
            start = lineFeed + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[start...]))
    }
}
