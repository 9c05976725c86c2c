/// `json-pointer` (RFC 6901) and `relative-json-pointer`.
enum PointerFormats {
    static func isJSONPointer(_ text: String) -> Bool {
        isJSONPointer(Array(text.utf8)[...])
    }

    private static func isJSONPointer(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return true }
        guard first == UInt8(ascii: "/") else { return false }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "~") {
                guard index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "0") || bytes[index + 1] == UInt8(ascii: "1") else {
                    return false
                }
                index += 1
            }
            index += 1
        }
        return true
    }

    /// A non-negative integer without leading zeros, then `#` or a JSON Pointer.
    static func isRelativeJSONPointer(_ text: String) -> Bool {
        let bytes = Array(text.utf8)[...]
        var index = bytes.startIndex
        while index < bytes.endIndex, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        guard index > bytes.startIndex else { return false }
        if bytes[bytes.startIndex] == UInt8(ascii: "0") && index - bytes.startIndex > 1 { return false }
        let rest = bytes[index...]
        if rest.elementsEqual([UInt8(ascii: "#")]) { return true }
        return isJSONPointer(rest)
    }
}
