import Foundation
import Strata

/// Reads sample files into documents: a file is one JSON document, or JSON Lines when
/// its name says so or when it holds a value per line.
enum SampleReader {
    static func documents(in file: SampleFile) throws(GenerationError) -> [SampleDocument] {
        if isBlank(file.contents) {
            throw GenerationError(file: file.name, line: 1, message: "the file is empty: there is no JSON to learn from.")
        }
        if file.isNamedAsJSONLines { return try lines(of: file) }
        do {
            return [SampleDocument(file: file.name, lineOffset: 0, isLine: false, document: try JSONDocument(parsing: file.contents))]
        } catch let error as JSONReadingError {
            // A value, then more on later lines: JSON Lines without the name. When the first
            // line is a value of its own, the file is meant as JSON Lines, and a line's
            // error is the one to report.
            if case .trailingContent = error.reason, error.line > 1 {
                do {
                    return try lines(of: file)
                } catch let lineError {
                    if firstLineIsAValue(file.contents) { throw lineError }
                }
            }
            throw GenerationError(file: file.name, line: error.line, column: error.column, message: message(for: error, onLine: false))
        } catch {
            throw GenerationError(file: file.name, message: "invalid JSON: \(error)")
        }
    }

    /// Each line that is not blank is a document.
    private static func lines(of file: SampleFile) throws(GenerationError) -> [SampleDocument] {
        var documents: [SampleDocument] = []
        var lineNumber = 0
        for line in file.contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if isBlank(line) { continue }
            do {
                documents.append(SampleDocument(file: file.name, lineOffset: lineNumber - 1, isLine: true, document: try JSONDocument(parsing: line)))
            } catch let error as JSONReadingError {
                throw GenerationError(file: file.name, line: lineNumber, column: error.column, message: message(for: error, onLine: true))
            } catch {
                throw GenerationError(file: file.name, line: lineNumber, message: "invalid JSON: \(error)")
            }
        }
        if documents.isEmpty {
            throw GenerationError(file: file.name, line: 1, message: "the file is empty: there is no JSON to learn from.")
        }
        return documents
    }

    /// What a reading error means for the generator: JSON that nests deeper than the
    /// reader's limit is valid, only too deep; anything else is invalid JSON.
    private static func message(for error: JSONReadingError, onLine: Bool) -> String {
        let description = onLine ? error.description.replacingOccurrences(of: error.location, with: "column \(error.column)") : error.description
        if case .nestingTooDeep(let limit) = error.reason {
            return "too deep: arrays and objects nest more than \(limit) levels here, the most Strata reads (and far more than models "
                + "can usefully nest). Cut the sample down to the levels the models need."
        }
        return (onLine ? "invalid JSON on this line: " : "invalid JSON: ") + description
    }

    private static func firstLineIsAValue(_ contents: Data) -> Bool {
        guard let line = contents.split(separator: UInt8(ascii: "\n")).first(where: { !isBlank($0) }) else { return false }
        return (try? JSONDocument(parsing: line)) != nil
    }

    private static func isBlank(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}
