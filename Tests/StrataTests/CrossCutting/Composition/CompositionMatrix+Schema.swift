import Foundation
import StrataTestSupport
import Testing

@testable import Strata

/// The matrix's JSON Schema column: the schema generated from each form says what the
/// decoder accepts.
///
/// Under each of the settings below, the schema validates the form's JSON and what the
/// encoder writes for the form's values, and agrees with the decoder on the form's bad
/// JSON and on every document one edit away from the good one (a member removed, a value
/// of another type, an unknown member, an unknown discriminator): valid exactly when the
/// decoder decodes it. In the strict profile, every document the schema accepts decodes.
extension MatrixCell {
    /// Checks the schema column; `schemaAcceptsBadJSON` for a form whose bad JSON only a
    /// hook refuses (no schema can say what `validate()` checks).
    func schemaChecked(schemaAcceptsBadJSON: Bool = false) throws {
        for setting in MatrixSchemaSetting.all {
            try checkSchema(setting, schemaAcceptsBadJSON: schemaAcceptsBadJSON)
        }
        try checkStrictProfile()
    }

    private func checkSchema(_ setting: MatrixSchemaSetting, schemaAcceptsBadJSON: Bool) throws {
        let schema = try JSONSchema(for: F.self, options: setting.options)
        let validator = try JSONSchemaValidator(schema, options: JSONSchemaOptions(dialect: setting.options.dialect, assertsFormat: true))
        let context = "\(F.formName), \(setting.name): \(schema)"

        // Under a key strategy, the encoder's keys: the decoder also reads keys the
        // strategy leaves alone (`goodBoy` converts to itself), which the schema does not
        // list.
        let good = try setting.convertKeys ? JSONValue(parsing: setting.options.encoder.encode(F.sample)) : JSONValue(parsing: F.goodJSON)
        #expect(validator.isValid(good), "the form's JSON is invalid: \(validator.validate(good).failures), \(context)")
        for value in [F.sample, F.changed] {
            let written = try JSONValue(parsing: setting.options.encoder.encode(value))
            expectAgreement(validator, setting.decoder, written, "the encoder's \(written)", context)
            if (try? setting.decoder.decode(F.self, from: written.jsonData())) != nil {
                #expect(validator.isValid(written), "the encoder's output is invalid: \(written), \(context)")
            }
        }

        // The bad JSON is written with the form's own keys: under a key strategy, the
        // edits of the encoder's output below stand for it.
        if !setting.convertKeys {
            let bad = try JSONValue(parsing: F.badJSON)
            if schemaAcceptsBadJSON {
                #expect(validator.isValid(bad), "\(context)")
            } else {
                #expect(!validator.isValid(bad), "the form's bad JSON is valid: \(context)")
            }
        }

        for (edit, document) in JSONMutations.of(good) {
            expectAgreement(validator, setting.decoder, document, edit, context)
        }
    }

    /// The strict profile: refused with a clear error for a form it cannot say, else every
    /// document it accepts decodes, and the encoder's output with nulls written is valid.
    private func checkStrictProfile() throws {
        let options = JSONSchemaGenerationOptions(profile: .strictStructuredOutput, encoder: MatrixCoders.explicitNullEncoder)
        let schema: JSONSchema
        do {
            schema = try JSONSchema(for: F.self, options: options)
        } catch let error as JSONSchemaGenerationError {
            #expect(F.strictProfileRefusal != nil, "\(F.formName): the strict profile refused the form: \(error)")
            if let expected = F.strictProfileRefusal {
                #expect("\(error)".contains(expected), "\(error)")
            }
            return
        }
        #expect(F.strictProfileRefusal == nil, "\(F.formName): the strict profile accepted the form: \(schema)")
        let validator = try JSONSchemaValidator(schema, options: JSONSchemaOptions(assertsFormat: true))
        let context = "\(F.formName), strict profile: \(schema)"
        for value in [F.sample, F.changed] where !F.writesMembersBeyondItsProperties {
            let written = try JSONValue(parsing: options.encoder.encode(value))
            #expect(validator.isValid(written), "the encoder's output is invalid: \(written), \(validator.validate(written).failures), \(context)")
        }
        let good = try JSONValue(parsing: options.encoder.encode(F.sample))
        for (edit, document) in JSONMutations.of(good) where validator.isValid(document) {
            #expect(
                (try? MatrixCoders.plainDecoder.decode(F.self, from: document.jsonData())) != nil,
                "valid in the strict profile but does not decode: \(edit), \(context)")
        }
    }

    private func expectAgreement(
        _ validator: JSONSchemaValidator, _ decoder: StrataJSONDecoder, _ document: JSONValue, _ edit: String, _ context: String
    ) {
        let valid = validator.isValid(document)
        let decodes: Bool
        do {
            _ = try decoder.decode(F.self, from: document.jsonData())
            decodes = true
        } catch {
            decodes = false
        }
        #expect(
            valid == decodes,
            "\(edit): the schema \(valid ? "accepts" : "rejects") it, the decoder \(decodes ? "decodes" : "refuses") it; \(context)")
    }
}

/// A way of making the schema, with the coders it describes.
struct MatrixSchemaSetting {
    let name: String
    let options: JSONSchemaGenerationOptions
    let decoder: StrataJSONDecoder
    let convertKeys: Bool

    static let all: [MatrixSchemaSetting] = [
        MatrixSchemaSetting(name: "defaults", options: JSONSchemaGenerationOptions(), decoder: MatrixCoders.plainDecoder, convertKeys: false),
        MatrixSchemaSetting(
            name: "snake-case keys", options: JSONSchemaGenerationOptions(encoder: MatrixCoders.snakeEncoder),
            decoder: MatrixCoders.snakeDecoder, convertKeys: true),
        MatrixSchemaSetting(
            name: "strict keys", options: JSONSchemaGenerationOptions(rejectsUnknownKeys: true), decoder: MatrixCoders.strictDecoder,
            convertKeys: false),
        MatrixSchemaSetting(
            name: "explicit null", options: JSONSchemaGenerationOptions(encoder: MatrixCoders.explicitNullEncoder),
            decoder: MatrixCoders.plainDecoder, convertKeys: false),
        MatrixSchemaSetting(
            name: "draft-07", options: JSONSchemaGenerationOptions(dialect: .draft7), decoder: MatrixCoders.plainDecoder,
            convertKeys: false),
    ]
}
