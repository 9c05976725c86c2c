// libFuzzer target for the JSON reader, run by JSONLayerFuzzer.swift's entry point when
// STRATA_FUZZ_TARGET is "reader". Built by Fuzz/run.sh from the JSON layer's sources
// directly (so internal invariants can be checked), with address sanitizer.
//
// For every input, strict and JSON5: reading must either throw a JSONReadingError or
// produce a document whose tree, written out and read back, is the same value, and
// whose every number converts without trapping.

import Foundation

func fuzzReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    for options in [
        JSONReadingOptions(), JSONReadingOptions(allowsJSON5: true), JSONReadingOptions(assumesTopLevelDictionary: true, maximumDepth: 64),
    ] {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes, options: options)
        } catch is JSONReadingError {
            continue
        } catch {
            fatalError("reader threw a non-reading error: \(error)")
        }
        exercise(document.root)
        let value = document.root.value
        guard value.isWritable else { continue }
        guard let written = try? value.jsonBytes(), let reread = try? JSONValue(parsing: written) else {
            fatalError("a value read from the input could not be written and read back")
        }
        if reread != value {
            fatalError("round trip changed the value: \(value) became \(reread)")
        }
    }
    return 0
}

/// Touches every accessor of every node.
private func exercise(_ node: JSONDocument.Node) {
    _ = node.kind
    _ = node.byteOffset
    switch node.kind {
    case .number:
        _ = node.int64
        _ = node.uint64
        _ = node.double
        _ = node.float
        _ = node.numberText
        _ = node.number
    case .string:
        _ = node.string
    case .array:
        for element in node.elements { exercise(element) }
        _ = node[node.count - 1]
    case .object:
        for (key, value) in node.members {
            _ = node[key]
            exercise(value)
        }
        _ = node.keys
    default:
        _ = node.bool
    }
}

extension JSONValue {
    fileprivate var isWritable: Bool {
        switch self {
        case .number(let number): return number.isFinite
        case .array(let elements): return elements.allSatisfy(\.isWritable)
        case .object(let object): return object.values.allSatisfy(\.isWritable)
        default: return true
        }
    }
}
