// Differential fuzzing of Strata's decoder against Foundation's, on the same bytes,
// into each fuzz type. Values must be equal, or errors the same case and coding path,
// except where Docs.docc ("Replacing Foundation's JSONDecoder") documents a difference.

import Foundation

enum DecoderFuzzing {
    static func run(_ data: Data) {
        if nestsDeeperThanFoundationSurvives(data) {
            // Strata alone: it must throw, never crash.
            _ = try? StrataJSONDecoder().decode(Tree.self, from: data)
            _ = try? StrataJSONDecoder().decode([Double].self, from: data)
            return
        }
        // Dictionaries (and Tree's objects) decode their members in the order of
        // `allKeys`, which is the document's in Strata and arbitrary in Foundation: with
        // two bad members, each may report a different one.
        compare(
            Tree.self, data, membersOrdered: .never, equal: { $0.matches($1, looseNumbers: false) },
            roundedAlike: { $0.matches($1, looseNumbers: true) })
        compare(FuzzRecord.self, data, membersOrdered: .outside("counts"), equal: ==, roundedAlike: { _, _ in false })
        compare([String: Int].self, data, membersOrdered: .never, equal: ==, roundedAlike: { _, _ in false })
        compare([Double].self, data, membersOrdered: .always, equal: ==, roundedAlike: { _, _ in false })
        compare(String.self, data, membersOrdered: .always, equal: ==, roundedAlike: { _, _ in false })
    }

    /// Foundation's decoder (Swift 6.3.1 on Linux) stops the process, in
    /// `JSONError.SourceLocation`, when its 512-level nesting limit is passed at the
    /// input's last byte (513 `[` and nothing else): no error to compare with. Inputs
    /// that pass the limit anywhere are left out of the comparison, conservatively.
    static func nestsDeeperThanFoundationSurvives(_ data: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > 512 { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }

    /// Whether both decoders meet a type's members in the same order.
    enum MemberOrder {
        case always
        case never
        /// Except inside the dictionary at this key.
        case outside(String)

        /// Whether two errors of the same case may name different paths.
        func allowsDifferentPaths(_ first: ErrorShape, _ second: ErrorShape) -> Bool {
            switch self {
            case .always: return false
            case .never: return true
            case .outside(let key):
                guard let a = first.path.firstIndex(of: key), let b = second.path.firstIndex(of: key) else { return false }
                return a == b && first.path[...a] == second.path[...b]
            }
        }
    }

    /// Decodes `data` as `T` with both decoders and stops the program on a difference
    /// no documented rule allows. `roundedAlike` says whether two values differ only
    /// by Foundation rounding a number through `Double` into an integer type.
    static func compare<T: Decodable>(
        _ type: T.Type, _ data: Data, membersOrdered: MemberOrder, equal: (T, T) -> Bool, roundedAlike: (T, T) -> Bool
    ) {
        let foundation = Result { try JSONDecoder().decode(T.self, from: data) }
        let strata = Result { try StrataJSONDecoder().decode(T.self, from: data) }
        compareWithKeptDecoder(strata, data, equal: equal)
        switch (foundation, strata) {
        case (.success(let theirs), .success(let ours)):
            if equal(theirs, ours) { return }
            if DocumentedDifferences.hasInexactInteger(data) && roundedAlike(theirs, ours) { return }
            report("different values for \(T.self)", data, "Foundation: \(theirs)\nStrata: \(ours)")
        case (.failure(let theirs), .failure(let ours)):
            let foundationShape = ErrorShape(theirs), strataShape = ErrorShape(ours)
            if foundationShape == strataShape { return }
            if membersOrdered.allowsDifferentPaths(foundationShape, strataShape) { return }
            if DocumentedDifferences.allowsErrors(foundation: foundationShape, strata: strataShape, strataError: ours, data: data) { return }
            report("different errors for \(T.self)", data, "Foundation: \(foundationShape)\nStrata: \(strataShape) \(ours)")
        case (.success(let theirs), .failure(let ours)):
            if DocumentedDifferences.allowsStrataFailure(strataError: ours, data: data) { return }
            report("only Strata failed for \(T.self)", data, "Foundation: \(theirs)\nStrata: \(ours)")
        case (.failure(let theirs), .success(let ours)):
            if DocumentedDifferences.allowsFoundationFailure(foundationError: theirs, data: data) { return }
            report("only Foundation failed for \(T.self)", data, "Foundation: \(theirs)\nStrata: \(ours)")
        }
    }

    /// One decoder for every input: from its second call on, it reads each document into
    /// the storage it kept from the last (`JSONIndexDecoder.readKeptDocument`), where a new
    /// decoder, as above, reads it anew. Both must give the same value or the same error.
    static let shared = StrataJSONDecoder()

    static func compareWithKeptDecoder<T: Decodable>(_ fresh: Result<T, any Error>, _ data: Data, equal: (T, T) -> Bool) {
        let kept = Result { try shared.decode(T.self, from: data) }
        switch (fresh, kept) {
        case (.success(let first), .success(let second)):
            if !equal(first, second) { report("a kept decoder's value differs for \(T.self)", data, "new: \(first)\nkept: \(second)") }
        case (.failure(let first), .failure(let second)):
            if ErrorShape(first) != ErrorShape(second) {
                report("a kept decoder's error differs for \(T.self)", data, "new: \(ErrorShape(first))\nkept: \(ErrorShape(second))")
            }
        default:
            report("a kept decoder's outcome differs for \(T.self)", data, "new: \(fresh)\nkept: \(kept)")
        }
    }

    static func report(_ what: String, _ data: Data, _ detail: String) -> Never {
        let shown = String(decoding: data.prefix(300), as: UTF8.self).debugDescription
        fatalError("decoder fuzzing: \(what)\ninput: \(shown) (\(data.count) bytes)\n\(detail)")
    }
}

/// An error reduced to what both coders must agree on: its case and coding path.
struct ErrorShape: Equatable, CustomStringConvertible {
    var kind: String
    var path: [String]

    init(_ error: any Error) {
        switch error {
        case DecodingError.typeMismatch(_, let context): self.init("typeMismatch", context.codingPath)
        case DecodingError.valueNotFound(_, let context): self.init("valueNotFound", context.codingPath)
        case DecodingError.keyNotFound(let key, let context): self.init("keyNotFound(\(key.stringValue))", context.codingPath)
        case DecodingError.dataCorrupted(let context): self.init("dataCorrupted", context.codingPath)
        case EncodingError.invalidValue(_, let context): self.init("invalidValue", context.codingPath)
        default: self.init("other \(type(of: error))", [])
        }
    }

    private init(_ kind: String, _ path: [any CodingKey]) {
        self.kind = kind
        self.path = path.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }
    }

    var description: String { "\(kind) at \(path)" }
}
