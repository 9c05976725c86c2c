/// A set of Unicode scalars a regex step may match: a character class (`[a-z\d]`,
/// `[^"]`), a class escape (`\w`, `\S`, `\p{Letter}`) or a single scalar.
///
/// The set is kept as sorted, disjoint ranges of scalar values, plus the general
/// categories and binary properties it names (`\p{L}`, `\P{Nd}`, `\p{Alphabetic}`),
/// which are asked of the scalar at match time; a class may be negated as a whole. The
/// ASCII scalars' answers are worked out once into a 128-bit map, so that matching an
/// ASCII scalar is one shift and one test.
struct ScalarSet: Sendable, Equatable {
    /// Sorted, disjoint, non-adjacent ranges.
    private(set) var ranges: [ClosedRange<UInt32>] = []
    /// Items that test a scalar's Unicode properties; the scalar is in the set when
    /// one of them holds (before `isNegated`).
    private(set) var properties: [PropertyItem] = []
    /// Whether the set is everything the ranges and properties do not hold.
    var isNegated = false
    /// The answers for U+0000–U+007F, bit `n` of word `n / 64`.
    private var ascii: (UInt64, UInt64) = (0, 0)

    /// One `\p{…}` or `\P{…}` item of a class.
    struct PropertyItem: Sendable, Equatable {
        var property: UnicodePropertyTest
        /// `\P{…}`: scalars that do not have the property.
        var isInverted: Bool
    }

    init() {}

    init(_ scalar: UInt32) {
        ranges = [scalar...scalar]
        finish()
    }

    init(ranges: [ClosedRange<UInt32>], negated: Bool = false) {
        for range in ranges { insert(range) }
        isNegated = negated
        finish()
    }

    /// Adds the scalars of `range`, merging it with the ranges it touches.
    mutating func insert(_ range: ClosedRange<UInt32>) {
        var low = range.lowerBound
        var high = range.upperBound
        var merged: [ClosedRange<UInt32>] = []
        merged.reserveCapacity(ranges.count + 1)
        var placed = false
        for existing in ranges {
            if existing.upperBound &+ 1 < low {
                merged.append(existing)
            } else if high &+ 1 < existing.lowerBound {
                if !placed {
                    merged.append(low...high)
                    placed = true
                }
                merged.append(existing)
            } else {
                low = min(low, existing.lowerBound)
                high = max(high, existing.upperBound)
            }
        }
        if !placed { merged.append(low...high) }
        ranges = merged
    }

    /// Adds every member of `other`. A negated `other` holds ranges only (`\D`, `\W`,
    /// `\S`; `\P{…}` is an inverted property item, not a negated set).
    mutating func formUnion(_ other: ScalarSet) {
        if other.isNegated {
            // A negated class escape inside a class (`[\D]`, `[\S]`), which holds ranges only:
            // add the complement of its ranges.
            var start: UInt32 = 0
            for range in other.ranges {
                if range.lowerBound > start { insert(start...(range.lowerBound &- 1)) }
                start = range.upperBound &+ 1
            }
            if start <= 0x10FFFF { insert(start...0x10FFFF) }
        } else {
            for range in other.ranges { insert(range) }
            properties.append(contentsOf: other.properties)
        }
    }

    mutating func insert(property: UnicodePropertyTest, inverted: Bool) {
        properties.append(PropertyItem(property: property, isInverted: inverted))
    }

    /// Works out the ASCII map; call after the last change.
    mutating func finish() {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for scalar in 0..<UInt32(128) where slowContains(scalar) {
            if scalar < 64 { low |= 1 << UInt64(scalar) } else { high |= 1 << UInt64(scalar &- 64) }
        }
        ascii = (low, high)
    }

    /// Whether the set holds `scalar` (a valid scalar value).
    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return ascii.0 & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return ascii.1 & (1 << UInt64(scalar &- 64)) != 0 }
        return slowContains(scalar)
    }

    private func slowContains(_ scalar: UInt32) -> Bool {
        containsIgnoringNegation(scalar) != isNegated
    }

    private func containsIgnoringNegation(_ scalar: UInt32) -> Bool {
        // Binary search of the ranges.
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low &+ high) >> 1
            let range = ranges[middle]
            if scalar < range.lowerBound {
                high = middle
            } else if scalar > range.upperBound {
                low = middle &+ 1
            } else {
                return true
            }
        }
        guard !properties.isEmpty, let value = Unicode.Scalar(scalar) else { return false }
        for item in properties where item.property.holds(for: value) != item.isInverted {
            return true
        }
        return false
    }

    /// The single scalar the set holds, if it is exactly one scalar and not negated.
    var singleScalar: UInt32? {
        guard !isNegated, properties.isEmpty, ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound else { return nil }
        return ranges[0].lowerBound
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
        lhs.ranges == rhs.ranges && lhs.properties == rhs.properties && lhs.isNegated == rhs.isNegated
    }
}

// MARK: - The class escapes

extension ScalarSet {
    /// `\d`: the ASCII digits only (ECMA-262).
    static let digits = ScalarSet(ranges: [0x30...0x39])
    /// `\w`: `[A-Za-z0-9_]` only (ECMA-262, without the `i` flag).
    static let wordCharacters = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `\s`: ECMA-262's WhiteSpace and LineTerminator, which include the Space_Separator
    /// category (listed here as of Unicode 15, as ECMA-262 engines do).
    static let whitespace = ScalarSet(ranges: [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F,
        0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    /// `.`: everything but the line terminators.
    static let notLineTerminator = ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029], negated: true)
    /// `[^]`, and what an empty negated class matches: any scalar.
    static let anyScalar = ScalarSet(ranges: [0...0x10FFFF])
}
