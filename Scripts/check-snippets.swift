// Compiles every ```swift block of the documentation against the library, and runs the
// ones that state a result. Exits 1 if any fails.
//
//     swift Scripts/check-snippets.swift [--verbose]
//
// Where blocks come from: README.md, Docs.docc/*.md, and the documentation comments
// (`///`) of Sources/Strata. A *page* is one Markdown file or one symbol's comment.
//
// The rules a block is held to (CONTRIBUTING in README.md, "Documentation samples"):
//
// - A block may use what earlier blocks of its page declare, as a reader would: it is
//   compiled after them. When a block declares a name an earlier block also declares,
//   the nearer declaration wins and the farther block is left out.
// - A block that writes no `import` is compiled with `import Foundation` and
//   `import Strata`; a block that writes imports gets exactly those (and those of the
//   blocks it builds on).
// - A block whose first line starts with `// Fragment` is shown, not compiled. Such
//   blocks must be few: a part of a declaration, or a shape that cannot stand alone.
// - A block that states a result runs, and its claim is checked: each
//   `// Prints "text"` comment (Apple's documentation convention) must match the next
//   line the program prints, and `precondition(...)` states a round trip or an equality.
// - A block that states an error message runs too: a `// Throws "message"` comment right
//   after a top-level statement claims that the statement throws an error whose message
//   is `message`. The statement (from its unindented first line to the comment) is run
//   inside `do { … } catch { … }`, so what it declares is not visible after the comment,
//   and the program goes on after it. The message compared is a `DecodingError`'s or
//   `EncodingError`'s debug description, followed by ". Underlying error: " and the
//   underlying error's message when it has one (what Swift prints after "Debug
//   description: "), and any other error's description. A statement that does not throw
//   fails the check, and so does one whose error says something else. Claims of both
//   kinds are checked in the order the program makes them.
//
// The library is built in debug mode first (`swift build --target Strata`, a no-op after
// `swift test`); blocks are type-checked against its module, and the ones that run are
// linked with its objects.
//
//     swift Scripts/check-snippets.swift --typecheck-only --modules DIR -- SWIFTC_FLAGS...
//
// type-checks every block, running none, against the Strata module in DIR with the given
// compiler flags: how Scripts/apple-availability/check.sh compiles the samples for an
// Apple platform.
import Foundation

// MARK: - Blocks

struct Block {
    var file: String
    /// The 1-based line of the block's first line of code in `file`.
    var line: Int
    var code: [String]

    var isFragment: Bool { code.first?.trimmingCharacters(in: .whitespaces).hasPrefix("// Fragment") ?? false }
    var imports: [String] { code.filter { $0.hasPrefix("import ") } }
    var statesResult: Bool {
        code.contains { $0.contains("// Prints ") || $0.contains("precondition(") || $0.contains(Self.throwsMarker) }
    }

    /// The comment that states the message of the error the statement above it throws.
    static let throwsMarker = "// Throws "
    /// What the program prints for a statement's error: this, then the message.
    static let thrownPrefix = "(threw) "

    /// The names the block declares at its top level: types, functions, constants and
    /// variables written without indentation.
    var declaredNames: Set<String> {
        let keywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "let", "var"]
        var names = Set<String>()
        for line in code where !(line.first?.isWhitespace ?? true) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "=" || $0 == "{" })
                .map(String.init)
            while let first = words.first,
                first.hasPrefix("@")
                    || ["public", "private", "fileprivate", "internal", "final", "indirect", "static", "nonisolated"].contains(first)
            {
                words.removeFirst()
            }
            if words.count >= 2, keywords.contains(words[0]) {
                names.insert(words[1])
            }
        }
        return names
    }

    /// The printed lines the block claims, in order: each `// Prints` line, and for each
    /// `// Throws` the line its statement's error prints.
    var claimedOutput: [String] {
        code.compactMap { line in
            if let range = line.range(of: "// Prints ") { return Self.unquoted(line[range.upperBound...]) }
            if let range = line.range(of: Self.throwsMarker) { return Self.thrownPrefix + Self.unquoted(line[range.upperBound...]) }
            return nil
        }
    }

    private static func unquoted(_ text: Substring) -> String {
        let claim = text.trimmingCharacters(in: .whitespaces)
        guard claim.count >= 2, claim.hasPrefix("\""), claim.hasSuffix("\"") else { return claim }
        return String(claim.dropFirst().dropLast())
    }

    /// The code with each statement that a `// Throws` comment follows run inside
    /// `do { … } catch { … }`, on the same lines (so that the compiler's line numbers stay
    /// the page's); nil, with the reason, when a marker follows no top-level statement.
    func catchingMarkedStatements() -> (code: [String], problem: String?) {
        var lines = code
        for (index, line) in code.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix(Self.throwsMarker) {
            guard !(line.first?.isWhitespace ?? true) else {
                return (code, "line \(self.line + index): a // Throws comment must follow a top-level statement, unindented")
            }
            // The statement's first line: the nearest one above that does not continue
            // another (indented, or closing a bracket).
            var start = index - 1
            while start >= 0, let first = lines[start].first, first.isWhitespace || ")]}.".contains(first) { start -= 1 }
            guard start >= 0, !lines[start].isEmpty, !lines[start].hasPrefix("//"), !lines[start].hasPrefix("__snippet") else {
                return (code, "line \(self.line + index): a // Throws comment must follow the statement that throws")
            }
            lines[start] = "do { " + lines[start]
            lines[index] = "__snippetDidNotThrow() } catch { __snippetThrew(error) }  " + line
        }
        return (lines, nil)
    }
}

