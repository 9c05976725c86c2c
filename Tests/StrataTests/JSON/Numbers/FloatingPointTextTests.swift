import Foundation
import Testing

@testable import Strata

/// Strata's own shortest-decimal formatter against Swift's `description`, which is what
/// Foundation's `JSONEncoder` writes (without a trailing `.0`): edges of every binade and
/// decade, subnormals, signed zeros, whole numbers around 2^53, random bit patterns, and
/// round trips. `STRATA_HEAVY_TESTS=1` (set by `.ci/run`) sweeps many millions of values.
@Suite("Floating-point text")
struct FloatingPointTextTests {
    // MARK: The expected spelling

    /// Foundation's spelling: `description` without a trailing `.0`.
    static func foundationSpelling<Value: BinaryFloatingPoint & CustomStringConvertible>(_ value: Value) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    static func strata<Value: JSONFloatingPoint>(_ value: Value) -> String { FloatingPointText.json(value) ?? "not finite" }

    /// The values of `values` whose spelling differs from Foundation's, both spellings shown
    /// (at most `limit`).
    static func mismatches<Value: JSONFloatingPoint & CustomStringConvertible>(_ values: some Sequence<Value>, limit: Int = 5) -> [String] {
        var found: [String] = []
        for value in values where strata(value) != foundationSpelling(value) {
            found.append(
                "\(value.significandBitPattern) \(value.exponentBitPattern): Strata \(strata(value)), Foundation \(foundationSpelling(value))")
            if found.count == limit { break }
        }
        return found
    }

    /// A value and both its neighbours, of both signs.
    static func withNeighbours<Value: BinaryFloatingPoint>(_ values: [Value]) -> [Value] {
        values.flatMap { value in
            [value.nextDown, value, value.nextUp].filter(\.isFinite).flatMap { [$0, -$0] }
        }
    }

    // MARK: Fixed spellings

