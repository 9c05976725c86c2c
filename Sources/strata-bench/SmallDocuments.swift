import CorpusModels
import Foundation
import Strata

/// The documents the size of what an app receives per call, cut from github_events.json
/// with their text exactly as it is written there (indentation included), so that they
/// are real API text, not re-encoded. Decoding or encoding one is mostly the fixed cost
/// of a call and the first use of each key type, which the large corpora hide.
///
/// - ``oneActorName``: the first event's `actor` (348 bytes), one `GitHubEvent.Account`:
///   a user's short form, the smallest object the API sends on its own (one row, one push
///   message). Five members, four of them strings (URLs, whose `/` Foundation escapes).
/// - ``oneEventName``: the first event (1,389 bytes), one `GitHubEvent`: a push.
/// - ``threeEventsName``: the first three events (8,137 bytes) as an array, a page of the
///   events API (`[GitHubEvent]`): a push, a branch creation, and a fork, whose payload is a
///   whole repository (about a hundred members, most of them URLs).
/// - ``emptyObjectName``: `{}` into a model without properties: what a call costs before
///   any of the document's work, its set-up and teardown alone. Only `--run` and
///   `--callgrind` measure it; the full tables leave it out.
extension BenchDocument {
    static let emptyObjectName = "empty object (set-up alone)"
    static let oneActorName = "one github actor (348 B)"
    static let oneEventName = "one github event (1.4 KB)"
    static let threeEventsName = "three github events (8.1 KB)"

    /// The small documents, smallest first.
    static let smallNames = [oneActorName, oneEventName, threeEventsName]

    nonisolated(unsafe) static let smallModels: [String: any (Codable & Equatable).Type] = [
        oneActorName: GitHubEvent.Account.self, oneEventName: GitHubEvent.self, threeEventsName: GitHubEvents.self,
        emptyObjectName: EmptyModel.self,
    ]

    /// A model without properties, for ``emptyObjectName``.
    struct EmptyModel: Codable, Equatable {}

    /// The text of the small document `name`, cut from github_events.json's `events`.
    static func smallDocument(_ name: String, githubEvents events: Data) throws -> Data {
        let bytes = [UInt8](events)
        let root = try JSONDocument(parsing: bytes).root
        guard let first = root[0], let third = root[2], let actor = first["actor"] else {
            throw BenchmarkError("github_events.json is not an array of at least three events with an actor")
        }
        switch name {
        case emptyObjectName:
            return Data("{}".utf8)
        case oneActorName:
            return Data(bytes[textRange(of: actor, in: bytes)])
        case oneEventName:
            return Data(bytes[textRange(of: first, in: bytes)])
        case threeEventsName:
            // From the array's opening bracket to the end of the third element, then the
            // line break and bracket that close the whole array in the file.
            return Data(bytes[root.byteOffset..<textRange(of: third, in: bytes).upperBound] + Array("\n]".utf8))
        default:
            throw BenchmarkError("\(name) is not a small document")
        }
    }

    /// Where the text of the object or array `node` lies in `bytes`: from its bracket to
    /// the matching one (skipping brackets inside strings).
    private static func textRange(of node: JSONDocument.Node, in bytes: [UInt8]) -> Range<Int> {
        var depth = 0
        var index = node.byteOffset
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return node.byteOffset..<(index + 1) }
            }
            index += 1
        }
        return node.byteOffset..<bytes.count
    }
}
