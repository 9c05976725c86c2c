import Foundation

/// `email` (RFC 5321's Mailbox: a dot-atom or quoted local part, and a host name or an
/// address literal) and `idn-email` (RFC 6531, which allows non-ASCII characters).
enum EmailFormat {
    static func isEmail(_ text: String, international: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let at = scalars.lastIndex(of: "@"), at > 0, at < scalars.count - 1 else { return false }
        return isLocalPart(scalars[..<at], international: international) && isDomain(scalars[(at + 1)...], international: international)
    }

    private static func isLocalPart(_ local: ArraySlice<Unicode.Scalar>, international: Bool) -> Bool {
        if local.first == "\"" {
            // A quoted string: printable ASCII (not `"` or `\`) and quoted pairs.
            guard local.count >= 2, local.last == "\"" else { return false }
            var position = local.startIndex + 1
            let end = local.endIndex - 1
            while position < end {
                let scalar = local[position]
                if scalar == "\\" {
                    guard position + 1 < end else { return false }
                    position += 2
                    continue
                }
                guard scalar == " " || (scalar.value >= 0x21 && scalar.value <= 0x7E && scalar != "\"") || (international && !scalar.isASCII) else {
                    return false
                }
                position += 1
            }
            return true
        }
        // A dot-atom: atoms of atext separated by single dots.
        for atom in local.split(separator: ".", omittingEmptySubsequences: false) {
            guard !atom.isEmpty else { return false }
            for scalar in atom {
                if scalar.isASCII {
                    guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-/=?^_`{|}~".unicodeScalars.contains(scalar)
                    else {
                        return false
                    }
                } else if !international {
                    return false
                }
            }
        }
        return true
    }

    private static func isDomain(_ domain: ArraySlice<Unicode.Scalar>, international: Bool) -> Bool {
        let text = String(String.UnicodeScalarView(domain))
        if domain.first == "[" {
            guard domain.last == "]" else { return false }
            let literal = String(text.dropFirst().dropLast())
            if literal.hasPrefix("IPv6:") { return IPAddressFormats.isIPv6(String(literal.dropFirst(5))) }
            return IPAddressFormats.isIPv4(literal)
        }
        // RFC 6531 does not ask a domain in an address to be normalized.
        return international
            ? HostnameFormat.isInternationalHostname(text.precomposedStringWithCanonicalMapping) : HostnameFormat.isHostname(text)
    }
}
