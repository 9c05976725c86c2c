/// Writes the declarations as Swift source laid out as the project's `.swift-format`
/// lays it out (four-space indents, lines of at most 150 columns, one blank line between
/// members), so that `swift format lint --strict` finds nothing to change.
struct SwiftSourceWriter {
    static let lineLength = 150

    private var lines: [String] = []
    private var depth = 0
    private let access: String

    init(access: String) {
        self.access = access
    }

    static func write(_ file: SourceFile) -> String {
        var writer = SwiftSourceWriter(access: file.access)
        writer.lines += file.header
        writer.blank()
        writer.line("import Foundation")
        writer.line("import Strata")
        if let namespace = file.namespace {
            writer.blank()
            writer.line("\(file.access)enum \(namespace) {")
            writer.depth += 1
        }
        for (index, declaration) in file.declarations.enumerated() {
            if index > 0 || file.namespace == nil { writer.blank() }
            writer.write(declaration)
        }
        if file.namespace != nil {
            writer.depth -= 1
            writer.line("}")
        }
        return writer.lines.joined(separator: "\n") + "\n"
    }

    // MARK: Lines

    private var indent: String { String(repeating: " ", count: 4 * depth) }

    private mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : indent + text)
    }

    private mutating func blank() {
        if let last = lines.last, !last.isEmpty { lines.append("") }
    }

    /// `prefix a, b, c` over as many lines as the names need, each line starting with
    /// `prefix`.
    private mutating func packed(_ prefix: String, _ names: [String]) {
        var current = ""
        for name in names {
            let candidate = current.isEmpty ? prefix + name : current + ", " + name
            if indent.count + candidate.count > Self.lineLength, !current.isEmpty {
                line(current)
                current = prefix + name
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { line(current) }
    }

    // MARK: Declarations

    private mutating func write(_ declaration: Declaration) {
        switch declaration {
        case .alias(let name, let type):
            line("\(access)typealias \(name) = \(type)")
        case .structure(let structure):
            write(structure)
        case .enumeration(let enumeration):
            write(enumeration)
        case .cluster(let cluster):
            write(cluster)
        case .dateConvention(let convention):
            line("/// Dates written as the samples write them: `\(convention.example)`, read in UTC.")
            line("\(access)struct \(convention.typeName): DateFormatConvention {")
            depth += 1
            line("\(access)static let format = \(SwiftLiteral.string(convention.format))")
            if !access.isEmpty {
                blank()
                line("\(access)init() {}")
            }
            depth -= 1
            line("}")
        case .lowercaseUUID:
            line("/// UUIDs written in lower case, as the samples write them (`UUID` writes upper case).")
            line("\(access)struct LowercaseUUID: TypeNamedTransformer {")
            depth += 1
            if !access.isEmpty {
                line("\(access)init() {}")
                blank()
            }
            line("\(access)func transform(_ json: String) throws -> UUID {")
            line("    try UUIDTransformer().transform(json)")
            line("}")
            blank()
            line("\(access)func reverseTransform(_ value: UUID) throws -> String {")
            line("    value.uuidString.lowercased()")
            line("}")
            depth -= 1
            line("}")
        }
    }

    private mutating func write(_ structure: StructDeclaration) {
        let opening = "\(access)struct \(structure.name): \(structure.conformances.joined(separator: ", ")) {"
        guard !structure.properties.isEmpty || structure.declaresExplicitNull || !structure.nestedClusters.isEmpty else {
            line(String(opening.dropLast()) + "{}")
            return
        }
        line(opening)
        depth += 1
        for property in structure.properties {
            let attribute = property.attribute.map { $0 + " " } ?? ""
            let declaration = "\(attribute)\(access)var \(property.name): \(property.type)"
            if let comment = property.comment {
                let trailing = "\(declaration)  // \(comment)"
                if indent.count + trailing.count <= Self.lineLength {
                    line(trailing)
                } else {
                    line("// \(comment)")
                    line(declaration)
                }
            } else {
                line(declaration)
            }
        }
        if structure.writesCodingKeys {
            blank()
            line("enum CodingKeys: String, CodingKey {")
            depth += 1
            packed("case ", structure.properties.filter { $0.explicitKey == nil }.map(\.name))
            for property in structure.properties {
                guard let key = property.explicitKey else { continue }
                line("case \(property.name) = \(SwiftLiteral.string(key))")
            }
            depth -= 1
            line("}")
        }
        if structure.declaresExplicitNull {
            blank()
            line("\(access)static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull")
        }
        for cluster in structure.nestedClusters {
            blank()
            write(cluster)
        }
        depth -= 1
        line("}")
    }

    private mutating func write(_ enumeration: StringEnumDeclaration) {
        line("\(access)enum \(enumeration.name): \(enumeration.conformances.joined(separator: ", ")) {")
        depth += 1
        packed("case ", enumeration.cases.filter { $0.rawValue == nil }.map(\.name))
        for item in enumeration.cases {
            guard let rawValue = item.rawValue else { continue }
            line("case \(item.name) = \(SwiftLiteral.string(rawValue))")
        }
        line("case \(enumeration.unknownCase)")
        blank()
        line("\(access)static let unknownCase = \(enumeration.name).\(enumeration.unknownCase)")
        depth -= 1
        line("}")
    }

    private mutating func write(_ cluster: ClusterDeclaration) {
        line("\(access)enum \(cluster.name): \(cluster.conformances.joined(separator: ", ")) {")
        depth += 1
        for item in cluster.cases {
            line("case \(Identifiers.escaped(item.name))(\(item.variant.name))")
        }
        line("case \(cluster.fallbackCase)(UnknownVariant)")
        for item in cluster.cases {
            blank()
            write(item.variant)
        }
        blank()
        line("\(access)static let discriminator = \(cluster.discriminator)")
        line("\(access)static let variants = [")
        depth += 1
        for item in cluster.cases {
            line("JSONVariant(\(SwiftLiteral.tag(item.tag)), \(item.variant.name).self, \(cluster.name).\(item.name)),")
        }
        depth -= 1
        line("]")
        let fallback =
            "\(access)static let fallback: JSONVariant<\(cluster.name)>? = JSONVariant(UnknownVariant.self, \(cluster.name).\(cluster.fallbackCase))"
        if indent.count + fallback.count <= Self.lineLength {
            line(fallback)
        } else {
            line("\(access)static let fallback: JSONVariant<\(cluster.name)>? = JSONVariant(")
            line("    UnknownVariant.self, \(cluster.name).\(cluster.fallbackCase))")
        }
        depth -= 1
        line("}")
    }
}
