import Strata

/// Infers the type of every position of the samples, from all the values seen there.
///
/// The values of one position (every sample's root, every element of every array at a
/// path, every value of a key) are inferred together: the kinds found decide the type,
/// absent keys and `null`s decide optionality, and objects are grouped into structs,
/// dictionaries or clusters.
final class ShapeInference {
    struct Inferred {
        var type: TypeModel
        /// Whether some value was `null`.
        var isNullable = false
        /// Whether every value was `null`.
        var isAlwaysNull = false
        var isLenient = false
        /// A comment for the property: why strings that look like dates were left alone.
        var note: String?
    }

    /// The most arrays and dictionaries one Swift type nests: the compiler's time to
    /// type-check a type doubles with each level past about 16 (22 levels take a second, 32
    /// take minutes), so a value deeper than this is a `JSONValue`, with a warning.
    static let maximumCollectionDepth = 16

    let samples: [SampleDocument]
    let options: GenerationOptions
    private let scalars: ScalarInference
    private let leniency: LenientInference
    private(set) var warnings: [GenerationWarning] = []

    init(samples: [SampleDocument], options: GenerationOptions) {
        self.samples = samples
        self.options = options
        scalars = ScalarInference(options: options)
        leniency = LenientInference()
    }

    func infer(_ occurrences: [Occurrence], at position: Position) -> Inferred {
        var byKind: [JSONKind: [Occurrence]] = [:]
        var kinds: [JSONKind] = []
        var nulls = 0
        for occurrence in occurrences {
            let kind = occurrence.node.kind
            if kind == .null {
                nulls += 1
                continue
            }
            if byKind[kind] == nil { kinds.append(kind) }
            byKind[kind, default: []].append(occurrence)
        }
        guard let kind = kinds.first else {
            // Nothing but null, or nothing at all (the elements of arrays always empty).
            return Inferred(type: nulls > 0 ? .json : .unseen, isNullable: nulls > 0, isAlwaysNull: nulls > 0)
        }
        if kinds.count > 1 {
            return disagreement(kinds, byKind, nulls: nulls, at: position)
        }
        let values = byKind[kind] ?? []
        var inferred = Inferred(type: .json, isNullable: nulls > 0)
        switch kind {
        case .bool:
            inferred.type = .bool
        case .number:
            inferred.type = scalars.numberType(values.compactMap(\.node.numberText), key: position.key, isProperty: position.isProperty)
        case .string:
            (inferred.type, inferred.note) = scalars.stringType(
                values.compactMap(\.node.string), key: position.key, isProperty: position.isProperty, nameHint: position.nameHint)
        case .array:
            guard position.collectionDepth < Self.maximumCollectionDepth else {
                warnTooDeep(values[0], at: position)
                return inferred
            }
            let elements = values.flatMap { array in array.node.elements.map { Occurrence(node: $0, sample: array.sample) } }
            let element = infer(elements, at: position.elements(suffix: "[]"))
            inferred.type = .array(element.type.withoutTransformer, nullableElements: element.isNullable && !element.type.isJSON)
            inferred.note = element.note
        case .object:
            (inferred.type, inferred.note) = objectType(values, at: position)
        case .null:
            break
        }
        return inferred
    }

    /// Values of more than one kind: `@Lenient` for scalars when asked, else `JSONValue`,
    /// with a warning that names a sample of each kind.
    private func disagreement(_ kinds: [JSONKind], _ byKind: [JSONKind: [Occurrence]], nulls: Int, at position: Position) -> Inferred {
        if options.convertsDisagreeingScalars, position.isProperty, kinds.allSatisfy({ [.bool, .number, .string].contains($0) }),
            let type = leniency.type(converting: kinds.flatMap { byKind[$0] ?? [] }.map(\.node))
        {
            return Inferred(type: type, isNullable: nulls > 0, isLenient: true)
        }
        let examples = kinds.compactMap { kind in byKind[kind]?.first.map { "\(kind) at \(place($0))" } }
        let scalars = kinds.allSatisfy { [.bool, .number, .string].contains($0) }
        let advice = !options.convertsDisagreeingScalars && scalars && position.isProperty ? " (--lenient would convert them)" : ""
        let first = byKind[kinds[0]]?.first
        warnings.append(
            GenerationWarning(
                file: first.map { samples[$0.sample].file }, line: first.map { samples[$0.sample].location(of: $0.node).line },
                message:
                    "the samples disagree on the type of `\(Self.describe(position.path))`: "
                    + examples.joined(separator: ", ") + "; it is typed JSONValue\(advice)."))
        return Inferred(type: .json, isNullable: nulls > 0)
    }

    private func warnTooDeep(_ occurrence: Occurrence, at position: Position) {
        warnings.append(
            GenerationWarning(
                file: samples[occurrence.sample].file, line: samples[occurrence.sample].location(of: occurrence.node).line,
                message:
                    "`\(Self.describe(position.path))` nests arrays and dictionaries more than \(Self.maximumCollectionDepth) deep, "
                    + "which the Swift compiler takes minutes to type-check (its time doubles with each level): it is typed JSONValue."))
    }

    /// A path for a message: `(root)` for the top level, and long paths shortened.
    static func describe(_ path: String) -> String {
        let path = path.hasPrefix("[") || path.isEmpty ? "(root)" + path : path
        return path.count > 80 ? path.prefix(38) + "…" + path.suffix(38) : path
    }

    /// `file:line` of a value, for messages.
    func place(_ occurrence: Occurrence) -> String {
        let sample = samples[occurrence.sample]
        return "\(sample.file):\(sample.location(of: occurrence.node).line)"
    }

