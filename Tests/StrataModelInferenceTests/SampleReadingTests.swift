import Foundation
import StrataModelInference
import Testing

/// What the generator reads: documents, JSON Lines, arrays of instances, several files
/// merged; and what it says about input it cannot use, by file and line, never a crash.
@Suite struct SampleReadingTests {
    private func files(_ files: [(String, String)]) -> [SampleFile] {
        files.map { SampleFile(name: $0.0, contents: Data($0.1.utf8)) }
    }

    private func error(_ files: [(String, String)], options: GenerationOptions = GenerationOptions()) -> GenerationError? {
        do {
            _ = try ModelGenerator(options: options).generate(from: self.files(files))
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidJSONNamesTheFileLineAndColumn() throws {
        let failure = try #require(error([("orders.json", "{\"a\": 1,\n \"b\": [1, 2,]\n}")]))
        #expect(failure.file == "orders.json" && failure.line == 2 && failure.column == 13)
        #expect(failure.description.hasPrefix("orders.json:2:13: error: invalid JSON: Unexpected character ']'"))
    }

    @Test(arguments: ["", "  \n\n\t"])
    func anEmptyFileIsAnError(_ contents: String) throws {
        let failure = try #require(error([("empty.json", contents)]))
        #expect(failure.description == "empty.json:1: error: the file is empty: there is no JSON to learn from.")
    }

    @Test func aBadLineOfJSONLinesIsNamed() throws {
        let failure = try #require(error([("events.jsonl", "{\"a\": 1}\n\n{\"a\": 2}\n{\"a\": \n")]))
        #expect(failure.file == "events.jsonl" && failure.line == 4)
        #expect(failure.message.hasPrefix("invalid JSON on this line: Unexpected end of input at column 7"))
    }

    @Test func aFileWithAValueOnEachLineIsJSONLinesWhateverItsName() throws {
        let generated = try ModelGenerator().generate(from: files([("log.txt", "{\"level\": 1}\n{\"level\": 2, \"tag\": \"x\"}\n")]))
        #expect(generated.samplesAreInstances)
        #expect(GeneratedSource(generated).structure("Log")?.property("tag") == "var tag: String?")
    }

    @Test func aBadLineInAnUnnamedJSONLinesFileIsNamed() throws {
        let failure = try #require(error([("log.json", "{\"a\": 1}\n{\"a\": 2} x\n")]))
        #expect(
            failure.description
                == "log.json:2:10: error: invalid JSON on this line: Unexpected 'x' after the top-level value at column 10: expected the end of input."
        )
    }

    @Test func samplesOfDifferentKindsContradictEachOther() throws {
        let failure = try #require(error([("a.json", "{\"a\": 1}"), ("b.json", "\n\n  \"text\"")]))
        #expect(
            failure.description
                == "b.json:3:3: error: the samples contradict each other: this top-level value is a string, but the one at a.json:1 is an object. Give samples of one type."
        )
    }

