import Foundation
import StrataModelInference
import Testing

/// The article "Generating Models from JSON" shows the generator's output; these tests
/// keep what it shows true.
@Suite struct DocumentationTests {
    static let article = "Docs.docc/GeneratingModelsFromJSON.md"

    /// The fenced blocks of a Markdown file (the article unless named), in order, each with
    /// its language.
    static func blocks(in file: String = article, after heading: String? = nil) throws -> [(language: String, text: String)] {
        var text = String(decoding: try PackageFiles.contents(file), as: UTF8.self)
        if let heading, let start = text.range(of: heading) { text = String(text[start.upperBound...]) }
        var blocks: [(language: String, text: String)] = []
        var current: (language: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.language, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    @Test func theSmallExampleIsWhatTheGeneratorWrites() throws {
        let blocks = try Self.blocks()
        let sample = try #require(blocks.first { $0.language == "json" })
        let shown = try #require(blocks.first { $0.language == "swift" })
        let generated = try ModelGenerator().generate(from: [SampleFile(name: "events.json", contents: Data(sample.text.utf8))])
        #expect(shown.text == generated.source)
    }

    @Test func theReadmeExampleIsWhatTheGeneratorWrites() throws {
        let blocks = try Self.blocks(in: "README.md", after: "## Models from sample JSON")
        let samples = try #require(blocks.first { $0.language == "json" }).text.split(separator: "\n")
        let shown = try #require(blocks.first { $0.language == "swift" })
        #expect(samples.count == 2)
        let files = zip(["open.json", "closed.json"], samples).map { SampleFile(name: $0, contents: Data($1.utf8)) }
        let options = GenerationOptions(rootName: "Issue", flattensSingleUseObjects: true)
        let generated = try ModelGenerator(options: options).generate(from: files)
        // The README leaves out the header comment and the blank line after it.
        let lines = generated.source.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.prefix { $0.hasPrefix("//") }.count
        #expect(header == 3 && lines[header].isEmpty)
        #expect(lines.dropFirst(header + 1).joined(separator: "\n") == shown.text)
    }

    @Test func theGitHubEventsExcerptIsWhatTheGeneratorWrites() throws {
        let fragment = try #require(try Self.blocks().first { $0.text.hasPrefix("// Fragment") })
        let excerpt = fragment.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        let data = try PackageFiles.contents("TestData/corpora/github_events.json")
        let generated = try ModelGenerator().generate(from: [SampleFile(name: "github_events.json", contents: data)])
        #expect(excerpt.hasPrefix("struct GithubEvent: JSONSerializing, Sendable {"))
        #expect(excerpt.contains("JSONDiscriminator.parentKey(\"type\")"))
        #expect(generated.source.contains(excerpt))
    }
}
