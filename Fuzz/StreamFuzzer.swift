// libFuzzer target for the stream reader, run by JSONLayerFuzzer.swift's entry point when
// STRATA_FUZZ_TARGET is "stream". Built by Fuzz/run.sh from the JSON layer's sources
// directly, with address sanitizer.
//
// For every input, in each format (JSON Lines, values one after another, a top-level
// array, an array at a key path): reading it whole, in pieces of 1, 3 and a size taken from
// the input, must give the same elements and failures at the same places; JSON Lines
// elements must be what the document parser makes of each line; and a top-level array
// the document parser accepts must stream as its elements, with no failure. Read again
// taking runs of plain scalars of each kind (as a stream of Ints, Strings… takes them,
// a few at a time so that runs stop and start), it must give the same elements.

import Foundation

func fuzzStream(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let reading = JSONReadingOptions(maximumDepth: 64)
    for format in [JSONStreamFormat.jsonLines, .concatenated, .array, .array(at: "a.1.b")] {
        for incompleteEnd in [JSONStreamOptions.IncompleteEnd.error, .notYetWritten] {
            let options = JSONStreamOptions(incompleteEnd: incompleteEnd, bufferSize: 4096, maximumElementSize: 2048)
            let whole = StreamOutcome(bytes, format: format, reading: reading, options: options, pieceSize: max(bytes.count, 1))
            for pieceSize in [1, 3, Int(bytes.first ?? 0) % 13 + 2] {
                let pieces = StreamOutcome(bytes, format: format, reading: reading, options: options, pieceSize: pieceSize)
                if pieces != whole {
                    fatalError("\(format) in pieces of \(pieceSize) gave \(pieces), whole \(whole)")
                }
            }
            for kind in [PlainScalarKind.integer, .decimal, .string, .boolean] {
                let plain = StreamOutcome(
                    bytes, format: format, reading: reading, options: options, pieceSize: Int(bytes.last ?? 0) % 7 + 1, plainKind: kind)
                if plain != whole {
                    fatalError("\(format) with plain runs of \(kind) gave \(plain), whole \(whole)")
                }
            }
            if incompleteEnd == .error, format == .jsonLines { checkLines(bytes, whole, reading: reading) }
            if incompleteEnd == .error, format == .array { checkArray(bytes, whole, reading: reading) }
        }
    }
    return 0
}

/// Everything a reader delivered: each element's value or failure, and the error that
/// ended the stream.
struct StreamOutcome: Equatable, CustomStringConvertible {
    enum Element: Equatable {
        case value(JSONValue)
        case failure(kind: JSONStreamError.Kind, index: Int?, line: Int, column: Int, byteOffset: Int, message: String)
    }

    var elements: [Element] = []
    var end: String?

    init(
        _ bytes: [UInt8], format: JSONStreamFormat, reading: JSONReadingOptions, options: JSONStreamOptions, pieceSize: Int,
        plainKind: PlainScalarKind? = nil
    ) {
        let reader = JSONElementReader(format: format, reading: reading, options: options)
        reader.plainKind = plainKind
        var offset = 0
        while true {
            if let plainKind {
                var sink = TokenSink()
                if reader.nextPlainRun(of: plainKind, into: &sink) > 0 {
                    elements += sink.values.map { .value($0) }
                    continue
                }
            }
            do {
                switch try reader.nextBatch() {
                case .batch(let batch):
                    for element in batch.elements {
                        if let failure = element.failure {
                            let error = batch.failures[failure]
                            elements.append(
                                .failure(
                                    kind: error.kind, index: error.elementIndex, line: error.line, column: error.column,
                                    byteOffset: error.byteOffset, message: error.message))
                        } else {
                            elements.append(.value(JSONValue(node: element.node, in: batch.storage)))
                        }
                    }
                    reader.finishBatch()
                case .needsInput:
                    guard offset < bytes.count else {
                        if reader.inputEnded { fatalError("the reader asked for input after the input ended") }
                        reader.endInput()
                        continue
                    }
                    let end = min(offset + pieceSize, bytes.count)
                    offset += bytes[offset..<end].withUnsafeBytes { reader.append($0) }
                case .finished:
                    return
                }
            } catch {
                end = "\(error.kind) at \(error.byteOffset) (line \(error.line), column \(error.column)): \(error.message)"
                return
            }
        }
    }

    var description: String { "\(elements) then \(end ?? "the end")" }
}

/// Takes a few plain tokens at a time, each as the document parser reads it.
struct TokenSink: PlainScalarSink {
    var values: [JSONValue] = []
    var isFull: Bool { values.count >= 3 }

    mutating func take(_ bytes: UnsafePointer<UInt8>, start: Int, end: Int) -> Bool {
        guard let value = parse(Array(UnsafeBufferPointer(start: bytes + start, count: end - start))[...], reading: JSONReadingOptions())
        else {
            fatalError(
                "a plain token the parser rejects: \(String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self))")
        }
        values.append(value)
        return true
    }
}

/// The input read as a document, as UTF-8 and nothing else (the stream does not detect
/// other encodings).
private func parse(_ bytes: ArraySlice<UInt8>, reading: JSONReadingOptions) -> JSONValue? {
    bytes.withUnsafeBytes { raw in
        guard let storage = try? JSONDocumentStorage.parseUTF8(raw, borrowing: false, options: reading) else { return nil }
        return JSONValue(node: 0, in: storage)
    }
}

/// JSON Lines: each line that is not blank is an element, the document parser's value for
/// it or a failure when the parser rejects it (or it is too large).
private func checkLines(_ bytes: [UInt8], _ outcome: StreamOutcome, reading: JSONReadingOptions) {
    guard bytes.first != 0xEF, bytes.first != 0xFE, bytes.first != 0xFF else { return }
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if bytes.last == 0x0A { lines.removeLast() }
    var expected: [Bool] = []
    var values: [JSONValue] = []
    for line in lines {
        guard line.contains(where: { !JSONParser.isWhitespace($0) }) else { continue }
        if line.count <= 2048, let value = parse(line, reading: reading) {
            expected.append(true)
            values.append(value)
        } else {
            expected.append(false)
        }
    }
    let delivered = outcome.elements.map { element -> Bool in
        if case .value = element { return true }
        return false
    }
    let deliveredValues = outcome.elements.compactMap { element -> JSONValue? in
        if case .value(let value) = element { return value }
        return nil
    }
    if delivered != expected || deliveredValues != values || outcome.end != nil {
        fatalError("JSON Lines: expected \(expected) \(values), got \(outcome)")
    }
}

/// A top-level array the document parser accepts streams as its elements.
private func checkArray(_ bytes: [UInt8], _ outcome: StreamOutcome, reading: JSONReadingOptions) {
    guard bytes.first != 0xEF, bytes.first != 0xFE, bytes.first != 0xFF,
        bytes.count <= 2048, case .array(let elements)? = parse(bytes[...], reading: reading)
    else { return }
    if outcome.elements != elements.map({ .value($0) }) || outcome.end != nil {
        fatalError("array: expected \(Array(elements)), got \(outcome)")
    }
}
