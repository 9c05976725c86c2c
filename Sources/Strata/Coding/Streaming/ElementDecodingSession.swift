/// One `JSONIndexDecoder` serving every element of a batch (see ``ElementBatch``).
///
/// Keyed containers, long strings and the types met carry from one element to the next,
/// as they do between the elements of an array decoded in memory; this is what keeps a
/// stream of small records near the speed of the same records in one array (0.8-0.86x for
/// three-field log records, strata-bench --streaming-only). Made as
/// `JSONIndexDecoder.decoding` makes its decoder, and ended as it ends it: ``end()``
/// breaks the cycle between the decoder and its container table.
///
/// The decoder's coding-path stack holds the path of the array the elements are in (empty
/// for JSON Lines and values one after another) for the whole batch; each element's index
/// is pushed on it and popped again as an unkeyed container pushes it, so an element's path
/// costs no array of its own (made per element, it cost an array's element 10% of its
/// decode).
final class ElementDecodingSession {
    private let decoder: JSONIndexDecoder
    private let options: DecodingOptions
    /// Where the elements' keys go on the path: after the array's path.
    private let base: CodingPathBase
    /// The coding path of the array the elements are in (empty outside an array).
    private let arrayPath: [any CodingKey]
    private var isEnded = false
    /// The collector of ``decode(_:node:key:report:)``, emptied for each element: made
    /// anew, it cost each element of a stream with a report about 400 instructions.
    private let reportCollector = ProblemCollector()
    /// The collector of ``decodeCountingProblems(_:node:key:problemCount:)``, with its
    /// first failure counted already.
    private let countingCollector: ProblemCollector = {
        let collector = ProblemCollector(limit: 0)
        collector.countOmitted(isRecovered: false)
        return collector
    }()

    init(storage: JSONDocumentStorage, options: DecodingOptions, arrayPath: [any CodingKey]) {
        self.options = options
        decoder = JSONIndexDecoder(storage: storage, options: options)
        decoder.state.pointee.reusableContainers = KeyedContainerReuse()
        decoder.state.pointee.path = arrayPath
        base = CodingPathBase(depth: arrayPath.count)
        self.arrayPath = arrayPath
    }

    deinit {
        end()
    }

    /// Decodes the element whose value is `node` and whose key in its array is `key`
    /// (`.none` outside an array). `discardsMessages`: a failure will be dropped unread (a
    /// skipped element that no report lists), so its error's message is not made, as for
    /// a wrapper's attempt (the error keeps its case and coding path).
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, node: Int, key: PathKey, discardsMessages: Bool) throws -> T {
        try validate(node: node, key: key)
        guard discardsMessages else { return try decoder.unbox(type, node: node, base: base, key: key) }
        decoder.state.pointee.attemptsWithoutReport += 1
        defer { decoder.state.pointee.attemptsWithoutReport -= 1 }
        return try decoder.unbox(type, node: node, base: base, key: key)
    }

    /// Decodes as a decode with a report does, keeping at most `problemLimit` of the
    /// problems it meets in `report` (and counting the rest there).
    func decode<T: Decodable>(_ type: T.Type, node: Int, key: PathKey, report: inout DecodingReport) throws -> T {
        try decoder.collectingProblems(into: &report, reusing: reportCollector) {
            try validate(node: node, key: key)
            return try decoder.unbox(type, node: node, base: base, key: key)
        }
    }

    /// Decodes as a decode with a report does, when the report keeps no more problems and
    /// no more failed elements: only how many problems the element met is wanted (added to
    /// `problemCount`), and whether it failed (it throws ``Unread``).
    ///
    /// One collector counts for every such element of the batch, and what an element met
    /// is what its decode added to the counts: emptied for each element instead, it cost
    /// a skipped element 300 instructions. The collector starts with a failure counted: a
    /// collector that has its first failure already makes no message for the problems past
    /// its limit (`discardsErrorMessages`), and here none is read, the first included.
    func decodeCountingProblems<T: Decodable>(_ type: T.Type, node: Int, key: PathKey, problemCount: inout Int) throws -> T {
        let collector = countingCollector
        let omittedBefore = collector.omittedCount
        let failuresBefore = collector.failureCount
        let state = decoder.state
        state.pointee.collector = collector
        defer {
            state.pointee.collector = nil
            problemCount &+= collector.omittedCount &- omittedBefore
        }
        let value: T
        do {
            try validate(node: node, key: key)
            value = try decoder.unbox(type, node: node, base: base, key: key)
        } catch let error as DecodingError {
            // A failure no container went on past is a problem too, as in a report.
            collector.countOmitted(isRecovered: false, error: error)
            throw Self.unread
        } catch is RecordedError {
            throw Self.unread
        }
        guard collector.failureCount == failuresBefore else { throw Self.unread }
        return value
    }

    /// Validates the element against the decoder's JSON Schema, when it has one, at the
    /// element's coding path (made only then).
    @inline(__always)
    private func validate(node: Int, key: PathKey) throws {
        guard options.schemaValidator != nil else { return }
        var path = arrayPath
        if let key = key.codingKey { path.append(key) }
        try decoder.validateAgainstSchema(node: node, path: path)
    }

    /// An element failed, and nobody will read why.
    struct Unread: Error {}

    /// The one `Unread` thrown: boxed once, not per failed element.
    private static let unread: any Error = Unread()

    /// Releases the container table (a decoder kept past its element then makes
    /// containers afresh) and leaves the types met for the decoder's next call.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        decoder.state.pointee.reusableContainers?.release()
        decoder.state.pointee.reusableContainers = nil
        options.typeTraitsMemo?.keep(decoder.state.pointee.traits)
    }
}
