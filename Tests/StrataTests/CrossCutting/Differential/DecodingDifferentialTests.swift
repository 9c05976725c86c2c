import Foundation
import Strata
import Testing

// Decoding the same bytes with JSONDecoder and StrataJSONDecoder gives equal values, or
// errors of the same case, type and coding path.

// MARK: - Numbers

/// Every integer width at its bounds, beyond them, and in every whole-number spelling.
@Suite("Differential decoding: integers", .comparedWithSwiftFoundation)
struct IntegerDecodingDifferentialTests {
    static func cases<I: FixedWidthInteger & Codable & Sendable>(_ type: I.Type, above: String, below: String) -> [DecodeCase] {
        var cases: [DecodeCase] = [
            .value("\(I.min)", as: I.min),
            .value("\(I.max)", as: I.max),
            .value(" \(I.max)\n", as: I.max),
            .value("[\(I.min),0,\(I.max)]", as: [I.min, 0, I.max]),
            .value("{\"value\":\(I.max)}", as: Box(I.max)),
            .value("{\"value\":\(I.min)}", as: Box(I.min)),
            .failure(above, I.self, .dataCorrupted, path: []),
            .failure(below, I.self, .dataCorrupted, path: []),
            .value("0", as: I(0)),
            .value("1e2", as: I(100)),
            .value("1E+2", as: I(100)),
            .value("1.0", as: I(1)),
            .value("12.30e1", as: I(123)),
            .value("123.00", as: I(123)),
            .value("100e-2", as: I(1)),
            .value("1.0e1", as: I(10)),
            .value("0.5e1", as: I(5)),
            .value("1.5e1", as: I(15)),
            .value("-0", as: I(0)),
            .value("-0.0", as: I(0)),
            .failure("1.5", I.self, .dataCorrupted, path: []),
            .failure("1e-2", I.self, .dataCorrupted, path: []),
            .failure("01", I.self, .dataCorrupted, path: []),
            .failure("1.", I.self, .dataCorrupted, path: []),
            .failure("+1", I.self, .dataCorrupted, path: []),
            .failure("\"1\"", I.self, .typeMismatch, path: []),
            .failure("true", I.self, .typeMismatch, path: []),
            .failure("null", I.self, .valueNotFound, path: []),
            .failure("[1]", I.self, .typeMismatch, path: []),
            .failure("{}", I.self, .typeMismatch, path: []),
            .failure("[1,\"2\"]", [I].self, .typeMismatch, path: ["Index 1"]),
            .failure("[1,null]", [I].self, .valueNotFound, path: ["Index 1"]),
            .failure("{\"value\":null}", Box<I>.self, .valueNotFound, path: ["value"]),
            .failure("{\"value\":false}", Box<I>.self, .typeMismatch, path: ["value"]),
            .failure("{}", Box<I>.self, .keyNotFound, path: []),
            .value("{\"value\":null}", as: OptionalBox<I>(nil)),
            .value("{}", as: OptionalBox<I>(nil)),
            .value("null", as: Optional<I>.none),
            .value("[null,7]", as: [nil, 7] as [I?]),
        ]
        if I.isSigned {
            cases += [.value("-1", as: I(-1)), .value("-1e1", as: I(-10)), .value("-12.5e1", as: I(-125))]
        } else {
            cases += [.failure("-1", I.self, .dataCorrupted, path: []), .failure("-0.5", I.self, .dataCorrupted, path: [])]
        }
        return cases
    }

    static let all: [DecodeCase] =
        cases(Int8.self, above: "128", below: "-129")
        + cases(Int16.self, above: "32768", below: "-32769")
        + cases(Int32.self, above: "2147483648", below: "-2147483649")
        + cases(Int64.self, above: "9223372036854775808", below: "-9223372036854775809")
        + cases(Int.self, above: "9223372036854775808", below: "-9223372036854775809")
        + cases(UInt8.self, above: "256", below: "-1")
        + cases(UInt16.self, above: "65536", below: "-1")
        + cases(UInt32.self, above: "4294967296", below: "-1")
        + cases(UInt64.self, above: "18446744073709551616", below: "-1")
        + cases(UInt.self, above: "18446744073709551616", below: "-1")
        + cases(Int128.self, above: "170141183460469231731687303715884105728", below: "-170141183460469231731687303715884105729")
        + cases(UInt128.self, above: "340282366920938463463374607431768211456", below: "-1")

    @Test("every integer width at and beyond its bounds", arguments: all)
    func integers(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let wholeNumbers: [DecodeCase] = [
        .failure("1.28e2", Int8.self, .dataCorrupted, path: []),
        .value("1.0e2", as: Int8(100)),
        .value("-1.28e2", as: Int8(-128)),
        .value("2.55e2", as: UInt8(255)),
        .failure("1e19", Int.self, .dataCorrupted, path: []),
        .value("1.8e19", as: UInt64(18_000_000_000_000_000_000)),
        .value("9007199254740993.0", as: Int64(9_007_199_254_740_993)),
        .value("12345678901234567.0", as: Int64(12_345_678_901_234_567)),
        .value("1e18", as: Int64(1_000_000_000_000_000_000)),
        .value("-1e18", as: Int64(-1_000_000_000_000_000_000)),
        .value("4.2e1", as: UInt(42)),
        .value("[1e0, 2.0e0, 30e-1]", as: [Int](arrayLiteral: 1, 2, 3)),
    ]

    @Test("whole numbers written with a fraction or exponent", arguments: wholeNumbers)
    func wholeNumberSpellings(_ row: DecodeCase) {
        row.check(.standard)
    }
}

/// Doubles and floats: ordinary, subnormal, overflowing and underflowing text.
@Suite("Differential decoding: floating point", .comparedWithSwiftFoundation)
struct FloatingPointDecodingDifferentialTests {
    static func double(_ json: String, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) -> DecodeCase {
        .value(json, as: expected, equal: sameFloat, sourceLocation: sourceLocation)
    }

    static func float(_ json: String, _ expected: Float, sourceLocation: SourceLocation = #_sourceLocation) -> DecodeCase {
        .value(json, as: expected, equal: sameFloat, sourceLocation: sourceLocation)
    }

