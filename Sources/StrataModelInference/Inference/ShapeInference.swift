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
    }

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
            return Inferred(type: .json, isNullable: nulls > 0, isAlwaysNull: nulls > 0)
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
            inferred.type = scalars.stringType(
                values.compactMap(\.node.string), key: position.key, isProperty: position.isProperty, nameHint: position.nameHint)
        case .array:
            let elements = values.flatMap { array in array.node.elements.map { Occurrence(node: $0, sample: array.sample) } }
            let element = infer(elements, at: position.elements(suffix: "[]"))
            inferred.type = .array(element.type.withoutTransformer, nullableElements: element.isNullable && !element.type.isJSON)
        case .object:
            inferred.type = objectType(values, at: position)
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
                    "the samples disagree on the type of `\(position.path.hasPrefix("[") || position.path.isEmpty ? "(root)" + position.path : position.path)`: "
                    + examples.joined(separator: ", ") + "; it is typed JSONValue\(advice)."))
        return Inferred(type: .json, isNullable: nulls > 0)
    }

    /// `file:line` of a value, for messages.
    func place(_ occurrence: Occurrence) -> String {
        let sample = samples[occurrence.sample]
        return "\(sample.file):\(sample.location(of: occurrence.node).line)"
    }

    // MARK: Objects

    /// A dictionary when the keys are ids or dates (or every object is empty), a cluster
    /// when a discriminator tells the objects apart, otherwise a struct.
    private func objectType(_ objects: [Occurrence], at position: Position) -> TypeModel {
        var keys = Set<String>()
        for object in objects { keys.formUnion(object.node.members.map(\.key)) }
        if keys.isEmpty { return .emptyObject }
        if DictionaryDetection.keysAreData(keys) {
            let values = objects.flatMap { object in object.node.members.map { Occurrence(node: $0.value, sample: object.sample) } }
            let value = infer(values, at: position.elements(suffix: "[*]"))
            return .dictionary(value.type.withoutTransformer, nullableValues: value.isNullable && !value.type.isJSON)
        }
        if let detected = ClusterDetection.detect(objects, candidates: options.discriminatorCandidates) {
            return clusterType(detected, objects: objects, at: position)
        }
        return .object(structModel(objects, at: position, isVariant: false))
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
                    isLenient: inferred.isLenient, isAlwaysNull: inferred.isAlwaysNull))
        }
        return ObjectModel(nameHint: position.nameHint, properties: properties, isVariant: isVariant)
    }
}
