import Foundation
import StrataModelInference

// strata-generate: the Strata models for sample JSON, on standard output.
//
//     swift run strata-generate [options] sample.json [more samples...] > Models.swift
//
// The inference lives in StrataModelInference; this file reads the command line and the
// files, and reports. `--help` lists the options.

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
    switch try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(CommandLineOptions.help, terminator: "")
    case .generate(let options, let paths):
        var files: [SampleFile] = []
        for path in paths { files.append(try SampleFile(path: path)) }
        let generated = try ModelGenerator(options: options).generate(from: files)
        for warning in generated.warnings { printError(warning.description) }
        if let directory = options.outputDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                for file in generated.files {
                    try Data(file.source.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent(file.name))
                }
            } catch {
                printError("\(directory): error: the models cannot be written there: \(error.localizedDescription)")
                exit(1)
            }
            printError("strata-generate: wrote \(generated.files.count) files to \(directory).")
        } else {
            print(generated.source, terminator: "")
        }
    }
} catch let error as CommandLineOptions.UsageError {
    printError(error.description)
    exit(2)
} catch let error as GenerationError {
    printError(error.description)
    exit(1)
} catch {
    printError("strata-generate: \(error)")
    exit(1)
}
