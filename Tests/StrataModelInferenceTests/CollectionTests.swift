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
