import StrataModelInference
import Testing

/// Arrays, dictionaries and nested objects: element shapes merged across every array at
/// a position, objects keyed by ids or dates read as dictionaries.
@Suite struct CollectionTests {
    private func root(_ samples: String...) throws -> (GeneratedModels, GeneratedSource) {
        let generated = try generate(samples: samples)
        return (generated, try #require(GeneratedSource(generated).structure(generated.rootTypeName)))
    }

    @Test func elementShapesAreMergedAcrossArraysAndSamples() throws {
        let (generated, root) = try root(#"{"items": [{"a": 1}, {"a": 2, "b": "x"}]}"#, #"{"items": [{"a": 3, "c": true}]}"#)
        #expect(root.property("items") == "var items: [Item]")
        let item = try #require(GeneratedSource(generated).structure("Item"))
        #expect(item.property("a") == "var a: Int")
        #expect(item.property("b") == "var b: String?")
        #expect(item.property("c") == "var c: Bool?")
    }

    @Test func anEmptyArrayTakesItsElementTypeFromTheOthers() throws {
        let (_, root) = try root(#"{"ids": []}"#, #"{"ids": [1, 2]}"#)
        #expect(root.property("ids") == "var ids: [Int]")
    }

    @Test func arraysNeverSeenWithElementsHoldJSONValues() throws {
        let (_, root) = try root(#"{"tags": []}"#)
        #expect(root.property("tags") == "var tags: [JSONValue]")
    }

    @Test func nestedArraysMergeEveryLevel() throws {
        let (_, root) = try root(#"{"rings": [[[1, 2], [3, 4.5]]]}"#)
        #expect(root.property("rings") == "var rings: [[[Double]]]")
    }

    /// The compiler's time to type-check a type doubles with each level of arrays past
    /// about 16: deeper values are `JSONValue`, with a warning.
    @Test func arraysNestedPastSixteenLevelsAreJSONValues() throws {
        let grid = String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)
        let (generated, gridRoot) = try root(#"{"grid": \#(grid)}"#)
        let brackets = (open: String(repeating: "[", count: 16), close: String(repeating: "]", count: 16))
        let expected = "var grid: \(brackets.open)JSONValue\(brackets.close)"
        #expect(gridRoot.property("grid") == expected)
        let warning = try #require(generated.warnings.first)
        #expect(
            warning.message.hasSuffix(
                "nests arrays and dictionaries more than 16 deep, which the Swift compiler takes minutes to type-check (its time doubles with each level): it is typed JSONValue."
            ))
        let sixteen = String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
        let (typed, typedRoot) = try root(#"{"grid": \#(sixteen)}"#)
        #expect(typedRoot.property("grid") == "var grid: \(brackets.open)Int\(brackets.close)")
        #expect(typed.warnings.isEmpty)
    }

    @Test func heterogeneousArraysAreJSONValuesWithAWarningNamingTheSamples() throws {
        let (generated, root) = try root(#"{"row": ["a", 1]}"#)
        #expect(root.property("row") == "var row: [JSONValue]")
        let warning = try #require(generated.warnings.first)
        #expect(warning.file == "sample1.json" && warning.line == 1)
        #expect(
            warning.message.contains("`row[]`") && warning.message.contains("a string at sample1.json:1")
                && warning.message.contains("a number at sample1.json:1"))
    }

    @Test func objectsKeyedByIdsAreDictionaries() throws {
        let (generated, root) = try root(#"{"events": {"138586341": {"name": "A", "logo": null}, "138586345": {"name": "B", "logo": "x.png"}}}"#)
        #expect(root.property("events") == "var events: [String: Event]")
        #expect(try #require(GeneratedSource(generated).structure("Event")).property("logo") == "var logo: String?")
    }

    @Test(arguments: [
        #"{"days": {"2013-01-10": 3, "2013-01-11": 4}}"#,
        #"{"days": {"1.0.0": 3, "1.1.0": 4}}"#,
        #"{"days": {"e621e1f8-c36c-495a-93fc-0c247a3e6e5f": 3}}"#,
        #"{"days": {"05570a3080693f6e55244e012b3b1ec59516c01b": 3}}"#,
    ])
    func objectsKeyedByDatesVersionsUUIDsOrHashesAreDictionaries(_ sample: String) throws {
        let (_, root) = try root(sample)
        #expect(root.property("days") == "var days: [String: Int]")
    }

    /// Objects whose keys are data are dictionaries, decided from every object at that
    /// place: HTTP headers, Kubernetes labels and selectors, Stripe's metadata, keys that
    /// vary from sample to sample, many keys of one type.
    @Test(
        arguments: [
            (
                "HTTP headers", [#"{"response": {"Content-Type": "text/html", "X-GitHub-Request-Id": "1:2", "Cache-Control": "no-cache"}}"#],
                "response", "[String: String]"
            ),
            ("headers by name", [#"{"headers": {"Date": "Mon, 1 Jan 2024", "Server": "nginx"}}"#], "headers", "[String: String]"),
            ("Kubernetes labels", [#"{"labels": {"app": "web", "tier": "frontend"}}"#], "labels", "[String: String]"),
            ("a selector", [#"{"selector": {"app": "web"}}"#], "selector", "[String: String]"),
            (
                "keys with slashes", [#"{"extra_info": {"app.kubernetes.io/name": "web", "app.kubernetes.io/part-of": "shop"}}"#], "extraInfo",
                "[String: String]"
            ),
            (
                "metadata that varies", [#"{"metadata": {"order_id": "6735"}}"#, #"{"metadata": {}}"#, #"{"metadata": {"customer_name": "Jenny"}}"#],
                "metadata", "[String: String]"
            ),
            (
                "keys that vary", [#"{"scores": {"alice": 1, "bob": 2}}"#, #"{"scores": {"carol": 3}}"#, #"{"scores": {"dave": 4, "erin": 5}}"#],
                "scores", "[String: Int]"
            ),
            (
                "many keys of one type", [#"{"table": {"# + (0..<30).map { #""c\#($0)": \#($0).5"# }.joined(separator: ", ") + "}}"], "table",
                "[String: Double]"
            ),
            (
                "users by name",
                [
                    #"{"users": {"alice": {"id": 1, "admin": true}, "bob": {"id": 2, "admin": false}}}"#,
                    #"{"users": {"carol": {"id": 3, "admin": false}, "dave": {"id": 4}}}"#,
                ], "users", "[String: User]"
            ),
        ] as [(String, [String], String, String)])
    func objectsWhoseKeysAreDataAreDictionaries(_ label: String, _ samples: [String], _ property: String, _ type: String) throws {
        let generated = try generate(samples: samples)
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.property(property) == "var \(property): \(type)", "\(label)")
    }

    @Test(
        arguments: [
            (
                "a tweet's metadata, the same keys every time",
                (1...3).map { #"{"metadata": {"result_type": "recent", "iso_language_code": "l\#($0)"}}"# }, "metadata", "var metadata: Metadata"
            ),
            (
                "GitHub's changes: a few keys, objects of another shape each",
                [#"{"changes": {"title": {"from": "a"}}}"#, #"{"changes": {"body": {"from": "b"}}}"#], "changes", "var changes: Changes"
            ),
            (
                "an issue and a repository under keys that vary",
                [
                    #"{"changes": {"old_issue": {"id": 1, "title": "t", "state": "open", "number": 1}, "old_repository": {"id": 2, "name": "r", "full_name": "o/r", "fork": false}}}"#,
                    #"{"changes": {"new_issue": {"id": 3, "title": "u", "state": "open", "number": 2}, "new_repository": {"id": 4, "name": "s", "full_name": "o/s", "fork": true}}}"#,
                ], "changes", "var changes: Changes"
            ),
            ("a few values of different types", [#"{"metadata": {"count": 1, "name": "x"}}"#], "metadata", "var metadata: Metadata"),
            ("a header among names", [#"{"meta": {"Content-Type": "a", "plain": "b"}}"#], "meta", "var meta: Meta"),
        ] as [(String, [String], String, String)])
    func objectsWhoseKeysAreNamesStayStructs(_ label: String, _ samples: [String], _ property: String, _ declaration: String) throws {
        let generated = try generate(samples: samples)
        let root = try #require(GeneratedSource(generated).structure(generated.rootTypeName))
        #expect(root.property(property) == declaration, "\(label)")
    }

    /// A key written twice in one object: decoders read the first; the warning says so,
    /// once per key and place.
    @Test func aRepeatedKeyIsWarnedOf() throws {
        let generated = try generate(samples: [#"{"a": 1, "b": {"x": 1, "x": 2}}"#, "\n" + #"{"a": 2, "a": 3, "b": {"x": 3, "x": 4}}"#])
        let messages = generated.warnings.map(\.description)
        #expect(
            messages.contains(
                #"sample1.json:1: warning: the key "x" appears more than once in an object at `b`: decoders read the first, and so do the models; the others are ignored."#
            ))
        #expect(messages.contains { $0.hasPrefix(#"sample2.json:2: warning: the key "a" appears more than once in an object at `(root)`"#) })
        #expect(messages.count == 2)
        #expect(try #require(GeneratedSource(generated).structure("B")).property("x") == "var x: Int")
    }

    @Test func oneNameAmongTheKeysMakesAStruct() throws {
        let (_, root) = try root(#"{"days": {"2013-01-10": 3, "total": 4}}"#)
        #expect(root.property("days") == "var days: Days")
    }

    @Test func emptyObjectsAreJSONDictionaries() throws {
        let (_, root) = try root(#"{"metadata": {}}"#)
        #expect(root.property("metadata") == "var metadata: [String: JSONValue]")
    }

    @Test func identicalShapesAreOneType() throws {
        let (generated, root) = try root(#"{"actor": {"id": 1, "login": "a"}, "org": {"id": 2, "login": "b"}}"#)
        #expect(root.property("actor") == "var actor: Actor")
        #expect(root.property("org") == "var org: Actor")
        #expect(GeneratedSource(generated).structure("Org") == nil)
    }

    /// The same key in two places, nearly the same keys, types that agree: one type, as a
    /// person writes it (an issue whose assignee was null in one event and a user in another).
    @Test func similarShapesFromTheSameKeyAreMerged() throws {
        let (generated, _) = try root(
            #"{"a": {"issue": {"id": 1, "title": "t", "assignee": null, "closed_at": "2013-01-10T07:58:30Z", "score": 1}}, "#
                + #""b": {"issue": {"id": 2, "title": "u", "assignee": {"login": "x"}, "closed_at": null, "score": 2.5}}}"#)
        let issue = try #require(GeneratedSource(generated).structure("Issue"))
        #expect(issue.property("assignee") == "var assignee: Assignee?")
        #expect(issue.property("closedAt") == "@Transform<ISO8601DateTransformer?> var closedAt: Date?")
        #expect(issue.property("score") == "var score: Double")
        #expect(try #require(GeneratedSource(generated).structure("A")).property("issue") == "var issue: Issue")
        // With their issues one type, `a` and `b` are the same shape too: one type.
        #expect(try #require(GeneratedSource(generated).structure("Sample1")).property("b") == "var b: A")
    }

    @Test func shapesThatDisagreeStayApart() throws {
        let (generated, _) = try root(#"{"a": {"item": {"id": 1, "name": "x"}}, "b": {"item": {"id": "one", "name": "y"}}}"#)
        #expect(try #require(GeneratedSource(generated).structure("A")).property("item") == "var item: Item")
        #expect(try #require(GeneratedSource(generated).structure("B")).property("item") == "var item: BItem")
    }
}
