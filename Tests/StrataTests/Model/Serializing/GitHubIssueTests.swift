import Foundation
import Testing

@testable import Strata

/// Mantle's README example against a real GitHub API issue payload.
@Suite("GitHub issue model")
struct GitHubIssueTests {
    let payload: Data

    init() throws {
        payload = try Fixtures.data("github-issue.json")
    }

    @Test("decodes every mapped property from the payload")
    func decode() throws {
        let before = Date()
        let issue = try JSONAdapter().model(GHIssue.self, from: payload)
        #expect(issue.url == URL(string: "https://api.github.com/repos/octocat/Hello-World/issues/1347"))
        #expect(issue.htmlURL == URL(string: "https://github.com/octocat/Hello-World/issues/1347"))
        #expect(issue.number == 1347)
        #expect(issue.state == .open)
        #expect(issue.reporterLogin == "octocat")
        #expect(
            issue.assignee
                == GHUser(login: "hubot", id: 2, avatarURL: URL(string: "https://github.com/images/error/hubot_happy.gif")!, siteAdmin: true))
        #expect(issue.updatedAt == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(issue.title == "Found a bug")
        #expect(issue.body?.hasPrefix("I'm having a problem with this.") == true)
        let retrievedAt = try #require(issue.retrievedAt)
        #expect(retrievedAt >= before && retrievedAt <= Date())
    }

    @Test("encodes back with the same key paths and transformers, without the local property")
    func encode() throws {
        let issue = try JSONAdapter().model(GHIssue.self, from: payload)
        let json = try JSONAdapter().jsonValue(from: issue)
        #expect(json["html_url"] == "https://github.com/octocat/Hello-World/issues/1347")
        #expect(json[path: "user.login"] == "octocat")
        #expect(json["state"] == "open")
        #expect(json["updated_at"] == "2011-04-22T13:33:48Z")
        #expect(json[path: "assignee.avatar_url"] == "https://github.com/images/error/hubot_happy.gif")
        #expect(json["retrievedAt"] == nil)
        #expect(json.object?.keys.contains("retrieved_at") == false)
        // What was written reads back as the same model.
        #expect(try JSONAdapter().model(GHIssue.self, from: JSONAdapter().jsonData(from: issue)) == issue)
        // Every value written agrees with the original payload at the same path.
        let original = try JSONValue(parsing: payload)
        for path in ["url", "html_url", "number", "state", "user.login", "updated_at", "title", "body", "assignee.login", "assignee.id"] {
            #expect(json[path: JSONKeyPath(parsing: path)] == original[path: JSONKeyPath(parsing: path)], "\(path)")
        }
    }

    @Test("a closed issue, an unknown state and a bad date are told apart")
    func stateAndDateFailures() throws {
        var payload = try JSONValue(parsing: payload)
        payload["state"] = "closed"
        #expect(try JSONAdapter().model(GHIssue.self, from: payload).state == .closed)

        payload["state"] = "locked"
        #expect {
            try JSONAdapter().model(GHIssue.self, from: payload)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["state"] && context.underlyingError is TransformerError
        }

        payload["state"] = "open"
        payload["updated_at"] = "22/04/2011"
        #expect {
            try JSONAdapter().model(GHIssue.self, from: payload)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["updated_at"] && "\(context.underlyingError!)".contains("22/04/2011")
        }
    }

    @Test("a wrong type at a key path and a path through a non-object are located")
    func keyPathFailures() throws {
        var payload = try JSONValue(parsing: payload)
        payload["user"]?["login"] = 42
        #expect {
            try JSONAdapter().model(GHIssue.self, from: payload)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            // Decoding from a JSONValue: the message names the key path, and no line or
            // column of text the caller never wrote.
            return context.codingPath.map(\.stringValue) == ["user.login"]
                && context.debugDescription == #"Expected to decode String but found the number 42 instead, at "user.login"."#
        }
        // A path that runs into a string is a type mismatch at the key, not a missing key.
        payload["user"] = "octocat"
        #expect {
            try JSONAdapter().model(GHIssue.self, from: payload)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["user.login"]
                && context.debugDescription.contains(#"found the string "octocat""#)
        }
    }

    @Test("the same model decodes with StrataJSONDecoder directly")
    func decoderDirectly() throws {
        let issue = try StrataJSONDecoder().decode(GHIssue.self, from: payload)
        #expect(issue == (try JSONAdapter().model(GHIssue.self, from: payload)))
        #expect(issue.retrievedAt != nil)
    }
}
