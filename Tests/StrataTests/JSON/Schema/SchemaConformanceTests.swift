import Foundation
import Testing

@testable import Strata

/// The official JSON-Schema-Test-Suite, draft 2020-12 and draft-07: every required test
/// passes; optional tests run too, and those that fail are exactly the ones
/// ``SkippedSchemaTests`` lists with a reason. Remote references are served from the
/// vendored `remotes/` folder, never the network.
@Suite("JSON Schema conformance")
struct SchemaConformanceTests {
    @Test("the suite is present: draft 2020-12 and draft-07 with their optional tests, and the remotes")
    func suiteIsPresent() throws {
        let files = SchemaTestSuite.files
        #expect(files.filter { $0.draft.folder == "draft2020-12" && !$0.isOptional }.count == 46, "suite missing at \(SchemaTestSuite.root.path)")
        #expect(files.filter { $0.draft.folder == "draft7" && !$0.isOptional }.count == 37)
        #expect(files.filter { $0.draft.folder == "draft2020-12" && $0.isOptional }.count == 34)
        #expect(files.filter { $0.draft.folder == "draft7" && $0.isOptional }.count == 27)
        #expect(SchemaTestSuite.remotes.uris.count == 79)
    }

    @Test("required tests all pass", arguments: SchemaTestSuite.files.filter { !$0.isOptional })
    func required(_ file: SchemaTestSuite.File) throws {
        let cases = try SchemaTestSuite.cases(in: file)
        #expect(!cases.isEmpty)
        var validators: [String: Result<JSONSchemaValidator, any Error>] = [:]
        for test in cases {
            #expect(SkippedSchemaTests.tests[test.name] == nil, "a required test is in the skip list: \(test.name)")
            if let problem = SchemaTestSuite.run(test, in: file, validators: &validators) {
                Issue.record("\(test.name): \(problem)")
            }
        }
    }

    @Test("optional tests pass, except those the skip list gives a reason for", arguments: SchemaTestSuite.files.filter(\.isOptional))
    func optional(_ file: SchemaTestSuite.File) throws {
        let cases = try SchemaTestSuite.cases(in: file)
        var validators: [String: Result<JSONSchemaValidator, any Error>] = [:]
        var passed = 0
        for test in cases {
            let problem = SchemaTestSuite.run(test, in: file, validators: &validators)
            if problem == nil { passed += 1 }
            switch (problem, SkippedSchemaTests.tests[test.name]) {
            case (nil, nil), (.some, .some): break
            case (let problem?, nil): Issue.record("\(test.name): \(problem) (not in SkippedSchemaTests)")
            case (nil, .some): Issue.record("\(test.name) passes now: remove it from SkippedSchemaTests")
            }
        }
        print("JSON Schema optional \(file): \(passed)/\(cases.count) pass")
    }

    @Test("every test the skip list names is in the suite")
    func skipListNamesRealTests() throws {
        var names: Set<String> = []
        for file in SchemaTestSuite.files { names.formUnion(try SchemaTestSuite.cases(in: file).map(\.name)) }
        for name in SkippedSchemaTests.tests.keys.sorted() {
            #expect(names.contains(name), "SkippedSchemaTests lists a test the suite does not have: \(name)")
        }
    }

    @Test("test names are unique, so that the skip list names one test each")
    func namesAreUnique() throws {
        var seen: Set<String> = []
        var repeated: [String] = []
        for file in SchemaTestSuite.files {
            for test in try SchemaTestSuite.cases(in: file) where !seen.insert(test.name).inserted { repeated.append(test.name) }
        }
        // The suite repeats a few names within a group; none of them is skipped.
        for name in repeated { #expect(SkippedSchemaTests.tests[name] == nil, "\(name) is not unique") }
    }

    @Test("every built-in metaschema reads, and validates itself")
    func metaschemas() throws {
        for dialect in JSONSchemaDialect.allCases {
            let registry = JSONSchemaRegistry()
            let metaschema = try #require(registry[dialect.uri])
            let validator = try JSONSchemaValidator(metaschema, options: JSONSchemaOptions(dialect: dialect))
            #expect(validator.isValid(metaschema.value), "\(dialect)")
        }
    }
}
