/// What Strata's decoder offers wrappers that handle failures themselves (defaults,
/// lossy collections, fallback cases): decoding a value with no recovery, so that its
/// failure reaches the wrapper, and recording what the wrapper did about it in the report.
/// Under other decoders these do the plain thing.
enum WrapperDecoding {
    /// Decodes a `T` where `decoder` stands; a failure is thrown, never recovered from.
    /// What decoding the value recovered from (a default inside an element) is in the
    /// report when the value decodes, and withdrawn when it fails.
    static func attempt<T: Decodable>(_ type: T.Type, from decoder: any Decoder) throws -> T {
        guard let strata = decoder as? JSONIndexDecoder else { return try T(from: decoder) }
        return try attempting(at: strata) {
            try strata.unbox(type, node: strata.node, base: CodingPathBase(depth: strata.path.count), key: .none)
        }
    }

    /// Runs `body`, which decodes a value with `decoder`, as an attempt: a failure in it is
    /// thrown, never recovered from; what it recovered from is in the report when it
    /// succeeds, and withdrawn when it fails.
    static func attempting<Result>(at decoder: JSONIndexDecoder, _ body: () throws -> Result) rethrows -> Result {
        guard let collector = decoder.state.pointee.collector else {
            decoder.state.pointee.attemptsWithoutReport += 1
            defer { decoder.state.pointee.attemptsWithoutReport -= 1 }
            return try body()
        }
        let mark = collector.beginAttempt()
        do {
            let value = try body()
            collector.endAttempt(mark, failed: false)
            return value
        } catch {
            collector.endAttempt(mark, failed: true)
            throw error
        }
    }

    /// Notes that a value was dropped whole (a lossy collection's element that did not
    /// decode): under strict keys, none of its members is unknown.
    static func noteDroppedWhole(at decoder: any Decoder) {
        guard let strata = decoder as? JSONIndexDecoder else { return }
        strata.noteEveryKeyRead(of: strata.node)
    }

    /// Records, in the report of a Strata decode that keeps one, a problem decoding went
    /// on past at the value `decoder` stands for.
    static func recordRecovered(_ kind: DecodingReport.Problem.Kind, _ message: @autoclosure () -> String, at decoder: any Decoder) {
        guard let strata = decoder as? JSONIndexDecoder, strata.state.pointee.collector != nil else { return }
        strata.recordRecovered(kind, message())
    }
}

/// A wrapper that stands in for a missing or `null` value with a default, so that Strata's
/// decoder can report when it does (see `JSONKeyedDecodingContainer.decodeIfPresent`).
protocol DefaultingWrapper {
    /// The default, described for the report.
    static var defaultDescription: String { get }
}
