import Foundation
import Strata

/// Writes the Strata models a person would write for some sample JSON.
///
/// Every value of every sample is read; what they all agree on decides the types, and
/// where they differ the models say so (an optional, a `Tristate`, a `JSONValue`, a
/// cluster). The output is deterministic: the same samples and options give the same
/// bytes.
public struct ModelGenerator: Sendable {
    /// What to write beyond what the samples decide.
    public var options: GenerationOptions

    /// A generator with these options.
    public init(options: GenerationOptions = GenerationOptions()) {
        self.options = options
    }

    /// Reads the files and writes the models. Throws for input that cannot be read
    /// (invalid JSON, an empty file) and for samples whose top-level values contradict
    /// each other, naming the file and line.
    public func generate(from files: [SampleFile]) throws(GenerationError) -> GeneratedModels {
        guard !files.isEmpty else { throw GenerationError(file: nil, message: "no sample files were given.") }
        try validateNames()
        var documents: [SampleDocument] = []
        for file in files { documents += try SampleReader.documents(in: file) }

        let roots = documents.indices.map { Occurrence(node: documents[$0].document.root, sample: $0) }
        let isArrayRoot = roots.allSatisfy { $0.node.kind == .array }
        let instances =
            isArrayRoot
            ? roots
            : roots.flatMap { root in
                root.node.kind == .array ? root.node.elements.map { Occurrence(node: $0, sample: root.sample) } : [root]
            }
        try checkAgreement(of: instances, in: documents)
        let listsInstances = !isArrayRoot && (documents.contains(where: \.isLine) || roots.contains { $0.node.kind == .array })
        let rootName = options.rootName ?? Self.defaultRootName(forFile: files[0].baseName, singular: listsInstances)

        let inference = ShapeInference(samples: documents, options: options)
        let inferred = inference.infer(instances, at: Position(path: "", key: nil, nameHint: rootName, isProperty: false))
        let root = inferred.type.withoutTransformer
        Deduplication.mergeDuplicates(in: root)
        var unification = Unification()
        unification.mergeSimilarStructs(in: root)
        // Merged structs can make their parents the same.
        Deduplication.mergeDuplicates(in: root)
        if options.skipsNullOnlyFields {
            Self.skipNullOnlyFields(in: root)
            Deduplication.mergeDuplicates(in: root)
        }
        if options.flattensSingleUseObjects { Flattening.flattenSingleUseObjects(in: root) }

        var builder = DeclarationBuilder(
            options: options, rootName: rootName, root: root,
            keysAllowSnakeCaseStrategy: options.usesSnakeCaseStrategy && Self.keysSurviveSnakeCase(documents))
        let declarations = builder.build()
        let settings = CoderSettings(
            usesSnakeCaseKeys: builder.usesSnakeCaseStrategy, writesNullForNil: builder.plan?.writesNullEverywhere ?? false)
        let access = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        let fileNames = files.map(\.baseName)
        let header = Header.lines(
            files: fileNames, options: options, rootName: rootName, settings: settings, listsInstances: listsInstances,
            qualifiedRoot: options.namespace.map { "\($0).\(rootName)" } ?? rootName, skippedNullKeys: builder.skippedNullKeys,
            declaresNonASCIINames: builder.declaresNonASCIINames)
        let sourceFile = SourceFile(header: header, namespace: options.namespace, access: access, declarations: declarations)
        let source = SwiftSourceWriter.write(sourceFile)
        let outputFiles =
            options.outputDirectory == nil
            ? [GeneratedFile(name: rootName + ".swift", source: source)]
            : SwiftSourceWriter.writeFiles(
                sourceFile,
                partHeader: Header.partLines(
                    files: fileNames, rootFile: (declarations.first?.name ?? rootName) + ".swift",
                    declaresNonASCIINames: builder.declaresNonASCIINames))
        var generated = GeneratedModels(
            source: source, rootTypeName: rootName, warnings: inference.warnings + builder.warnings, coderSettings: settings,
            samplesAreInstances: listsInstances)
        generated.files = outputFiles
        generated.statistics = GeneratedModels.Statistics(structComparisons: unification.comparisons, structs: ModelGraph.objectsBottomUp(root).count)
        return generated
    }

    /// Leaves out every property whose values were all `null` (`--skip-null-fields`),
    /// noting its key on the struct for the header.
    private static func skipNullOnlyFields(in root: TypeModel) {
        for model in ModelGraph.objectsBottomUp(root) {
            model.skippedNullKeys += model.properties.filter(\.isAlwaysNull).map { $0.keys.joined(separator: ".") }
            model.properties.removeAll(where: \.isAlwaysNull)
        }
    }

    /// The root type's name from a file name: `github_events.json` → `GithubEvents`, or
    /// `GithubEvent` for a file of instances.
    static func defaultRootName(forFile file: String, singular: Bool) -> String {
        let stem = String(file.split(separator: ".", omittingEmptySubsequences: false).first ?? "")
        var words = Words.split(stem)
        if singular, let singularWords = Singular.singular(words) { words = singularWords }
        var name = Identifiers.typeName(words: words, fallback: "Model")
        if name.isEmpty || !TypeNames(namespace: nil).isFree(name) { name += "Model" }
        return name
    }

