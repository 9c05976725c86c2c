/// A one-based line and column in UTF-8 text, the column counted in Unicode scalars: the
/// position error messages give.
struct TextPosition: Equatable {
    var line = 1
    var column = 1

    /// Moves past the bytes of `text` from `start` up to `end`.
    mutating func advance(over text: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        var index = start
        while index < end {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the scalar already counted.
                column += 1
            }
            index += 1
        }
    }
}
