import Foundation
import Strata

/// The Model layer: Mantle's adapter for Swift value types.
enum ModelTour {
    static func run(_ payload: Data, sections: Sections) throws {
        sections.start("Models with key paths and transformers (Mantle's GHIssue)")
        let issue = try JSONAdapter().model(GHIssue.self, from: payload)
        print("#\(issue.number) \(issue.title)")
        print("  state:", issue.state, "(from \"open\" through a value mapping)")
        print("  reporter (user.login):", issue.reporterLogin)
        print("  assignee:", issue.assignee.map { "\($0.login), admin: \($0.isAdmin)" } ?? "none")
        print("  updated:", issue.updatedAt, "(format yyyy-MM-dd'T'HH:mm:ss'Z')")
        print("  html:", issue.htmlURL)
        print("  retrieved locally at:", issue.retrievedAt.map { "\($0)" } ?? "never")

        sections.start("And back to JSON, with the same key paths")
        let encoder = StrataJSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let adapter = JSONAdapter(encoder: encoder)
        print(String(decoding: try adapter.jsonData(from: issue), as: UTF8.self))

        sections.start("A partial update: the issue was closed, and its body cleared")
        var current = issue
        let event = #"{"state": "closed", "body": null, "updated_at": "2024-05-01T12:00:00Z"}"#
        print("event:", event)
        try JSONAdapter().update(&current, from: Data(event.utf8))
        print("  state:", current.state, "(was \(issue.state))")
        print("  body:", current.body ?? "nil", "(was \(issue.body.map { "\($0.count) characters" } ?? "nil"))")
        print("  updated:", current.updatedAt)
        print("  title, reporter, assignee unchanged:", current.title == issue.title, current.reporterLogin, current.assignee?.login ?? "none")
        print("  retrieved locally at (kept, not re-derived):", current.retrievedAt.map { "\($0)" } ?? "never")

        sections.start("A PATCH body with only what changed")
        var edited = current
        edited.title = "Found a bug (reproduced)"
        edited.reporterLogin = "hubot"
        print(String(decoding: try adapter.encoder.encodeChanges(from: current, to: edited), as: UTF8.self))

        sections.start("Reflection: property keys and the model's own values")
        print("GHIssue properties:", GHIssue.propertyKeys)
        print("assignee as a dictionary:", try issue.assignee?.dictionaryValue() ?? .null)
    }
}
