import Foundation
import Strata
import Testing

// Encoding the same value with JSONEncoder and StrataJSONEncoder under every output
// formatting gives the same bytes (the same bytes in another key order when the order is
// Foundation's random one), or the same EncodingError; both decoders read the output back.

/// Empty and nested-empty containers, which pretty printing lays out specially.
struct Empties: Codable, Equatable, Sendable {
    var a: [Int] = []
    var b: [String: Int] = [:]
    var c: [[Int]] = [[], [1]]
    var d = Nothing()
    var e: [Nothing] = [Nothing()]
    var f: [String: [String: Int]] = ["x": [:]]
}

/// The value table encodes to the same bytes under every formatting and reads back alike.
@Suite("Differential encoding: values under every output formatting", .comparedWithSwiftFoundation)
struct ValueEncodingDifferentialTests {
    static func integers<I: FixedWidthInteger & Codable & Sendable>(_ type: I.Type) -> [EncodeCase] {
        [.value([I.min, 0, I.max]), .value(Box(I.min)), .value(I.max), .value(["min": I.min, "max": I.max])]
    }

    static let numbers: [EncodeCase] =
        integers(Int8.self) + integers(Int16.self) + integers(Int32.self) + integers(Int64.self) + integers(Int.self)
        + integers(UInt8.self) + integers(UInt16.self) + integers(UInt32.self) + integers(UInt64.self) + integers(UInt.self)
        + integers(Int128.self) + integers(UInt128.self)
        + [
            .value([Int128(1) << 100, -5] as [Int128]),
            .value(doubles, equal: sameFloats),
            .value([doubles, [], [1.5, -0.0]], equal: { $0.count == $1.count && zip($0, $1).allSatisfy(sameFloats) }),
            .value(
                Box([[doubles, [0.5]], [], [[]]] as [[[Double]]]),
                equal: { $0.value.count == $1.value.count && zip($0.value.joined(), $1.value.joined()).allSatisfy(sameFloats) }),
            .value(floats, equal: sameFloats),
            .value(Box(-0.0), equal: { sameFloat($0.value, $1.value) }),
            // Numbers are written in blocks of 128: runs across several blocks.
            .value((-300..<300).map { $0 &* 1_000_003 } + [Int.min, Int.max, 0, -1]),
            .value((0..<700).map { Double($0) / 7 - 50 } as [Double], equal: sameFloats),
            .value(Float16(0.1)),
            .value([Float16(0.1), 65504, -0.0, 1e-7], equal: sameFloats),
            .value(1.5),
            .value(Float(0.1)),
            .value(decimals),
            .value(Box(Decimal(string: "3.14159265358979323846264338327950288419")!)),
        ] + doubles.map { .value($0, equal: sameFloat) } + floats.map { .value([$0], equal: sameFloats) }
        + decimals.map { .value(Box($0)) }

    static let doubles: [Double] = [
        0, -0.0, 1, 1.5, 0.1, 0.3, 1.0 / 3, 12_345_678.9, 0.0001, 9.999e-05, 1e-05, 1e-07, 1e15, 9_007_199_254_740_992,
        9_007_199_254_740_994, 9.5e15, 1e16, 123_456_789_012_345_680, 1e21, 1.5e300, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude, -2.5e-10, 30_000_000_000, -65.613616999999977, 2.2250738585072014e-308, 100, 1e100,
        -1.7976931348623157e308, 4.35, 0.000123, 123e-20,
    ]

    static let floats: [Float] = [
        0.1, 1e16, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 16_777_216, 16_777_218, 3e7, 1e8, 11_000_000, 1e-05,
        -0.0, 1.5, 0.3, 3.4e38, .leastNormalMagnitude,
    ]

    static let decimals: [Decimal] =
        [
            "0", "-0", "1.50", "-123.456", "12345678901234567890123456789012345678", "0.000000000000000000000000000001",
            "1e50", "3.14159265358979323846264338327950288419", "1e-50", "100", "-1e127", "1e-128", "0.1",
        ].map { Decimal(string: $0)! } + [.greatestFiniteMagnitude, .leastFiniteMagnitude, .leastNonzeroMagnitude, Decimal(-0.0)]