    static let doubles: [DecodeCase] = [
        double("0", 0), double("-0", -0.0), double("-0.0", -0.0), double("1", 1), double("1.5", 1.5), double("0.1", 0.1),
        double("0.30000000000000004", 0.30000000000000004), double("82.8000000000001", 82.8000000000001),
        double("0e0", 0), double("0e10", 0), double("0E+5", 0), double("0e-1", 0), double("0e+1", 0), double("0.0e1", 0),
        double("-0e1", -0.0), double("-0e-3", -0.0),
        double("1e2", 100), double("1E-2", 0.01), double("1e+2", 100), double("-2.5e-10", -2.5e-10),
        double("4.9e-324", .leastNonzeroMagnitude), double("1e-320", Double("1e-320")!), double("2.2250738585072014e-308", 2.2250738585072014e-308),
        double("1.7976931348623157e308", .greatestFiniteMagnitude), double("0e400", 0), double("0.0e-999", 0),
        double("9007199254740993", 9_007_199_254_740_992), double("12345678901234567890", 12_345_678_901_234_567_168),
        double(String(repeating: "9", count: 300) + "e-300", 1),
        double("0." + String(repeating: "0", count: 66) + "1e66", 0.1),
        double("0.1" + String(repeating: "0", count: 66) + "1", 0.1),
        double("179769313486231570" + String(repeating: "0", count: 291), .greatestFiniteMagnitude),
        double("-65.613616999999977", -65.613616999999977),
        .value("[1.5, -0.0, 1e-7, 0]", as: [1.5, -0.0, 1e-7, 0], equal: sameFloats),
        .value("{\"value\":-0}", as: Box(-0.0), equal: { sameFloat($0.value, $1.value) }),
        .failure("1e400", Double.self, .dataCorrupted, path: []),
        .failure("-1e400", Double.self, .dataCorrupted, path: []),
        .failure("1e309", Double.self, .dataCorrupted, path: []),
        .failure("1.7976931348623159e308", Double.self, .dataCorrupted, path: []),
        .failure("1.8e308", Double.self, .dataCorrupted, path: []),
        .failure("1e-400", Double.self, .dataCorrupted, path: []),
        .failure("123.456e-789", Double.self, .dataCorrupted, path: []),
        .failure("2.4e-324", Double.self, .dataCorrupted, path: []),
        .failure("1e0400", Double.self, .dataCorrupted, path: []),
        .failure(".5", Double.self, .dataCorrupted, path: []),
        .failure("1.e1", Double.self, .dataCorrupted, path: []),
        .failure("1e", Double.self, .dataCorrupted, path: []),
        .failure("1e+", Double.self, .dataCorrupted, path: []),
        .failure("-", Double.self, .dataCorrupted, path: []),
        .failure("00", Double.self, .dataCorrupted, path: []),
        .failure("-01", Double.self, .dataCorrupted, path: []),
        .failure("NaN", Double.self, .dataCorrupted, path: []),
        .failure("Infinity", Double.self, .dataCorrupted, path: []),
        .failure("\"NaN\"", Double.self, .typeMismatch, path: []),
        .failure("\"1.5\"", Double.self, .typeMismatch, path: []),
        .failure("null", Double.self, .valueNotFound, path: []),
        .failure("{\"value\":true}", Box<Double>.self, .typeMismatch, path: ["value"]),
    ]

