import Foundation

/// Decides whether an object repeats a key, in time linear in the object's size on
/// ordinary input and never worse than O(n log n) comparisons on any input.
///
/// The parser records each key of an open object with a fingerprint, a hash of all its
/// bytes. Small objects compare fingerprints pairwise. Larger ones insert them into an
/// open-addressing table reused across objects, whose slots are stamped with a
/// per-object number instead of being cleared, so each object costs time proportional to
/// its own size.
///
/// The fingerprint is not seeded: an attacker can craft keys that share one, which would
/// make every insertion probe every earlier key. So the table counts its probes, and past
/// a budget proportional to the object's size gives up on hashing and sorts the keys by
/// their bytes instead, which bounds the worst case whatever the keys.
///
/// Hot path: every object of more than one member closes through ``containsRepeat(_:in:)``.
struct RepeatedKeyFinder {
    /// A key of an open object: its fingerprint and where its raw bytes lie in the input.
    struct Record {
        var fingerprint: UInt64
        var start: UInt32
        var length: UInt32
    }

    private struct Slot {
        var stamp: UInt32
        var record: UInt32
    }

    /// Objects up to this size compare every pair of fingerprints.
    static let pairwiseLimit = 8

    /// Probes allowed per key before the table gives up on hashing: linear probing at
    /// half load makes about 2.5 per insertion on average, so only keys that share
    /// fingerprints exhaust it.
    static let probesPerKey = 8

    private var table: UnsafeMutablePointer<Slot>?
    private var capacity = 0
    private var stamp: UInt32 = 0

    func deallocate() {
        table?.deallocate()
    }

    /// Whether two of `records` are the same key (equal raw bytes). May reorder
    /// `records`.
    @_transparent
    mutating func containsRepeat(_ records: UnsafeMutableBufferPointer<Record>, in input: UnsafePointer<UInt8>) -> Bool {
        if records.count <= Self.pairwiseLimit {
            // Most small objects are told apart at once: two bits of each fingerprint are set
            // in two masks, and only a key whose bits are both set already (about one object
            // in seventy of six distinct keys) makes the pairs be compared.
            guard Self.mayRepeat(records) else { return false }
            for i in 0..<records.count {
                for j in (i &+ 1)..<records.count where records[i].fingerprint == records[j].fingerprint {
                    if Self.sameBytes(records[i], records[j], in: input) { return true }
                }
            }
            return false
        }
        guard let repeated = hashedSearch(records, in: input) else {
            return sortedSearch(records, in: input)
        }
        return repeated
    }

    /// Whether two of `records` may share a fingerprint: false only when they cannot.
    @_transparent
    private static func mayRepeat(_ records: UnsafeMutableBufferPointer<Record>) -> Bool {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for record in records {
            let lowBit: UInt64 = 1 &<< (record.fingerprint & 63)
            let highBit: UInt64 = 1 &<< (record.fingerprint &>> 6 & 63)
            if low & lowBit != 0 && high & highBit != 0 { return true }
            low |= lowBit
            high |= highBit
        }
        return false
    }

    /// Inserts each fingerprint into the table. Nil when the probe budget ran out.
    private mutating func hashedSearch(_ records: UnsafeMutableBufferPointer<Record>, in input: UnsafePointer<UInt8>) -> Bool? {
        var wanted = 32
        while wanted < records.count &* 2 { wanted &*= 2 }
        if wanted > capacity {
            table?.deallocate()
            table = .allocate(capacity: wanted)
            table?.initialize(repeating: Slot(stamp: 0, record: 0), count: wanted)
            capacity = wanted
            stamp = 0
        }
        guard let table else { return nil }
        stamp &+= 1
        if stamp == 0 {
            // The stamp wrapped: stale slots could look current.
            table.update(repeating: Slot(stamp: 0, record: 0), count: capacity)
            stamp = 1
        }
        let mask = wanted &- 1
        var budget = records.count &* Self.probesPerKey &+ 64
        for index in 0..<records.count {
            let fingerprint = records[index].fingerprint
            var slot = Int(truncatingIfNeeded: fingerprint ^ fingerprint >> 29) & mask
            while table[slot].stamp == stamp {
                let other = records[Int(table[slot].record)]
                if other.fingerprint == fingerprint && Self.sameBytes(other, records[index], in: input) { return true }
                budget &-= 1
                if budget < 0 { return nil }
                slot = (slot &+ 1) & mask
            }
            table[slot] = Slot(stamp: stamp, record: UInt32(truncatingIfNeeded: index))
        }
        return false
    }

    /// Sorts the keys by length and bytes and compares neighbours: O(n log n)
    /// comparisons, each at most as long as the shorter key, for any keys.
    private func sortedSearch(_ records: UnsafeMutableBufferPointer<Record>, in input: UnsafePointer<UInt8>) -> Bool {
        var records = records
        records.sort { first, second in
            if first.length != second.length { return first.length < second.length }
            return memcmp(input + Int(first.start), input + Int(second.start), Int(first.length)) < 0
        }
        for index in records.indices.dropFirst() where Self.sameBytes(records[index &- 1], records[index], in: input) {
            return true
        }
        return false
    }

    @_transparent
    private static func sameBytes(_ first: Record, _ second: Record, in input: UnsafePointer<UInt8>) -> Bool {
        first.length == second.length && memcmp(input + Int(first.start), input + Int(second.start), Int(first.length)) == 0
    }
}
