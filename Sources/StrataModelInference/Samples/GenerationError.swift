/// A reason `strata-generate` cannot write models: bad input, named by file and line.
public struct GenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the problem is in, as it was named; `nil` for problems of the options.
    public var file: String?
    /// The one-based line of the problem, when it has one.
    public var line: Int?
    /// The one-based column of the problem, when it has one.
    public var column: Int?
    /// What is wrong, as a sentence.
    public var message: String

    /// An error at a place in a file.
    public init(file: String?, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, the form editors and terminals link to.
    public var description: String {
        "\(SourceLocation.prefix(file: file, line: line, column: column))error: \(message)"
    }
}

/// Something the generator decided that a person should check: samples that disagree,
/// a choice it could not make as asked.
public struct GenerationWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file the samples in question came from, when one stands out.
    public var file: String?
    /// The one-based line in that file.
    public var line: Int?
    /// What was decided and why.
    public var message: String

    /// A warning about a place in a file.
    public init(file: String?, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: warning: message`.
    public var description: String {
        "\(SourceLocation.prefix(file: file, line: line, column: nil))warning: \(message)"
    }
}

/// The `file:line:column: ` prefix of a diagnostic.
enum SourceLocation {
    static func prefix(file: String?, line: Int?, column: Int?) -> String {
        guard let file else { return "" }
        var prefix = file
        if let line {
            prefix += ":\(line)"
            if let column { prefix += ":\(column)" }
        }
        return prefix + ": "
    }
}
