import Foundation

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

    /// The whole output as one file.
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
        return writer.text
    }

    /// The output as a file per top-level declaration, each named after the type it
    /// declares, with the header in the first and a line naming the whole in the others.
    /// In a namespace, the first file declares the namespace's enum and every file
    /// extends it.
    static func writeFiles(_ file: SourceFile, partHeader: [String]) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var usedNames = Set<String>()
        for (index, declaration) in file.declarations.enumerated() {
            var writer = SwiftSourceWriter(access: file.access)
            writer.lines += index == 0 ? file.header : partHeader
            writer.blank()
            writer.line("import Foundation")
            writer.line("import Strata")
            writer.blank()
            if let namespace = file.namespace {
                if index == 0 {
                    writer.line("\(file.access)enum \(namespace) {}")
                    writer.blank()
                }
                writer.line("extension \(namespace) {")
                writer.depth += 1
                writer.write(declaration)
                writer.depth -= 1
                writer.line("}")
            } else {
                writer.write(declaration)
            }
            // Names differ in case only where the samples make them so (`Name`, `name`): a
            // case-insensitive file system keeps one file per name.
            var name = declaration.name
            var number = 2
            while !usedNames.insert(name.lowercased()).inserted {
                name = declaration.name + String(number)
                number += 1
            }
            files.append(GeneratedFile(name: name + ".swift", source: writer.text))
        }
        return files
    }

    private var text: String {
        lines.joined(separator: "\n") + "\n"
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

    /// A doc comment of one or more lines, broken between words to fit.
    private mutating func documentation(_ text: String) {
        var current = "///"
        for word in text.split(separator: " ") {
            if current != "///", indent.count + current.count + 1 + word.count > Self.lineLength {
                line(current)
                current = "///"
            }
            current += " " + word
        }
        line(current)
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
        case .dateHelper(let helper):
            write(helper)
        case .lowercaseUUID:
            line("/// UUIDs written in lower case, as the samples write them (`UUID` writes upper case).")
            line("\(access)struct LowercaseUUID: ParameterlessTransformer, JSONSchemaDescribingTransformer {")
            depth += 1
            if !access.isEmpty {
                line("\(access)init() {}")
                blank()
            }
            line("\(access)var jsonSchema: JSONSchema { JSONSchema([\"type\": \"string\", \"format\": \"uuid\"]) }")
            blank()
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

    private mutating func write(_ helper: DateHelper) {
        switch helper {
        case .iso8601Milliseconds:
            line("/// Dates written as the samples write them, in UTC with milliseconds: `2013-01-10T07:58:30.000Z`.")
            line("\(access)struct \(helper.typeName): ConfiguredTransformer {")
            depth += 1
            line("\(access)static let configured = ISO8601DateTransformer(precision: .milliseconds)")
        case .calendarDay:
            line("/// Days written as the samples write them, without a time: `2013-01-10`, read in UTC.")
            line("\(access)struct \(helper.typeName): ConfiguredTransformer {")
            depth += 1
            line("\(access)static let configured = DateFormatTransformer(format: \"yyyy-MM-dd\")")
        case .zoned(let zoned):
            write(zoned)
            return
        }
        if !access.isEmpty {
            blank()
            line("\(access)init() {}")
        }
        depth -= 1
        line("}")
    }

    private mutating func write(_ zoned: ZonedDates) {
        let iso = zoned.milliseconds ? "ISO8601DateTransformer(precision: .milliseconds)" : "ISO8601DateTransformer()"
        switch zoned.offsets {
        case .fixed(let seconds):
            let text = ZonedDates.offsetText(seconds)
            documentation(
                "Dates written as the samples write them, at \(text) (`2013-01-10T07:58:30\(zoned.milliseconds ? ".000" : "")\(text)`): "
                    + "read by ISO8601DateTransformer, written at that offset.")
        case .zone(let identifier):
            documentation(
                "Dates written as the samples write them, at the offsets of \(identifier) on each date "
                    + "(`2013-01-10T07:58:30\(zoned.milliseconds ? ".000" : "")-08:00`): read by ISO8601DateTransformer, written at the offset "
                    + "the zone has on the date.")
        }
        line("\(access)struct \(zoned.typeName): ParameterlessTransformer, JSONSchemaDescribingTransformer {")
        depth += 1
        if case .zone(let identifier) = zoned.offsets {
            line("private static let zone = TimeZone(identifier: \(SwiftLiteral.string(identifier)))")
            blank()
        }
        if !access.isEmpty {
            line("\(access)init() {}")
            blank()
        }
        line("\(access)var jsonSchema: JSONSchema { JSONSchema([\"type\": \"string\", \"format\": \"date-time\"]) }")
        blank()
        line("\(access)func transform(_ json: String) throws -> Date {")
        line("    try ISO8601DateTransformer().transform(json)")
        line("}")
        blank()
        line("\(access)func reverseTransform(_ value: Date) throws -> String {")
        depth += 1
        switch zoned.offsets {
        case .fixed(let seconds) where seconds == 0:
            line("let utc = try \(iso).reverseTransform(value)")
            line("return utc.dropLast() + \"+00:00\"")
        case .fixed(let seconds):
            line("let offset: TimeInterval = \(seconds)")
            line("let local = try \(iso).reverseTransform(value.addingTimeInterval(offset))")
            line("return local.dropLast() + \(SwiftLiteral.string(ZonedDates.offsetText(seconds)))")
        case .zone(let identifier):
            line("guard let zone = Self.zone else {")
            line(
                "    throw TransformerError.invalid(Self.self, input: value, expected: \(SwiftLiteral.string("a date, in a system that knows \(identifier)")))"
            )
            line("}")
            line("let offset = zone.secondsFromGMT(for: value)")
            line("let local = try \(iso).reverseTransform(value.addingTimeInterval(TimeInterval(offset)))")
            if zoned.zeroAsZ { line("if offset == 0 { return local }") }
            line("let minutes = abs(offset) / 60")
            line("return local.dropLast() + String(format: \"%@%02d:%02d\", offset < 0 ? \"-\" : \"+\", minutes / 60, minutes % 60)")
        }
        depth -= 1
        line("}")
        depth -= 1
        line("}")
    }

    private mutating func write(_ structure: StructDeclaration) {
        let opening = "\(access)struct \(structure.name): \(structure.conformances.joined(separator: ", ")) {"
        guard !structure.properties.isEmpty || structure.declaresExplicitNull || !structure.nestedClusters.isEmpty || structure.writesInitializer
        else {
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
        if structure.writesInitializer { writeInitializer(structure.properties) }
        if !structure.adjustments.isEmpty { writeAdjustments(structure.adjustments, modelWritesNull: structure.declaresExplicitNull) }
        for cluster in structure.nestedClusters {
            blank()
            write(cluster)
        }
        depth -= 1
        line("}")
    }

    /// The memberwise initializer a public model needs (Swift's own is internal): on one
    /// line if it fits, else a parameter a line.
    private mutating func writeInitializer(_ properties: [PropertyDeclaration]) {
        blank()
        let parameters = properties.map { property in
            "\(property.name): \(property.type)" + (property.defaultValue.map { " = \($0)" } ?? "")
        }
        let oneLine = "\(access)init(\(parameters.joined(separator: ", "))) {"
        if indent.count + oneLine.count <= Self.lineLength {
            line(oneLine)
        } else {
            line("\(access)init(")
            for (index, parameter) in parameters.enumerated() {
                line("    \(parameter)\(index == parameters.count - 1 ? "" : ",")")
            }
            line(") {")
        }
        for property in properties {
            line("    self.\(property.name) = \(property.name)")
        }
        line("}")
    }

    /// The `AdjustsEncodedJSON` hook that writes some `nil` properties the other way from
    /// the model's strategy, as the samples write them.
    private mutating func writeAdjustments(_ adjustments: [NilAdjustment], modelWritesNull: Bool) {
        blank()
        line(
            modelWritesNull
                ? "/// Leaves out what the samples leave out: the model writes its other nil properties as null."
                : "/// Writes null where the samples write null: the model leaves its other nil properties out.")
        line("\(access)func adjustEncodedJSON(_ json: inout JSONObject) throws {")
        depth += 1
        for adjustment in adjustments {
            let key = SwiftLiteral.string(adjustment.key)
            line("if \(adjustment.property) == nil { json[\(key)] = \(adjustment.writesNull ? ".null" : "nil") }")
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
        if !enumeration.foldedSpellings.isEmpty {
            blank()
            let spellings = enumeration.foldedSpellings.map { "`\($0)`" }
            documentation(
                "Reads a value in any letter case: the samples also write \(Self.list(spellings)). Each case writes its own raw value.")
            line("\(access)init?(rawValue: String) {")
            depth += 1
            line("switch rawValue.lowercased() {")
            for item in enumeration.cases {
                line("case \(SwiftLiteral.string((item.rawValue ?? Self.unescaped(item.name)).lowercased())): self = .\(item.name)")
            }
            line("case \(SwiftLiteral.string(enumeration.unknownCase.lowercased())): self = .\(enumeration.unknownCase)")
            line("default: return nil")
            line("}")
            depth -= 1
            line("}")
        }
        depth -= 1
        line("}")
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
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
        // The array's type, written out, spares the compiler inferring it from every element.
        line("\(access)static let variants: [JSONVariant<\(cluster.name)>] = [")
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

/// One file of the output.
public struct GeneratedFile: Sendable, Hashable {
    /// The file's name: the type it declares, `.swift`.
    public var name: String
    /// The Swift source.
    public var source: String
}
