import Foundation

/// Writes values one at a time in a ``JSONStreamFormat`` — JSON Lines, values one after
/// another, or the elements of an array, at the top level or inside an envelope of
/// objects — handing the text on in chunks, so that what is held at once is a chunk and
/// the largest value, never the whole output.
///
/// Each value is encoded by the byte encoder on its own, with the encoder's options.
/// Inside an array, a pretty-printed value sits as deep as when the whole document is
/// encoded at once: two more spaces per level after each of its line breaks (none on the
/// empty line of an empty container, which the encoder leaves blank), the same bytes as
/// `encode(_:)` writes for the envelope and the array. Raw line feeds occur in encoded
/// JSON only as formatting: a string's line feed is written `\n`.
struct ElementWriter: ~Copyable {
    private enum Layout {
        /// A line feed after each value; `compact` for JSON Lines.
        case lines
        /// The elements of an array inside `depth` objects, one per component of the
        /// path.
        case array(depth: Int)
    }

    private var pending: JSONOutputBuffer
    private let options: EncodingOptions
    private let layout: Layout
    /// The envelope's keys, outermost first.
    private let envelope: [String]
    private let pretty: Bool
    private var count = 0
    private var lastLength = 0
    /// Text is handed on once this much is pending.
    static let chunkSize = 64 << 10

    /// The state of the coder the stream is written with, which keeps the encoder from one
    /// value to the next (see ``KeptEncoderState``).
    private let keeper: KeptEncoderState?

    init(format: JSONStreamFormat, options: EncodingOptions, keeper: KeptEncoderState?) {
        self.keeper = keeper
        var options = options
        switch format.layout {
        case .jsonLines:
            // One value per line: pretty-printing would break it across lines.
            options.outputFormatting.remove(.prettyPrinted)
            layout = .lines
            envelope = []
        case .concatenated:
            layout = .lines
            envelope = []
        case .array(let path):
            layout = .array(depth: path.components.count)
            envelope = path.components
        }
        self.options = options
        pretty = options.outputFormatting.contains(.prettyPrinted)
        pending = JSONOutputBuffer(capacity: Self.chunkSize + Self.chunkSize / 4)
        if case .array = layout { openEnvelope() }
    }

    /// `{"key":` for each component of the path, then the array's `[`.
    private mutating func openEnvelope() {
        let escapeSlashes = !options.outputFormatting.contains(.withoutEscapingSlashes)
        for (depth, key) in envelope.enumerated() {
            pending.append(UInt8(ascii: "{"))
            if pretty {
                pending.append(0x0A)
                appendIndent(levels: depth + 1)
            }
            pending.appendQuoted(key, escapeSlashes: escapeSlashes)
            if pretty { pending.append(ascii: " : ") } else { pending.append(UInt8(ascii: ":")) }
        }
        pending.append(UInt8(ascii: "["))
    }

    private mutating func appendIndent(levels: Int) {
        for _ in 0..<levels { pending.append(ascii: "  ") }
    }

    /// Encodes `value` after the values before it. Returns a chunk to hand on when enough
    /// text is pending.
    mutating func append<Value: Encodable>(_ value: Value) throws -> Data? {
        let first = count == 0
        count += 1
        let expected = lastLength
        let layout = self.layout
        let pretty = self.pretty
        try JSONByteEncoder.encode(value, options: options, keeper: keeper, expectedLength: expected) { (encoded: inout JSONOutputBuffer) in
            lastLength = encoded.count
            switch layout {
            case .lines:
                pending.append(encoded.bytes)
                pending.append(0x0A)
            case .array(let depth):
                if !first { pending.append(UInt8(ascii: ",")) }
                if pretty {
                    pending.append(0x0A)
                    appendIndent(levels: depth + 1)
                    Self.appendIndented(encoded.bytes, levels: depth + 1, to: &pending)
                } else {
                    pending.append(encoded.bytes)
                }
            }
        }
        return pending.count >= Self.chunkSize ? takeChunk() : nil
    }

    /// The rest of the text: what is pending, and the ends of the array and its envelope.
    mutating func finish() -> Data {
        if case .array(let depth) = layout {
            if pretty {
                pending.append(ascii: count == 0 ? "\n\n" : "\n")
                appendIndent(levels: depth)
            }
            pending.append(UInt8(ascii: "]"))
            for level in stride(from: depth - 1, through: 0, by: -1) {
                if pretty {
                    pending.append(0x0A)
                    appendIndent(levels: level)
                }
                pending.append(UInt8(ascii: "}"))
            }
        }
        return takeChunk()
    }

    private mutating func takeChunk() -> Data {
        let chunk = pending.takeData()
        pending.reserve(Self.chunkSize + Self.chunkSize / 4)
        return chunk
    }

    /// `bytes`, with two spaces per level after every line feed that does not start an
    /// empty line.
    private static func appendIndented(_ bytes: UnsafeBufferPointer<UInt8>, levels: Int, to output: inout JSONOutputBuffer) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            let lineFeed = ByteScanning.firstLineFeed(base, from: start, to: bytes.count)
            guard lineFeed < bytes.count else { break }
            output.append(UnsafeBufferPointer(rebasing: bytes[start...lineFeed]))
            if lineFeed + 1 < bytes.count && bytes[lineFeed + 1] != 0x0A {
                for _ in 0..<levels { output.append(ascii: "  ") }
            }
            start = lineFeed + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[start...]))
    }
}
