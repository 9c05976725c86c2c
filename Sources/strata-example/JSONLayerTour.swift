import Foundation
import Strata

/// The JSON layer: a lazy index, a value tree, exact numbers, precise errors, and
/// output that matches Foundation's `JSONEncoder` byte for byte.
enum JSONLayerTour {
    static func run(_ payload: Data, sections: Sections) throws {
        sections.start("Read once into an index, pick fields lazily")
        let document = try JSONDocument(parsing: payload)
        let root = document.root
        print("values in the document:", document.valueCount)
        print("title:", root["title"]?.string ?? "-")
        print("reporter (user.login):", root[path: "user.login"]?.string ?? "-")
        print("first label (labels.0.name):", root[path: "labels.0.name"]?.string ?? "-")
        print("milestone due (milestone.due_on):", root[path: "milestone.due_on"]?.string ?? "-")
        print("labels:", (root["labels"]?.elements ?? .empty).compactMap { $0["name"]?.string })
        print("\"+1\" reactions:", root[path: "reactions.+1"]?.int ?? 0)

        sections.start("A value tree that keeps key order and exact numbers")
        var issue = try JSONValue(parsing: payload)
        print("top-level keys (document order):", issue.object?.keys.prefix(6).joined(separator: ", ") ?? "", "…")
        issue["state"] = "closed"
        issue["labels"]?[0]?["name"] = "wontfix"
        let patch: JSONValue = ["state": issue["state"] ?? .null, "labels": [issue[path: "labels.0.name"] ?? .null]]
        print("a PATCH body built from the edited tree:", patch)

        sections.start("Output identical to Foundation's JSONEncoder")
        let body = try patch.jsonString(options: [.prettyPrinted, .sortedKeys])
        print(body)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let foundationBody = String(decoding: try encoder.encode(patch), as: UTF8.self)
        print("same bytes as JSONEncoder:", body == foundationBody)

        sections.start("Bad input gets an error that says what and where")
        var broken = String(decoding: payload, as: UTF8.self)
        broken = broken.replacingOccurrences(of: "\"comments\": 0,", with: "\"comments\": 0")
        do {
            _ = try JSONDocument(parsing: broken)
        } catch {
            print(error)
        }
        do {
            _ = try JSONValue(parsing: #"{"id": 01}"#)
        } catch {
            print(error)
        }
    }
}
