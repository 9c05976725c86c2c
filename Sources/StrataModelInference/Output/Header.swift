/// The comment at the top of the output: where the models came from, how to make them
/// again, and how to decode with them.
enum Header {
    static func lines(
        files: [String], options: GenerationOptions, rootName: String, settings: CoderSettings, listsInstances: Bool,
        qualifiedRoot: String, skippedNullKeys: [String] = [], declaresNonASCIINames: Bool = false
    ) -> [String] {
        var lines = wrapped("Models for \(list(files)), written by strata-generate. Edit them as your own.")
        lines += wrapped("Made with: strata-generate \((CommandLineOptions.arguments(for: options) + files).joined(separator: " "))")
        let what = listsInstances ? "an instance (a line of JSON Lines, an element of an array of instances)" : "a sample"
        lines += wrapped("Decode \(what) with StrataJSONDecoder: `try StrataJSONDecoder().decode(\(qualifiedRoot).self, from: data)`.")
        if settings.usesSnakeCaseKeys {
            lines.append("// Set `keyDecodingStrategy = .convertFromSnakeCase` on the decoder and `keyEncodingStrategy = .convertToSnakeCase`")
            lines.append("// on the encoder: the models rely on them for their keys.")
        }
        if settings.writesNullForNil {
            lines.append("// Encode with `nilEncodingStrategy = .explicitNull`: the samples write null for a missing value.")
        }
        if !skippedNullKeys.isEmpty {
            let shown = skippedNullKeys.prefix(8).joined(separator: ", ")
            let more = skippedNullKeys.count > 8 ? " and \(skippedNullKeys.count - 8) more" : ""
            lines += wrapped("Left out, as --skip-null-fields asks (only null in the samples): \(shown)\(more).")
        }
        if declaresNonASCIINames {
            // Swift takes letters of every script in names; swift-format's rule asks for ASCII.
            lines.append("// swift-format-ignore-file: IdentifiersMustBeASCII")
        }
        return lines
    }

    /// The comment at the top of every file but the first, when the output is split.
    static func partLines(files: [String], rootFile: String, declaresNonASCIINames: Bool) -> [String] {
        var lines = wrapped("Part of the models for \(list(files)), written by strata-generate; \(rootFile) says how they were made.")
        if declaresNonASCIINames { lines.append("// swift-format-ignore-file: IdentifiersMustBeASCII") }
        return lines
    }

    private static func list(_ files: [String]) -> String {
        files.count <= 3 ? files.joined(separator: ", ") : "\(files.prefix(2).joined(separator: ", ")) and \(files.count - 2) more files"
    }

    /// A comment of several lines, broken between words to fit the line length; the lines
    /// after the first are indented.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = "// " + word
            } else if current.count + 1 + word.count > SwiftSourceWriter.lineLength {
                lines.append(current)
                current = "//     " + word
            } else {
                current += " " + word
            }
        }
        lines.append(current)
        return lines
    }
}
