import Foundation

/// The command line of `strata-generate`, read by hand: options, then sample files.
public enum CommandLineOptions {
    /// What a command line asks for.
    public enum Command: Equatable, Sendable {
        /// Write the models of these files with these options.
        case generate(GenerationOptions, files: [String])
        /// Print ``help``.
        case help
    }

    /// A command line that cannot be read, with what to do instead.
    public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong with the command line.
        public var message: String

        /// A usage error saying `message`.
        public init(message: String) {
            self.message = message
        }

        /// The message, and where to read the options.
        public var description: String { "error: \(message)\nRun strata-generate --help for the options." }
    }

    /// Reads the arguments (without the program's name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var options = GenerationOptions()
        var files: [String] = []
        var remaining = arguments[...]
        var onlyFiles = false
        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), onlyFiles || !value.hasPrefix("--") else {
                throw UsageError(message: "\(option) needs a value.")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
                continue
            }
            switch argument {
            case "-h", "--help": return .help
            case "--": onlyFiles = true
            case "--root": options.rootName = try value(for: argument)
            case "--namespace": options.namespace = try value(for: argument)
            case "--codable": options.style = .codable
            case "--flatten": options.flattensSingleUseObjects = true
            case "--enums": options.infersEnumerations = true
            case "--lenient": options.convertsDisagreeingScalars = true
            case "--epoch-dates": options.readsEpochDates = true
            case "--snake-case-strategy": options.usesSnakeCaseStrategy = true
            case "--skip-null-fields": options.skipsNullOnlyFields = true
            case "--split": options.outputDirectory = try value(for: argument)
            case "--discriminator": options.discriminators.append(try value(for: argument))
            case "--access":
                let level = try value(for: argument)
                guard let access = GenerationOptions.AccessLevel(rawValue: level) else {
                    throw UsageError(message: "--access \(level): use internal, public or package.")
                }
                options.accessLevel = access
            case "--conformances":
                options.conformances = try conformances(try value(for: argument))
            default:
                throw UsageError(message: "unknown option \(argument).")
            }
        }
        guard !files.isEmpty else { throw UsageError(message: "give at least one sample file.") }
        return .generate(options, files: files)
    }

    private static func conformances(_ list: String) throws(UsageError) -> Set<GenerationOptions.Conformance> {
        if list == "none" { return [] }
        var result = Set<GenerationOptions.Conformance>()
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let conformance = GenerationOptions.Conformance.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                throw UsageError(message: "--conformances: \(name) is not one of Sendable, Equatable, Hashable (or none).")
            }
            result.insert(conformance)
        }
        return result
    }

    /// The options as a command line, in a fixed order, for the output's header.
    static func arguments(for options: GenerationOptions) -> [String] {
        var arguments: [String] = []
        if let root = options.rootName { arguments += ["--root", root] }
        if let namespace = options.namespace { arguments += ["--namespace", namespace] }
        if options.style == .codable { arguments.append("--codable") }
        if options.flattensSingleUseObjects { arguments.append("--flatten") }
        if options.infersEnumerations { arguments.append("--enums") }
        if options.convertsDisagreeingScalars { arguments.append("--lenient") }
        if options.readsEpochDates { arguments.append("--epoch-dates") }
        if options.usesSnakeCaseStrategy { arguments.append("--snake-case-strategy") }
        if options.skipsNullOnlyFields { arguments.append("--skip-null-fields") }
        if let directory = options.outputDirectory { arguments += ["--split", directory] }
        for key in options.discriminators { arguments += ["--discriminator", key] }
        if options.accessLevel != .internal { arguments += ["--access", options.accessLevel.rawValue] }
        if options.conformances != [.sendable] {
            let list = options.conformances.sorted().map(\.rawValue).joined(separator: ",")
            arguments += ["--conformances", list.isEmpty ? "none" : list]
        }
        return arguments
    }

    /// What `--help` prints.
    public static let help = """
        strata-generate: writes the Strata models a person would write for sample JSON.

        usage: strata-generate [options] sample.json [more samples...] > Models.swift

        Each sample file is a JSON document, JSON Lines (one document per line; .jsonl and
        .ndjson files, or any file with a value on each line), or an array of instances of
        the root type. Everything seen in every file is merged: a key absent from some
        samples, or null in some, is optional; numbers are Int unless a sample has a
        fraction; strings are Date, URL or UUID only when every value is one.

        Options:
          --root NAME            the top-level type's name (default: from the first file's
                                 name). When every sample is an array, NAME is an alias of
                                 the array of its elements' type.
          --namespace NAME       nest every declaration in `enum NAME`.
          --codable              plain Codable types instead of JSONSerializing models.
          --flatten              put the properties of a nested object used in one place,
                                 always present, of at most 8 properties, into its parent
                                 at dotted key paths (case actorLogin = "actor.login").
          --enums                a string property with 2 to 8 values that repeat becomes
                                 an enum with an unknown case (UnknownCaseRepresentable).
          --lenient              a property whose samples write a scalar in two ways
                                 (1 and "1") becomes @Lenient instead of JSONValue.
          --epoch-dates          integers under a key that names a time (created_at,
                                 timestamp) and in the range of Unix seconds or
                                 milliseconds become Dates; so do integers of 10 or 13
                                 digits between 2001 and 2050 under a key that names no
                                 count, amount or id (dt, sunrise).
          --discriminator KEY    also try KEY as a class cluster's discriminator (tried
                                 before type, kind, object and event). Repeatable.
          --access LEVEL         internal (default), public or package.
          --conformances LIST    comma-separated: Sendable, Equatable, Hashable, or none
                                 (default: Sendable).
          --snake-case-strategy  no CodingKeys for snake_case keys: the decoder's
                                 .convertFromSnakeCase and the encoder's .convertToSnakeCase
                                 map them (only when every key allows it).
          --skip-null-fields     leave out keys that are null in every sample (otherwise
                                 JSONValue?); the header lists them.
          --split DIR            write a file per type into DIR (made if missing) instead
                                 of one file to standard output, for large APIs.
          -h, --help             this text.

        Objects in one array that share a discriminator (type, kind, object, event) and
        differ by its value become a JSONTaggedUnion with a case per value and an
        UnknownVariant fallback. Objects whose keys are data (ids, dates, HTTP headers,
        keys that vary from sample to sample, metadata and labels) become dictionaries.
        Nearly equal objects become one type.
        Warnings (samples that disagree) go to standard error; the models to standard
        output. The exit status is 1 for bad input, 2 for a bad command line.

        Example: swift run strata-generate --flatten events.json > Events.swift

        """
}
