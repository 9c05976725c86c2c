import Foundation
import Testing

@testable import Strata

/// Nicolas Seriot's JSONTestSuite: every `y_` file must be read, every `n_` file
/// rejected, and every `i_` file must give the outcome documented in
/// "Reading and Writing JSON" (and never crash).
@Suite("JSONTestSuite conformance")
struct ConformanceTests {
    /// The implementation-defined cases Strata accepts. Every other `i_` file is
    /// rejected: lone surrogates in `\u` escapes, invalid UTF-8 inside strings.
    static let acceptedImplementationDefined: Set<String> = [
        // Numbers beyond Double's or Int64's range are valid JSON; the index keeps
        // their exact text and conversion decides.
        "i_number_double_huge_neg_exp.json",
        "i_number_huge_exp.json",
        "i_number_neg_int_huge_exp.json",
        "i_number_pos_double_huge_exp.json",
        "i_number_real_neg_overflow.json",
        "i_number_real_pos_overflow.json",
        "i_number_real_underflow.json",
        "i_number_too_big_neg_int.json",
        "i_number_too_big_pos_int.json",
        "i_number_very_big_negative_int.json",
        // UTF-16 with or without a byte order mark is detected and converted, as
        // Foundation does; a UTF-8 byte order mark is skipped.
        "i_string_UTF-16LE_with_BOM.json",
        "i_string_utf16BE_no_BOM.json",
        "i_string_utf16LE_no_BOM.json",
        "i_structure_UTF-8_BOM_empty_object.json",
        // 500 levels is within the default limit of 512.
        "i_structure_500_nested_arrays.json",
    ]

    @Test("the suite is present: 95 y_, 188 n_ and 35 i_ files")
    func suiteIsPresent() {
        let names = TestDataFiles.testSuiteFileNames()
        #expect(names.filter { $0.hasPrefix("y_") }.count == 95, "JSONTestSuite missing at \(TestDataFiles.testSuiteDirectory.path)")
        #expect(names.filter { $0.hasPrefix("n_") }.count == 188)
        #expect(names.filter { $0.hasPrefix("i_") }.count == 35)
    }

    @Test("y_ files are accepted", arguments: TestDataFiles.testSuiteFileNames().filter { $0.hasPrefix("y_") })
    func mustAccept(_ name: String) throws {
        let data = try TestDataFiles.testSuiteFile(name)
        #expect(throws: Never.self) { try JSONDocument(parsing: data) }
        #expect(throws: Never.self) { try JSONValue(parsing: data) }
    }

    @Test("n_ files are rejected with a reading error", arguments: TestDataFiles.testSuiteFileNames().filter { $0.hasPrefix("n_") })
    func mustReject(_ name: String) throws {
        let data = try TestDataFiles.testSuiteFile(name)
        #expect(throws: JSONReadingError.self) { try JSONDocument(parsing: data) }
    }

    @Test("i_ files give their documented outcome", arguments: TestDataFiles.testSuiteFileNames().filter { $0.hasPrefix("i_") })
    func implementationDefined(_ name: String) throws {
        let data = try TestDataFiles.testSuiteFile(name)
        if Self.acceptedImplementationDefined.contains(name) {
            #expect(throws: Never.self) { try JSONValue(parsing: data) }
        } else {
            #expect(throws: JSONReadingError.self) { try JSONDocument(parsing: data) }
        }
    }

    @Test("accepted files read to the same value through the index and the tree")
    func acceptedFilesAgreeWithTheirOwnRewrite() throws {
        // Each accepted document, written back out and read again, is unchanged.
        for name in TestDataFiles.testSuiteFileNames() where name.hasPrefix("y_") {
            let value = try JSONValue(parsing: try TestDataFiles.testSuiteFile(name))
            guard value.isFinitelyWritable else { continue }
            let rewritten = try JSONValue(parsing: try value.jsonData())
            #expect(rewritten == value, "\(name)")
        }
    }
}

extension JSONValue {
    /// Whether writing cannot fail (no infinite or NaN numbers).
    var isFinitelyWritable: Bool {
        switch self {
        case .number(let number): return number.isFinite
        case .array(let elements): return elements.allSatisfy(\.isFinitelyWritable)
        case .object(let object): return object.values.allSatisfy(\.isFinitelyWritable)
        default: return true
        }
    }
}
