/// The comment at the top of the output: where the models came from, how to make them
/// again, and how to decode with them.
enum Header {
    static func lines(
        files: [String], options: GenerationOptions, rootName: String, settings: CoderSettings, listsInstances: Bool,
        qualifiedRoot: String
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
