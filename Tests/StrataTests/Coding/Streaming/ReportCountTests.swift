import Foundation
import Strata
import Testing

/// What a stream's report counts once it keeps no more: every element, skipped element and
/// problem is still counted, as a report with room for everything counts them.
///
/// Past its limit, a report only counts, and one collector counts for every element of a
/// batch; these streams mix, line after line, elements that fail at one and at several
/// members, elements that decode with problems recovered from, and elements that decode
/// cleanly, so that what one element leaves in the counts cannot leak into the next.
@Suite("Streaming: a full report still counts every problem")
struct ReportCountTests {
    struct Place: Codable, Equatable {
        var lat: Double
        var lon: Double
    }

    struct Reading: Codable, Equatable {
        var id: Int
        var name: String
        var value: Double
        var ok: Bool
        @DefaultOnInvalid<Defaults.Zero<Int>> var retries: Int
        @LossyArray var tags: [Int]
        var place: Place?
    }

    /// Lines and what each holds wrong: the problems a report with room for them lists.
    static let lines: [(json: String, problems: Int, decodes: Bool)] = [
        (#"{"id": 1, "name": "a", "value": 1.5, "ok": true, "retries": 2, "tags": [1], "place": null}"#, 0, true),
        (#"{"id": "2", "name": "b", "value": 1.5, "ok": true, "retries": 2, "tags": [], "place": null}"#, 1, false),
        (#"{"id": 3, "name": 3, "value": "x", "ok": 1, "retries": 2, "tags": [], "place": null}"#, 3, false),
        (#"{"id": 4, "name": "d", "value": 1.5, "ok": true, "retries": "many", "tags": [1, "x", 2], "place": null}"#, 2, true),
        (#"{"id": 5, "name": "e", "value": 1.5, "ok": true, "retries": 0, "tags": [], "place": {"lat": "n", "lon": 2}}"#, 1, false),
        (#"{"name": "f", "value": 1.5, "ok": true, "retries": 0, "tags": [], "place": {"lat": 1}}"#, 2, false),
        (#"{"id": 7, "name": "g", "value": 2, "ok": false, "retries": 1, "tags": ["a", "b"], "place": {"lat": 1, "lon": 2}}"#, 2, true),
        (#"[1, 2]"#, 1, false),
        (#"{"id": 9, "name": null, "value": 1.5, "ok": null, "retries": 0, "tags": [], "place": null}"#, 2, false),
    ]

    static func stream(repeating times: Int) -> String {
        (0..<times).flatMap { _ in lines.map(\.json) }.joined(separator: "\n") + "\n"
    }

    static func read(_ text: String, report: JSONStreamReport, format: JSONStreamFormat = .jsonLines) -> [Reading] {
        let elements = StrataJSONDecoder().elements(
            of: Reading.self, from: Data(text.utf8), format: format, options: JSONStreamOptions(failurePolicy: .skip), report: report)
        return elements.compactMap { try? $0.get() }
    }

    @Test("counts past the limit equal those of a report with room for all", arguments: [0, 1, 2, 5, 17, 100])
    func countsPastTheLimit(limit: Int) {
        let text = Self.stream(repeating: 40)
        let whole = JSONStreamReport(keepingAtMost: 10_000)
        let all = Self.read(text, report: whole)
        let lineCount = Self.lines.count * 40
        let decoding = Self.lines.filter(\.decodes)
        #expect(all.count == decoding.count * 40)
        #expect(whole.elementCount == lineCount)
        #expect(whole.skippedCount == (Self.lines.count - decoding.count) * 40)
        #expect(whole.problemCount == Self.lines.map(\.problems).reduce(0, +) * 40)

        let report = JSONStreamReport(keepingAtMost: limit)
        let delivered = Self.read(text, report: report)
        #expect(delivered == all)
        #expect(report.elementCount == whole.elementCount)
        #expect(report.skippedCount == whole.skippedCount)
        #expect(report.problemCount == whole.problemCount)
        // The kept skips' messages differ only in saying how many problems the report kept.
        #expect(report.skipped.map(\.elementIndex) == whole.skipped.prefix(limit).map(\.elementIndex))
        #expect(report.skipped.map(\.line) == whole.skipped.prefix(limit).map(\.line))
        #expect(report.problems.map(\.description) == whole.problems.prefix(limit).map(\.description))
    }

    @Test("the counts are current each time an element is handed over, and at the end", arguments: [0, 2, 10_000])
    func countsAreCurrentAtEachElement(limit: Int) throws {
        let repeated = (0..<3).flatMap { _ in Self.lines } + Self.lines.filter { !$0.decodes }
        let text = repeated.map(\.json).joined(separator: "\n")
        let report = JSONStreamReport(keepingAtMost: limit)
        var iterator = StrataJSONDecoder().elements(
            of: Reading.self, from: Data(text.utf8), format: .jsonLines, options: JSONStreamOptions(failurePolicy: .skip), report: report
        ).makeIterator()
        for (index, line) in repeated.enumerated() where line.decodes {
            let next = iterator.next()
            _ = try #require(next).get()
            let before = repeated[..<index]
            #expect(report.elementCount == index + 1)
            #expect(report.skippedCount == before.filter { !$0.decodes }.count, "at line \(index + 1)")
            #expect(report.problemCount == repeated[...index].map(\.problems).reduce(0, +), "at line \(index + 1)")
        }
        // The stream ends on lines that are all skipped.
        let end = iterator.next()
        #expect(end == nil)
        #expect(report.elementCount == repeated.count)
        #expect(report.skippedCount == repeated.filter { !$0.decodes }.count)
        #expect(report.problemCount == repeated.map(\.problems).reduce(0, +))
    }

    @Test("the same as one array", arguments: [0, 3])
    func countsPastTheLimitInAnArray(limit: Int) {
        let text = "[" + Self.stream(repeating: 20).split(separator: "\n").joined(separator: ",") + "]"
        let whole = JSONStreamReport(keepingAtMost: 10_000)
        let all = Self.read(text, report: whole, format: .array)
        let report = JSONStreamReport(keepingAtMost: limit)
        #expect(Self.read(text, report: report, format: .array) == all)
        #expect(
            (report.elementCount, report.skippedCount, report.problemCount)
                == (Self.lines.count * 20, whole.skippedCount, Self.lines.map(\.problems).reduce(0, +) * 20))
    }

    @Test("a recovered problem's placeholder never reaches a delivered value")
    func deliveredValuesHaveNoPlaceholders() throws {
        let report = JSONStreamReport(keepingAtMost: 0)
        let delivered = Self.read(Self.stream(repeating: 3), report: report)
        #expect(delivered.map(\.id) == [1, 4, 7, 1, 4, 7, 1, 4, 7])
        let fourth = try #require(delivered.dropFirst().first)
        #expect(fourth.retries == 0 && fourth.tags == [1, 2])
    }

    /// A line of random members, each right or wrong in one of the ways real feeds are.
    static func randomLine(_ random: inout SeededGenerator) -> String {
        func pick(_ choices: [String]) -> String { choices[Int(random.next() % UInt64(choices.count))] }
        var members: [String] = []
        let id = pick(["1", "2", "\"3\"", "null", "4.5", ""])
        if !id.isEmpty { members.append(#""id": \#(id)"#) }
        let name = pick(["\"a\"", "\"é\"", "7", "null", ""])
        if !name.isEmpty { members.append(#""name": \#(name)"#) }
        members.append(#""value": \#(pick(["1.5", "2", "\"x\"", "true"]))"#)
        members.append(#""ok": \#(pick(["true", "false", "1", "\"yes\""]))"#)
        let retries = pick(["3", "\"many\"", "-1", ""])
        if !retries.isEmpty { members.append(#""retries": \#(retries)"#) }
        let tagCount = Int(random.next() % 4)
        let tags = (0..<tagCount).map { _ in pick(["1", "2", "\"t\"", "null"]) }
        members.append(#""tags": [\#(tags.joined(separator: ", "))]"#)
        members.append(#""place": \#(pick(["null", #"{"lat": 1, "lon": 2}"#, #"{"lat": "n", "lon": 2}"#, #"{"lon": 2}"#, "[]"]))"#)
        if random.next() % 8 == 0 { members.shuffle(using: &random) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test("random streams: each element's problems are those its own decode with a report finds", arguments: [1 as UInt64, 2, 3, 4])
    func randomStreamsAgainstEachLineAlone(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let lines = (0..<300).map { _ in Self.randomLine(&random) }
        var expectedProblems: [(index: Int, kind: DecodingReport.Problem.Kind, path: String, message: String)] = []
        var expectedValues: [Reading] = []
        var expectedCount = 0
        var expectedSkips = 0
        for (index, line) in lines.enumerated() {
            var report = DecodingReport()
            do {
                expectedValues.append(try StrataJSONDecoder().decode(Reading.self, from: Data(line.utf8), report: &report))
            } catch {
                expectedSkips += 1
            }
            expectedCount += report.problemCount
            // In the stream, each line's place counts from the stream's first line.
            expectedProblems += report.problems.map {
                (index, $0.kind, $0.path, $0.message.replacingOccurrences(of: "(line 1, column", with: "(line \(index + 1), column"))
            }
        }
        let text = lines.joined(separator: "\n")
        for limit in [0, 1, Int(random.next() % 50), 10_000] {
            let report = JSONStreamReport(keepingAtMost: limit)
            #expect(Self.read(text, report: report) == expectedValues, "limit \(limit)")
            #expect(report.elementCount == lines.count)
            #expect(report.skippedCount == expectedSkips, "limit \(limit)")
            #expect(report.problemCount == expectedCount, "limit \(limit)")
            let kept = report.problems.map { ($0.elementIndex, $0.problem.kind, $0.problem.path, $0.problem.message) }
            let expectedKept = expectedProblems.prefix(limit)
            #expect(kept.count == expectedKept.count, "limit \(limit)")
            let differing = zip(kept, expectedKept).filter { found, expected in
                found.0 != expected.index || found.1 != expected.kind || found.2 != expected.path || found.3 != expected.message
            }
            #expect(differing.isEmpty, "limit \(limit): \(differing.prefix(3))")
        }
    }
}
