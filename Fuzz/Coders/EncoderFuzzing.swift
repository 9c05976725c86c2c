// Differential fuzzing of Strata's encoder against Foundation's: a value and the
// encoders' options are built from the fuzz input; both encoders must write the same
// bytes (keys sorted, since Foundation's unsorted order changes from run to run) or
// throw the same error, the tree Strata's encoder builds must write those bytes too,
// and Strata's decoder must read the value back.

import Foundation

enum EncoderFuzzing {
    static func run(_ data: Data) {
        var source = FuzzSource(data)
        let formatting: JSONEncoder.OutputFormatting = {
            var formatting: JSONEncoder.OutputFormatting = .sortedKeys
            let choice = source.byte()
            if choice & 1 != 0 { formatting.insert(.prettyPrinted) }
            if choice & 2 != 0 { formatting.insert(.withoutEscapingSlashes) }
            return formatting
        }()
        let strategies = source.byte()
        let convertsFloats = strategies & 1 != 0
        let dates = Int(strategies >> 1) % 4
        let base64 = strategies & 0x10 == 0
        let value = source.record(depth: 0)

        let foundation = JSONEncoder()
        let strata = StrataJSONEncoder()
        foundation.outputFormatting = formatting
        strata.outputFormatting = formatting
        if convertsFloats {
            let strategy = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
            foundation.nonConformingFloatEncodingStrategy = strategy
            strata.nonConformingFloatEncodingStrategy = strategy
        }
        let dateStrategy: JSONEncoder.DateEncodingStrategy = [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601][dates]
        foundation.dateEncodingStrategy = dateStrategy
        strata.dateEncodingStrategy = dateStrategy
        if !base64 {
            foundation.dataEncodingStrategy = .deferredToData
            strata.dataEncodingStrategy = .deferredToData
        }

        let theirs = Result { try foundation.encode(value) }
        let ours = Result { try strata.encode(value) as Data }
        switch (theirs, ours) {
        case (.success(let expected), .success(let written)):
            guard expected == written else {
                report("different bytes", value, "Foundation: \(text(expected))\nStrata: \(text(written))")
            }
            checkTree(value, strata: strata, formatting: formatting, written: written)
            checkRoundTrip(value, written: written, convertsFloats: convertsFloats, dates: dates, base64: base64)
        case (.failure(let expected), .failure(let thrown)):
            guard ErrorShape(expected) == ErrorShape(thrown) else {
                report("different errors", value, "Foundation: \(ErrorShape(expected)) \(expected)\nStrata: \(ErrorShape(thrown)) \(thrown)")
            }
        case (.success(let expected), .failure(let thrown)):
            report("only Strata failed", value, "Foundation: \(text(expected))\nStrata: \(thrown)")
        case (.failure(let expected), .success(let written)):
            report("only Foundation failed", value, "Foundation: \(expected)\nStrata: \(text(written))")
        }
    }

    /// The tree Strata's encoder builds writes the same bytes.
    static func checkTree(_ value: FuzzRecord, strata: StrataJSONEncoder, formatting: JSONEncoder.OutputFormatting, written: Data) {
        do {
            let tree = try JSONAdapter(encoder: strata).jsonValue(from: value)
            let options = JSONWritingOptions(rawValue: formatting.rawValue)
            let fromTree = try tree.jsonData(options: options)
            guard fromTree == written else {
                report("the tree writes different bytes", value, "stream: \(text(written))\ntree: \(text(fromTree))")
            }
        } catch {
            report("the tree encoder failed", value, "\(error)")
        }
    }

    /// Strata's decoder reads the value back (dates only under `deferredToDate`).
    static func checkRoundTrip(_ value: FuzzRecord, written: Data, convertsFloats: Bool, dates: Int, base64: Bool) {
        let decoder = StrataJSONDecoder()
        if convertsFloats {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        }
        if dates >= 1 {
            // Not compared: these strategies round dates, and some dates (NaN, far
            // past) have ISO 8601 spellings no formatter reads back.
            decoder.dateDecodingStrategy = .custom { _ in Date(timeIntervalSinceReferenceDate: 0) }
        }
        if !base64 { decoder.dataDecodingStrategy = .deferredToData }
        do {
            var decoded = try decoder.decode(FuzzRecord.self, from: written)
            var expected = value
            if dates >= 1 {
                decoded.forgetDates()
                expected.forgetDates()
            }
            guard decoded.isSameValue(as: expected) else {
                report("the value did not survive a round trip", value, "read back: \(decoded)\nfrom: \(text(written))")
            }
        } catch {
            report("the written bytes could not be read back", value, "\(error)\nfrom: \(text(written))")
        }
    }

