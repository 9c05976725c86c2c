/// One `JSONIndexDecoder` serving every element of a batch (see ``ElementBatch``).
///
/// Keyed containers, long strings and the types met carry from one element to the next,
/// as they do between the elements of an array decoded in memory; this is what keeps a
/// stream of small elements as fast as the same elements in one array. Made as
/// `JSONIndexDecoder.decoding` makes its decoder, and ended as it ends it: ``end()``
/// breaks the cycle between the decoder and its container table.
final class ElementDecodingSession {
    private let decoder: JSONIndexDecoder
    private let options: DecodingOptions
    private var isEnded = false

    init(storage: JSONDocumentStorage, options: DecodingOptions) {
        self.options = options
        decoder = JSONIndexDecoder(storage: storage, options: options)
        decoder.state.pointee.reusableContainers = KeyedContainerReuse()
    }

    deinit {
        end()
    }

    /// Decodes the element whose value is `node`, with `path` as the start of every
    /// coding path. With `problems`, decodes as a decode with a report does and adds
    /// the problems it meets there.
    func decode<T: Decodable>(_ type: T.Type, node: Int, path: [any CodingKey], problems: inout [DecodingReport.Problem]?) throws -> T {
        decoder.state.pointee.path = path
        let base = CodingPathBase(depth: path.count)
        guard problems != nil else {
            try decoder.validateAgainstSchema(node: node, path: path)
            return try decoder.unbox(type, node: node, base: base, key: .none)
        }
        var report = DecodingReport()
        defer { problems?.append(contentsOf: report.problems) }
        return try decoder.collectingProblems(into: &report) {
            try decoder.validateAgainstSchema(node: node, path: path)
            return try decoder.unbox(type, node: node, base: base, key: .none)
        }
    }

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
