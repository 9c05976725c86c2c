/// `ipv4` (dotted-quad, RFC 2673 section 3.2, without leading zeros) and `ipv6` (RFC 4291
/// section 2.2, without zone identifiers).
enum IPAddressFormats {
    static func isIPv4(_ text: String) -> Bool {
        isIPv4(Array(text.utf8)[...])
    }

    static func isIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
            if part.count > 1 && part.first == 0x30 { return false }
            let value = part.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            guard value <= 255 else { return false }
        }
        return true
    }

    static func isIPv6(_ text: String) -> Bool {
        isIPv6(Array(text.utf8)[...])
    }

    static func isIPv6(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        var groups = 0
        var compressed = false
        var index = bytes.startIndex
        if bytes.starts(with: [0x3A, 0x3A]) {
            compressed = true
            index += 2
            if index == bytes.endIndex { return true }
        } else if bytes.first == 0x3A {
            return false
        }
        while index < bytes.endIndex {
            // A group, or an IPv4 address in the last 32 bits.
            let start = index
            while index < bytes.endIndex, isHex(bytes[index]) { index += 1 }
            if index < bytes.endIndex && bytes[index] == UInt8(ascii: ".") {
                guard isIPv4(bytes[start...]) else { return false }
                groups += 2
                index = bytes.endIndex
                break
            }
            guard (1...4).contains(index - start) else { return false }
            groups += 1
            if index == bytes.endIndex { break }
            guard bytes[index] == 0x3A else { return false }
            index += 1
            if index < bytes.endIndex && bytes[index] == 0x3A {
                guard !compressed else { return false }
                compressed = true
                index += 1
                if index == bytes.endIndex { break }
            } else if index == bytes.endIndex {
                return false
            }
        }
        return compressed ? groups < 8 : groups == 8
    }

    static func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
