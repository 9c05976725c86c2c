// Models for stripe_events.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace StripeModels --epoch-dates stripe_events.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(StripeModels.StripeEvents.self, from: data)`.

import Foundation
import Strata

enum StripeModels {
    struct StripeEvents: JSONSerializing, Sendable {
        var object: String
        var url: String
        var hasMore: Bool
        var data: [DataItem]

        enum CodingKeys: String, CodingKey {
            case object, url, data
            case hasMore = "has_more"
        }
    }

    struct DataItem: JSONSerializing, Sendable {
        var id: String
        var object: String
        var apiVersion: String  // days (`2023-08-16`); left a String, as the key names no time
        @Transform<SecondsSince1970Transformer> var created: Date
        var data: DataItemData
        var livemode: Bool
        var pendingWebhooks: Int
        var request: Request

        enum CodingKeys: String, CodingKey {
            case id, object, created, data, livemode, request
            case apiVersion = "api_version"
            case pendingWebhooks = "pending_webhooks"
        }

        enum DataItemData: JSONTaggedUnion, Sendable {
            case chargeSucceeded(ChargeSucceeded)
            case customerCreated(CustomerCreated)
            case customerUpdated(CustomerUpdated)
            case invoicePaid(InvoicePaid)
            case other(UnknownVariant)

            struct ChargeSucceeded: JSONSerializing, Sendable {
                var object: Object
            }

            struct CustomerCreated: JSONSerializing, Sendable {
                var object: CustomerCreatedObject
            }

            struct CustomerUpdated: JSONSerializing, Sendable {
                var object: CustomerCreatedObject
                var previousAttributes: PreviousAttributes

                enum CodingKeys: String, CodingKey {
                    case object
                    case previousAttributes = "previous_attributes"
                }
            }

            struct InvoicePaid: JSONSerializing, Sendable {
                var object: InvoicePaidObject
            }

            static let discriminator = JSONDiscriminator.parentKey("type")
            static let variants: [JSONVariant<DataItemData>] = [
                JSONVariant("charge.succeeded", ChargeSucceeded.self, DataItemData.chargeSucceeded),
                JSONVariant("customer.created", CustomerCreated.self, DataItemData.customerCreated),
                JSONVariant("customer.updated", CustomerUpdated.self, DataItemData.customerUpdated),
                JSONVariant("invoice.paid", InvoicePaid.self, DataItemData.invoicePaid),
            ]
            static let fallback: JSONVariant<DataItemData>? = JSONVariant(UnknownVariant.self, DataItemData.other)
        }
    }

    struct Object: JSONSerializing, Sendable {
        var id: String
        var object: String
        var amount: Int
        var amountCaptured: Int
        var currency: String
        var customer: String?
        var description: String?
        var paid: Bool
        var refunded: Bool
        var status: String
        var metadata: [String: String]

        enum CodingKeys: String, CodingKey {
            case id, object, amount, currency, customer, description, paid, refunded, status, metadata
            case amountCaptured = "amount_captured"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CustomerCreatedObject: JSONSerializing, Sendable {
        var id: String
        var object: String
        var email: String
        var name: String
        var balance: Int
        var delinquent: Bool
        var metadata: [String: String]
    }

    struct PreviousAttributes: JSONSerializing, Sendable {
        var email: String
    }

    struct InvoicePaidObject: JSONSerializing, Sendable {
        var id: String
        var object: String
        var amountDue: Int
        var amountPaid: Int
        var currency: String
        var customer: String
        var hostedInvoiceURL: URL
        var lines: Lines
        var paid: Bool
        var status: String

        enum CodingKeys: String, CodingKey {
            case id, object, currency, customer, lines, paid, status
            case amountDue = "amount_due"
            case amountPaid = "amount_paid"
            case hostedInvoiceURL = "hosted_invoice_url"
        }
    }

    struct Lines: JSONSerializing, Sendable {
        var object: String
        var data: [LinesDataItem]
        var hasMore: Bool
        var url: String

        enum CodingKeys: String, CodingKey {
            case object, data, url
            case hasMore = "has_more"
        }
    }

    struct LinesDataItem: JSONSerializing, Sendable {
        var id: String
        var object: String
        var amount: Int
        var description: String
        var quantity: Int
    }

    struct Request: JSONSerializing, Sendable {
        var id: String?
        @Transform<LowercaseUUID?> var idempotencyKey: UUID?

        enum CodingKeys: String, CodingKey {
            case id
            case idempotencyKey = "idempotency_key"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    /// UUIDs written in lower case, as the samples write them (`UUID` writes upper case).
    struct LowercaseUUID: ParameterlessTransformer, JSONSchemaDescribingTransformer {
        var jsonSchema: JSONSchema { JSONSchema(["type": "string", "format": "uuid"]) }

        func transform(_ json: String) throws -> UUID {
            try UUIDTransformer().transform(json)
        }

        func reverseTransform(_ value: UUID) throws -> String {
            value.uuidString.lowercased()
        }
    }
}