    static let strings: [EncodeCase] = [
        .value(""),
        .value("plain"),
        .value(String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) })),
        .value("\u{7f}\"\\/ é \u{2028}\u{2029} \u{FEFF} 😀 \u{FFFF} 𝄞"),
        .value("a/b\\c//"),
        .value("e\u{301}"),
        .value(["a/b": "x/y"]),
        .value(["\u{1}\n": "\u{1f}\t"]),
        .value(Box("</script>")),
        .value(["😀", "🏳️‍🌈", "\u{10FFFF}", "中文", "\r\n"]),
        .value(["e\u{301}a": 0, "\u{e9}": 6, "f": 2, "e": 3, "ea": 4, "eb": 5]),
        .value([
            "b": 0, "B": 1, "a": 2, "A": 3, "a10": 4, "a9": 5, "a1": 6, "_x": 7, "Z": 8, "z": 9, "é": 11, "f": 12, "é2": 13,
            "ä": 14, "中": 15, "😀": 16, "\u{FFFF}": 17, "": 18, "1": 19, "10": 20, "9": 21, "aa": 22, "a b": 23, "a~": 24,
        ]),
    ]

    static let structures: [EncodeCase] = [
        .value(true),
        .value([false, true]),
        .value(Optional<Int>.none, roundTrips: true),
        .value([1, nil, 3] as [Int?]),
        .value(["a": nil, "b": 2] as [String: Int?]),
        .value(Optionals()),
        .value(Optionals(a: 1, b: "x", c: [1, nil], d: Person(name: "P", age: 1, email: "p@q/r"), e: 5)),
        .value(Optionals(e: .some(nil)), roundTrips: false),
        .value([[1, 2], [], [3]]),
        .value([String: Int]()),
        .value([Int]()),
        .value(Empties()),
        .value([Empties(), Empties()]),
        .value(Library.sample),
        .value([Library.sample, Library(name: "", books: [], owner: nil, shelves: [])]),
        .value(Box(Box(Box([Box("deep")])))),
        .value(NestedArrays(depth: 511)),
        .value(NestedDoubles(depth: 511)),
        .value(Box(Nothing())),
        .value([Nothing(), Nothing()]),
        .value(["m": [Nothing(), Nothing()], "n": [Nothing()]]),
        .value(Tree.object(["k": .array([.int(1), .uint(.max), .double(-0.5), .string("s"), .bool(false), .null, .object([:])])])),
        .value(Shape.circle(radius: 1.5)),
        .value(Shape.rect(width: 1, height: 2)),
        .value(Shape.point),
        .value(Shape.labeled("x", 3)),
        .value(Shape.group(shapes: [.point, .circle(radius: 0), .group(shapes: [], name: "inner")], name: nil)),
        .value([Color.red, .green, .darkBlue]),
        .value([Level.low: "low", .high: "high"]),
        .value(Box(Level.high)),
        .value(Dog(name: "Rex", legs: 4, breed: "lab")),
        .value(Cat(name: "Tom", legs: 4, indoor: false)),
        .value(Bird(name: "Tweety", legs: 2, wingspan: 0.25)),
        .value(Fish(name: "Nemo", fins: [1, 2, 3])),
        .value(Box([Dog(name: "a", legs: 3, breed: "b"), Dog(name: "c", legs: 4, breed: "d")])),
        .value([1: "a", 10: "b", 2: "c", -3: "d"] as [Int: String]),
        .value([7: [1: 1]] as [Int: [Int: Int]]),
        .value([DictionaryKey.aB: 1, .plain: 2]),
        .value([true: 1, false: 2]),
        .value([Int8(1): 2, -3: 4]),
        .value(["x": ["y": ["z": [true]]]]),
    ]

    static let specials: [EncodeCase] = [
        .value(Specials.sample),
        .value(URL(string: "https://x.com/a%20b?q=1")!),
        .value(URL(string: "b/c", relativeTo: URL(string: "https://x.com/a/")!)!, roundTrips: false),
        .value(URL(fileURLWithPath: "/tmp/x y")),
        .value([URL(string: "mailto:a@b.c")!, URL(string: "b/c")!]),
        .value(Date(timeIntervalSince1970: 0)),
        .value([Date(timeIntervalSince1970: 1.5), Date(timeIntervalSince1970: 1_700_000_000.123456), Date(timeIntervalSince1970: -1.25)]),
        .value(Box(Date.distantFuture)),
        .value(Date(timeIntervalSinceReferenceDate: 0.1)),
        .value(Data([0, 1, 2, 250, 255])),
        .value(Data()),
        .value([Data([0xFB, 0xFF]), Data([0]), Data(repeating: 7, count: 100)]),
        .value(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!),
        .value(Set([1])),
        .value(Set(["a", "b", "c"])),
        .value(1..<5),
        .value(1...5),
        .value(42),
        .value("hi"),
    ]

    @Test("numbers", arguments: numbers, EncodingSetup.formattings)
    func numberValues(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    @Test("strings and keys", arguments: strings, EncodingSetup.formattings)
    func stringValues(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    @Test("structures, enums, classes and dictionaries", arguments: structures, EncodingSetup.formattings)
    func structureValues(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    static let dottedKeys: [EncodeCase] = [
        .value(["x.y": 1]),
        .value(["a.b": 1, "a.c": 2, "a": 3]),
        .value(["a.b": ["c.d": [".": "..", "": "."]]]),
        .value(Box(["https://example.com/a.b": true])),
        .value(KeyWriter("a.b", ".", "a..b", "a.", "a")),
    ]

    @Test("keys with dots", arguments: dottedKeys, EncodingSetup.formattings)
    func dottedKeyValues(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }

    @Test("keys with dots, written literally with dottedKeyStrategy = .literal", arguments: dottedKeys, EncodingSetup.formattings)
    func literalDottedKeys(_ row: EncodeCase, setup: EncodingSetup) {
        var setup = setup
        setup.strataDottedKeys = .literal
        setup.reading.strataDottedKeys = .literal
        row.check(setup)
    }

    @Test("URL, Date, Data, UUID, Set, ranges and fragments", arguments: specials, EncodingSetup.formattings)
    func specialValues(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }
}

/// Values JSON cannot hold: both encoders throw `invalidValue` with the same path.
@Suite("Differential encoding: errors", .comparedWithSwiftFoundation)
struct EncodingErrorDifferentialTests {
    static let failures: [EncodeCase] = [
        .failure(Double.nan, path: []),
        .failure(Double.infinity, path: []),
        .failure(-Double.infinity, path: []),
        .failure(-Float.infinity, path: []),
        .failure(Float.nan, path: []),
        .failure(Box(Double.nan), path: ["value"]),
        .failure(Box([1, .nan]), path: ["value", "Index 1"]),
        .failure(["k": Float.nan], path: ["k"]),
        .failure([1.0, .nan], path: ["Index 1"]),
        .failure([Float(1), .infinity], path: ["Index 1"]),
        .failure([[0.5], [.infinity]], path: ["Index 1", "Index 0"]),
        .failure(Box([[[0.5]], [[1], [2, .nan]]] as [[[Double]]]), path: ["value", "Index 1", "Index 1", "Index 1"]),
        .failure(NestedDoubles(depth: 512), path: []),
        .failure(Date(timeIntervalSinceReferenceDate: .infinity), path: []),
        .failure(Nothing(), path: []),
        .failure(NestedArrays(depth: 512), path: []),
        .failure(Box(Optional(Double.nan)), path: ["value"]),
        .failure(["a": [Box(Float.nan)]], path: ["a", "Index 0", "value"]),
    ]

    @Test("invalid values", arguments: failures, [EncodingSetup.standard, .sorted])
    func invalidValues(_ row: EncodeCase, setup: EncodingSetup) {
        row.check(setup)
    }
}