/// What a unit with `// Throws` comments calls: prints the message of the error a marked
/// statement threw, or that it threw none.
let throwsSupport = """
    func __snippetThrew(_ error: any Error) { print("\(Block.thrownPrefix)" + __snippetMessage(error)) }
    func __snippetDidNotThrow() { print("(the statement before // Throws threw nothing)") }
    func __snippetMessage(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            return __snippetMessage(context.debugDescription, underlying: context.underlyingError)
        case EncodingError.invalidValue(_, let context):
            return __snippetMessage(context.debugDescription, underlying: context.underlyingError)
        default:
            return String(describing: error)
        }
    }
    func __snippetMessage(_ text: String, underlying: (any Error)?) -> String {
        guard let underlying else { return text }
        return text + ". Underlying error: " + __snippetMessage(underlying)
    }

    """

/// The ```swift blocks of a Markdown text whose lines are `lines`, numbered from
/// `firstLine`.
func blocks(inMarkdown lines: [String], file: String, firstLine: Int) -> [Block] {
    var found: [Block] = []
    var current: Block?
    var fenceIndent = 0
    for (offset, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if var block = current {
            if trimmed == "```" {
                found.append(block)
                current = nil
            } else {
                block.code.append(String(line.dropFirst(min(fenceIndent, line.prefix(while: { $0 == " " }).count))))
                current = block
            }
        } else if trimmed == "```swift" {
            fenceIndent = line.prefix(while: { $0 == " " }).count
            current = Block(file: file, line: firstLine + offset + 1, code: [])
        }
    }
    return found
}

/// Every page of the documentation: Markdown files, and each symbol's `///` comment.
func pages(root: URL) throws -> [[Block]] {
    var result: [[Block]] = []
    let fileManager = FileManager.default
    var markdown = ["README.md"]
    markdown += try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Docs.docc").path)
        .filter { $0.hasSuffix(".md") }.sorted().map { "Docs.docc/\($0)" }
    for file in markdown {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        result.append(blocks(inMarkdown: text.components(separatedBy: "\n"), file: file, firstLine: 1))
    }
    let sources = root.appendingPathComponent("Sources/Strata")
    guard let enumerator = fileManager.enumerator(atPath: sources.path) else { return result }
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
        let file = "Sources/Strata/\(relative)"
        let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
        var comment: [String] = []
        var commentStart = 0
        for (index, line) in (lines + [""]).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("///") {
                if comment.isEmpty { commentStart = index + 1 }
                let body = trimmed.dropFirst(3)
                comment.append(String(body.hasPrefix(" ") ? body.dropFirst() : body))
            } else if !comment.isEmpty {
                let found = blocks(inMarkdown: comment, file: file, firstLine: commentStart)
                if !found.isEmpty { result.append(found) }
                comment = []
            }
        }
    }
    return result.filter { !$0.isEmpty }
}

// MARK: - Units

/// What is compiled together: a block and the earlier blocks of its page it builds on.
struct Unit {
    var blocks: [Block]
    var target: Block { blocks[blocks.count - 1] }
    var runs: Bool { blocks.contains(where: \.statesResult) }