    @Test("doubles", arguments: doubles)
    func doubleValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    /// Arrays of doubles take a bulk path that converts elements in one loop and hands
    /// any element it declines to the general path; each kind of element, at the start,
    /// in the middle and at the end, and arrays of arrays. (Numbers out of range are
    /// reported with a different path: see the known differences.)
    static let doubleArrays: [DecodeCase] = [
        .value("[]", as: [Double](), equal: sameFloats),
        .value("[]", as: [[Double]](), equal: { $0.isEmpty && $1.isEmpty }),
        .value("[[],[]]", as: [[], []] as [[Double]], equal: { $0 == $1 }),
        .value(#"{"value":[]}"#, as: Box([Double]()), equal: { $0.value.isEmpty && $1.value.isEmpty }),
        .value(
            "[0, 0.0, -0, -0.0, 1, 2.5, 1e2, -65.613616999999977, 12345678901234567890, 0.1000000000000000000001, 1e-320, 4.9e-324]",
            as: [
                0, 0, -0.0, -0.0, 1, 2.5, 100, -65.613616999999977, Double("12345678901234567890")!, 0.1, Double("1e-320")!, .leastNonzeroMagnitude,
            ],
            equal: sameFloats),
        .value(
            "[" + (0..<100).map { "\($0).\($0 * 7919 % 1000)e-\($0 % 30)" }.joined(separator: ",") + "]",
            as: (0..<100).map { Double("\($0).\($0 * 7919 % 1000)e-\($0 % 30)")! }, equal: sameFloats),
        .failure("[1, null, 3]", [Double].self, .valueNotFound, path: ["Index 1"]),
        .failure("[1, \"2\", 3]", [Double].self, .typeMismatch, path: ["Index 1"]),
        .failure("[1, 0, [2], 3]", [Double].self, .typeMismatch, path: ["Index 2"]),
        .failure("[1, {}, 3]", [Double].self, .typeMismatch, path: ["Index 1"]),
        .failure("{\"value\":[1,2,true]}", Box<[Double]>.self, .typeMismatch, path: ["value", "Index 2"]),
        .failure("{\"value\":{}}", Box<[Double]>.self, .typeMismatch, path: ["value"]),
        .value(
            "[[1.5,2],[],[0,-0.0,3e-5,12345678901234567890123]]",
            as: [[1.5, 2], [], [0, -0.0, 3e-5, Double("12345678901234567890123")!]] as [[Double]],
            equal: { $0.count == $1.count && zip($0, $1).allSatisfy(sameFloats) }),
        // Past 64 elements the bulk path converts a block at a time: declined elements
        // at a block's edges, and failures past the first block.
        .value(
            longDoubles(declinedAt: [0, 63, 64, 65, 127, 128, 199]), as: longDoubleValues(declinedAt: [0, 63, 64, 65, 127, 128, 199]),
            equal: sameFloats),
        .failure(longDoubles(replacing: 100, with: "null"), [Double].self, .valueNotFound, path: ["Index 100"]),
        .failure(longDoubles(replacing: 64, with: "\"x\""), [Double].self, .typeMismatch, path: ["Index 64"]),
        .failure(longDoubles(replacing: 199, with: "[1]"), [Double].self, .typeMismatch, path: ["Index 199"]),
        .failure("[[1],[2,null]]", [[Double]].self, .valueNotFound, path: ["Index 1", "Index 1"]),
        .failure("[[1],2]", [[Double]].self, .typeMismatch, path: ["Index 1"]),
        .failure("[[[1]],[[2,\"x\"]]]", [[[Double]]].self, .typeMismatch, path: ["Index 1", "Index 0", "Index 1"]),
        .failure("[[[1]],[[2],1e999]]", [[[Double]]].self, .typeMismatch, path: ["Index 1", "Index 1"]),
    ]

    /// 200 doubles; at each index of `declinedAt`, one the bulk path declines (more than
    /// 19 digits), which the general path converts.
    static func longDoubles(declinedAt declined: Set<Int> = []) -> String {
        "[" + (0..<200).map { declined.contains($0) ? "1234567890123456789012\($0)" : "\($0).25e-\($0 % 7)" }.joined(separator: ",") + "]"
    }

    static func longDoubleValues(declinedAt declined: Set<Int>) -> [Double] {
        (0..<200).map { declined.contains($0) ? Double("1234567890123456789012\($0)")! : Double("\($0).25e-\($0 % 7)")! }
    }

    /// ``longDoubles(declinedAt:)`` with the element at `index` replaced by `text`.
    static func longDoubles(replacing index: Int, with text: String) -> String {
        "[" + (0..<200).map { $0 == index ? text : "\($0).25" }.joined(separator: ",") + "]"
    }

    @Test("arrays of doubles, and arrays of them", arguments: doubleArrays)
    func doubleArrayValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let floats: [DecodeCase] = [
        float("0.1", 0.1), float("-0", -0.0), float("1.5", 1.5), float("3.4028235e38", .greatestFiniteMagnitude),
        float("3.4028235677973366e38", .greatestFiniteMagnitude), float("1e-45", .leastNonzeroMagnitude), float("16777217", 16_777_216),
        float("1e16", 1e16), float("0.2", 0.2), float("123456.789", Float(123_456.789)),
        .failure("3.4028236e38", Float.self, .dataCorrupted, path: []),
        .failure("3.40282357e38", Float.self, .dataCorrupted, path: []),
        .failure("1e39", Float.self, .dataCorrupted, path: []),
        .failure("1e-46", Float.self, .dataCorrupted, path: []),
        .failure("1e-50", Float.self, .dataCorrupted, path: []),
        .failure("\"0.1\"", Float.self, .typeMismatch, path: []),
        .failure("[0.1,null]", [Float].self, .valueNotFound, path: ["Index 1"]),
    ]

    @Test("floats", arguments: floats)
    func floatValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    @Test("Float16 goes through Float and reports its own range error")
    func float16() {
        DecodeCase.value("[0.1, 65504, -0]", as: [Float16(0.1), 65504, -0.0], equal: sameFloats).check(.standard)
        DecodeCase.failure("[1, 70000]", [Float16].self, .dataCorrupted, path: ["Index 1"]).check(.standard)
    }

    @Test(
        "Decimal keeps 38 digits and a bounded exponent",
        arguments: [
            DecodeCase.value("0.1", as: Decimal(string: "0.1")!),
            .value("1e2", as: Decimal(100)),
            .value("-0", as: Decimal(0)),
            .value("1.5E+3", as: Decimal(1500)),
            .value("-123.456", as: Decimal(string: "-123.456")!),
            .value("123456789012345678901234567890123456789012345", as: Decimal(string: "123456789012345678901234567890123456789000000")!),
            .value("3.14159265358979323846264338327950288419716939937510", as: Decimal(string: "3.14159265358979323846264338327950288419")!),
            .value("12345678901234567890123456789012345678901234567890e-10", as: Decimal(string: "1234567890123456789012345678901234567890")!),
            .value("1e127", as: Decimal(string: "1e127")!),
            .value("1e-128", as: Decimal(string: "1e-128")!),
            .value("[0.5, 2]", as: [Decimal(string: "0.5")!, 2]),
            .value("{\"value\":7.25}", as: Box(Decimal(string: "7.25")!)),
            .failure("1e128", Decimal.self, .dataCorrupted, path: []),
            .failure("1e-129", Decimal.self, .dataCorrupted, path: []),
            .failure("1e400", Decimal.self, .dataCorrupted, path: []),
            .failure("\"1.5\"", Decimal.self, .typeMismatch, path: []),
            .failure("{\"value\":\"1.5\"}", Box<Decimal>.self, .typeMismatch, path: ["value"]),
            .failure("{\"value\":null}", Box<Decimal>.self, .valueNotFound, path: ["value"]),
            .failure("[true]", [Decimal].self, .typeMismatch, path: ["Index 0"]),
        ])
    func decimals(_ row: DecodeCase) {
        row.check(.standard)
    }
}

// MARK: - Strings, booleans and syntax

/// Strings with every escape, control characters, slashes, non-BMP characters, and the
/// escapes and encodings both decoders reject.
@Suite("Differential decoding: strings and booleans", .comparedWithSwiftFoundation)
struct StringDecodingDifferentialTests {
    /// Escapes are decoded after plain runs copied a word at a time: an escape at every
    /// offset around the first three words, escapes back to back, and a run that ends
    /// exactly at the end of the text.
    static let escapesAtEveryOffset: [DecodeCase] = (0...26).flatMap { offset -> [DecodeCase] in
        let before = String(repeating: "a", count: offset)
        let after = String(repeating: "z", count: 26 - offset)
        return [
            .value(#""\#(before)\n\#(after)""#, as: before + "\n" + after),
            .value(#""\#(before)\u00e9\"\\\#(after)""#, as: before + "é\"\\" + after),
            .value(#""\#(before)é\t""#, as: before + "é\t"),
        ]
    }

    @Test("escapes at every offset within long strings", arguments: escapesAtEveryOffset)
    func escapeOffsets(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let strings: [DecodeCase] = [
        .value(#""""#, as: ""),
        .value(#""plain""#, as: "plain"),
        .value(#""\"\\\/\b\f\n\r\t""#, as: "\"\\/\u{8}\u{c}\n\r\t"),
        .value(#""a/b\/c""#, as: "a/b/c"),
        .value(#""\u0041\u00e9\u00E9\u4e2d\uFFFF""#, as: "Aéé中\u{FFFF}"),
        .value(#""\ud83d\ude00 \uD83D\uDE00""#, as: "😀 😀"),
        .value(#""\u0000a\u001f""#, as: "\u{0}a\u{1f}"),
        .value(#""\u2028\u2029\ufeff""#, as: "\u{2028}\u{2029}\u{feff}"),
        .value("\"raw \u{7f} é 中 😀 \u{2028}\u{2029} 𝄞\"", as: "raw \u{7f} é 中 😀 \u{2028}\u{2029} 𝄞"),
        .value("\"e\u{301}\"", as: "e\u{301}"),
        .value(#"["a","\u00e9",""]"#, as: ["a", "é", ""]),
        .value("{\"value\":\"\\ud83c\\udff3\\ufe0f\\u200d\\ud83c\\udf08\"}", as: Box("🏳️‍🌈")),
        .value(bytes: [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22], as: "😀"),
        .failure(#""\ud83d""#, String.self, .dataCorrupted, path: []),
        .failure(#""\ud83dx""#, String.self, .dataCorrupted, path: []),
        .failure(#""\ude00""#, String.self, .dataCorrupted, path: []),
        .failure(#""\ud83d\ud83d""#, String.self, .dataCorrupted, path: []),
        .failure(#""\u12""#, String.self, .dataCorrupted, path: []),
        .failure(#""\uZZZZ""#, String.self, .dataCorrupted, path: []),
        .failure(#""\x""#, String.self, .dataCorrupted, path: []),
        .failure(#""\'""#, String.self, .dataCorrupted, path: []),
        .failure(#""\v""#, String.self, .dataCorrupted, path: []),
        .failure("\"a\u{1}b\"", String.self, .dataCorrupted, path: []),
        .failure("\"a\tb\"", String.self, .dataCorrupted, path: []),
        .failure("\"a\nb\"", String.self, .dataCorrupted, path: []),
        .failure("\"abc", String.self, .dataCorrupted, path: []),
        .failure("'abc'", String.self, .dataCorrupted, path: []),
        .failure(bytes: [0x22, 0xFF, 0x22], String.self, .dataCorrupted, path: []),
        .failure(bytes: [0x22, 0xC3, 0x22], String.self, .dataCorrupted, path: []),
        .failure(bytes: [0x22, 0xC0, 0xAF, 0x22], String.self, .dataCorrupted, path: []),
        .failure(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], String.self, .dataCorrupted, path: []),
        .failure(#"["ok","\ud800"]"#, [String].self, .dataCorrupted, path: []),
        .failure("1", String.self, .typeMismatch, path: []),
        .failure("null", String.self, .valueNotFound, path: []),
        .failure("[\"a\",1]", [String].self, .typeMismatch, path: ["Index 1"]),
        .failure("{\"value\":{}}", Box<String>.self, .typeMismatch, path: ["value"]),
        .failure("{\"value\":[]}", Box<String>.self, .typeMismatch, path: ["value"]),
    ]

    @Test("strings", arguments: strings)
    func stringValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    @Test("every C0 control character as a \\u escape", arguments: 0..<32)
    func controlEscapes(_ code: Int) {
        let json = "\"<\\u" + String(format: "%04x", code) + ">\""
        DecodeCase.value(json, as: "<\(Character(Unicode.Scalar(UInt8(code))))>").check(.standard)
        DecodeCase.failure("\"<\(Character(Unicode.Scalar(UInt8(code))))>\"", String.self, .dataCorrupted, path: []).check(.standard)
    }

    static let booleans: [DecodeCase] = [
        .value("true", as: true),
        .value("false", as: false),
        .value("[true,false]", as: [true, false]),
        .value("{\"value\":true}", as: Box(true)),
        .failure("0", Bool.self, .typeMismatch, path: []),
        .failure("1", Bool.self, .typeMismatch, path: []),
        .failure("\"true\"", Bool.self, .typeMismatch, path: []),
        .failure("null", Bool.self, .typeMismatch, path: []),
        .failure("{\"value\":null}", Box<Bool>.self, .typeMismatch, path: ["value"]),
        .failure("[true,null]", [Bool].self, .typeMismatch, path: ["Index 1"]),
        .failure("True", Bool.self, .dataCorrupted, path: []),
        .failure("tru", Bool.self, .dataCorrupted, path: []),
        .value("null", as: Optional<Bool>.none),
    ]

    @Test("booleans (null into Bool is a type mismatch)", arguments: booleans)
    func booleanValues(_ row: DecodeCase) {
        row.check(.standard)
    }
}

/// Documents both decoders reject outright, and the input encodings both detect.
@Suite("Differential decoding: syntax and input encodings", .comparedWithSwiftFoundation)
struct SyntaxDecodingDifferentialTests {
    static let invalid: [DecodeCase] = [
        .failure("", Tree.self, .dataCorrupted, path: []),
        .failure("   \n", Tree.self, .dataCorrupted, path: []),
        .failure("[1] x", [Int].self, .dataCorrupted, path: []),
        .failure("1 2", Int.self, .dataCorrupted, path: []),
        .failure("{1:1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{a:1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{'a':1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{\"a\" 1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{\"a\":1 \"b\":2}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{\"a\":}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{\"a\"}", [String: Int].self, .dataCorrupted, path: []),
        .failure("{\"\\x\":1}", [String: Int].self, .dataCorrupted, path: []),
        .failure("/* c */ 1", Int.self, .dataCorrupted, path: []),
        .failure("// c\n1", Int.self, .dataCorrupted, path: []),
        .failure("0x10", Int.self, .dataCorrupted, path: []),
        .failure("nulll", Int?.self, .dataCorrupted, path: []),
        .failure("nul", Int?.self, .dataCorrupted, path: []),
        .failure("[1,,]", [Int].self, .dataCorrupted, path: []),
        .failure("[,1]", [Int].self, .dataCorrupted, path: []),
        .failure("[,]", [Int].self, .dataCorrupted, path: []),
        .failure("[1 2]", [Int].self, .dataCorrupted, path: []),
        .failure("[1", [Int].self, .dataCorrupted, path: []),
        .failure("[1}", [Int].self, .dataCorrupted, path: []),
        .failure("{\"a\":1]", [String: Int].self, .dataCorrupted, path: []),
        .failure("]", [Int].self, .dataCorrupted, path: []),
        .failure("\u{0B}1", Int.self, .dataCorrupted, path: []),
        .failure("\u{0C}1", Int.self, .dataCorrupted, path: []),
        .failure("\u{A0}1", Int.self, .dataCorrupted, path: []),
        .failure(bytes: [0x5B, 0x31, 0x00, 0x5D, 0x20], [Int].self, .dataCorrupted, path: []),
        .failure("[\u{FEFF}1]", [Int].self, .dataCorrupted, path: []),
        .failure(String(repeating: "[", count: 513) + String(repeating: "]", count: 513), NestedArrays.self, .dataCorrupted, path: []),
        .failure(
            String(repeating: "{\"a\":", count: 257) + String(repeating: "[", count: 256) + "1" + String(repeating: "]", count: 256)
                + String(repeating: "}", count: 257), Tree.self, .dataCorrupted, path: []),
    ]

    @Test("invalid documents", arguments: invalid)
    func invalidDocuments(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let valid: [DecodeCase] = [
        .value(" \t\r\n[ 1 , 2 ]\r\n", as: [1, 2]),
        .value("\u{FEFF}[1]", as: [1]),
        .value(String(repeating: "[", count: 512) + String(repeating: "]", count: 512), as: NestedArrays(depth: 512)),
        .value("\"x\"", as: "x"),
        .value(" true ", as: true),
        .value("null", as: Optional<Int>.none),
        .value("[]", as: [Int]()),
        // Empty arrays of the bulk-decoded element types, inside a value and beside full ones.
        .value(#"{"value":[]}"#, as: Box([Int]())),
        .value(#"{"value":[]}"#, as: Box([String]())),
        .value(#"[[],["a"],[]]"#, as: [[], ["a"], []] as [[String]]),
        .value(#"[[],[1],[]]"#, as: [[], [1], []] as [[Int]]),
        .value("{}", as: [String: Int]()),
        .value("[[],[[]],{}]", as: Tree.array([.array([]), .array([.array([])]), .object([:])])),
        .value(
            #"{"a":[1,-2,3.5,"x",true,null,{"b":{}}]}"#,
            as: Tree.object([
                "a": .array([
                    .int(1), .int(-2), .double(3.5), .string("x"), .bool(true), .null, .object(["b": .object([:])]),
                ])
            ])),
        .value("18446744073709551615", as: Tree.uint(.max)),
    ]

    @Test("valid documents", arguments: valid)
    func validDocuments(_ row: DecodeCase) {
        row.check(.standard)
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    static func utf32(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom && bigEndian ? [0, 0, 0xFE, 0xFF] : []
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let le = [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
            bytes += bigEndian ? le.reversed() : le
        }
        return bytes
    }

    static let encodings: [DecodeCase] = [
        .value(bytes: utf16(#"["é😀"]"#, bigEndian: true, bom: false), as: ["é😀"]),
        .value(bytes: utf16(#"["é😀"]"#, bigEndian: false, bom: false), as: ["é😀"]),
        .value(bytes: utf16(#"["é😀"]"#, bigEndian: true, bom: true), as: ["é😀"]),
        .value(bytes: utf16(#"["é😀"]"#, bigEndian: false, bom: true), as: ["é😀"]),
        .value(bytes: utf32(#"["é😀"]"#, bigEndian: true, bom: false), as: ["é😀"]),
        .value(bytes: utf32(#"["é😀"]"#, bigEndian: true, bom: true), as: ["é😀"]),
        .value(bytes: utf32(#"["é😀"]"#, bigEndian: false, bom: false), as: ["é😀"]),
        .value(bytes: utf16("7", bigEndian: true, bom: false), as: 7),
        .value(bytes: utf16("7", bigEndian: false, bom: false), as: 7),
        .value(bytes: utf16(#"{"a":"b"}"#, bigEndian: false, bom: false), as: ["a": "b"]),
        .value(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), as: [1]),
        .failure(bytes: [0x00, 0x5B, 0xD8, 0x3D, 0x00, 0x5D], Tree.self, .dataCorrupted, path: []),
    ]

    @Test("UTF-16 and UTF-32 input, with and without a byte order mark", arguments: encodings)
    func inputEncodings(_ row: DecodeCase) {
        row.check(.standard)
    }
}

// MARK: - Structures

/// Optionals missing vs null, nested structs and arrays, enums, classes, dictionaries.
@Suite("Differential decoding: structures", .comparedWithSwiftFoundation)
struct StructureDecodingDifferentialTests {
    static let optionals: [DecodeCase] = [
        .value("{}", as: Optionals()),
        .value(#"{"a":null,"b":null,"c":null,"d":null,"e":null}"#, as: Optionals()),
        .value(
            #"{"a":1,"b":"x","c":[1,null],"d":{"name":"A","age":3},"e":2}"#,
            as: Optionals(a: 1, b: "x", c: [1, nil], d: Person(name: "A", age: 3, email: nil), e: 2)),
        .value(#"{"d":{"name":"A","age":3,"email":null}}"#, as: Optionals(d: Person(name: "A", age: 3, email: nil))),
        .value(#"{"d":{"name":"A","age":3,"email":"a@b"},"zzz":[{}]}"#, as: Optionals(d: Person(name: "A", age: 3, email: "a@b"))),
        .failure(#"{"a":"x"}"#, Optionals.self, .typeMismatch, path: ["a"]),
        .failure(#"{"c":[1,"x"]}"#, Optionals.self, .typeMismatch, path: ["c", "Index 1"]),
        .failure(#"{"c":{}}"#, Optionals.self, .typeMismatch, path: ["c"]),
        .failure(#"{"d":{}}"#, Optionals.self, .keyNotFound, path: ["d"]),
        .failure(#"{"d":{"name":null,"age":1}}"#, Optionals.self, .valueNotFound, path: ["d", "name"]),
        .failure(#"{"d":[]}"#, Optionals.self, .typeMismatch, path: ["d"]),
        .failure(#"{"e":true}"#, Optionals.self, .typeMismatch, path: ["e"]),
        .failure("[]", Optionals.self, .typeMismatch, path: []),
        .failure("null", Optionals.self, .valueNotFound, path: []),
        .value("null", as: Optional<Optionals>.none),
        .value("[1,null,3]", as: [1, nil, 3] as [Int?]),
        .value(#"{"a":null,"b":2}"#, as: ["a": nil, "b": 2] as [String: Int?]),
        .value("[null]", as: [nil] as [Int??]),
        .value("[[null]]", as: [[nil]] as [[Int?]]),
    ]

    @Test("optionals, missing and null", arguments: optionals)
    func optionalValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    /// Arrays of any element but the bulk-decoded scalars are read element by element
    /// by Strata's decoder itself, not by `Array.init(from:)`: the same values, errors
    /// and paths, for empty arrays, arrays past the elements reserved ahead (1024) and
    /// arrays that are something else.
    static let arraysOfModels: [DecodeCase] = [
        .value("[]", as: [Box<Int>]()),
        .value(#"[{"value":1},{"value":2}]"#, as: [Box(1), Box(2)]),
        .value(#"[[],[{"value":[]}],[]]"#, as: [[], [Box([Int8]())], []] as [[Box<[Int8]>]]),
        .value(
            "[" + (0..<1500).map { #"{"value":\#($0)}"# }.joined(separator: ",") + "]",
            as: (0..<1500).map { Box($0) }),
        .failure(
            "[" + (0..<1500).map { #"{"value":\#($0)}"# }.joined(separator: ",") + #",{"value":"x"}]"#,
            [Box<Int>].self, .typeMismatch, path: ["Index 1500", "value"]),
        .failure(#"[{"value":1},{}]"#, [Box<Int>].self, .keyNotFound, path: ["Index 1"]),
        .failure(#"[{"value":1},null]"#, [Box<Int>].self, .valueNotFound, path: ["Index 1"]),
        .failure(#"{"value":[{}]}"#, Box<[Box<Int>]>.self, .keyNotFound, path: ["value", "Index 0"]),
        .failure("{}", [Box<Int>].self, .typeMismatch, path: []),
        .failure(#"{"value":{"value":1}}"#, Box<[Box<Int>]>.self, .typeMismatch, path: ["value"]),
        .failure("null", [Box<Int>].self, .valueNotFound, path: []),
        .value("null", as: [Box<Int>]?.none),
    ]

    @Test("arrays of models", arguments: arraysOfModels)
    func arrayOfModelValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let libraryJSON = #"""
        {"name":"L","books":[{"title":"T","pages":1,"tags":["x"],"ratings":[1.5]},
        {"title":"U","pages":2,"tags":[],"ratings":[]}],"owner":{"name":"O","age":40},"shelves":[[1],[]]}
        """#

    static let nested: [DecodeCase] = [
        .value(
            libraryJSON,
            as: Library(
                name: "L",
                books: [Book(title: "T", pages: 1, tags: ["x"], ratings: [1.5]), Book(title: "U", pages: 2, tags: [], ratings: [])],
                owner: Person(name: "O", age: 40, email: nil), shelves: [[1], []])),
        .failure(
            libraryJSON.replacingOccurrences(of: #""pages":2"#, with: #""pages":"2""#), Library.self, .typeMismatch,
            path: ["books", "Index 1", "pages"]),
        .failure(libraryJSON.replacingOccurrences(of: #""pages":1,"#, with: ""), Library.self, .keyNotFound, path: ["books", "Index 0"]),
        .failure(
            libraryJSON.replacingOccurrences(of: #""tags":["x"]"#, with: #""tags":["x",null]"#), Library.self, .valueNotFound,
            path: ["books", "Index 0", "tags", "Index 1"]),
        .failure(
            libraryJSON.replacingOccurrences(of: #""shelves":[[1],[]]"#, with: #""shelves":[[1],{}]"#), Library.self, .typeMismatch,
            path: ["shelves", "Index 1"]),
        .failure(
            libraryJSON.replacingOccurrences(of: #""shelves":[[1],[]]"#, with: #""shelves":[[1],null]"#), Library.self,
            .valueNotFound, path: ["shelves", "Index 1"]),
        .failure(
            libraryJSON.replacingOccurrences(of: #""books":["#, with: #""books":null,"x":["#), Library.self, .valueNotFound,
            path: ["books"]),
        .failure(#"{"b":{}}"#, Box<Box<Int>>.self, .keyNotFound, path: []),
        .failure(#"{"value":{}}"#, Box<Box<Int>>.self, .keyNotFound, path: ["value"]),
        .failure(#"{"value":{"value":null}}"#, Box<Box<Int>>.self, .valueNotFound, path: ["value", "value"]),
        .failure(#"{"x":{"y":[1,true]}}"#, [String: [String: [Int]]].self, .typeMismatch, path: ["x", "y", "Index 1"]),
        .value(#"[[{"value":[1,2]}],[]]"#, as: [[Box([1, 2])], []]),
        .failure(#"[[{"value":[1,"2"]}],[]]"#, [[Box<[Int]>]].self, .typeMismatch, path: ["Index 0", "Index 0", "value", "Index 1"]),
        .value(#"{"value":1,"value":2}"#, as: Box(1)),
        .value(#"{"value":{"value":null},"value":2}"#, as: Box(Box<Int?>(nil))),
    ]

    @Test("nested structs and arrays of structs", arguments: nested)
    func nestedValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let enums: [DecodeCase] = [
        .value(#"{"circle":{"radius":1.5}}"#, as: Shape.circle(radius: 1.5)),
        .value(#"{"rect":{"width":1,"height":2}}"#, as: Shape.rect(width: 1, height: 2)),
        .value(#"{"point":{}}"#, as: Shape.point),
        .value(#"{"labeled":{"_0":"x","_1":3}}"#, as: Shape.labeled("x", 3)),
        .value(#"{"group":{"shapes":[{"point":{}},{"circle":{"radius":0}}]}}"#, as: Shape.group(shapes: [.point, .circle(radius: 0)], name: nil)),
        .value(#"{"group":{"shapes":[],"name":"g"}}"#, as: Shape.group(shapes: [], name: "g")),
        .value(#"[{"point":{}},{"labeled":{"_1":0,"_0":""}}]"#, as: [Shape.point, .labeled("", 0)]),
        .failure(#"{}"#, Shape.self, .typeMismatch, path: []),
        .failure(#"{"triangle":{}}"#, Shape.self, .typeMismatch, path: []),
        .failure(#"{"circle":{"radius":1},"point":{}}"#, Shape.self, .typeMismatch, path: []),
        .failure(#"{"circle":{}}"#, Shape.self, .keyNotFound, path: ["circle"]),
        .failure(#"{"circle":{"radius":"1"}}"#, Shape.self, .typeMismatch, path: ["circle", "radius"]),
        .failure(#"{"labeled":{"_0":"x"}}"#, Shape.self, .keyNotFound, path: ["labeled"]),
        .failure(#"{"point":null}"#, Shape.self, .valueNotFound, path: ["point"]),
        .failure(#"{"point":[]}"#, Shape.self, .typeMismatch, path: ["point"]),
        .failure(#"{"group":{"shapes":[{"nope":{}}]}}"#, Shape.self, .typeMismatch, path: ["group", "shapes", "Index 0"]),
        .failure(#""point""#, Shape.self, .typeMismatch, path: []),
        .value(#"["red","green","dark_blue"]"#, as: [Color.red, .green, .darkBlue]),
        .value("[1,3]", as: [Level.low, .high]),
        .failure(#"["red","blue"]"#, [Color].self, .dataCorrupted, path: ["Index 1"]),
        .failure("[1,2]", [Level].self, .dataCorrupted, path: ["Index 1"]),
        .failure(#"{"value":"Red"}"#, Box<Color>.self, .dataCorrupted, path: ["value"]),
        .failure(#"{"value":1}"#, Box<Color>.self, .typeMismatch, path: ["value"]),
        .failure(#"{"value":"1"}"#, Box<Level>.self, .typeMismatch, path: ["value"]),
        .failure(#""darkBlue""#, Color.self, .dataCorrupted, path: []),
    ]

    @Test("enums with associated values and with raw values", arguments: enums)
    func enumValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let classes: [DecodeCase] = [
        .value(#"{"breed":"lab","super":{"name":"Rex","legs":4}}"#, as: Dog(name: "Rex", legs: 4, breed: "lab")),
        .value(#"{"indoor":true,"base":{"name":"Tom","legs":4}}"#, as: Cat(name: "Tom", legs: 4, indoor: true)),
        .value(#"{"wingspan":0.5,"name":"Tweety","legs":2}"#, as: Bird(name: "Tweety", legs: 2, wingspan: 0.5)),
        .value(#"[1,{"name":"Nemo","legs":0},2,3]"#, as: Fish(name: "Nemo", fins: [1, 2, 3])),
        .value(#"{"value":[{"breed":"b","super":{"name":"n","legs":3}}]}"#, as: Box([Dog(name: "n", legs: 3, breed: "b")])),
        .failure(#"{"breed":"lab"}"#, Dog.self, .valueNotFound, path: ["super"]),
        .failure(#"{"breed":"lab","super":null}"#, Dog.self, .valueNotFound, path: ["super"]),
        .failure(#"{"breed":"lab","super":{"name":"Rex"}}"#, Dog.self, .keyNotFound, path: ["super"]),
        .failure(#"{"breed":"lab","super":{"name":"Rex","legs":"4"}}"#, Dog.self, .typeMismatch, path: ["super", "legs"]),
        .failure(#"{"breed":"lab","super":[]}"#, Dog.self, .typeMismatch, path: ["super"]),
        .failure(#"{"indoor":true}"#, Cat.self, .valueNotFound, path: ["base"]),
        .failure(#"{"indoor":true,"base":{"name":1,"legs":4}}"#, Cat.self, .typeMismatch, path: ["base", "name"]),
        .failure(#"{"wingspan":0.5,"legs":2}"#, Bird.self, .keyNotFound, path: []),
        .failure(#"[1]"#, Fish.self, .valueNotFound, path: ["Index 1"]),
        .failure(#"[1,{"name":"Nemo"}]"#, Fish.self, .keyNotFound, path: ["Index 1"]),
        .failure(#"[1,{"name":"Nemo","legs":0},"x"]"#, Fish.self, .typeMismatch, path: ["Index 2"]),
    ]

    @Test("classes decoding their superclass through superDecoder", arguments: classes)
    func classValues(_ row: DecodeCase) {
        row.check(.standard)
    }

    static let dictionaries: [DecodeCase] = [
        .value(#"{"b":1,"a":2,"":3,"a/b":4,"é":5}"#, as: ["b": 1, "a": 2, "": 3, "a/b": 4, "é": 5]),
        .value(#"{"a":1,"a":2}"#, as: ["a": 1]),
        .value(#"{"a":null,"a":2}"#, as: ["a": nil] as [String: Int?]),
        .value("{\"\u{e9}\":1,\"e\u{301}\":2}", as: ["é": 1]),
        .value(#"{"\u00e9":1,"e\u0301":2}"#, as: ["é": 1]),
        .value(#"{"a\u0000b":1,"\ud83d\ude00":2}"#, as: ["a\u{0}b": 1, "😀": 2]),
        .value(#"{"1":"a","-2":"b","10":"c"}"#, as: [1: "a", -2: "b", 10: "c"]),
        .value(#"{"a.b":1,"a":{"b":2},"":{".":3}}"#, as: Tree.object(["a.b": .int(1), "a": .object(["b": .int(2)]), "": .object([".": .int(3)])])),
        .value(#"{"1":[1],"2":[]}"#, as: [1: [1], 2: []] as [Int: [Int]]),
        .value(#"{"x":{"y":{"z":[true]}}}"#, as: ["x": ["y": ["z": [true]]]]),
        .value(#"{"aB":1,"plain":2}"#, as: [DictionaryKey.aB: 1, .plain: 2]),
        .value(#"[true,1,false,2]"#, as: [true: 1, false: 2]),
        .value("[1,2,-3,4]", as: [Int8(1): 2, -3: 4]),
        .failure(#"{"x":"a"}"#, [Int: String].self, .typeMismatch, path: ["x"]),
        .failure(#"{"1.5":"a"}"#, [Int: String].self, .typeMismatch, path: ["1.5"]),
        .failure(#"{"nope":1}"#, [DictionaryKey: Int].self, .dataCorrupted),
        .failure(#"{"a":"x"}"#, [String: Int].self, .typeMismatch, path: ["a"]),
        .failure(#"{"a":null}"#, [String: Int].self, .valueNotFound, path: ["a"]),
        .failure(#"{"a":{"b":[1,{}]}}"#, [String: [String: [Int]]].self, .typeMismatch, path: ["a", "b", "Index 1"]),
        .failure(#"[1,2]"#, [String: Int].self, .typeMismatch, path: []),
        .failure(#"[true,1,false]"#, [Bool: Int].self, .dataCorrupted, path: []),
        .failure(#"{"a":1}"#, [Bool: Int].self, .typeMismatch, path: []),
    ]

    @Test("dictionaries with String, Int, enum and other keys", arguments: dictionaries)
    func dictionaryValues(_ row: DecodeCase) {
        row.check(.standard)
    }
}

// MARK: - Foundation's special types

/// URL, Date, Data, Decimal, UUID, Set and ranges under the default strategies.
@Suite("Differential decoding: Foundation types", .comparedWithSwiftFoundation)
struct SpecialTypeDecodingDifferentialTests {
    static let cases: [DecodeCase] = [
        .value(#""https:\/\/x.com\/a%20b?q=1""#, as: URL(string: "https://x.com/a%20b?q=1")!),
        .value(#""b/c""#, as: URL(string: "b/c")!),
        .value(#""file:///tmp/x%20y""#, as: URL(string: "file:///tmp/x%20y")!),
        .value(#"{"value":"mailto:a@b.c"}"#, as: Box(URL(string: "mailto:a@b.c")!)),
        .value(#"["a b"]"#, as: [URL(string: "a b")!]),
        .failure(#""""#, URL.self, .dataCorrupted, path: []),
        .failure(#"{"value":""}"#, Box<URL>.self, .dataCorrupted, path: ["value"]),
        .failure(#"["x",""]"#, [URL].self, .dataCorrupted, path: ["Index 1"]),
        .failure(#"{"value":{}}"#, Box<URL>.self, .typeMismatch, path: ["value"]),
        .failure(#"{"value":null}"#, Box<URL>.self, .valueNotFound, path: ["value"]),
        .failure(#"{"relative":"b","base":null}"#, URL.self, .typeMismatch, path: []),
        .value("0", as: Date(timeIntervalSinceReferenceDate: 0)),
        .value(
            "[1, -978307200, 721692800.123456]",
            as: [
                Date(timeIntervalSinceReferenceDate: 1), Date(timeIntervalSince1970: 0), Date(timeIntervalSinceReferenceDate: 721_692_800.123456),
            ]),
        .failure(#""2001-01-01T00:00:00Z""#, Date.self, .typeMismatch, path: []),
        .failure(#"{"value":null}"#, Box<Date>.self, .valueNotFound, path: ["value"]),
        .value(#"{"value":null}"#, as: OptionalBox<Date>(nil)),
        .value(#""AAEC+v8=""#, as: Data([0, 1, 2, 250, 255])),
        .value(#"["AA==","AB==","","AAEC\/v8=","AA\u003d\u003d"]"#, as: [Data([0]), Data([0]), Data(), Data([0, 1, 2, 254, 255]), Data([0])]),
        .failure(#""AAEC+v8""#, Data.self, .dataCorrupted, path: []),
        .failure(#"["AA="]"#, [Data].self, .dataCorrupted, path: ["Index 0"]),
        .failure(#"{"value":"-_=="}"#, Box<Data>.self, .dataCorrupted, path: ["value"]),
        .failure(#"{"value":"AA AA"}"#, Box<Data>.self, .dataCorrupted, path: ["value"]),
        .failure(#"{"value":"YQ==YQ=="}"#, Box<Data>.self, .dataCorrupted, path: ["value"]),
        .failure(#"{"value":"A==="}"#, Box<Data>.self, .dataCorrupted, path: ["value"]),
        .failure(#"{"value":[1,2]}"#, Box<Data>.self, .typeMismatch, path: ["value"]),
        .failure("1", Data.self, .typeMismatch, path: []),
        .value(#""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#, as: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!),
        .value(#""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#, as: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!),
        .failure(#""x""#, UUID.self, .dataCorrupted, path: []),
        .failure(#"{"value":null}"#, Box<UUID>.self, .valueNotFound, path: ["value"]),
        .value("[3,1,2,1]", as: Set([1, 2, 3])),
        .value("[1,5]", as: 1..<5),
        .value("[1,5]", as: 1...5),
        .failure("[5,1]", Range<Int>.self, .dataCorrupted, path: []),
        .value(
            #"{"url":"https://e.com","date":5,"data":"","decimal":1.25,"uuid":"00000000-0000-0000-0000-000000000000"}"#,
            as: Specials(
                url: URL(string: "https://e.com")!, date: Date(timeIntervalSinceReferenceDate: 5), data: Data(),
                decimal: Decimal(string: "1.25")!, uuid: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)),
    ]

    @Test("URL, Date, Data, Decimal, UUID, Set and ranges", arguments: cases)
    func specialTypes(_ row: DecodeCase) {
        row.check(.standard)
    }
}

/// Strata's messages for errors at a value of the document give its line and column.
@Suite("Strata's decoding errors say where", .comparedWithSwiftFoundation)
struct DecodingErrorLocationTests {
    @Test(
        "the line and column of the offending value",
        arguments: [
            ("{\n  \"a\": 1,\n  \"b\": \"x\"\n}", 3),
            ("[\n1,\n2,\nnull]", 4),
            ("\n\n\n[1,\n  {\"c\": [] } ]", 5),
        ])
    func lineAndColumn(json: String, line: Int) throws {
        struct Target: Decodable {
            init(from decoder: any Decoder) throws {
                if var unkeyed = try? decoder.unkeyedContainer() {
                    while !unkeyed.isAtEnd { _ = try unkeyed.decode(Int.self) }
                } else {
                    let keyed = try decoder.container(keyedBy: AnyKey.self)
                    _ = try keyed.decode(Int.self, forKey: AnyKey("a"))
                    _ = try keyed.decode(Int.self, forKey: AnyKey("b"))
                }
            }
        }
        let error = try #require(throws: DecodingError.self) { try StrataJSONDecoder().decode(Target.self, from: Data(json.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Target.self, from: Data(json.utf8)) }
        #expect(ErrorShape(error).message.contains("line \(line)"), "\(error)")
        #expect(ErrorShape(error).message.contains("column "), "\(error)")
    }
}