    static func text(_ data: Data) -> String {
        String(decoding: data.prefix(600), as: UTF8.self).debugDescription
    }

    static func report(_ what: String, _ value: FuzzRecord, _ detail: String) -> Never {
        fatalError("encoder fuzzing: \(what)\nvalue: \(value)\n\(detail)")
    }
}

extension FuzzRecord {
    /// Removes every date, for strategies that round them.
    mutating func forgetDates() {
        when = nil
        if var nested = children {
            for index in nested.indices { nested[index].forgetDates() }
            children = nested
        }
    }

    /// Equal, with NaN equal to NaN (a NaN written as a string under
    /// `convertToString` reads back as NaN).
    func isSameValue(as other: FuzzRecord) -> Bool {
        func same(_ a: Double?, _ b: Double?) -> Bool { a == b || (a?.isNaN == true && b?.isNaN == true) }
        func same(_ a: Float?, _ b: Float?) -> Bool { a == b || (a?.isNaN == true && b?.isNaN == true) }
        func same(_ a: [[Double]]?, _ b: [[Double]]?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.count == b.count && zip(a, b).allSatisfy { x, y in x.count == y.count && zip(x, y).allSatisfy { same($0, $1) } }
        }
        func same(_ a: [FuzzRecord]?, _ b: [FuzzRecord]?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSameValue(as: $1) }
        }
        return id == other.id && name == other.name && same(score, other.score) && same(ratio, other.ratio) && flag == other.flag
            && small == other.small && big == other.big && tags == other.tags && counts == other.counts && same(matrix, other.matrix)
            && same(children, other.children)
            && same(when?.timeIntervalSinceReferenceDate, other.when?.timeIntervalSinceReferenceDate) && blob == other.blob && link == other.link
            && amount == other.amount
    }
}

/// Reads values out of the fuzz input, zeros once it is used up.
struct FuzzSource {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func word() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    mutating func flag() -> Bool { byte() & 1 != 0 }

    /// Up to 16 bytes as a string: printable text, control characters, escapes, slashes
    /// and any scalar (invalid UTF-8 is repaired, as `String` does).
    mutating func string() -> String {
        let count = Int(byte() % 17)
        var scalars: [UInt8] = []
        for _ in 0..<count { scalars.append(byte()) }
        return String(decoding: scalars, as: UTF8.self)
    }

    mutating func double() -> Double {
        switch byte() % 4 {
        case 0: return Double(Int8(bitPattern: byte()))
        case 1: return Double(Int32(truncatingIfNeeded: word())) / 1000
        default: return Double(bitPattern: word())
        }
    }

    mutating func record(depth: Int) -> FuzzRecord {
        var record = FuzzRecord()
        let present = word()
        func has(_ bit: UInt64) -> Bool { present & (1 << bit) != 0 }
        if has(0) { record.id = Int(truncatingIfNeeded: word()) }
        if has(1) { record.name = string() }
        if has(2) { record.score = double() }
        if has(3) { record.ratio = Float(bitPattern: UInt32(truncatingIfNeeded: word())) }
        if has(4) { record.flag = flag() }
        if has(5) { record.small = Int8(bitPattern: byte()) }
        if has(6) { record.big = word() }
        if has(7) { record.tags = (0..<Int(byte() % 4)).map { _ in string() } }
        if has(8) {
            var counts: [String: Int] = [:]
            for _ in 0..<Int(byte() % 4) { counts[string()] = Int(Int16(truncatingIfNeeded: word())) }
            record.counts = counts
        }
        if has(9) { record.matrix = (0..<Int(byte() % 3)).map { _ in (0..<Int(byte() % 3)).map { _ in double() } } }
        if has(10) && depth < 4 { record.children = (0..<Int(byte() % 3)).map { _ in self.record(depth: depth + 1) } }
        if has(11) { record.when = Date(timeIntervalSinceReferenceDate: double()) }
        if has(12) { record.blob = Data((0..<Int(byte() % 8)).map { _ in byte() }) }
        if has(13) { record.link = URL(string: string()) }
        if has(14) {
            let significand = Int64(truncatingIfNeeded: word()) % 1_000_000_000_000
            record.amount = Decimal(
                sign: significand < 0 ? .minus : .plus, exponent: Int(Int8(bitPattern: byte())) % 20, significand: Decimal(significand.magnitude))
        }
        return record
    }
}
