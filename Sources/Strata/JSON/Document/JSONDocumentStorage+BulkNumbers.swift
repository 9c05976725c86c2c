/// Converting a whole array of numbers at once, for the decoder's bulk `[Double]` path.
extension JSONDocumentStorage {
    /// Converts elements `first..<count` of the array at `array`, appending them to
    /// `destination`, for as long as each is a plain (RFC 8259) number of at most 19
    /// significant digits whose value a `Double` holds: finite, and zero only when it is
    /// written as zero (`1e-400` is no `Double`; the caller's general path says so).
    /// Returns the index of the first element it did not convert (`count` when it
    /// converted them all).
    ///
    /// Hot path: one loop over the index, reading each number's text once with no call
    /// per element but the conversion itself. The caller reserves the capacity (an
    /// array made with `unsafeUninitializedCapacity` would look up its type's metadata
    /// at run time on every call, which costs more than a short array's elements).
    /// Elements before `first` must be scalars, so that element `i` is the node
    /// `array + 2 × (i + 1)`.
    ///
    /// More than 64 elements are converted a block at a time into stack memory and
    /// appended per block: appending each one alone checked the array's uniqueness and
    /// capacity per element, 5% of decoding canada's numbers as one `[Double]`. The two
    /// loops are functions of their own, chosen here where this is inlined: the block
    /// loop's set-up, in the same function, cost short arrays (canada.json's coordinate
    /// pairs) about 12 instructions each even as a branch not taken.
    @_transparent
    func convertDoubles(inArray array: Int, from first: Int, count: Int, appendingTo destination: inout [Double]) -> Int {
        count &- first > Self.doubleBlockSize
            ? convertDoublesInBlocks(inArray: array, from: first, count: count, appendingTo: &destination)
            : convertDoublesOneByOne(inArray: array, from: first, count: count, appendingTo: &destination)
    }

    private func convertDoublesOneByOne(inArray array: Int, from first: Int, count: Int, appendingTo destination: inout [Double]) -> Int {
        var index = first
        var child = array &+ JSONTape.nodeWidth &* (first &+ 1)
        while index < count, let value = convertedDouble(at: child) {
            destination.append(value)
            index &+= 1
            child &+= JSONTape.nodeWidth
        }
        return index
    }

    private func convertDoublesInBlocks(inArray array: Int, from first: Int, count: Int, appendingTo destination: inout [Double]) -> Int {
        var index = first
        var child = array &+ JSONTape.nodeWidth &* (first &+ 1)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.doubleBlockSize) { block in
            guard let base = block.baseAddress else { return }
            var filled = 0
            while index < count, let value = convertedDouble(at: child) {
                base[filled] = value
                filled &+= 1
                if filled == Self.doubleBlockSize {
                    destination.append(contentsOf: UnsafeBufferPointer(start: base, count: filled))
                    filled = 0
                }
                index &+= 1
                child &+= JSONTape.nodeWidth
            }
            if filled > 0 { destination.append(contentsOf: UnsafeBufferPointer(start: base, count: filled)) }
        }
        return index
    }

    /// How many doubles the block loop converts before appending them (512 bytes of
    /// stack).
    private static var doubleBlockSize: Int { 64 }

    /// The double at number node `child`, if it is a plain number whose value a `Double`
    /// holds (see ``convertDoubles(inArray:from:count:appendingTo:)``).
    @_transparent
    private func convertedDouble(at child: Int) -> Double? {
        let header = tape[child]
        guard JSONTape.rawKind(header) == NodeKind.number.rawValue && JSONTape.flags(header) & NodeFlags.numberIsJSON5 == 0 else { return nil }
        let start = JSONTape.offset(header)
        let length = Int(truncatingIfNeeded: tape[child &+ 1])
        if JSONTape.flags(header) & NodeFlags.numberIsPlainDecimal != 0 {
            if let value = PlainDecimal.double(bytes, start: start, length: length, inputCount: byteCount, isPlainScanned: true) {
                return value
            }
        } else if let value = PlainDecimal.double(bytes, start: start, length: length, inputCount: byteCount, isPlainScanned: false) {
            return value
        }
        guard let components = DecimalComponents(text: text(child)), !components.isTruncated,
            let value = EiselLemire.double(
                significand: components.significand, exponent: components.exponent, isNegative: components.isNegative),
            value.isFinite, value != 0 || components.significand == 0
        else { return nil }
        return value
    }

    /// The elements of the array at `node` as doubles, if it is an array and
    /// ``convertDoubles(inArray:from:count:appendingTo:)`` converts every element; nil
    /// otherwise (the caller's general path then says why).
    @_transparent
    func doubles(inArray node: Int) -> [Double]? {
        guard nodeKind(node) == .array else { return nil }
        let count = containerCount(node)
        // Reserving room in an empty array allocates a buffer even for no elements.
        if count == 0 { return [] }
        var result = [Double]()
        result.reserveCapacity(count)
        guard convertDoubles(inArray: node, from: 0, count: count, appendingTo: &result) == count else { return nil }
        return result
    }

    /// The rows of the array at `node`, each by ``doubles(inArray:)``; nil unless every
    /// row converts.
    func doubleRows(inArray node: Int) -> [[Double]]? {
        guard nodeKind(node) == .array else { return nil }
        let count = containerCount(node)
        if count == 0 { return [] }
        var result = [[Double]]()
        result.reserveCapacity(count)
        var child = node &+ JSONTape.nodeWidth
        for _ in 0..<count {
            guard let row = doubles(inArray: child) else { return nil }
            result.append(row)
            child = nextSibling(child)
        }
        return result
    }
}