    /// Beside a file of single instances, a file's top-level array holds instances: the
    /// message says the element disagrees, not the file's top-level value (an array).
    @Test func aContradictionNamesWhatTheFileHolds() throws {
        let element = try #require(error([("a.json", #"{"a": 1}"#), ("b.json", "[\n  {\"a\": 2},\n  7\n]")]))
        #expect(
            element.description
                == "b.json:3:3: error: the samples contradict each other: this element of the file's top-level array is a number, but the one at a.json:1 is an object. Give samples of one type."
        )
        let first = try #require(error([("a.json", "[\n  {\"a\": 1}\n]"), ("b.json", "\"text\"")]))
        #expect(
            first.description
                == "b.json:1:1: error: the samples contradict each other: this top-level value is a string, but the element at a.json:2 is an object. Give samples of one type."
        )
    }

    @Test func samplesOfOnlyNullAreAnError() throws {
        let failure = try #require(error([("a.json", "null")]))
        #expect(failure.description == "a.json:1: error: the samples hold only null: there is no type to learn.")
    }

    @Test(arguments: ["9lives", "My Type", "Date", "JSONValue"])
    func anUnusableRootNameIsAnError(_ name: String) throws {
        let failure = try #require(error([("a.json", "{}")], options: GenerationOptions(rootName: name)))
        #expect(failure.description.hasPrefix("error: --root \(name): "))
    }

    @Test func everySampleIsMerged() throws {
        let generated = try ModelGenerator().generate(from: files([("a.json", #"{"n": 1}"#), ("b.json", #"{"n": 2.5, "s": "x"}"#)]))
        let root = try #require(GeneratedSource(generated).structure("A"))
        #expect(root.property("n") == "var n: Double")
        #expect(root.property("s") == "var s: String?")
    }

    @Test func arraysBesideSingleInstancesHoldInstances() throws {
        let generated = try ModelGenerator().generate(
            from: files([
                ("github_issue.json", #"{"n": 1}"#), ("github_issues_page.json", #"[{"n": 2, "draft": false}, {"n": 3}]"#),
            ]))
        #expect(generated.rootTypeName == "GithubIssue")
        #expect(generated.samplesAreInstances)
        #expect(GeneratedSource(generated).structure("GithubIssue")?.property("draft") == "var draft: Bool?")
        #expect(!generated.source.contains("typealias"))
    }

    @Test func whenEverySampleIsAnArrayTheRootIsAnAliasOfTheArray() throws {
        let generated = try ModelGenerator().generate(from: files([("repos.json", #"[{"id": 1}]"#), ("more.json", #"[{"id": 2}, null]"#)]))
        #expect(generated.rootTypeName == "Repos")
        #expect(!generated.samplesAreInstances)
        #expect(generated.source.contains("typealias Repos = [Repo?]"))
        #expect(generated.source.contains("struct Repo: JSONSerializing, Sendable {"))
    }

    @Test(arguments: [
        ("names.json", #"["a", "b"]"#, "typealias Names = [String]"),
        ("count.json", "42", "typealias Count = Int"),
        ("grid.json", "[[1, 2], [3]]", "typealias Grid = [[Int]]"),
    ])
    func rootsThatAreNotObjects(_ name: String, _ json: String, _ alias: String) throws {
        let generated = try ModelGenerator().generate(from: files([(name, json)]))
        #expect(generated.source.contains(alias))
    }

    @Test(arguments: [
        ("github_events.json", false, "GithubEvents"), ("hacker_news_items.jsonl", true, "HackerNewsItem"), ("che-1.geo.json", false, "Che1"),
        ("2024-report.json", false, "Model2024Report"), ("data.json", false, "DataModel"),
    ])
    func defaultRootNames(_ file: String, _ instances: Bool, _ name: String) throws {
        let contents = instances ? "{\"a\": 1}\n{\"a\": 2}\n" : "{\"a\": 1}"
        #expect(try ModelGenerator().generate(from: files([(file, contents)])).rootTypeName == name)
    }

    /// Nesting as deep as the reader allows (512 levels) makes models; one level more is
    /// the reader's error, located.
    @Test func deepNesting() throws {
        let depth = 255
        let deep = String(repeating: #"[{"a":"#, count: depth) + "1" + String(repeating: "}]", count: depth)
        let generated = try ModelGenerator().generate(from: files([("deep.json", "[[" + deep + "]]")]))
        #expect(generated.source.components(separatedBy: ": JSONSerializing, Sendable {").count == depth + 1)
        let failure = try #require(error([("deeper.json", "[[[" + deep + "]]]")]))
        #expect(failure.file == "deeper.json" && failure.line == 1)
        #expect(failure.message.hasPrefix("too deep: arrays and objects nest more than 512 levels here"))
    }

    /// Nesting past the reader's limit is valid JSON: the message says it is too deep,
    /// not that it is invalid, in a document and on a line of JSON Lines alike.
    @Test(arguments: ["deeper.json", "deeper.jsonl"])
    func nestingPastTheLimitIsTooDeepNotInvalid(_ name: String) throws {
        let json = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let failure = try #require(error([(name, name.hasSuffix("l") ? "[1]\n" + json + "\n" : json)]))
        #expect(failure.message.hasPrefix("too deep: "))
        #expect(!failure.message.contains("invalid JSON"))
        #expect(failure.line == (name.hasSuffix("l") ? 2 : 1))
    }

    /// Every JSONTestSuite file the reader rejects is a clear error, never a crash, and
    /// every file it accepts makes models.
    @Test func noInputCrashesTheGenerator() throws {
        let folder = PackageFiles.root.appendingPathComponent("TestData/JSONTestSuite/test_parsing")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count > 300)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            do {
                let generated = try ModelGenerator().generate(from: [SampleFile(name: name, contents: data)])
                #expect(!name.hasPrefix("n_"), "\(name) was accepted")
                #expect(generated.source.contains("import Strata"))
            } catch {
                #expect(error.file == name && !error.message.isEmpty)
            }
        }
    }
}
