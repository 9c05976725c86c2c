extension UnsafeMutablePointer {
    /// Deinitializes `count` values starting here, one at a time.
    ///
    /// For a type that holds references, `deinitialize(count:)` calls the runtime's
    /// generic array destroy, which costs about 40 instructions per value through the
    /// type's value witnesses. Moving each value out lets the compiler destroy it
    /// inline, which matters for tables made and dropped with every call that are
    /// mostly empty (the coders' container table, the decoder's repeated-string table).
    @inline(__always)
    func deinitializeEach(count: Int) {
        var value = self
        let end = self + count
        while value < end {
            _ = value.move()
            value += 1
        }
    }
}