    var throwsErrors: Bool { blocks.contains { $0.code.contains { $0.contains(Block.throwsMarker) } } }

    /// The program, or why a block's markers cannot be checked.
    var source: Result<String, UnitProblem> {
        var imports = Set(blocks.flatMap(\.imports))
        if imports.isEmpty { imports = ["import Foundation", "import Strata"] }
        var text = imports.sorted().joined(separator: "\n") + "\n"
        if throwsErrors { text += throwsSupport }
        for block in blocks {
            let (code, problem) = block.catchingMarkedStatements()
            if let problem { return .failure(UnitProblem(message: "\(block.file): \(problem)")) }
            text += "#sourceLocation(file: \"\(block.file)\", line: \(block.line))\n"
            // Imports are gathered above; the line stays, empty, so that line numbers hold.
            text += code.map { $0.hasPrefix("import ") ? "" : $0 }.joined(separator: "\n") + "\n"
            text += "#sourceLocation()\n"
        }
        return .success(text)
    }
}

struct UnitProblem: Error {
    var message: String
}

func units(of page: [Block]) -> [Unit] {
    let compiled = page.filter { !$0.isFragment }
    var made: [Unit] = []
    for (index, block) in compiled.enumerated() {
        var chosen = [block]
        var names = block.declaredNames
        for earlier in compiled[..<index].reversed() where earlier.declaredNames.isDisjoint(with: names) {
            chosen.insert(earlier, at: 0)
            names.formUnion(earlier.declaredNames)
        }
        made.append(Unit(blocks: chosen))
    }
    // A unit whose blocks all appear, in order, in a later unit is checked by that one.
    func contains(_ outer: Unit, _ inner: Unit) -> Bool {
        let outerKeys = outer.blocks.map { "\($0.file):\($0.line)" }
        return inner.blocks.allSatisfy { outerKeys.contains("\($0.file):\($0.line)") }
    }
    return made.enumerated().filter { index, unit in
        !made[(index + 1)...].contains { contains($0, unit) }
    }.map(\.element)
}

// MARK: - Compiling and running

struct Toolchain {
    var modules: String
    var objects: [String]
    /// Set for `--typecheck-only`: the compiler flags every block is type-checked with,
    /// none run.
    var typecheckFlags: [String]?
}

@discardableResult
func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 300) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
        try process.run()
    } catch {
        return (127, "cannot run \(executable): \(error)")
    }
    let deadline = DispatchTime.now() + timeout
    let timer = DispatchQueue.global()
    timer.asyncAfter(deadline: deadline) { if process.isRunning { process.terminate() } }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func which(_ name: String) -> String {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/\(name)"
}

enum Outcome {
    case compiled
    case ran
    case failed(String)
}

