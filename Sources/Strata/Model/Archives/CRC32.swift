/// CRC-32 (IEEE 802.3, the checksum of zip and PNG), to tell a damaged archive from a
/// sound one before parsing it. It finds every change of up to 32 bits in a row, so every
/// changed byte, and misses a random change once in 2^32.
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// Adds `bytes` to the checksummed bytes.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        var crc = state
        for byte in bytes {
            crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        state = crc
    }

    /// The checksum of the bytes added so far.
    var value: UInt32 {
        state ^ 0xFFFF_FFFF
    }
}
