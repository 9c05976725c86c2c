import Foundation
import Strata

/// The official JSON-Schema-Test-Suite vendored in `TestData/JSON-Schema-Test-Suite`
/// (draft 2020-12 and draft-07, their remotes): its files, groups and tests, and the
/// registry that serves `http://localhost:1234/…` from the `remotes` folder.
enum SchemaTestSuite {
    /// A draft's folder and the dialect its tests are run in.
    struct Draft: Sendable, CustomStringConvertible {
        var folder: String
        var dialect: JSONSchemaDialect
        var description: String { folder }
    }

    static let drafts = [Draft(folder: "draft2020-12", dialect: .draft2020_12), Draft(folder: "draft7", dialect: .draft7)]

    static var root: URL {
        TestDataFiles.root.appendingPathComponent("JSON-Schema-Test-Suite")
    }

    /// One file of tests: `draft2020-12/optional/format/email.json`.
    struct File: Sendable, CustomStringConvertible {
        var draft: Draft
        /// The path below the draft's folder: `optional/format/email.json`.
        var path: String
        var isOptional: Bool { path.hasPrefix("optional/") }
        /// The suite's README: format tests are run with format assertion on.
        var assertsFormat: Bool { path.hasPrefix("optional/format/") }
        var description: String { "\(draft.folder)/\(path)" }
    }

    /// Every test file of the two drafts, sorted.
    static let files: [File] = drafts.flatMap { draft in
        let folder = root.appendingPathComponent("tests/\(draft.folder)")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return paths.map { File(draft: draft, path: $0) }
    }

    /// One test: its name (`file | group | test`), schema, data and expected validity.
    struct Case: Sendable {
        var name: String
        var schema: JSONValue
        var data: JSONValue
        var valid: Bool
    }

    static func cases(in file: File) throws -> [Case] {
        let url = root.appendingPathComponent("tests/\(file.draft.folder)/\(file.path)")
        let groups = try JSONValue(parsing: try Data(contentsOf: url))
        var cases: [Case] = []
        for group in groups.array ?? [] {
            let groupName = group["description"]?.string ?? "?"
            for test in group["tests"]?.array ?? [] {
                cases.append(
                    Case(
                        name: "\(file) | \(groupName) | \(test["description"]?.string ?? "?")", schema: group["schema"] ?? .null,
                        data: test["data"] ?? .null, valid: test["valid"]?.bool ?? false))
            }
        }
        return cases
    }

    /// Every file of `remotes/`, registered at `http://localhost:1234/` and its path.
    static let remotes: JSONSchemaRegistry = {
        var registry = JSONSchemaRegistry()
        let folder = root.appendingPathComponent("remotes")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }
        for path in paths.sorted() {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                let schema = try? JSONSchema(parsing: data)
            else { continue }
            registry.register(schema, at: "http://localhost:1234/" + path)
        }
        return registry
    }()

    /// The outcome of one test: nil when it passes, else what went wrong. Each instance is
    /// checked three ways, which must agree: `isValid` on the tree, `validate` on the tree
    /// (which must report failures exactly when invalid), and `isValid` on the document read
    /// from the tree's text.
    static func run(_ test: Case, in file: File, validators: inout [String: Result<JSONSchemaValidator, any Error>]) -> String? {
        let key = test.schema.description
        let compiled =
            validators[key]
            ?? Result {
                try JSONSchemaValidator(
                    JSONSchema(test.schema), registry: remotes,
                    options: JSONSchemaOptions(dialect: file.draft.dialect, assertsFormat: file.assertsFormat))
            }
        validators[key] = compiled
        let validator: JSONSchemaValidator
        switch compiled {
        case .success(let made): validator = made
        case .failure(let error): return "the schema does not compile: \(error)"
        }
        let checked = validator.isValid(test.data)
        let result = validator.validate(test.data)
        guard let document = try? JSONDocument(parsing: test.data.description) else { return "the data does not read back" }
        let checkedDocument = validator.isValid(document)
        guard checked == test.valid, result.isValid == test.valid, checkedDocument == test.valid else {
            return "expected \(test.valid ? "valid" : "invalid"), got isValid \(checked), validate \(result.isValid), document \(checkedDocument)"
        }
        return nil
    }
}
