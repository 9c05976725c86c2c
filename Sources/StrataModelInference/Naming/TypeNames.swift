/// Gives every type of the output a name no other type has, and none that would shadow
/// a type the output uses (`Date`, `URL`, `JSONValue`…) or that Swift reserves.
///
/// Nested types share the one registry: a variant named `Issue` inside a cluster would
/// otherwise hide a top-level `Issue` from every declaration inside that cluster.
struct TypeNames {
    /// Names the output refers to, or that would confuse a reader as a model's name.
    static let reserved: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decimal", "Decodable",
        "Dictionary", "Double", "Encodable", "Equatable", "Error", "Float", "Foundation", "Hashable", "Int", "Int64",
        "JSONCluster", "JSONDiscriminator", "JSONKey", "JSONNumber", "JSONSerializing", "JSONTaggedUnion", "JSONValue",
        "JSONVariant", "Lenient", "Never", "NilEncodingStrategy", "Optional", "Protocol", "Self", "Sendable", "Set", "Strata",
        "String", "Swift", "Transform", "Tristate", "Type", "ParameterlessTransformer", "UInt64", "URL", "UUID", "UUIDTransformer",
        "UnknownCaseRepresentable", "UnknownVariant", "Void", "ISO8601DateTransformer", "SecondsSince1970Transformer",
        "MillisecondsSince1970Transformer", "ConfiguredTransformer", "DateFormatTransformer", "LowercaseUUID",
    ]

    /// The longest name made of a parent's name and a hint (`RepoUser`).
    static let longestQualifiedName = 48

    private var used: Set<String>
    /// The names given, in order.
    private(set) var takenNames: [String] = []
    /// The next number to try for a hint, so that numbering many structs of one hint
    /// (`A2`, `A3`… in a chain of nested objects) takes linear time.
    private var nextNumber: [String: Int] = [:]

    init(namespace: String?) {
        used = Self.reserved.union(DateHelper.fixedTypeNames)
        if let namespace { used.insert(namespace) }
    }

    /// Whether `name` is free (and not reserved).
    func isFree(_ name: String) -> Bool {
        !used.contains(name)
    }

    /// Takes `name` as it is; the caller has checked it is free.
    mutating func take(_ name: String) {
        if used.insert(name).inserted { takenNames.append(name) }
    }

    /// The hint if free; else the hint qualified by its parent's hint, then by its
    /// parent's name (`IssueUser`), or by its cluster for a variant (`PushPayload`); else
    /// the hint numbered (`User2`).
    mutating func name(_ hint: String, parents: [String], parentFirst: Bool = true) -> String {
        var candidates = [hint]
        // Past a length, a number reads better than long names run together; and a parent
        // of the same name (an `a` in an `a`, 500 deep) would only repeat it (`AAA…`).
        let qualifiers = parents.first?.hasSuffix(hint) == true ? [] : parents
        for parent in qualifiers where !parent.isEmpty && parent.count + hint.count <= Self.longestQualifiedName {
            candidates.append(parentFirst ? parent + hint : hint + parent)
        }
        for candidate in candidates where isFree(candidate) {
            take(candidate)
            return candidate
        }
        var number = nextNumber[hint] ?? 2
        while !isFree(hint + String(number)) { number += 1 }
        nextNumber[hint] = number + 1
        take(hint + String(number))
        return hint + String(number)
    }
}