    private func validateNames() throws(GenerationError) {
        for (option, name) in [("--root", options.rootName), ("--namespace", options.namespace)] {
            guard let name else { continue }
            guard Self.isTypeName(name) else {
                throw GenerationError(
                    file: nil, message: "\(option) \(name): a type name must start with a letter and hold only letters, digits and _.")
            }
            guard TypeNames(namespace: nil).isFree(name) else {
                throw GenerationError(file: nil, message: "\(option) \(name): the generated code uses a type of that name; choose another.")
            }
        }
        if let root = options.rootName, root == options.namespace {
            throw GenerationError(file: nil, message: "--root and --namespace must differ.")
        }
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, Words.isLetter(first) else { return false }
        return name.utf8.allSatisfy { Words.isLetter($0) || Words.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Samples whose top-level values are of different kinds (an object and a string)
    /// have no type in common: that is an error, naming one sample of each.
    private func checkAgreement(of instances: [Occurrence], in documents: [SampleDocument]) throws(GenerationError) {
        guard let first = instances.first(where: { $0.node.kind != .null }) else {
            let place = instances.first.map { documents[$0.sample] }
            throw GenerationError(
                file: place?.file, line: place.map { $0.lineOffset + 1 }, message: "the samples hold only null: there is no type to learn.")
        }
        guard let other = instances.first(where: { $0.node.kind != .null && $0.node.kind != first.node.kind }) else { return }
        let firstDocument = documents[first.sample]
        let otherDocument = documents[other.sample]
        let firstLine = firstDocument.location(of: first.node).line
        let otherLine = otherDocument.location(of: other.node)
        // An instance is a document's top-level value, or an element of a top-level array
        // (beside files of single instances): say which, so that the message names what
        // the file holds.
        func isElement(_ occurrence: Occurrence) -> Bool {
            documents[occurrence.sample].document.root.byteOffset != occurrence.node.byteOffset
        }
        let this = isElement(other) ? "this element of the file's top-level array" : "this top-level value"
        let that = isElement(first) ? "the element" : "the one"
        throw GenerationError(
            file: otherDocument.file, line: otherLine.line, column: otherLine.column,
            message:
                "the samples contradict each other: \(this) is \(other.node.kind), but \(that) at \(firstDocument.file):\(firstLine) is \(first.node.kind). Give samples of one type."
        )
    }

    /// Whether every key in the samples comes back unchanged from `.convertFromSnakeCase`
    /// and `.convertToSnakeCase` (as dictionary keys and `JSONValue` keys must, since a
    /// key strategy converts those too).
    private static func keysSurviveSnakeCase(_ documents: [SampleDocument]) -> Bool {
        var keys = Set<String>()
        var pending = documents.map(\.document.root)
        while let node = pending.popLast() {
            switch node.kind {
            case .object:
                for (key, value) in node.members {
                    keys.insert(key)
                    pending.append(value)
                }
            case .array: pending += node.elements
            default: break
            }
        }
        let conversion = SnakeCaseKeys()
        return keys.allSatisfy { key in conversion.fromSnakeCase(key).flatMap(conversion.toSnakeCase) == key }
    }
}

/// What `ModelGenerator` wrote.
public struct GeneratedModels: Sendable {
    /// The Swift source.
    public var source: String
    /// The name of the type that decodes one sample (or one instance, for files of instances).
    public var rootTypeName: String
    /// Decisions a person should check.
    public var warnings: [GenerationWarning]
    /// How the coders must be set for the models to read and write the samples as they are.
    public var coderSettings: CoderSettings
    /// Whether the samples were instances of the root type (JSON Lines, or arrays of
    /// instances beside single ones) rather than each a whole root value.
    public var samplesAreInstances: Bool
    /// The files to write: ``source`` as one file named after the root type, or, when the
    /// options name an output directory, a file per type.
    public var files: [GeneratedFile] = []
    /// How much work the generation took, for the tests that it grows linearly.
    var statistics = Statistics()

    init(source: String, rootTypeName: String, warnings: [GenerationWarning], coderSettings: CoderSettings, samplesAreInstances: Bool) {
        self.source = source
        self.rootTypeName = rootTypeName
        self.warnings = warnings
        self.coderSettings = coderSettings
        self.samplesAreInstances = samplesAreInstances
    }

    /// Counts of the work done.
    struct Statistics: Sendable {
        /// Pairs of structs compared to merge them.
        var structComparisons = 0
        /// Structs inferred (after merging).
        var structs = 0
    }
}

/// The coder settings the generated models rely on (the header comment says the same).
public struct CoderSettings: Sendable, Hashable {
    /// `.convertFromSnakeCase` for decoding and `.convertToSnakeCase` for encoding.
    public var usesSnakeCaseKeys: Bool
    /// `nilEncodingStrategy = .explicitNull` (plain `Codable` output only; `JSONSerializing`
    /// models declare their own).
    public var writesNullForNil: Bool
}
