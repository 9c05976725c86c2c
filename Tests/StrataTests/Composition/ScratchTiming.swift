import Foundation
import Testing

@testable import Strata

@Suite("Scratch timing")
struct ScratchTiming {
    struct User: Codable { var id: Int; var name: String }
    struct Feed: Codable { @LossyArray var users: [User] }
    @Test func lossyMillion() throws {
        let n = 200_000
        let json = "{\"users\":[" + Array(repeating: "{}", count: n).joined(separator: ",") + "]}"
        let d = StrataJSONDecoder()
        var t = Date()
        _ = try? d.decode([User].self, from: "[" + Array(repeating: "{}", count: n).joined(separator: ",") + "]")
        print("fail fast", Date().timeIntervalSince(t))
        t = Date()
        let f = try d.decode(Feed.self, from: json)
        print("lossy no report", Date().timeIntervalSince(t), f.users.count)
        t = Date()
        var report = DecodingReport()
        _ = try d.decode(Feed.self, from: json, report: &report)
        print("lossy report", Date().timeIntervalSince(t), report.problemCount, report.problems.count)
        t = Date()
        var report2 = DecodingReport()
        _ = try? d.decode([User].self, from: "[" + Array(repeating: "{}", count: n).joined(separator: ",") + "]", report: &report2)
        print("array report", Date().timeIntervalSince(t), report2.problemCount, report2.problems.count)
    }
}