func check(_ unit: Unit, index: Int, toolchain: Toolchain, scratch: URL) -> Outcome {
    let directory = scratch.appendingPathComponent("unit-\(index)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("main.swift")
    do {
        try unit.source.get().write(to: file, atomically: true, encoding: .utf8)
    } catch let problem as UnitProblem {
        return .failed(problem.message)
    } catch {
        return .failed("cannot write \(file.path): \(error)")
    }
    let swiftc = which("swiftc")
    let common = ["-swift-version", "6", "-I", toolchain.modules, "-module-name", "Snippet", file.path]
    if let flags = toolchain.typecheckFlags {
        let result = run(swiftc, ["-typecheck"] + common + flags)
        let errors = result.output.split(separator: "\n").filter { !$0.contains("Could not read SDKSettings.json") && !$0.isEmpty }
        return result.status == 0 && errors.isEmpty ? .compiled : .failed(errors.joined(separator: "\n"))
    }
    if !unit.runs {
        let result = run(swiftc, ["-typecheck"] + common)
        return result.status == 0 ? .compiled : .failed(result.output)
    }
    let binary = directory.appendingPathComponent("snippet")
    let build = run(swiftc, common + toolchain.objects + ["-o", binary.path])
    guard build.status == 0 else { return .failed(build.output) }
    let execution = run(binary.path, [], in: directory, timeout: 120)
    guard execution.status == 0 else {
        return .failed("the sample stopped with status \(execution.status):\n\(execution.output)")
    }
    let printed = execution.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let claimed = unit.blocks.flatMap(\.claimedOutput)
    var lines = printed.makeIterator()
    for claim in claimed {
        guard let line = lines.next() else {
            return .failed("the sample claims it prints \"\(claim)\", but printed nothing more; it printed:\n\(execution.output)")
        }
        if line != claim {
            return .failed("the sample claims it prints \"\(claim)\", but printed \"\(line)\"; it printed:\n\(execution.output)")
        }
    }
    return .ran
}

// MARK: - Main

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let verbose = CommandLine.arguments.contains("--verbose")
let swift = which("swift")

let typecheckOnly = CommandLine.arguments.contains("--typecheck-only")
let toolchain: Toolchain
if typecheckOnly {
    let arguments = CommandLine.arguments
    guard let modulesIndex = arguments.firstIndex(of: "--modules"), modulesIndex + 1 < arguments.count else {
        print("usage: swift Scripts/check-snippets.swift --typecheck-only --modules DIR -- SWIFTC_FLAGS...")
        exit(2)
    }
    let extra = arguments.firstIndex(of: "--").map { Array(arguments[($0 + 1)...]) } ?? []
    toolchain = Toolchain(modules: arguments[modulesIndex + 1], objects: [], typecheckFlags: extra)
} else {
    print("snippets: building the library")
    let built = run(swift, ["build", "--target", "Strata"], in: root, timeout: 1800)
    guard built.status == 0 else {
        print(built.output)
        exit(1)
    }
    let binPath = run(swift, ["build", "--show-bin-path"], in: root).output.trimmingCharacters(in: .whitespacesAndNewlines)
    let objectDirectory = "\(binPath)/Strata.build"
    // Only the objects of today's sources: a renamed or deleted source leaves its object in the
    // build directory, which would be linked too and fail on symbols nothing defines any more.
    let sourceNames = Set(
        (FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources/Strata").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).lastPathComponent })
    let objects = ((try? FileManager.default.contentsOfDirectory(atPath: objectDirectory)) ?? [])
        .filter { $0.hasSuffix(".o") && (!$0.hasSuffix(".swift.o") || sourceNames.contains(String($0.dropLast(2)))) }
        .sorted().map { "\(objectDirectory)/\($0)" }
    toolchain = Toolchain(modules: "\(binPath)/Modules", objects: objects, typecheckFlags: nil)
}

let allPages = try pages(root: root)
let allBlocks = allPages.flatMap { $0 }
let fragments = allBlocks.filter(\.isFragment)
let allUnits = allPages.flatMap(units(of:))
let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-snippets-\(getpid())")
try? FileManager.default.removeItem(at: scratch)
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

print("snippets: \(allBlocks.count) blocks on \(allPages.count) pages; \(fragments.count) marked as fragments; checking \(allUnits.count) units")
final class Results: @unchecked Sendable {
    let lock = NSLock()
    var outcomes: [Int: Outcome] = [:]
}
let results = Results()
DispatchQueue.concurrentPerform(iterations: allUnits.count) { index in
    let outcome = check(allUnits[index], index: index, toolchain: toolchain, scratch: scratch)
    results.lock.lock()
    results.outcomes[index] = outcome
    results.lock.unlock()
}

var failures = 0
var compiledBlocks = Set<String>()
var ranBlocks = Set<String>()
for (index, unit) in allUnits.enumerated() {
    let keys = unit.blocks.map { "\($0.file):\($0.line)" }
    switch results.outcomes[index] ?? .failed("not checked") {
    case .compiled:
        compiledBlocks.formUnion(keys)
        if verbose { print("compiled \(unit.target.file):\(unit.target.line)") }
    case .ran:
        compiledBlocks.formUnion(keys)
        ranBlocks.formUnion(keys)
        if verbose { print("ran      \(unit.target.file):\(unit.target.line)") }
    case .failed(let message):
        failures += 1
        print("\nFAILED: the sample at \(unit.target.file):\(unit.target.line)")
        if unit.blocks.count > 1 {
            print("  (compiled after the blocks at \(unit.blocks.dropLast().map { "\($0.file):\($0.line)" }.joined(separator: ", ")))")
        }
        print(message.split(separator: "\n").prefix(40).map { "  " + $0 }.joined(separator: "\n"))
    }
}
for fragment in fragments where verbose {
    print("fragment \(fragment.file):\(fragment.line)")
}
print(
    "snippets: \(compiledBlocks.count) blocks compiled, \(ranBlocks.count) of them run with their results checked, \(fragments.count) fragments not compiled; \(failures) failing"
)
exit(failures == 0 ? 0 : 1)