    // MARK: Objects

    /// A dictionary when the keys are data, not names (``DictionaryDetection``), or every
    /// object is empty; a cluster when a discriminator tells the objects apart; otherwise
    /// a struct.
    private func objectType(_ objects: [Occurrence], at position: Position) -> (TypeModel, note: String?) {
        warnAboutRepeatedKeys(objects, at: position)
        guard objects.contains(where: { $0.node.count > 0 }) else { return (.emptyObject, nil) }
        // A key names a map only for the objects it holds, not for an array's elements.
        if DictionaryDetection.isDictionary(objects, underKey: position.isProperty ? position.key : nil) {
            guard position.collectionDepth < Self.maximumCollectionDepth else {
                warnTooDeep(objects[0], at: position)
                return (.json, nil)
            }
            let values = objects.flatMap { object in object.node.members.map { Occurrence(node: $0.value, sample: object.sample) } }
            let value = infer(values, at: position.elements(suffix: "[*]"))
            return (.dictionary(value.type.withoutTransformer, nullableValues: value.isNullable && !value.type.isJSON), value.note)
        }
        if let detected = ClusterDetection.detect(objects, candidates: options.discriminatorCandidates) {
            return (clusterType(detected, objects: objects, at: position), nil)
        }
        return (.object(structModel(objects, at: position, isVariant: false)), nil)
    }

    /// A key written twice in one object: decoders read the first, and so do the models;
    /// a person should know the second is ignored. One warning per key and place.
    private func warnAboutRepeatedKeys(_ objects: [Occurrence], at position: Position) {
        var warned = Set<String>()
        for object in objects {
            var seen = Set<String>()
            for (key, _) in object.node.members where !seen.insert(key).inserted && warned.insert(key).inserted {
                let sample = samples[object.sample]
                warnings.append(
                    GenerationWarning(
                        file: sample.file, line: sample.location(of: object.node).line,
                        message:
                            "the key \(SwiftLiteral.string(key)) appears more than once in an object at `\(Self.describe(position.path))`: "
                            + "decoders read the first, and so do the models; the others are ignored."))
            }
        }
    }

    private func clusterType(_ detected: ClusterDetection.Detected, objects: [Occurrence], at position: Position) -> TypeModel {
        guard let member = detected.member else {
            // The objects are the variants; each leaves the discriminator to the cluster.
            let cluster = makeCluster(detected, layout: .key, nameHint: position.nameHint, path: position.path) { group in
                group
            }
            return .cluster(cluster)
        }
        let memberPosition = position.member(member)
        let cluster = makeCluster(detected, layout: .parentKey, nameHint: memberPosition.nameHint, path: memberPosition.path) { group in
            group.compactMap { object in object.node[member].map { Occurrence(node: $0, sample: object.sample) } }
        }
        let parent = structModel(objects, at: position, isVariant: false, excluding: detected.discriminator) { key in
            key == member ? .cluster(cluster) : nil
        }
        return .object(parent)
    }

    private func makeCluster(
        _ detected: ClusterDetection.Detected, layout: ClusterModel.Layout, nameHint: String, path: String,
        variantObjects: ([Occurrence]) -> [Occurrence]
    ) -> ClusterModel {
        let words = VariantNaming.words(for: detected.groups.map(\.tag))
        var variants: [ClusterModel.Variant] = []
        for (index, group) in detected.groups.enumerated() {
            let variantPosition = Position(
                path: "\(path)<\(group.tag.text)>", key: nil, nameHint: Identifiers.typeName(words: words[index]), isProperty: false)
            let model = structModel(
                variantObjects(group.objects), at: variantPosition, isVariant: true,
                excluding: layout == .key ? detected.discriminator : nil)
            variants.append(ClusterModel.Variant(tag: group.tag, words: words[index], model: model))
        }
        return ClusterModel(nameHint: nameHint, discriminator: detected.discriminator, layout: layout, variants: variants)
    }

    /// A struct with a property per key, in the order keys were first seen; a key some
    /// objects lack is optional.
    private func structModel(
        _ objects: [Occurrence], at position: Position, isVariant: Bool, excluding excluded: String? = nil,
        override: (String) -> TypeModel? = { _ in nil }
    ) -> ObjectModel {
        var order: [String] = []
        var valuesByKey: [String: [Occurrence]] = [:]
        for object in objects {
            var seen = Set<String>()
            // The first of a repeated key is the one decoders read.
            for (key, value) in object.node.members where key != excluded && seen.insert(key).inserted {
                if valuesByKey[key] == nil { order.append(key) }
                valuesByKey[key, default: []].append(Occurrence(node: value, sample: object.sample))
            }
        }
        var properties: [PropertyModel] = []
        for key in order {
            let values = valuesByKey[key] ?? []
            let absent = values.count < objects.count
            if let type = override(key) {
                properties.append(PropertyModel(keys: [key], type: type, presence: Presence(sometimesAbsent: absent, sometimesNull: false)))
                continue
            }
            let inferred = infer(values, at: position.member(key))
            properties.append(
                PropertyModel(
                    keys: [key], type: inferred.type, presence: Presence(sometimesAbsent: absent, sometimesNull: inferred.isNullable),
                    isLenient: inferred.isLenient, isAlwaysNull: inferred.isAlwaysNull, note: inferred.note))
        }
        return ObjectModel(nameHint: position.nameHint, properties: properties, isVariant: isVariant)
    }
}