    static let spellings: [(Double, String)] = [
        (0, "0"), (-0.0, "-0"), (1, "1"), (-1, "-1"), (0.1, "0.1"), (0.3, "0.3"), (1.5, "1.5"), (100, "100"),
        (5.52288047857e-05, "5.52288047857e-05"), (0.0001, "0.0001"), (0.00012345, "0.00012345"), (9.99e-05, "9.99e-05"),
        (1e-05, "1e-05"), (123.456, "123.456"), (1e15, "1000000000000000"), (9_007_199_254_740_992, "9007199254740992"),
        (9_007_199_254_740_994, "9.007199254740994e+15"), (1e16, "1e+16"), (1.8014398509481984e16, "1.8014398509481984e+16"),
        (123_456_789_012_345_680, "1.2345678901234568e+17"), (1e22, "1e+22"), (1e23, "1e+23"), (.leastNonzeroMagnitude, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (2.2250738585072014e-308, "2.2250738585072014e-308"),
        (-65.613616999999977, "-65.61361699999998"), (2.34647130966, "2.34647130966"), (1e300, "1e+300"), (1e-300, "1e-300"),
    ]

    @Test("doubles are spelled as JSONEncoder spells them", arguments: spellings)
    func spelling(value: Double, expected: String) throws {
        #expect(Self.strata(value) == expected)
        let foundation = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
        #expect(foundation == "[\(expected)]", "the table agrees with JSONEncoder")
    }

    static let floatSpellings: [(Float, String)] = [
        (0, "0"), (-0.0, "-0"), (1, "1"), (0.1, "0.1"), (1.5, "1.5"), (16_777_216, "16777216"), (16_777_218, "1.6777218e+07"),
        (1e7, "10000000"), (1e8, "1e+08"), (3.4028235e38, "3.4028235e+38"), (.leastNonzeroMagnitude, "1e-45"),
        (1e-05, "1e-05"), (0.0001, "0.0001"), (123_456.7, "123456.7"), (8_388_607.5, "8388607.5"),
    ]

    @Test("floats are spelled as JSONEncoder spells them", arguments: floatSpellings)
    func floatSpelling(value: Float, expected: String) throws {
        #expect(Self.strata(value) == expected)
        let foundation = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
        #expect(foundation == "[\(expected)]", "the table agrees with JSONEncoder")
    }

    @Test("infinities and NaN have no JSON spelling")
    func nonFinite() {
        #expect(FloatingPointText.json(Double.infinity) == nil)
        #expect(FloatingPointText.json(-Double.infinity) == nil)
        #expect(FloatingPointText.json(Double.nan) == nil)
        #expect(FloatingPointText.json(Float.nan) == nil)
    }

    // MARK: Edges

    @Test("every power of two, and its neighbours, is spelled as description spells it")
    func powersOfTwo() {
        let doubles = Self.withNeighbours((-1074...1023).map { Double(sign: .plus, exponent: $0, significand: 1) })
        #expect(Self.mismatches(doubles) == [])
        let floats = Self.withNeighbours((-149...127).map { Float(sign: .plus, exponent: $0, significand: 1) })
        #expect(Self.mismatches(floats) == [])
    }

    @Test("every power of ten, and its neighbours, is spelled as description spells it")
    func powersOfTen() {
        let doubles = Self.withNeighbours((-323...308).compactMap { Double("1e\($0)") })
        #expect(doubles.count == 632 * 6)
        #expect(Self.mismatches(doubles) == [])
        let floats = Self.withNeighbours((-45...38).compactMap { Float("1e\($0)") })
        #expect(Self.mismatches(floats) == [])
    }

    @Test("the edges of every binade: the smallest and largest significands of each exponent")
    func binadeEdges() {
        var doubles: [Double] = []
        for biased in UInt64(0)...2046 {
            for fraction: UInt64 in [0, 1, 2, 3, 1 << 51, (1 << 52) - 2, (1 << 52) - 1] {
                doubles.append(Double(bitPattern: biased << 52 | fraction))
            }
        }
        #expect(Self.mismatches(doubles.filter { $0 != 0 }) == [])
        var floats: [Float] = []
        for biased in UInt32(0)...254 {
            for fraction: UInt32 in [0, 1, 2, 3, 1 << 22, (1 << 23) - 2, (1 << 23) - 1] {
                floats.append(Float(bitPattern: biased << 23 | fraction))
            }
        }
        #expect(Self.mismatches(floats.filter { $0 != 0 }) == [])
    }

    @Test("subnormals: the smallest, the largest, and random ones")
    func subnormals() {
        var generator = SeededGenerator(seed: 7)
        var doubles: [Double] = [.leastNonzeroMagnitude, .leastNormalMagnitude.nextDown, .leastNormalMagnitude]
        doubles += (0..<20_000).map { _ in Double(bitPattern: generator.next() & ((1 << 52) - 1)) }
        #expect(Self.mismatches(doubles.filter { $0 != 0 }) == [])
        var floats: [Float] = [.leastNonzeroMagnitude, .leastNormalMagnitude.nextDown]
        floats += (0..<20_000).map { _ in Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()) & ((1 << 23) - 1)) }
        #expect(Self.mismatches(floats.filter { $0 != 0 }) == [])
    }

    @Test("whole numbers up to and past 2^53 (2^24 for floats)")
    func wholeNumbers() {
        let twoTo53: Double = 9_007_199_254_740_992
        var doubles: [Double] = [twoTo53, twoTo53 - 1, twoTo53 + 2, twoTo53 * 2, 1e18, 1e19, 1e20, 2e20, 1e21, 1e22]
        doubles += (0...64).map { Double(UInt64(1) << $0 &- 1) }
        var generator = SeededGenerator(seed: 53)
        doubles += (0..<20_000).map { _ in Double(generator.next() >> 11) }  // below 2^53: exact integers
        doubles += (0..<20_000).map { _ in Double(generator.next() >> UInt64(generator.next() % 11)) }  // up to 2^64
        #expect(Self.mismatches(Self.withNeighbours(doubles)) == [])
        #expect(Self.strata(twoTo53) == "9007199254740992")
        #expect(Self.strata(-twoTo53) == "-9007199254740992")
        #expect(Self.strata(twoTo53 + 2) == "9.007199254740994e+15")
        var floats: [Float] = [16_777_216, 16_777_215, 16_777_218, 33_554_432, 1e10]
        floats += (0..<20_000).map { _ in Float(UInt32(truncatingIfNeeded: generator.next()) >> 8) }
        #expect(Self.mismatches(Self.withNeighbours(floats)) == [])
    }

    @Test("a double is whole, and its magnitude read from the bits, exactly when converting says so")
    func wholeMagnitudeFromBits() {
        let twoTo53: Double = 9_007_199_254_740_992
        var values: [Double] = [0, 0.5, 1, 1.5, 2, 3, 4.5, twoTo53 - 1, twoTo53, twoTo53 + 2, 1e300, .leastNonzeroMagnitude]
        values += (0...60).flatMap { power in [Double(UInt64(1) << power), Double(UInt64(1) << power) + 0.5] }
        var generator = SeededGenerator(seed: 2)
        values += (0..<20_000).map { _ in Double(generator.next() >> UInt64(11 + generator.next() % 50)) }
        values += Self.randomDoubles(count: 20_000, seed: 3)
        let wrong = Self.withNeighbours(values).filter { value in
            let magnitude = value.magnitude
            let expected = magnitude <= twoTo53 && magnitude == magnitude.rounded(.towardZero) ? UInt64(magnitude) : nil
            return value.wholeMagnitude != expected
        }
        #expect(wrong.prefix(5) == [])
        #expect((-0.0).wholeMagnitude == 0)
        #expect(twoTo53.wholeMagnitude == 1 << 53)
        #expect((twoTo53 + 2).wholeMagnitude == nil)
    }

    // MARK: Random values and round trips

    /// Random bit patterns (every exponent alike) and random short decimals (the numbers
    /// documents hold), `count` of each.
    static func randomDoubles(count: Int, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = []
        values.reserveCapacity(count * 2)
        while values.count < count {
            let value = Double(bitPattern: generator.next())
            if value.isFinite && value != 0 { values.append(value) }
        }
        for _ in 0..<count {
            let digits = generator.next() % 1_000_000_000_000
            let exponent = Int(generator.next() % 40) - 25
            let value = Double("\(digits)e\(exponent)") ?? 0
            values.append(generator.next() & 1 == 0 ? value : -value)
        }
        return values.filter { $0 != 0 }
    }

    static func randomFloats(count: Int, seed: UInt64) -> [Float] {
        var generator = SeededGenerator(seed: seed)
        var values: [Float] = []
        values.reserveCapacity(count)
        while values.count < count {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            if value.isFinite && value != 0 { values.append(value) }
        }
        return values
    }

    @Test("random doubles read back as themselves")
    func doublesRoundTrip() {
        let failures = Self.randomDoubles(count: 20_000, seed: 1).filter { value in
            Double(Self.strata(value)).map { $0.bitPattern != value.bitPattern } ?? true
        }
        #expect(failures.prefix(5).map { "\($0)" } == [])
    }

    @Test("random floats read back as themselves")
    func floatsRoundTrip() {
        let failures = Self.randomFloats(count: 20_000, seed: 2).filter { value in
            Float(Self.strata(value)).map { $0.bitPattern != value.bitPattern } ?? true
        }
        #expect(failures.prefix(5).map { "\($0)" } == [])
    }

    /// The quick run checks 200,000 doubles and 100,000 floats; the heavy run 16 million
    /// doubles and 8 million floats, split over the cores.
    static let sweepChunks = TestDataFiles.runsHeavySweeps ? Array(0..<16) : [0]
    static let sweepChunkSize = TestDataFiles.runsHeavySweeps ? 500_000 : 100_000

    @Test("random doubles and floats are spelled as description spells them", arguments: sweepChunks)
    func sweepAgainstDescription(chunk: Int) {
        let seed = UInt64(1000 + chunk)
        #expect(Self.mismatches(Self.randomDoubles(count: Self.sweepChunkSize, seed: seed)) == [])
        #expect(Self.mismatches(Self.randomFloats(count: Self.sweepChunkSize, seed: seed)) == [])
    }

    // MARK: The pieces

    @Test("the logarithms by multiplication are exact over the exponents used")
    func logarithms() {
        for q in -1100...1100 {
            #expect(ShortestDecimal.floorLog10PowerOfTwo(q) == Int((Double(q) * log10(2.0)).rounded(.down)), "q = \(q)")
            #expect(
                ShortestDecimal.floorLog10ThreeQuartersPowerOfTwo(q) == Int((Double(q) * log10(2.0) + log10(0.75)).rounded(.down)),
                "q = \(q)")
        }
        for e in -400...400 {
            #expect(ShortestDecimal.floorLog2PowerOfTen(e) == Int((Double(e) * log2(10.0)).rounded(.down)), "e = \(e)")
        }
    }

    @Test("integers are written with the right number of digits")
    func decimalDigits() {
        var values: [UInt64] = [0, 1, 9, 10, 99, 100, UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        var generator = SeededGenerator(seed: 10)
        values += (0..<10_000).map { _ in generator.next() >> UInt64(generator.next() % 64) }
        values += (0..<10_000).map(UInt64.init)
        var wrong: [UInt64] = []
        var buffer = [UInt8](repeating: 0, count: 24)
        for value in values {
            let count = DecimalDigits.count(value)
            buffer.withUnsafeMutableBufferPointer { DecimalDigits.write(value, count: count, to: $0.baseAddress!) }
            if String(decoding: buffer.prefix(count), as: UTF8.self) != String(value) { wrong.append(value) }
            // The integer writers' variant, with its own path for four digits or fewer.
            buffer.withUnsafeMutableBufferPointer { DecimalDigits.writeInteger(value, count: count, to: $0.baseAddress!) }
            if String(decoding: buffer.prefix(count), as: UTF8.self) != String(value) { wrong.append(value) }
        }
        #expect(wrong.prefix(5) == [])
    }

    @Test("doubles written with 1 to 17 significant digits, and those read as floats, are spelled as description spells them")
    func significantDigitCounts() {
        var generator = SeededGenerator(seed: 12)
        var values: [Double] = []
        for digits in 1...17 {
            for _ in 0..<2_000 {
                var text = String(generator.next() % 9 + 1)
                for _ in 1..<digits { text += String(generator.next() % 10) }
                let exponent = Int(generator.next() % 60) - 30
                if let value = Double("\(text)e\(exponent)") { values.append(value) }
            }
        }
        #expect(Self.mismatches(values) == [])
        #expect(Self.mismatches(values.map { Float($0) }.filter { $0.isFinite && $0 != 0 }) == [])
    }

    // MARK: The quick route for doubles of 15 significant digits or fewer

    /// The quick route's digits, trailing zeros stripped as the general route's are.
    static func fifteenDigits(_ value: Double) -> ShortestDecimal.Digits? {
        ShortestDecimal.fifteenDigitScaled(value).map { ShortestDecimal.withoutTrailingZeros($0.significand, exponent: $0.exponent) }
    }

    /// Doubles read from decimals of `digits` significant digits, exponents in `exponents`.
    static func decimals(digits: ClosedRange<Int>, exponents: ClosedRange<Int>, each: Int, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = []
        for count in digits {
            for _ in 0..<each {
                var text = String(generator.next() % 9 + 1)
                for _ in 1..<count { text += String(generator.next() % 10) }
                let exponent = Int.random(in: exponents, using: &generator)
                if let value = Double("\(text)e\(exponent)"), value.isFinite, value != 0 { values.append(value) }
            }
        }
        return values
    }

    @Test("the quick route serves every double of 15 digits or fewer in its range, with the general route's digits")
    func quickRouteServesShortDecimals() {
        // 10^k exact for |k| ≤ 22: scales from 10^-7 to 10^22 are in range.
        let values = Self.decimals(digits: 1...15, exponents: -7...20, each: 3_000, seed: 15)
        var unserved: [Double] = []
        var wrong: [Double] = []
        for value in values {
            guard let quick = Self.fifteenDigits(value) else {
                unserved.append(value)
                continue
            }
            if quick != ShortestDecimal.of(value) { wrong.append(value) }
        }
        #expect(unserved.prefix(5) == [])
        #expect(wrong.prefix(5) == [])
    }

    @Test("the quick route serves no double that needs 16 or 17 digits, and agrees wherever it answers")
    func quickRouteDeclinesLongDecimals() {
        // Those whose shortest spelling (by the general route) has more than 15 digits.
        let long = Self.decimals(digits: 16...17, exponents: -7...20, each: 5_000, seed: 16).filter {
            DecimalDigits.count(ShortestDecimal.of($0).significand) > 15
        }
        #expect(long.count > 1_000)
        #expect(long.filter { Self.fifteenDigits($0) != nil }.prefix(5) == [])
        #expect(Self.fifteenDigits(0.1 + 0.2) == nil)
        var generator = SeededGenerator(seed: 17)
        var disagreeing: [Double] = []
        for _ in 0..<200_000 {
            let value = Double(bitPattern: generator.next() & 0x7FFF_FFFF_FFFF_FFFF)
            guard value.isFinite, value != 0, let quick = Self.fifteenDigits(value) else { continue }
            if quick != ShortestDecimal.of(value) { disagreeing.append(value) }
        }
        #expect(disagreeing == [])
    }

    @Test("both routes spell powers of ten, their neighbours, decade edges and short decimals as description does")
    func bothRoutes() {
        var values = Self.decimals(digits: 1...17, exponents: -30...30, each: 1_000, seed: 18)
        for exponent in -25...25 {
            let power = Double("1e\(exponent)") ?? 1
            values += [power, power.nextUp, power.nextDown, power * (1 - 0x1p-53), power * 9.999999999999999, power * 9.99999999999999]
        }
        values += [999_999_999_999_999.5, 999_999_999_999_999, 99_999_999_999_999.95, 1e15 - 1, 4_503_599_627_370_495.5]
        values = Self.withNeighbours(values.filter { $0.isFinite && $0 != 0 })
        for triesFifteenDigits in [true, false] {
            let wrong = values.filter { FloatingPointText.json($0, triesFifteenDigits: triesFifteenDigits) != Self.foundationSpelling($0) }
            #expect(wrong.prefix(5) == [], "trying the quick route: \(triesFifteenDigits)")
        }
    }

    @Test("after a block with a miss the quick route rests for 1,024 doubles, then is tried again")
    func guessBacksOff() {
        var guess = ShortestDecimal.FifteenDigitGuess()
        #expect(guess.shouldTry)
        guess.record(tried: true, count: 128, misses: 0)
        #expect(guess.shouldTry)
        guess.record(tried: true, count: 128, misses: 1)
        #expect(!guess.shouldTry)
        guess.record(tried: false, count: 1_000, misses: 0)
        #expect(!guess.shouldTry)
        guess.record(tried: false, count: 24, misses: 0)
        #expect(guess.shouldTry)
    }

    @Test("arrays that change from long to short decimals and back are written as Foundation writes them")
    func changingArrays() throws {
        let long = Self.decimals(digits: 17...17, exponents: -5...5, each: 3_000, seed: 19)
        let short = Self.decimals(digits: 3...12, exponents: -5...5, each: 400, seed: 20)
        let values = long + short + long.prefix(700) + short + [1.5, 2, 0.1]
        let encoder = StrataJSONEncoder()
        #expect(try encoder.encode(values) == (try JSONEncoder().encode(values)))
        #expect(try encoder.encode(values.map { [$0, -$0] }) == (try JSONEncoder().encode(values.map { [$0, -$0] })))
    }
}
