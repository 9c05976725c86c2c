// Models for stripe_fixtures.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace StripeFixtureModels --epoch-dates stripe_fixtures.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(StripeFixtureModels.StripeFixtures.self, from: data)`.

import Foundation
import Strata

enum StripeFixtureModels {
    struct StripeFixtures: JSONSerializing, Sendable {
        var resources: Resources
    }

    struct Resources: JSONSerializing, Sendable {
        var account: Account
        var balanceTransaction: BalanceTransaction
        var billingCreditGrant: BillingCreditGrant
        var charge: Charge
        var checkoutSession: CheckoutSession
        var coupon: Coupon
        var customer: ResourcesCustomer
        var deletedCoupon: DeletedCoupon
        var deletedCustomer: DeletedCoupon
        var deletedProduct: DeletedCoupon
        var dispute: Dispute
        var event: Event
        var invoice: Invoice
        var invoiceitem: Invoiceitem
        var paymentAttemptRecord: PaymentAttemptRecord
        var paymentIntent: PaymentIntent
        var paymentLink: PaymentLink
        var paymentMethod: PaymentMethod
        var paymentRecord: PaymentAttemptRecord
        var payout: Payout
        var plan: DataPlan
        var price: Price
        var product: Product
        var refund: Refund
        var setupIntent: SetupIntent
        var subscription: Subscription
        var subscriptionItem: SubscriptionItem
        var taxRate: TaxRate
        var topup: Topup
        var transfer: Transfer
        var webhookEndpoint: WebhookEndpoint

        enum CodingKeys: String, CodingKey {
            case account, charge, coupon, customer, dispute, event, invoice, invoiceitem, payout, plan, price, product, refund, subscription, topup
            case transfer
            case balanceTransaction = "balance_transaction"
            case billingCreditGrant = "billing\\.credit_grant"
            case checkoutSession = "checkout\\.session"
            case deletedCoupon = "deleted_coupon"
            case deletedCustomer = "deleted_customer"
            case deletedProduct = "deleted_product"
            case paymentAttemptRecord = "payment_attempt_record"
            case paymentIntent = "payment_intent"
            case paymentLink = "payment_link"
            case paymentMethod = "payment_method"
            case paymentRecord = "payment_record"
            case setupIntent = "setup_intent"
            case subscriptionItem = "subscription_item"
            case taxRate = "tax_rate"
            case webhookEndpoint = "webhook_endpoint"
        }
    }

    struct Account: JSONSerializing, Sendable {
        var businessProfile: BusinessProfile
        var businessType: JSONValue?  // only null in the samples
        var capabilities: Capabilities
        var chargesEnabled: Bool
        var controller: Controller
        var country: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var defaultCurrency: String
        var detailsSubmitted: Bool
        var email: String
        var externalAccounts: ExternalAccounts
        var futureRequirements: Requirements
        var id: String
        var metadata: [String: JSONValue]
        var object: String
        var payoutsEnabled: Bool
        var requirements: Requirements
        var settings: Settings
        var tosAcceptance: TosAcceptance
        var type: String

        enum CodingKeys: String, CodingKey {
            case capabilities, controller, country, created, email, id, metadata, object, requirements, settings, type
            case businessProfile = "business_profile"
            case businessType = "business_type"
            case chargesEnabled = "charges_enabled"
            case defaultCurrency = "default_currency"
            case detailsSubmitted = "details_submitted"
            case externalAccounts = "external_accounts"
            case futureRequirements = "future_requirements"
            case payoutsEnabled = "payouts_enabled"
            case tosAcceptance = "tos_acceptance"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct BusinessProfile: JSONSerializing, Sendable {
        var annualRevenue: AnnualRevenue
        var estimatedWorkerCount: JSONValue?  // only null in the samples
        var mcc: JSONValue?  // only null in the samples
        var name: JSONValue?  // only null in the samples
        var productDescription: JSONValue?  // only null in the samples
        var supportAddress: Address
        var supportEmail: JSONValue?  // only null in the samples
        var supportPhone: JSONValue?  // only null in the samples
        var supportURL: JSONValue?  // only null in the samples
        var url: JSONValue?  // only null in the samples
        var minorityOwnedBusinessDesignation: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case mcc, name, url
            case annualRevenue = "annual_revenue"
            case estimatedWorkerCount = "estimated_worker_count"
            case productDescription = "product_description"
            case supportAddress = "support_address"
            case supportEmail = "support_email"
            case supportPhone = "support_phone"
            case supportURL = "support_url"
            case minorityOwnedBusinessDesignation = "minority_owned_business_designation"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct AnnualRevenue: JSONSerializing, Sendable {
        var amount: JSONValue?  // only null in the samples
        var currency: JSONValue?  // only null in the samples
        var fiscalYearEnd: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amount, currency
            case fiscalYearEnd = "fiscal_year_end"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Address: JSONSerializing, Sendable {
        var city: String?
        var country: String?
        var line1: String?
        var line2: JSONValue?  // only null in the samples
        var postalCode: String?
        var state: String?

        enum CodingKeys: String, CodingKey {
            case city, country, line1, line2, state
            case postalCode = "postal_code"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Capabilities: JSONSerializing, Sendable {
        var cardPayments: String
        var transfers: String

        enum CodingKeys: String, CodingKey {
            case transfers
            case cardPayments = "card_payments"
        }
    }

    struct Controller: JSONSerializing, Sendable {
        var type: String
    }

    struct ExternalAccounts: JSONSerializing, Sendable {
        var data: [DataItem]
        var hasMore: Bool
        var object: String
        var url: String

        enum CodingKeys: String, CodingKey {
            case data, object, url
            case hasMore = "has_more"
        }
    }

    struct DataItem: JSONSerializing, Sendable {
        var amount: Int
        var currency: String
        var description: String
        var discountAmounts: [JSONValue]
        var discountable: Bool
        var discounts: [JSONValue]
        var id: String
        var invoice: String
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var period: Period
        var quantity: Int
        var subscription: JSONValue?  // only null in the samples
        var pretaxCreditAmounts: JSONValue?  // only null in the samples
        var taxes: JSONValue?  // only null in the samples
        var parent: Parent
        var pricing: Pricing
        var subtotal: Int
        var quantityDecimal: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amount, currency, description, discountable, discounts, id, invoice, livemode, metadata, object, period, quantity, subscription
            case taxes, parent, pricing, subtotal
            case discountAmounts = "discount_amounts"
            case pretaxCreditAmounts = "pretax_credit_amounts"
            case quantityDecimal = "quantity_decimal"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Period: JSONSerializing, Sendable {
        @Transform<SecondsSince1970Transformer> var end: Date
        @Transform<SecondsSince1970Transformer> var start: Date
    }

    struct Parent: JSONSerializing, Sendable {
        var invoiceItemDetails: InvoiceItemDetails
        var subscriptionItemDetails: InvoiceItemDetails
        var type: String

        enum CodingKeys: String, CodingKey {
            case type
            case invoiceItemDetails = "invoice_item_details"
            case subscriptionItemDetails = "subscription_item_details"
        }
    }

    struct InvoiceItemDetails: JSONSerializing, AdjustsEncodedJSON, Sendable {
        var invoiceItem: String?
        var proration: Bool
        var prorationDetails: ProrationDetails
        var subscription: String?
        var subscriptionItem: String?

        enum CodingKeys: String, CodingKey {
            case proration, subscription
            case invoiceItem = "invoice_item"
            case prorationDetails = "proration_details"
            case subscriptionItem = "subscription_item"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if subscriptionItem == nil { json["subscription_item"] = nil }
        }
    }

    struct ProrationDetails: JSONSerializing, Sendable {
        var creditedItems: CreditedItems

        enum CodingKeys: String, CodingKey {
            case creditedItems = "credited_items"
        }
    }

    struct CreditedItems: JSONSerializing, Sendable {
        var invoice: String
        var invoiceLineItems: [String]

        enum CodingKeys: String, CodingKey {
            case invoice
            case invoiceLineItems = "invoice_line_items"
        }
    }

    struct Pricing: JSONSerializing, Sendable {
        var type: String
        var unitAmountDecimal: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case type
            case unitAmountDecimal = "unit_amount_decimal"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Requirements: JSONSerializing, Sendable {
        var alternatives: [JSONValue]
        var currentDeadline: JSONValue?  // only null in the samples
        var currentlyDue: [String]
        var disabledReason: String?
        var errors: [JSONValue]
        var eventuallyDue: [String]
        var pastDue: [JSONValue]
        var pendingVerification: [JSONValue]

        enum CodingKeys: String, CodingKey {
            case alternatives, errors
            case currentDeadline = "current_deadline"
            case currentlyDue = "currently_due"
            case disabledReason = "disabled_reason"
            case eventuallyDue = "eventually_due"
            case pastDue = "past_due"
            case pendingVerification = "pending_verification"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Settings: JSONSerializing, Sendable {
        var bacsDebitPayments: BacsDebitPayments
        var branding: Branding
        var cardIssuing: CardIssuing
        var cardPayments: CardPayments
        var dashboard: Dashboard
        var invoices: Invoices
        var payments: Payments
        var payouts: Payouts
        var sepaDebitPayments: [String: JSONValue]

        enum CodingKeys: String, CodingKey {
            case branding, dashboard, invoices, payments, payouts
            case bacsDebitPayments = "bacs_debit_payments"
            case cardIssuing = "card_issuing"
            case cardPayments = "card_payments"
            case sepaDebitPayments = "sepa_debit_payments"
        }
    }

    struct BacsDebitPayments: JSONSerializing, Sendable {
        var displayName: JSONValue?  // only null in the samples
        var serviceUserNumber: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case displayName = "display_name"
            case serviceUserNumber = "service_user_number"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Branding: JSONSerializing, Sendable {
        var icon: JSONValue?  // only null in the samples
        var logo: JSONValue?  // only null in the samples
        var primaryColor: JSONValue?  // only null in the samples
        var secondaryColor: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case icon, logo
            case primaryColor = "primary_color"
            case secondaryColor = "secondary_color"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CardIssuing: JSONSerializing, Sendable {
        var tosAcceptance: TosAcceptance

        enum CodingKeys: String, CodingKey {
            case tosAcceptance = "tos_acceptance"
        }
    }

    struct TosAcceptance: JSONSerializing, Sendable {
        var date: JSONValue?  // only null in the samples
        var ip: JSONValue?  // only null in the samples
        var userAgent: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others

        enum CodingKeys: String, CodingKey {
            case date, ip
            case userAgent = "user_agent"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CardPayments: JSONSerializing, Sendable {
        var declineOn: DeclineOn
        var statementDescriptorPrefix: JSONValue?  // only null in the samples
        var statementDescriptorPrefixKana: JSONValue?  // only null in the samples
        var statementDescriptorPrefixKanji: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case declineOn = "decline_on"
            case statementDescriptorPrefix = "statement_descriptor_prefix"
            case statementDescriptorPrefixKana = "statement_descriptor_prefix_kana"
            case statementDescriptorPrefixKanji = "statement_descriptor_prefix_kanji"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct DeclineOn: JSONSerializing, Sendable {
        var avsFailure: Bool
        var cvcFailure: Bool

        enum CodingKeys: String, CodingKey {
            case avsFailure = "avs_failure"
            case cvcFailure = "cvc_failure"
        }
    }

    struct Dashboard: JSONSerializing, Sendable {
        var displayName: JSONValue?  // only null in the samples
        var timezone: String

        enum CodingKeys: String, CodingKey {
            case timezone
            case displayName = "display_name"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Invoices: JSONSerializing, Sendable {
        var defaultAccountTaxIDs: JSONValue?  // only null in the samples
        var hostedPaymentMethodSave: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case defaultAccountTaxIDs = "default_account_tax_ids"
            case hostedPaymentMethodSave = "hosted_payment_method_save"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Payments: JSONSerializing, Sendable {
        var statementDescriptor: JSONValue?  // only null in the samples
        var statementDescriptorKana: JSONValue?  // only null in the samples
        var statementDescriptorKanji: JSONValue?  // only null in the samples
        var statementDescriptorPrefixKana: JSONValue?  // only null in the samples
        var statementDescriptorPrefixKanji: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case statementDescriptor = "statement_descriptor"
            case statementDescriptorKana = "statement_descriptor_kana"
            case statementDescriptorKanji = "statement_descriptor_kanji"
            case statementDescriptorPrefixKana = "statement_descriptor_prefix_kana"
            case statementDescriptorPrefixKanji = "statement_descriptor_prefix_kanji"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Payouts: JSONSerializing, Sendable {
        var debitNegativeBalances: Bool
        var schedule: Schedule
        var statementDescriptor: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case schedule
            case debitNegativeBalances = "debit_negative_balances"
            case statementDescriptor = "statement_descriptor"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Schedule: JSONSerializing, Sendable {
        var delayDays: Int
        var interval: String

        enum CodingKeys: String, CodingKey {
            case interval
            case delayDays = "delay_days"
        }
    }

    struct BalanceTransaction: JSONSerializing, Sendable {
        var amount: Int
        @Transform<SecondsSince1970Transformer> var availableOn: Date
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var description: String
        var exchangeRate: JSONValue?  // only null in the samples
        var fee: Int
        var feeDetails: [JSONValue]
        var id: String
        var net: Int
        var object: String
        var reportingCategory: String
        var source: String
        var status: String
        var type: String
        var balanceType: String

        enum CodingKeys: String, CodingKey {
            case amount, created, currency, description, fee, id, net, object, source, status, type
            case availableOn = "available_on"
            case exchangeRate = "exchange_rate"
            case feeDetails = "fee_details"
            case reportingCategory = "reporting_category"
            case balanceType = "balance_type"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct BillingCreditGrant: JSONSerializing, Sendable {
        var amount: Amount
        var applicabilityConfig: ApplicabilityConfig
        var category: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var customer: Customer
        var effectiveAt: JSONValue?  // only null in the samples
        var expiresAt: JSONValue?  // only null in the samples
        var id: String
        var livemode: Bool
        var metadata: [String: String]
        var name: JSONValue?  // only null in the samples
        var object: String
        var testClock: JSONValue?  // only null in the samples
        var updated: Int
        var voidedAt: JSONValue?  // only null in the samples
        var customerAccount: JSONValue?  // only null in the samples
        var priority: Int

        enum CodingKeys: String, CodingKey {
            case amount, category, created, customer, id, livemode, metadata, name, object, updated, priority
            case applicabilityConfig = "applicability_config"
            case effectiveAt = "effective_at"
            case expiresAt = "expires_at"
            case testClock = "test_clock"
            case voidedAt = "voided_at"
            case customerAccount = "customer_account"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Amount: JSONSerializing, Sendable {
        var monetary: Monetary
        var type: String
    }

    struct Monetary: JSONSerializing, Sendable {
        var currency: String
        var value: Int
    }

    struct ApplicabilityConfig: JSONSerializing, Sendable {
        var scope: Scope
    }

    struct Scope: JSONSerializing, Sendable {
        var priceType: String

        enum CodingKeys: String, CodingKey {
            case priceType = "price_type"
        }
    }

    struct Customer: JSONSerializing, Sendable {
        @Transform<SecondsSince1970Transformer> var created: Date
        var defaultSource: JSONValue?  // only null in the samples
        var description: JSONValue?  // only null in the samples
        var email: JSONValue?  // only null in the samples
        var id: String
        var livemode: Bool
        var object: String
        var shipping: [String: JSONValue]

        enum CodingKeys: String, CodingKey {
            case created, description, email, id, livemode, object, shipping
            case defaultSource = "default_source"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Charge: JSONSerializing, Sendable {
        var amount: Int
        var amountCaptured: Int
        var amountRefunded: Int
        var application: JSONValue?  // only null in the samples
        var applicationFee: JSONValue?  // only null in the samples
        var applicationFeeAmount: JSONValue?  // only null in the samples
        var balanceTransaction: String
        var billingDetails: BillingDetails
        var calculatedStatementDescriptor: JSONValue?  // only null in the samples
        var captured: Bool
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var customer: JSONValue?  // only null in the samples
        var description: String
        var disputed: Bool
        var failureBalanceTransaction: JSONValue?  // only null in the samples
        var failureCode: JSONValue?  // only null in the samples
        var failureMessage: JSONValue?  // only null in the samples
        var fraudDetails: [String: JSONValue]
        var id: String
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var onBehalfOf: JSONValue?  // only null in the samples
        var outcome: Outcome
        var paid: Bool
        var paymentIntent: JSONValue?  // only null in the samples
        var paymentMethod: String
        var paymentMethodDetails: PaymentMethodDetails
        var receiptEmail: JSONValue?  // only null in the samples
        var receiptNumber: JSONValue?  // only null in the samples
        var receiptURL: URL
        var refunded: Bool
        var refunds: ExternalAccounts
        var review: JSONValue?  // only null in the samples
        var shipping: [String: JSONValue]
        var sourceTransfer: JSONValue?  // only null in the samples
        var statementDescriptor: JSONValue?  // only null in the samples
        var statementDescriptorSuffix: JSONValue?  // only null in the samples
        var status: String
        var transferData: TransferData
        var transferGroup: JSONValue?  // only null in the samples
        var source: Source

        enum CodingKeys: String, CodingKey {
            case amount, application, captured, created, currency, customer, description, disputed, id, livemode, metadata, object, outcome, paid
            case refunded, refunds, review, shipping, status, source
            case amountCaptured = "amount_captured"
            case amountRefunded = "amount_refunded"
            case applicationFee = "application_fee"
            case applicationFeeAmount = "application_fee_amount"
            case balanceTransaction = "balance_transaction"
            case billingDetails = "billing_details"
            case calculatedStatementDescriptor = "calculated_statement_descriptor"
            case failureBalanceTransaction = "failure_balance_transaction"
            case failureCode = "failure_code"
            case failureMessage = "failure_message"
            case fraudDetails = "fraud_details"
            case onBehalfOf = "on_behalf_of"
            case paymentIntent = "payment_intent"
            case paymentMethod = "payment_method"
            case paymentMethodDetails = "payment_method_details"
            case receiptEmail = "receipt_email"
            case receiptNumber = "receipt_number"
            case receiptURL = "receipt_url"
            case sourceTransfer = "source_transfer"
            case statementDescriptor = "statement_descriptor"
            case statementDescriptorSuffix = "statement_descriptor_suffix"
            case transferData = "transfer_data"
            case transferGroup = "transfer_group"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct BillingDetails: JSONSerializing, Sendable {
        var address: Address
        var email: String?
        var name: String?
        var phone: String?
        var taxID: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others

        enum CodingKeys: String, CodingKey {
            case address, email, name, phone
            case taxID = "tax_id"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Outcome: JSONSerializing, Sendable {
        var adviceCode: JSONValue?  // only null in the samples
        var networkAdviceCode: JSONValue?  // only null in the samples
        var networkDeclineCode: JSONValue?  // only null in the samples
        var networkStatus: JSONValue?  // only null in the samples
        var reason: JSONValue?  // only null in the samples
        var sellerMessage: JSONValue?  // only null in the samples
        var type: String

        enum CodingKeys: String, CodingKey {
            case reason, type
            case adviceCode = "advice_code"
            case networkAdviceCode = "network_advice_code"
            case networkDeclineCode = "network_decline_code"
            case networkStatus = "network_status"
            case sellerMessage = "seller_message"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentMethodDetails: JSONSerializing, Sendable {
        var card: Card
        var type: String
    }

    struct Card: JSONSerializing, Sendable {
        var amountAuthorized: JSONValue?  // only null in the samples
        var brand: String
        var checks: Checks
        var country: String
        var expMonth: Int
        var expYear: Int
        var extendedAuthorization: ExtendedAuthorization
        var fingerprint: String
        var funding: String
        var incrementalAuthorization: ExtendedAuthorization
        var installments: Installments
        var last4: String
        var mandate: JSONValue?  // only null in the samples
        var multicapture: ExtendedAuthorization
        var network: String
        var networkToken: NetworkToken
        var overcapture: Overcapture
        var threeDSecure: ThreeDSecure
        var wallet: Wallet
        var authorizationCode: JSONValue?  // only null in the samples
        var regulatedStatus: JSONValue?  // only null in the samples
        var networkTransactionID: JSONValue?  // only null in the samples
        var transactionLinkID: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case brand, checks, country, fingerprint, funding, installments, last4, mandate, multicapture, network, overcapture, wallet
            case amountAuthorized = "amount_authorized"
            case expMonth = "exp_month"
            case expYear = "exp_year"
            case extendedAuthorization = "extended_authorization"
            case incrementalAuthorization = "incremental_authorization"
            case networkToken = "network_token"
            case threeDSecure = "three_d_secure"
            case authorizationCode = "authorization_code"
            case regulatedStatus = "regulated_status"
            case networkTransactionID = "network_transaction_id"
            case transactionLinkID = "transaction_link_id"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Checks: JSONSerializing, Sendable {
        var addressLine1Check: JSONValue?  // only null in the samples
        var addressPostalCodeCheck: JSONValue?  // only null in the samples
        var cvcCheck: String

        enum CodingKeys: String, CodingKey {
            case addressLine1Check = "address_line1_check"
            case addressPostalCodeCheck = "address_postal_code_check"
            case cvcCheck = "cvc_check"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct ExtendedAuthorization: JSONSerializing, Sendable {
        var status: String
    }

    struct Installments: JSONSerializing, Sendable {
        var plan: Plan
    }

    struct Plan: JSONSerializing, Sendable {
        var count: JSONValue?  // only null in the samples
        var interval: JSONValue?  // only null in the samples
        var type: String

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct NetworkToken: JSONSerializing, Sendable {
        var used: Bool
    }

    struct Overcapture: JSONSerializing, Sendable {
        var maximumAmountCapturable: Int
        var status: String

        enum CodingKeys: String, CodingKey {
            case status
            case maximumAmountCapturable = "maximum_amount_capturable"
        }
    }

    struct ThreeDSecure: JSONSerializing, Sendable {
        var authenticationFlow: JSONValue?  // only null in the samples
        var electronicCommerceIndicator: JSONValue?  // only null in the samples
        var exemptionIndicator: JSONValue?  // only null in the samples
        var result: JSONValue?  // only null in the samples
        var resultReason: JSONValue?  // only null in the samples
        var transactionID: JSONValue?  // only null in the samples
        var version: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case result, version
            case authenticationFlow = "authentication_flow"
            case electronicCommerceIndicator = "electronic_commerce_indicator"
            case exemptionIndicator = "exemption_indicator"
            case resultReason = "result_reason"
            case transactionID = "transaction_id"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Wallet: JSONSerializing, Sendable {
        var dynamicLast4: JSONValue?  // only null in the samples
        var type: String

        enum CodingKeys: String, CodingKey {
            case type
            case dynamicLast4 = "dynamic_last4"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct TransferData: JSONSerializing, Sendable {
        var amount: JSONValue?  // only null in the samples
        var destination: Destination

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Destination: JSONSerializing, Sendable {
        var id: String
        var object: String
    }

    struct Source: JSONSerializing, AdjustsEncodedJSON, Sendable {
        var allowRedisplay: JSONValue?  // only null in the samples
        var amount: JSONValue?  // only null in the samples
        var clientSecret: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String?
        var flow: String
        var id: String
        var livemode: Bool
        var metadata: [String: JSONValue]?
        var object: String
        var owner: Owner
        var statementDescriptor: JSONValue?  // only null in the samples
        var status: String
        var type: String
        var usage: String?
        var achDebit: AchDebit?

        enum CodingKeys: String, CodingKey {
            case amount, created, currency, flow, id, livemode, metadata, object, owner, status, type, usage
            case allowRedisplay = "allow_redisplay"
            case clientSecret = "client_secret"
            case statementDescriptor = "statement_descriptor"
            case achDebit = "ach_debit"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull

        /// Leaves out what the samples leave out: the model writes its other nil properties as null.
        func adjustEncodedJSON(_ json: inout JSONObject) throws {
            if achDebit == nil { json["ach_debit"] = nil }
        }
    }

    struct Owner: JSONSerializing, Sendable {
        var address: Address
        var email: String?
        var name: String?
        var phone: JSONValue?  // only null in the samples
        var verifiedAddress: Address
        var verifiedEmail: JSONValue?  // only null in the samples
        var verifiedName: JSONValue?  // only null in the samples
        var verifiedPhone: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case address, email, name, phone
            case verifiedAddress = "verified_address"
            case verifiedEmail = "verified_email"
            case verifiedName = "verified_name"
            case verifiedPhone = "verified_phone"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct AchDebit: JSONSerializing, Sendable {
        var bankName: String
        var country: String
        var fingerprint: String
        var last4: String
        var routingNumber: String
        var type: String

        enum CodingKeys: String, CodingKey {
            case country, fingerprint, last4, type
            case bankName = "bank_name"
            case routingNumber = "routing_number"
        }
    }

    struct CheckoutSession: JSONSerializing, Sendable {
        var afterExpiration: AfterExpiration
        var allowPromotionCodes: JSONValue?  // only null in the samples
        var amountSubtotal: JSONValue?  // only null in the samples
        var amountTotal: JSONValue?  // only null in the samples
        var automaticTax: AutomaticTax
        var billingAddressCollection: JSONValue?  // only null in the samples
        var cancelURL: URL
        var clientReferenceID: JSONValue?  // only null in the samples
        var clientSecret: JSONValue?  // only null in the samples
        var consent: Consent
        var consentCollection: ConsentCollection
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: JSONValue?  // only null in the samples
        var customFields: [JSONValue]
        var customText: CustomText
        var customer: JSONValue?  // only null in the samples
        var customerCreation: JSONValue?  // only null in the samples
        var customerDetails: CustomerDetails
        var customerEmail: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var expiresAt: Date
        var id: String
        var invoice: JSONValue?  // only null in the samples
        var invoiceCreation: InvoiceCreation
        var livemode: Bool
        var locale: JSONValue?  // only null in the samples
        var metadata: [String: JSONValue]
        var mode: String
        var object: String
        var paymentIntent: String
        var paymentLink: JSONValue?  // only null in the samples
        var paymentMethodCollection: JSONValue?  // only null in the samples
        var paymentMethodConfigurationDetails: PaymentMethodConfigurationDetails
        var paymentMethodOptions: [String: JSONValue]
        var paymentMethodTypes: [String]
        var paymentStatus: String
        var phoneNumberCollection: PhoneNumberCollection
        var recoveredFrom: JSONValue?  // only null in the samples
        var savedPaymentMethodOptions: SavedPaymentMethodOptions
        var setupIntent: JSONValue?  // only null in the samples
        var shippingAddressCollection: ShippingAddressCollection
        var shippingCost: ShippingCost
        var shippingOptions: [JSONValue]
        var status: String
        var submitType: JSONValue?  // only null in the samples
        var subscription: JSONValue?  // only null in the samples
        var successURL: URL
        var totalDetails: TotalDetails
        var uiMode: JSONValue?  // only null in the samples
        var url: URL
        var adaptivePricing: PhoneNumberCollection
        var discounts: JSONValue?  // only null in the samples
        var collectedInformation: CollectedInformation
        var permissions: Permissions
        var walletOptions: [String: JSONValue]
        var originContext: JSONValue?  // only null in the samples
        var currencyConversion: CurrencyConversion
        var customerAccount: JSONValue?  // only null in the samples
        var integrationIdentifier: JSONValue?  // only null in the samples
        var managedPayments: PhoneNumberCollection

        enum CodingKeys: String, CodingKey {
            case consent, created, currency, customer, id, invoice, livemode, locale, metadata, mode, object, status, subscription, url, discounts
            case permissions
            case afterExpiration = "after_expiration"
            case allowPromotionCodes = "allow_promotion_codes"
            case amountSubtotal = "amount_subtotal"
            case amountTotal = "amount_total"
            case automaticTax = "automatic_tax"
            case billingAddressCollection = "billing_address_collection"
            case cancelURL = "cancel_url"
            case clientReferenceID = "client_reference_id"
            case clientSecret = "client_secret"
            case consentCollection = "consent_collection"
            case customFields = "custom_fields"
            case customText = "custom_text"
            case customerCreation = "customer_creation"
            case customerDetails = "customer_details"
            case customerEmail = "customer_email"
            case expiresAt = "expires_at"
            case invoiceCreation = "invoice_creation"
            case paymentIntent = "payment_intent"
            case paymentLink = "payment_link"
            case paymentMethodCollection = "payment_method_collection"
            case paymentMethodConfigurationDetails = "payment_method_configuration_details"
            case paymentMethodOptions = "payment_method_options"
            case paymentMethodTypes = "payment_method_types"
            case paymentStatus = "payment_status"
            case phoneNumberCollection = "phone_number_collection"
            case recoveredFrom = "recovered_from"
            case savedPaymentMethodOptions = "saved_payment_method_options"
            case setupIntent = "setup_intent"
            case shippingAddressCollection = "shipping_address_collection"
            case shippingCost = "shipping_cost"
            case shippingOptions = "shipping_options"
            case submitType = "submit_type"
            case successURL = "success_url"
            case totalDetails = "total_details"
            case uiMode = "ui_mode"
            case adaptivePricing = "adaptive_pricing"
            case collectedInformation = "collected_information"
            case walletOptions = "wallet_options"
            case originContext = "origin_context"
            case currencyConversion = "currency_conversion"
            case customerAccount = "customer_account"
            case integrationIdentifier = "integration_identifier"
            case managedPayments = "managed_payments"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct AfterExpiration: JSONSerializing, Sendable {
        var recovery: Recovery
    }

    struct Recovery: JSONSerializing, Sendable {
        var allowPromotionCodes: Bool
        var enabled: Bool
        var expiresAt: JSONValue?  // only null in the samples
        var url: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case enabled, url
            case allowPromotionCodes = "allow_promotion_codes"
            case expiresAt = "expires_at"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct AutomaticTax: JSONSerializing, Sendable {
        var enabled: Bool
        var liability: Controller
        var status: JSONValue?  // only null in the samples
        var provider: JSONValue?  // only null in the samples
        var disabledReason: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others

        enum CodingKeys: String, CodingKey {
            case enabled, liability, status, provider
            case disabledReason = "disabled_reason"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Consent: JSONSerializing, Sendable {
        var promotions: JSONValue?  // only null in the samples
        var termsOfService: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case promotions
            case termsOfService = "terms_of_service"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct ConsentCollection: JSONSerializing, Sendable {
        var paymentMethodReuseAgreement: PaymentMethodReuseAgreement
        var promotions: JSONValue?  // only null in the samples
        var termsOfService: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case promotions
            case paymentMethodReuseAgreement = "payment_method_reuse_agreement"
            case termsOfService = "terms_of_service"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentMethodReuseAgreement: JSONSerializing, Sendable {
        var position: String
    }

    struct CustomText: JSONSerializing, Sendable {
        var afterSubmit: Submit
        var shippingAddress: Submit
        var submit: Submit
        var termsOfServiceAcceptance: Submit

        enum CodingKeys: String, CodingKey {
            case submit
            case afterSubmit = "after_submit"
            case shippingAddress = "shipping_address"
            case termsOfServiceAcceptance = "terms_of_service_acceptance"
        }
    }

    struct Submit: JSONSerializing, Sendable {
        var message: String
    }

    struct CustomerDetails: JSONSerializing, Sendable {
        var address: Address
        var email: String
        var name: JSONValue?  // only null in the samples
        var phone: JSONValue?  // only null in the samples
        var taxExempt: String
        var taxIDs: JSONValue?  // only null in the samples
        var businessName: JSONValue?  // only null in the samples
        var individualName: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case address, email, name, phone
            case taxExempt = "tax_exempt"
            case taxIDs = "tax_ids"
            case businessName = "business_name"
            case individualName = "individual_name"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct InvoiceCreation: JSONSerializing, Sendable {
        var enabled: Bool
        var invoiceData: InvoiceData

        enum CodingKeys: String, CodingKey {
            case enabled
            case invoiceData = "invoice_data"
        }
    }

    struct InvoiceData: JSONSerializing, Sendable {
        var accountTaxIDs: JSONValue?  // only null in the samples
        var customFields: JSONValue?  // only null in the samples
        var description: JSONValue?  // only null in the samples
        var footer: JSONValue?  // only null in the samples
        var issuer: Controller
        var metadata: JSONValue?  // only null in the samples
        var renderingOptions: RenderingOptions

        enum CodingKeys: String, CodingKey {
            case description, footer, issuer, metadata
            case accountTaxIDs = "account_tax_ids"
            case customFields = "custom_fields"
            case renderingOptions = "rendering_options"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct RenderingOptions: JSONSerializing, Sendable {
        var amountTaxDisplay: JSONValue?  // only null in the samples
        var template: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case template
            case amountTaxDisplay = "amount_tax_display"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentMethodConfigurationDetails: JSONSerializing, Sendable {
        var id: String
        var parent: JSONValue?  // only null in the samples

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PhoneNumberCollection: JSONSerializing, Sendable {
        var enabled: Bool
    }

    struct SavedPaymentMethodOptions: JSONSerializing, Sendable {
        var allowRedisplayFilters: JSONValue?  // only null in the samples
        var paymentMethodRemove: JSONValue?  // only null in the samples
        var paymentMethodSave: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case allowRedisplayFilters = "allow_redisplay_filters"
            case paymentMethodRemove = "payment_method_remove"
            case paymentMethodSave = "payment_method_save"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct ShippingAddressCollection: JSONSerializing, Sendable {
        var allowedCountries: [String]

        enum CodingKeys: String, CodingKey {
            case allowedCountries = "allowed_countries"
        }
    }

    struct ShippingCost: JSONSerializing, Sendable {
        var amountSubtotal: Int
        var amountTax: Int
        var amountTotal: Int
        var shippingRate: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amountSubtotal = "amount_subtotal"
            case amountTax = "amount_tax"
            case amountTotal = "amount_total"
            case shippingRate = "shipping_rate"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct TotalDetails: JSONSerializing, Sendable {
        var amountDiscount: Int
        var amountShipping: JSONValue?  // only null in the samples
        var amountTax: Int

        enum CodingKeys: String, CodingKey {
            case amountDiscount = "amount_discount"
            case amountShipping = "amount_shipping"
            case amountTax = "amount_tax"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CollectedInformation: JSONSerializing, Sendable {
        var shippingDetails: ShippingDetails
        var businessName: JSONValue?  // only null in the samples
        var individualName: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case shippingDetails = "shipping_details"
            case businessName = "business_name"
            case individualName = "individual_name"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct ShippingDetails: JSONSerializing, Sendable {
        var address: Address
        var name: String?
        var phone: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Permissions: JSONSerializing, Sendable {
        var updateShippingDetails: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case updateShippingDetails = "update_shipping_details"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CurrencyConversion: JSONSerializing, Sendable {
        var amountSubtotal: Int
        var amountTotal: Int
        var fxRate: String
        var sourceCurrency: String

        enum CodingKeys: String, CodingKey {
            case amountSubtotal = "amount_subtotal"
            case amountTotal = "amount_total"
            case fxRate = "fx_rate"
            case sourceCurrency = "source_currency"
        }
    }

    struct Coupon: JSONSerializing, Sendable {
        var amountOff: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var duration: String
        var durationInMonths: Int
        var id: String
        var livemode: Bool
        var maxRedemptions: JSONValue?  // only null in the samples
        var metadata: [String: JSONValue]
        var name: String
        var object: String
        var percentOff: Double
        @Transform<SecondsSince1970Transformer> var redeemBy: Date
        var timesRedeemed: Int
        var valid: Bool

        enum CodingKeys: String, CodingKey {
            case created, currency, duration, id, livemode, metadata, name, object, valid
            case amountOff = "amount_off"
            case durationInMonths = "duration_in_months"
            case maxRedemptions = "max_redemptions"
            case percentOff = "percent_off"
            case redeemBy = "redeem_by"
            case timesRedeemed = "times_redeemed"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct ResourcesCustomer: JSONSerializing, Sendable {
        var address: Address
        var balance: Int
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var defaultSource: JSONValue?  // only null in the samples
        var delinquent: Bool
        var description: JSONValue?  // only null in the samples
        var discount: Discount
        var email: JSONValue?  // only null in the samples
        var id: String
        var invoicePrefix: String
        var invoiceSettings: InvoiceSettings
        var livemode: Bool
        var metadata: [String: JSONValue]
        var name: JSONValue?  // only null in the samples
        var nextInvoiceSequence: Int
        var object: String
        var phone: JSONValue?  // only null in the samples
        var preferredLocales: [JSONValue]
        var shipping: [String: JSONValue]
        var taxExempt: String
        var testClock: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case address, balance, created, currency, delinquent, description, discount, email, id, livemode, metadata, name, object, phone, shipping
            case defaultSource = "default_source"
            case invoicePrefix = "invoice_prefix"
            case invoiceSettings = "invoice_settings"
            case nextInvoiceSequence = "next_invoice_sequence"
            case preferredLocales = "preferred_locales"
            case taxExempt = "tax_exempt"
            case testClock = "test_clock"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Discount: JSONSerializing, Sendable {
        var checkoutSession: JSONValue?  // only null in the samples
        var customer: JSONValue?  // only null in the samples
        var end: JSONValue?  // only null in the samples
        var id: String
        var invoice: JSONValue?  // only null in the samples
        var invoiceItem: JSONValue?  // only null in the samples
        var object: String
        var promotionCode: JSONValue?  // only null in the samples
        var start: Int
        var subscription: JSONValue?  // only null in the samples
        var subscriptionItem: JSONValue?  // only null in the samples
        var source: DiscountSource
        var customerAccount: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case customer, end, id, invoice, object, start, subscription, source
            case checkoutSession = "checkout_session"
            case invoiceItem = "invoice_item"
            case promotionCode = "promotion_code"
            case subscriptionItem = "subscription_item"
            case customerAccount = "customer_account"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct DiscountSource: JSONSerializing, Sendable {
        var coupon: JSONValue?  // only null in the samples
        var type: String

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct InvoiceSettings: JSONSerializing, Sendable {
        var customFields: JSONValue?  // only null in the samples
        var defaultPaymentMethod: JSONValue?  // only null in the samples
        var footer: JSONValue?  // only null in the samples
        var renderingOptions: RenderingOptions

        enum CodingKeys: String, CodingKey {
            case footer
            case customFields = "custom_fields"
            case defaultPaymentMethod = "default_payment_method"
            case renderingOptions = "rendering_options"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct DeletedCoupon: JSONSerializing, Sendable {
        var deleted: Bool
        var id: String
        var object: String
    }

    struct Dispute: JSONSerializing, Sendable {
        var amount: Int
        var balanceTransactions: [JSONValue]
        var charge: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var evidence: Evidence
        var evidenceDetails: EvidenceDetails
        var id: String
        var isChargeRefundable: Bool
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var paymentIntent: JSONValue?  // only null in the samples
        var paymentMethodDetails: DisputePaymentMethodDetails
        var reason: String
        var status: String
        var enhancedEligibilityTypes: [String]

        enum CodingKeys: String, CodingKey {
            case amount, charge, created, currency, evidence, id, livemode, metadata, object, reason, status
            case balanceTransactions = "balance_transactions"
            case evidenceDetails = "evidence_details"
            case isChargeRefundable = "is_charge_refundable"
            case paymentIntent = "payment_intent"
            case paymentMethodDetails = "payment_method_details"
            case enhancedEligibilityTypes = "enhanced_eligibility_types"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Evidence: JSONSerializing, Sendable {
        var accessActivityLog: JSONValue?  // only null in the samples
        var billingAddress: JSONValue?  // only null in the samples
        var cancellationPolicy: JSONValue?  // only null in the samples
        var cancellationPolicyDisclosure: JSONValue?  // only null in the samples
        var cancellationRebuttal: JSONValue?  // only null in the samples
        var customerCommunication: JSONValue?  // only null in the samples
        var customerEmailAddress: JSONValue?  // only null in the samples
        var customerName: JSONValue?  // only null in the samples
        var customerPurchaseIP: JSONValue?  // only null in the samples
        var customerSignature: JSONValue?  // only null in the samples
        var duplicateChargeDocumentation: JSONValue?  // only null in the samples
        var duplicateChargeExplanation: JSONValue?  // only null in the samples
        var duplicateChargeID: JSONValue?  // only null in the samples
        var productDescription: JSONValue?  // only null in the samples
        var receipt: JSONValue?  // only null in the samples
        var refundPolicy: JSONValue?  // only null in the samples
        var refundPolicyDisclosure: JSONValue?  // only null in the samples
        var refundRefusalExplanation: JSONValue?  // only null in the samples
        var serviceDate: JSONValue?  // only null in the samples
        var serviceDocumentation: JSONValue?  // only null in the samples
        var shippingAddress: JSONValue?  // only null in the samples
        var shippingCarrier: JSONValue?  // only null in the samples
        var shippingDate: JSONValue?  // only null in the samples
        var shippingDocumentation: JSONValue?  // only null in the samples
        var shippingTrackingNumber: JSONValue?  // only null in the samples
        var uncategorizedFile: JSONValue?  // only null in the samples
        var uncategorizedText: JSONValue?  // only null in the samples
        var enhancedEvidence: [String: JSONValue]

        enum CodingKeys: String, CodingKey {
            case receipt
            case accessActivityLog = "access_activity_log"
            case billingAddress = "billing_address"
            case cancellationPolicy = "cancellation_policy"
            case cancellationPolicyDisclosure = "cancellation_policy_disclosure"
            case cancellationRebuttal = "cancellation_rebuttal"
            case customerCommunication = "customer_communication"
            case customerEmailAddress = "customer_email_address"
            case customerName = "customer_name"
            case customerPurchaseIP = "customer_purchase_ip"
            case customerSignature = "customer_signature"
            case duplicateChargeDocumentation = "duplicate_charge_documentation"
            case duplicateChargeExplanation = "duplicate_charge_explanation"
            case duplicateChargeID = "duplicate_charge_id"
            case productDescription = "product_description"
            case refundPolicy = "refund_policy"
            case refundPolicyDisclosure = "refund_policy_disclosure"
            case refundRefusalExplanation = "refund_refusal_explanation"
            case serviceDate = "service_date"
            case serviceDocumentation = "service_documentation"
            case shippingAddress = "shipping_address"
            case shippingCarrier = "shipping_carrier"
            case shippingDate = "shipping_date"
            case shippingDocumentation = "shipping_documentation"
            case shippingTrackingNumber = "shipping_tracking_number"
            case uncategorizedFile = "uncategorized_file"
            case uncategorizedText = "uncategorized_text"
            case enhancedEvidence = "enhanced_evidence"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct EvidenceDetails: JSONSerializing, Sendable {
        @Transform<SecondsSince1970Transformer> var dueBy: Date
        var hasEvidence: Bool
        var pastDue: Bool
        var submissionCount: Int
        var enhancedEligibility: [String: JSONValue]

        enum CodingKeys: String, CodingKey {
            case dueBy = "due_by"
            case hasEvidence = "has_evidence"
            case pastDue = "past_due"
            case submissionCount = "submission_count"
            case enhancedEligibility = "enhanced_eligibility"
        }
    }

    struct DisputePaymentMethodDetails: JSONSerializing, Sendable {
        var card: PaymentMethodDetailsCard
        var type: String
    }

    struct PaymentMethodDetailsCard: JSONSerializing, Sendable {
        var brand: String
        var caseType: String
        var networkReasonCode: String
        var network: String

        enum CodingKeys: String, CodingKey {
            case brand, network
            case caseType = "case_type"
            case networkReasonCode = "network_reason_code"
        }
    }

    struct Event: JSONSerializing, Sendable {
        var apiVersion: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var created: Date
        var data: EventData
        var id: String
        var livemode: Bool
        var object: String
        var pendingWebhooks: Int
        var request: Request
        var type: String

        enum CodingKeys: String, CodingKey {
            case created, data, id, livemode, object, request, type
            case apiVersion = "api_version"
            case pendingWebhooks = "pending_webhooks"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct EventData: JSONSerializing, Sendable {
        var object: DataPlan
    }

    struct DataPlan: JSONSerializing, Sendable {
        var active: Bool
        var aggregateUsage: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others
        var amount: Int?
        var amountDecimal: String?
        var billingScheme: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var id: String
        var interval: String
        var intervalCount: Int
        var livemode: Bool
        var metadata: [String: JSONValue]?
        var meter: JSONValue?  // only null in the samples
        var nickname: JSONValue?  // only null in the samples
        var object: String
        var product: String?
        var tiersMode: JSONValue?  // only null in the samples
        var transformUsage: TransformUsage?
        var trialPeriodDays: JSONValue?  // only null in the samples
        var usageType: String

        enum CodingKeys: String, CodingKey {
            case active, amount, created, currency, id, interval, livemode, metadata, meter, nickname, object, product
            case aggregateUsage = "aggregate_usage"
            case amountDecimal = "amount_decimal"
            case billingScheme = "billing_scheme"
            case intervalCount = "interval_count"
            case tiersMode = "tiers_mode"
            case transformUsage = "transform_usage"
            case trialPeriodDays = "trial_period_days"
            case usageType = "usage_type"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct TransformUsage: JSONSerializing, Sendable {
        var divideBy: Int
        var round: String

        enum CodingKeys: String, CodingKey {
            case round
            case divideBy = "divide_by"
        }
    }

    struct Request: JSONSerializing, Sendable {
        var id: JSONValue?  // only null in the samples
        var idempotencyKey: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case id
            case idempotencyKey = "idempotency_key"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Invoice: JSONSerializing, Sendable {
        var accountCountry: String
        var accountName: JSONValue?  // only null in the samples
        var accountTaxIDs: JSONValue?  // only null in the samples
        var amountDue: Int
        var amountPaid: Int
        var amountRemaining: Int
        var amountShipping: Int
        var application: JSONValue?  // only null in the samples
        var attemptCount: Int
        var attempted: Bool
        var autoAdvance: Bool
        var automaticTax: AutomaticTax
        var billingReason: String
        var collectionMethod: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var customFields: JSONValue?  // only null in the samples
        var customer: String
        var customerAddress: Address
        var customerEmail: JSONValue?  // only null in the samples
        var customerName: JSONValue?  // only null in the samples
        var customerPhone: JSONValue?  // only null in the samples
        var customerShipping: [String: JSONValue]
        var customerTaxExempt: String
        var customerTaxIDs: [JSONValue]
        var defaultPaymentMethod: JSONValue?  // only null in the samples
        var defaultSource: JSONValue?  // only null in the samples
        var defaultTaxRates: [JSONValue]
        var description: JSONValue?  // only null in the samples
        var discounts: [JSONValue]
        @Transform<SecondsSince1970Transformer> var dueDate: Date
        @Transform<SecondsSince1970Transformer> var effectiveAt: Date
        var endingBalance: JSONValue?  // only null in the samples
        var footer: JSONValue?  // only null in the samples
        var fromInvoice: FromInvoice
        var hostedInvoiceURL: JSONValue?  // only null in the samples
        var id: String
        var invoicePDF: JSONValue?  // only null in the samples
        var issuer: Controller
        var lastFinalizationError: Controller
        var latestRevision: JSONValue?  // only null in the samples
        var lines: ExternalAccounts
        var livemode: Bool
        var metadata: [String: JSONValue]
        @Transform<SecondsSince1970Transformer> var nextPaymentAttempt: Date
        var number: JSONValue?  // only null in the samples
        var object: String
        var onBehalfOf: JSONValue?  // only null in the samples
        var paymentSettings: PaymentSettings
        @Transform<SecondsSince1970Transformer> var periodEnd: Date
        @Transform<SecondsSince1970Transformer> var periodStart: Date
        var postPaymentCreditNotesAmount: Int
        var prePaymentCreditNotesAmount: Int
        var receiptNumber: JSONValue?  // only null in the samples
        var rendering: Rendering
        var shippingCost: ShippingCost
        var shippingDetails: [String: JSONValue]
        var startingBalance: Int
        var statementDescriptor: JSONValue?  // only null in the samples
        var status: String
        var statusTransitions: StatusTransitions
        var subscription: JSONValue?  // only null in the samples
        var subtotal: Int
        var subtotalExcludingTax: Int
        var testClock: JSONValue?  // only null in the samples
        var total: Int
        var totalDiscountAmounts: [JSONValue]
        var totalExcludingTax: Int
        @Transform<SecondsSince1970Transformer> var webhooksDeliveredAt: Date
        var automaticallyFinalizesAt: JSONValue?  // only null in the samples
        var totalPretaxCreditAmounts: JSONValue?  // only null in the samples
        var totalTaxes: JSONValue?  // only null in the samples
        var amountOverpaid: Int
        var parent: InvoiceParent
        var customerAccount: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case application, attempted, created, currency, customer, description, discounts, footer, id, issuer, lines, livemode, metadata, number
            case object, rendering, status, subscription, subtotal, total, parent
            case accountCountry = "account_country"
            case accountName = "account_name"
            case accountTaxIDs = "account_tax_ids"
            case amountDue = "amount_due"
            case amountPaid = "amount_paid"
            case amountRemaining = "amount_remaining"
            case amountShipping = "amount_shipping"
            case attemptCount = "attempt_count"
            case autoAdvance = "auto_advance"
            case automaticTax = "automatic_tax"
            case billingReason = "billing_reason"
            case collectionMethod = "collection_method"
            case customFields = "custom_fields"
            case customerAddress = "customer_address"
            case customerEmail = "customer_email"
            case customerName = "customer_name"
            case customerPhone = "customer_phone"
            case customerShipping = "customer_shipping"
            case customerTaxExempt = "customer_tax_exempt"
            case customerTaxIDs = "customer_tax_ids"
            case defaultPaymentMethod = "default_payment_method"
            case defaultSource = "default_source"
            case defaultTaxRates = "default_tax_rates"
            case dueDate = "due_date"
            case effectiveAt = "effective_at"
            case endingBalance = "ending_balance"
            case fromInvoice = "from_invoice"
            case hostedInvoiceURL = "hosted_invoice_url"
            case invoicePDF = "invoice_pdf"
            case lastFinalizationError = "last_finalization_error"
            case latestRevision = "latest_revision"
            case nextPaymentAttempt = "next_payment_attempt"
            case onBehalfOf = "on_behalf_of"
            case paymentSettings = "payment_settings"
            case periodEnd = "period_end"
            case periodStart = "period_start"
            case postPaymentCreditNotesAmount = "post_payment_credit_notes_amount"
            case prePaymentCreditNotesAmount = "pre_payment_credit_notes_amount"
            case receiptNumber = "receipt_number"
            case shippingCost = "shipping_cost"
            case shippingDetails = "shipping_details"
            case startingBalance = "starting_balance"
            case statementDescriptor = "statement_descriptor"
            case statusTransitions = "status_transitions"
            case subtotalExcludingTax = "subtotal_excluding_tax"
            case testClock = "test_clock"
            case totalDiscountAmounts = "total_discount_amounts"
            case totalExcludingTax = "total_excluding_tax"
            case webhooksDeliveredAt = "webhooks_delivered_at"
            case automaticallyFinalizesAt = "automatically_finalizes_at"
            case totalPretaxCreditAmounts = "total_pretax_credit_amounts"
            case totalTaxes = "total_taxes"
            case amountOverpaid = "amount_overpaid"
            case customerAccount = "customer_account"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct FromInvoice: JSONSerializing, Sendable {
        var action: String
        var invoice: String
    }

    struct PaymentSettings: JSONSerializing, Sendable {
        var defaultMandate: JSONValue?  // only null in the samples
        var paymentMethodOptions: PaymentMethodOptions
        var paymentMethodTypes: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case defaultMandate = "default_mandate"
            case paymentMethodOptions = "payment_method_options"
            case paymentMethodTypes = "payment_method_types"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentMethodOptions: JSONSerializing, Sendable {
        var acssDebit: [String: JSONValue]
        var bancontact: Bancontact
        var card: PaymentMethodOptionsCard
        var customerBalance: CustomerBalance
        var konbini: [String: JSONValue]
        var sepaDebit: [String: JSONValue]
        var usBankAccount: [String: JSONValue]
        var payto: [String: JSONValue]
        var pix: Pix
        var upi: [String: JSONValue]

        enum CodingKeys: String, CodingKey {
            case bancontact, card, konbini, payto, pix, upi
            case acssDebit = "acss_debit"
            case customerBalance = "customer_balance"
            case sepaDebit = "sepa_debit"
            case usBankAccount = "us_bank_account"
        }
    }

    struct Bancontact: JSONSerializing, Sendable {
        var preferredLanguage: String

        enum CodingKeys: String, CodingKey {
            case preferredLanguage = "preferred_language"
        }
    }

    struct PaymentMethodOptionsCard: JSONSerializing, Sendable {
        var requestThreeDSecure: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case requestThreeDSecure = "request_three_d_secure"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CustomerBalance: JSONSerializing, Sendable {
        var fundingType: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case fundingType = "funding_type"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Pix: JSONSerializing, Sendable {
        var amountIncludesIof: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amountIncludesIof = "amount_includes_iof"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Rendering: JSONSerializing, Sendable {
        var amountTaxDisplay: JSONValue?  // only null in the samples
        var pdf: PDF
        var template: JSONValue?  // only null in the samples
        var templateVersion: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case pdf, template
            case amountTaxDisplay = "amount_tax_display"
            case templateVersion = "template_version"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PDF: JSONSerializing, Sendable {
        var pageSize: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case pageSize = "page_size"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct StatusTransitions: JSONSerializing, Sendable {
        var finalizedAt: JSONValue?  // only null in the samples
        var markedUncollectibleAt: JSONValue?  // only null in the samples
        var paidAt: JSONValue?  // only null in the samples
        var voidedAt: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case finalizedAt = "finalized_at"
            case markedUncollectibleAt = "marked_uncollectible_at"
            case paidAt = "paid_at"
            case voidedAt = "voided_at"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct InvoiceParent: JSONSerializing, Sendable {
        var quoteDetails: QuoteDetails
        var subscriptionDetails: SubscriptionDetails
        var type: String

        enum CodingKeys: String, CodingKey {
            case type
            case quoteDetails = "quote_details"
            case subscriptionDetails = "subscription_details"
        }
    }

    struct QuoteDetails: JSONSerializing, Sendable {
        var quote: String
    }

    struct SubscriptionDetails: JSONSerializing, Sendable {
        var metadata: JSONValue?  // only null in the samples
        var subscription: String

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Invoiceitem: JSONSerializing, Sendable {
        var amount: Int
        var currency: String
        var customer: String
        @Transform<SecondsSince1970Transformer> var date: Date
        var description: String
        var discountable: Bool
        var discounts: [JSONValue]
        var id: String
        var invoice: JSONValue?  // only null in the samples
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var period: Period
        var proration: Bool
        var quantity: Int
        var taxRates: [JSONValue]
        var testClock: JSONValue?  // only null in the samples
        var parent: InvoiceitemParent
        var pricing: Pricing
        var netAmount: Int
        var customerAccount: JSONValue?  // only null in the samples
        var quantityDecimal: String

        enum CodingKeys: String, CodingKey {
            case amount, currency, customer, date, description, discountable, discounts, id, invoice, livemode, metadata, object, period, proration
            case quantity, parent, pricing
            case taxRates = "tax_rates"
            case testClock = "test_clock"
            case netAmount = "net_amount"
            case customerAccount = "customer_account"
            case quantityDecimal = "quantity_decimal"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct InvoiceitemParent: JSONSerializing, Sendable {
        var subscriptionDetails: ParentSubscriptionDetails
        var type: String

        enum CodingKeys: String, CodingKey {
            case type
            case subscriptionDetails = "subscription_details"
        }
    }

    struct ParentSubscriptionDetails: JSONSerializing, Sendable {
        var subscription: String
    }

    struct PaymentAttemptRecord: JSONSerializing, Sendable {
        var amount: Monetary
        var amountAuthorized: Monetary
        var amountCanceled: Monetary
        var amountFailed: Monetary
        var amountGuaranteed: Monetary
        var amountRefunded: Monetary
        var amountRequested: Monetary
        var application: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var created: Date
        var customerDetails: PaymentAttemptRecordCustomerDetails
        var customerPresence: JSONValue?  // only null in the samples
        var description: JSONValue?  // only null in the samples
        var id: String
        var livemode: Bool
        var metadata: [String: String]
        var object: String
        var paymentMethodDetails: PaymentAttemptRecordPaymentMethodDetails
        var paymentRecord: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others
        var processorDetails: Controller
        var reportedBy: String
        var shippingDetails: ShippingDetails
        var latestPaymentAttemptRecord: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others

        enum CodingKeys: String, CodingKey {
            case amount, application, created, description, id, livemode, metadata, object
            case amountAuthorized = "amount_authorized"
            case amountCanceled = "amount_canceled"
            case amountFailed = "amount_failed"
            case amountGuaranteed = "amount_guaranteed"
            case amountRefunded = "amount_refunded"
            case amountRequested = "amount_requested"
            case customerDetails = "customer_details"
            case customerPresence = "customer_presence"
            case paymentMethodDetails = "payment_method_details"
            case paymentRecord = "payment_record"
            case processorDetails = "processor_details"
            case reportedBy = "reported_by"
            case shippingDetails = "shipping_details"
            case latestPaymentAttemptRecord = "latest_payment_attempt_record"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentAttemptRecordCustomerDetails: JSONSerializing, Sendable {
        var customer: JSONValue?  // only null in the samples
        var email: JSONValue?  // only null in the samples
        var name: JSONValue?  // only null in the samples
        var phone: JSONValue?  // only null in the samples

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentAttemptRecordPaymentMethodDetails: JSONSerializing, Sendable {
        var billingDetails: BillingDetails
        var paymentMethod: JSONValue?  // only null in the samples
        var type: String

        enum CodingKeys: String, CodingKey {
            case type
            case billingDetails = "billing_details"
            case paymentMethod = "payment_method"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentIntent: JSONSerializing, Sendable {
        var amount: Int
        var amountCapturable: Int
        var amountDetails: AmountDetails
        var amountReceived: Int
        var application: JSONValue?  // only null in the samples
        var applicationFeeAmount: JSONValue?  // only null in the samples
        var automaticPaymentMethods: PhoneNumberCollection
        @Transform<SecondsSince1970Transformer> var canceledAt: Date
        var cancellationReason: JSONValue?  // only null in the samples
        var captureMethod: String
        var clientSecret: String
        var confirmationMethod: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var customer: JSONValue?  // only null in the samples
        var description: JSONValue?  // only null in the samples
        var id: String
        var lastPaymentError: Controller
        var latestCharge: JSONValue?  // only null in the samples
        var livemode: Bool
        var metadata: [String: JSONValue]
        var nextAction: Controller
        var object: String
        var onBehalfOf: JSONValue?  // only null in the samples
        var paymentMethod: JSONValue?  // only null in the samples
        var paymentMethodConfigurationDetails: PaymentMethodConfigurationDetails
        var paymentMethodOptions: [String: JSONValue]
        var paymentMethodTypes: [String]
        var processing: Controller
        var receiptEmail: JSONValue?  // only null in the samples
        var review: JSONValue?  // only null in the samples
        var setupFutureUsage: JSONValue?  // only null in the samples
        var shipping: [String: JSONValue]
        var statementDescriptor: JSONValue?  // only null in the samples
        var statementDescriptorSuffix: JSONValue?  // only null in the samples
        var status: String
        var transferData: PaymentIntentTransferData
        var transferGroup: JSONValue?  // only null in the samples
        var source: JSONValue?  // only null in the samples
        var excludedPaymentMethodTypes: JSONValue?  // only null in the samples
        var customerAccount: JSONValue?  // only null in the samples
        var managedPayments: PhoneNumberCollection

        enum CodingKeys: String, CodingKey {
            case amount, application, created, currency, customer, description, id, livemode, metadata, object, processing, review, shipping, status
            case source
            case amountCapturable = "amount_capturable"
            case amountDetails = "amount_details"
            case amountReceived = "amount_received"
            case applicationFeeAmount = "application_fee_amount"
            case automaticPaymentMethods = "automatic_payment_methods"
            case canceledAt = "canceled_at"
            case cancellationReason = "cancellation_reason"
            case captureMethod = "capture_method"
            case clientSecret = "client_secret"
            case confirmationMethod = "confirmation_method"
            case lastPaymentError = "last_payment_error"
            case latestCharge = "latest_charge"
            case nextAction = "next_action"
            case onBehalfOf = "on_behalf_of"
            case paymentMethod = "payment_method"
            case paymentMethodConfigurationDetails = "payment_method_configuration_details"
            case paymentMethodOptions = "payment_method_options"
            case paymentMethodTypes = "payment_method_types"
            case receiptEmail = "receipt_email"
            case setupFutureUsage = "setup_future_usage"
            case statementDescriptor = "statement_descriptor"
            case statementDescriptorSuffix = "statement_descriptor_suffix"
            case transferData = "transfer_data"
            case transferGroup = "transfer_group"
            case excludedPaymentMethodTypes = "excluded_payment_method_types"
            case customerAccount = "customer_account"
            case managedPayments = "managed_payments"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct AmountDetails: JSONSerializing, Sendable {
        var tip: [String: JSONValue]
    }

    struct PaymentIntentTransferData: JSONSerializing, Sendable {
        var destination: Destination
    }

    struct PaymentLink: JSONSerializing, Sendable {
        var active: Bool
        var afterCompletion: AfterCompletion
        var allowPromotionCodes: Bool
        var application: JSONValue?  // only null in the samples
        var applicationFeeAmount: JSONValue?  // only null in the samples
        var applicationFeePercent: JSONValue?  // only null in the samples
        var automaticTax: PaymentLinkAutomaticTax
        var billingAddressCollection: String
        var consentCollection: ConsentCollection
        var currency: String
        var customFields: [JSONValue]
        var customText: CustomText
        var customerCreation: String
        var id: String
        var inactiveMessage: JSONValue?  // only null in the samples
        var invoiceCreation: InvoiceCreation
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var onBehalfOf: JSONValue?  // only null in the samples
        var paymentIntentData: PaymentIntentData
        var paymentMethodCollection: String
        var paymentMethodTypes: JSONValue?  // only null in the samples
        var phoneNumberCollection: PhoneNumberCollection
        var restrictions: Restrictions
        var shippingAddressCollection: ShippingAddressCollection
        var shippingOptions: [JSONValue]
        var submitType: String
        var subscriptionData: SubscriptionData
        var taxIDCollection: TaxIDCollection
        var transferData: TransferData
        var url: URL
        var managedPayments: PhoneNumberCollection
        var paymentMethodOptions: PaymentLinkPaymentMethodOptions

        enum CodingKeys: String, CodingKey {
            case active, application, currency, id, livemode, metadata, object, restrictions, url
            case afterCompletion = "after_completion"
            case allowPromotionCodes = "allow_promotion_codes"
            case applicationFeeAmount = "application_fee_amount"
            case applicationFeePercent = "application_fee_percent"
            case automaticTax = "automatic_tax"
            case billingAddressCollection = "billing_address_collection"
            case consentCollection = "consent_collection"
            case customFields = "custom_fields"
            case customText = "custom_text"
            case customerCreation = "customer_creation"
            case inactiveMessage = "inactive_message"
            case invoiceCreation = "invoice_creation"
            case onBehalfOf = "on_behalf_of"
            case paymentIntentData = "payment_intent_data"
            case paymentMethodCollection = "payment_method_collection"
            case paymentMethodTypes = "payment_method_types"
            case phoneNumberCollection = "phone_number_collection"
            case shippingAddressCollection = "shipping_address_collection"
            case shippingOptions = "shipping_options"
            case submitType = "submit_type"
            case subscriptionData = "subscription_data"
            case taxIDCollection = "tax_id_collection"
            case transferData = "transfer_data"
            case managedPayments = "managed_payments"
            case paymentMethodOptions = "payment_method_options"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct AfterCompletion: JSONSerializing, Sendable {
        var hostedConfirmation: HostedConfirmation
        var type: String

        enum CodingKeys: String, CodingKey {
            case type
            case hostedConfirmation = "hosted_confirmation"
        }
    }

    struct HostedConfirmation: JSONSerializing, Sendable {
        var customMessage: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case customMessage = "custom_message"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentLinkAutomaticTax: JSONSerializing, Sendable {
        var enabled: Bool
        var liability: Controller
        var disabledReason: Tristate<JSONValue>  // only null in the samples; absent from some samples, null in others

        enum CodingKeys: String, CodingKey {
            case enabled, liability
            case disabledReason = "disabled_reason"
        }
    }

    struct PaymentIntentData: JSONSerializing, Sendable {
        var captureMethod: JSONValue?  // only null in the samples
        var description: JSONValue?  // only null in the samples
        var metadata: [String: String]
        var setupFutureUsage: JSONValue?  // only null in the samples
        var statementDescriptor: JSONValue?  // only null in the samples
        var statementDescriptorSuffix: JSONValue?  // only null in the samples
        var transferGroup: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case description, metadata
            case captureMethod = "capture_method"
            case setupFutureUsage = "setup_future_usage"
            case statementDescriptor = "statement_descriptor"
            case statementDescriptorSuffix = "statement_descriptor_suffix"
            case transferGroup = "transfer_group"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Restrictions: JSONSerializing, Sendable {
        var completedSessions: CompletedSessions

        enum CodingKeys: String, CodingKey {
            case completedSessions = "completed_sessions"
        }
    }

    struct CompletedSessions: JSONSerializing, Sendable {
        var count: Int
        var limit: Int
    }

    struct SubscriptionData: JSONSerializing, Sendable {
        var description: JSONValue?  // only null in the samples
        var invoiceSettings: SubscriptionDataInvoiceSettings
        var metadata: [String: String]
        var trialPeriodDays: JSONValue?  // only null in the samples
        var trialSettings: TrialSettings

        enum CodingKeys: String, CodingKey {
            case description, metadata
            case invoiceSettings = "invoice_settings"
            case trialPeriodDays = "trial_period_days"
            case trialSettings = "trial_settings"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct SubscriptionDataInvoiceSettings: JSONSerializing, Sendable {
        var issuer: Controller
    }

    struct TrialSettings: JSONSerializing, Sendable {
        var endBehavior: EndBehavior

        enum CodingKeys: String, CodingKey {
            case endBehavior = "end_behavior"
        }
    }

    struct EndBehavior: JSONSerializing, Sendable {
        var missingPaymentMethod: String

        enum CodingKeys: String, CodingKey {
            case missingPaymentMethod = "missing_payment_method"
        }
    }

    struct TaxIDCollection: JSONSerializing, Sendable {
        var enabled: Bool
        var required: String
    }

    struct PaymentLinkPaymentMethodOptions: JSONSerializing, Sendable {
        var card: PaymentLinkPaymentMethodOptionsCard
    }

    struct PaymentLinkPaymentMethodOptionsCard: JSONSerializing, Sendable {
        var restrictions: CardRestrictions
    }

    struct CardRestrictions: JSONSerializing, Sendable {
        var brandsBlocked: [String]

        enum CodingKeys: String, CodingKey {
            case brandsBlocked = "brands_blocked"
        }
    }

    struct PaymentMethod: JSONSerializing, Sendable {
        var allowRedisplay: String
        var billingDetails: BillingDetails
        var card: PaymentMethodCard
        @Transform<SecondsSince1970Transformer> var created: Date
        var customer: JSONValue?  // only null in the samples
        var id: String
        var livemode: Bool
        var metadata: [String: String]
        var object: String
        var type: String
        var customerAccount: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case card, created, customer, id, livemode, metadata, object, type
            case allowRedisplay = "allow_redisplay"
            case billingDetails = "billing_details"
            case customerAccount = "customer_account"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentMethodCard: JSONSerializing, Sendable {
        var brand: String
        var checks: Checks
        var country: String
        var displayBrand: String
        var expMonth: Int
        var expYear: Int
        var fingerprint: String
        var funding: String
        var generatedFrom: GeneratedFrom
        var last4: String
        var networks: Networks
        var threeDSecureUsage: ThreeDSecureUsage
        var wallet: Wallet
        var regulatedStatus: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case brand, checks, country, fingerprint, funding, last4, networks, wallet
            case displayBrand = "display_brand"
            case expMonth = "exp_month"
            case expYear = "exp_year"
            case generatedFrom = "generated_from"
            case threeDSecureUsage = "three_d_secure_usage"
            case regulatedStatus = "regulated_status"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct GeneratedFrom: JSONSerializing, Sendable {
        var charge: JSONValue?  // only null in the samples
        var paymentMethodDetails: Controller
        var setupAttempt: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case charge
            case paymentMethodDetails = "payment_method_details"
            case setupAttempt = "setup_attempt"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Networks: JSONSerializing, Sendable {
        var available: [String]
        var preferred: JSONValue?  // only null in the samples

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct ThreeDSecureUsage: JSONSerializing, Sendable {
        var supported: Bool
    }

    struct Payout: JSONSerializing, Sendable {
        var amount: Int
        var applicationFee: JSONValue?  // only null in the samples
        var applicationFeeAmount: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var arrivalDate: Date
        var automatic: Bool
        var balanceTransaction: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var description: String
        var destination: String
        var failureBalanceTransaction: JSONValue?  // only null in the samples
        var failureCode: JSONValue?  // only null in the samples
        var failureMessage: JSONValue?  // only null in the samples
        var id: String
        var livemode: Bool
        var metadata: [String: JSONValue]
        var method: String
        var object: String
        var originalPayout: JSONValue?  // only null in the samples
        var reconciliationStatus: String
        var reversedBy: JSONValue?  // only null in the samples
        var sourceType: String
        var statementDescriptor: JSONValue?  // only null in the samples
        var status: String
        var type: String
        var traceID: TraceID
        var payoutMethod: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amount, automatic, created, currency, description, destination, id, livemode, metadata, method, object, status, type
            case applicationFee = "application_fee"
            case applicationFeeAmount = "application_fee_amount"
            case arrivalDate = "arrival_date"
            case balanceTransaction = "balance_transaction"
            case failureBalanceTransaction = "failure_balance_transaction"
            case failureCode = "failure_code"
            case failureMessage = "failure_message"
            case originalPayout = "original_payout"
            case reconciliationStatus = "reconciliation_status"
            case reversedBy = "reversed_by"
            case sourceType = "source_type"
            case statementDescriptor = "statement_descriptor"
            case traceID = "trace_id"
            case payoutMethod = "payout_method"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct TraceID: JSONSerializing, Sendable {
        var status: String
        var value: JSONValue?  // only null in the samples

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Price: JSONSerializing, Sendable {
        var active: Bool
        var billingScheme: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var customUnitAmount: CustomUnitAmount
        var id: String
        var livemode: Bool
        var lookupKey: JSONValue?  // only null in the samples
        var metadata: [String: JSONValue]
        var nickname: JSONValue?  // only null in the samples
        var object: String
        var product: String
        var recurring: Recurring
        var taxBehavior: String
        var tiersMode: JSONValue?  // only null in the samples
        var transformQuantity: TransformUsage
        var type: String
        var unitAmount: Int
        var unitAmountDecimal: String

        enum CodingKeys: String, CodingKey {
            case active, created, currency, id, livemode, metadata, nickname, object, product, recurring, type
            case billingScheme = "billing_scheme"
            case customUnitAmount = "custom_unit_amount"
            case lookupKey = "lookup_key"
            case taxBehavior = "tax_behavior"
            case tiersMode = "tiers_mode"
            case transformQuantity = "transform_quantity"
            case unitAmount = "unit_amount"
            case unitAmountDecimal = "unit_amount_decimal"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CustomUnitAmount: JSONSerializing, Sendable {
        var maximum: JSONValue?  // only null in the samples
        var minimum: JSONValue?  // only null in the samples
        var preset: JSONValue?  // only null in the samples

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Recurring: JSONSerializing, Sendable {
        var interval: String
        var intervalCount: Int
        var meter: JSONValue?  // only null in the samples
        var usageType: String
        var trialPeriodDays: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case interval, meter
            case intervalCount = "interval_count"
            case usageType = "usage_type"
            case trialPeriodDays = "trial_period_days"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Product: JSONSerializing, Sendable {
        var active: Bool
        @Transform<SecondsSince1970Transformer> var created: Date
        var defaultPrice: String
        var description: String
        var id: String
        var images: [JSONValue]
        var livemode: Bool
        var marketingFeatures: [JSONValue]
        var metadata: [String: JSONValue]
        var name: String
        var object: String
        var packageDimensions: PackageDimensions
        var shippable: JSONValue?  // only null in the samples
        var statementDescriptor: JSONValue?  // only null in the samples
        var taxCode: JSONValue?  // only null in the samples
        var unitLabel: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var updated: Date
        var url: JSONValue?  // only null in the samples
        var type: String

        enum CodingKeys: String, CodingKey {
            case active, created, description, id, images, livemode, metadata, name, object, shippable, updated, url, type
            case defaultPrice = "default_price"
            case marketingFeatures = "marketing_features"
            case packageDimensions = "package_dimensions"
            case statementDescriptor = "statement_descriptor"
            case taxCode = "tax_code"
            case unitLabel = "unit_label"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PackageDimensions: JSONSerializing, Sendable {
        var height: Int
        var length: Int
        var weight: Int
        var width: Int
    }

    struct Refund: JSONSerializing, Sendable {
        var amount: Int
        var balanceTransaction: JSONValue?  // only null in the samples
        var charge: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var destinationDetails: DestinationDetails
        var id: String
        var metadata: [String: JSONValue]
        var object: String
        var paymentIntent: JSONValue?  // only null in the samples
        var reason: JSONValue?  // only null in the samples
        var receiptNumber: JSONValue?  // only null in the samples
        var sourceTransferReversal: JSONValue?  // only null in the samples
        var status: String
        var transferReversal: JSONValue?  // only null in the samples
        var customer: JSONValue?  // only null in the samples
        var customerAccount: JSONValue?  // only null in the samples
        var paymentMethod: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amount, charge, created, currency, id, metadata, object, reason, status, customer
            case balanceTransaction = "balance_transaction"
            case destinationDetails = "destination_details"
            case paymentIntent = "payment_intent"
            case receiptNumber = "receipt_number"
            case sourceTransferReversal = "source_transfer_reversal"
            case transferReversal = "transfer_reversal"
            case customerAccount = "customer_account"
            case paymentMethod = "payment_method"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct DestinationDetails: JSONSerializing, Sendable {
        var card: Controller
        var type: String
    }

    struct SetupIntent: JSONSerializing, Sendable {
        var application: JSONValue?  // only null in the samples
        var automaticPaymentMethods: AutomaticPaymentMethods
        var cancellationReason: JSONValue?  // only null in the samples
        var clientSecret: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var customer: JSONValue?  // only null in the samples
        var description: JSONValue?  // only null in the samples
        var flowDirections: JSONValue?  // only null in the samples
        var id: String
        var lastSetupError: Controller
        var latestAttempt: JSONValue?  // only null in the samples
        var livemode: Bool
        var mandate: JSONValue?  // only null in the samples
        var metadata: [String: JSONValue]
        var nextAction: Controller
        var object: String
        var onBehalfOf: JSONValue?  // only null in the samples
        var paymentMethod: JSONValue?  // only null in the samples
        var paymentMethodConfigurationDetails: PaymentMethodConfigurationDetails
        var paymentMethodOptions: [String: JSONValue]
        var paymentMethodTypes: [String]
        var singleUseMandate: JSONValue?  // only null in the samples
        var status: String
        var usage: String
        var excludedPaymentMethodTypes: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case application, created, customer, description, id, livemode, mandate, metadata, object, status, usage
            case automaticPaymentMethods = "automatic_payment_methods"
            case cancellationReason = "cancellation_reason"
            case clientSecret = "client_secret"
            case flowDirections = "flow_directions"
            case lastSetupError = "last_setup_error"
            case latestAttempt = "latest_attempt"
            case nextAction = "next_action"
            case onBehalfOf = "on_behalf_of"
            case paymentMethod = "payment_method"
            case paymentMethodConfigurationDetails = "payment_method_configuration_details"
            case paymentMethodOptions = "payment_method_options"
            case paymentMethodTypes = "payment_method_types"
            case singleUseMandate = "single_use_mandate"
            case excludedPaymentMethodTypes = "excluded_payment_method_types"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct AutomaticPaymentMethods: JSONSerializing, Sendable {
        var enabled: JSONValue?  // only null in the samples

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Subscription: JSONSerializing, Sendable {
        var application: JSONValue?  // only null in the samples
        var applicationFeePercent: JSONValue?  // only null in the samples
        var automaticTax: PaymentLinkAutomaticTax
        @Transform<SecondsSince1970Transformer> var billingCycleAnchor: Date
        var billingCycleAnchorConfig: BillingCycleAnchorConfig
        @Transform<SecondsSince1970Transformer> var cancelAt: Date
        @Transform<SecondsSince1970Transformer> var canceledAt: Date
        var cancellationDetails: CancellationDetails
        var collectionMethod: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var customer: String
        var daysUntilDue: JSONValue?  // only null in the samples
        var defaultPaymentMethod: JSONValue?  // only null in the samples
        var defaultSource: JSONValue?  // only null in the samples
        var defaultTaxRates: [JSONValue]
        var description: JSONValue?  // only null in the samples
        var discounts: [JSONValue]
        @Transform<SecondsSince1970Transformer> var endedAt: Date
        var id: String
        var invoiceSettings: SubscriptionInvoiceSettings
        var items: Items
        var latestInvoice: JSONValue?  // only null in the samples
        var livemode: Bool
        var metadata: [String: JSONValue]
        @Transform<SecondsSince1970Transformer> var nextPendingInvoiceItemInvoice: Date
        var object: String
        var onBehalfOf: JSONValue?  // only null in the samples
        var pauseCollection: PauseCollection
        var paymentSettings: SubscriptionPaymentSettings
        var pendingInvoiceItemInterval: PendingInvoiceItemInterval
        var pendingSetupIntent: JSONValue?  // only null in the samples
        var pendingUpdate: PendingUpdate
        var schedule: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var startDate: Date
        var status: String
        var testClock: JSONValue?  // only null in the samples
        var transferData: SubscriptionTransferData
        @Transform<SecondsSince1970Transformer> var trialEnd: Date
        var trialSettings: TrialSettings
        @Transform<SecondsSince1970Transformer> var trialStart: Date
        var cancelAtPeriodEnd: Bool
        var billingThresholds: SubscriptionBillingThresholds
        var billingMode: BillingMode
        var customerAccount: JSONValue?  // only null in the samples
        var managedPayments: PhoneNumberCollection
        var billingSchedules: [BillingSchedule]

        enum CodingKeys: String, CodingKey {
            case application, created, currency, customer, description, discounts, id, items, livemode, metadata, object, schedule, status
            case applicationFeePercent = "application_fee_percent"
            case automaticTax = "automatic_tax"
            case billingCycleAnchor = "billing_cycle_anchor"
            case billingCycleAnchorConfig = "billing_cycle_anchor_config"
            case cancelAt = "cancel_at"
            case canceledAt = "canceled_at"
            case cancellationDetails = "cancellation_details"
            case collectionMethod = "collection_method"
            case daysUntilDue = "days_until_due"
            case defaultPaymentMethod = "default_payment_method"
            case defaultSource = "default_source"
            case defaultTaxRates = "default_tax_rates"
            case endedAt = "ended_at"
            case invoiceSettings = "invoice_settings"
            case latestInvoice = "latest_invoice"
            case nextPendingInvoiceItemInvoice = "next_pending_invoice_item_invoice"
            case onBehalfOf = "on_behalf_of"
            case pauseCollection = "pause_collection"
            case paymentSettings = "payment_settings"
            case pendingInvoiceItemInterval = "pending_invoice_item_interval"
            case pendingSetupIntent = "pending_setup_intent"
            case pendingUpdate = "pending_update"
            case startDate = "start_date"
            case testClock = "test_clock"
            case transferData = "transfer_data"
            case trialEnd = "trial_end"
            case trialSettings = "trial_settings"
            case trialStart = "trial_start"
            case cancelAtPeriodEnd = "cancel_at_period_end"
            case billingThresholds = "billing_thresholds"
            case billingMode = "billing_mode"
            case customerAccount = "customer_account"
            case managedPayments = "managed_payments"
            case billingSchedules = "billing_schedules"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct BillingCycleAnchorConfig: JSONSerializing, Sendable {
        var dayOfMonth: Int
        var hour: JSONValue?  // only null in the samples
        var minute: JSONValue?  // only null in the samples
        var month: JSONValue?  // only null in the samples
        var second: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case hour, minute, month, second
            case dayOfMonth = "day_of_month"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct CancellationDetails: JSONSerializing, Sendable {
        var comment: JSONValue?  // only null in the samples
        var feedback: JSONValue?  // only null in the samples
        var reason: JSONValue?  // only null in the samples

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct SubscriptionInvoiceSettings: JSONSerializing, Sendable {
        var accountTaxIDs: JSONValue?  // only null in the samples
        var issuer: Controller
        var customFields: JSONValue?  // only null in the samples
        var description: JSONValue?  // only null in the samples
        var footer: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case issuer, description, footer
            case accountTaxIDs = "account_tax_ids"
            case customFields = "custom_fields"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Items: JSONSerializing, Sendable {
        var data: [SubscriptionItem]
        var hasMore: Bool
        var object: String
        var url: String

        enum CodingKeys: String, CodingKey {
            case data, object, url
            case hasMore = "has_more"
        }
    }

    struct SubscriptionItem: JSONSerializing, Sendable {
        @Transform<SecondsSince1970Transformer> var created: Date
        var discounts: [JSONValue]
        var id: String
        var metadata: [String: JSONValue]
        var object: String
        var price: Price
        var quantity: Int
        var subscription: String
        var taxRates: [JSONValue]
        var plan: DataPlan
        @Transform<SecondsSince1970Transformer> var currentPeriodEnd: Date
        @Transform<SecondsSince1970Transformer> var currentPeriodStart: Date
        var billingThresholds: BillingThresholds

        enum CodingKeys: String, CodingKey {
            case created, discounts, id, metadata, object, price, quantity, subscription, plan
            case taxRates = "tax_rates"
            case currentPeriodEnd = "current_period_end"
            case currentPeriodStart = "current_period_start"
            case billingThresholds = "billing_thresholds"
        }
    }

    struct BillingThresholds: JSONSerializing, Sendable {
        var usageGte: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case usageGte = "usage_gte"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PauseCollection: JSONSerializing, Sendable {
        var behavior: String
        var resumesAt: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case behavior
            case resumesAt = "resumes_at"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct SubscriptionPaymentSettings: JSONSerializing, Sendable {
        var paymentMethodOptions: PaymentSettingsPaymentMethodOptions
        var paymentMethodTypes: JSONValue?  // only null in the samples
        var saveDefaultPaymentMethod: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case paymentMethodOptions = "payment_method_options"
            case paymentMethodTypes = "payment_method_types"
            case saveDefaultPaymentMethod = "save_default_payment_method"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PaymentSettingsPaymentMethodOptions: JSONSerializing, Sendable {
        var acssDebit: [String: JSONValue]
        var bancontact: Bancontact
        var card: PaymentSettingsPaymentMethodOptionsCard
        var customerBalance: CustomerBalance
        var konbini: [String: JSONValue]
        var sepaDebit: [String: JSONValue]
        var usBankAccount: [String: JSONValue]
        var payto: [String: JSONValue]
        var pix: [String: JSONValue]
        var upi: [String: JSONValue]

        enum CodingKeys: String, CodingKey {
            case bancontact, card, konbini, payto, pix, upi
            case acssDebit = "acss_debit"
            case customerBalance = "customer_balance"
            case sepaDebit = "sepa_debit"
            case usBankAccount = "us_bank_account"
        }
    }

    struct PaymentSettingsPaymentMethodOptionsCard: JSONSerializing, Sendable {
        var network: JSONValue?  // only null in the samples
        var requestThreeDSecure: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case network
            case requestThreeDSecure = "request_three_d_secure"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct PendingInvoiceItemInterval: JSONSerializing, Sendable {
        var interval: String
        var intervalCount: Int

        enum CodingKeys: String, CodingKey {
            case interval
            case intervalCount = "interval_count"
        }
    }

    struct PendingUpdate: JSONSerializing, Sendable {
        var billingCycleAnchor: JSONValue?  // only null in the samples
        var discount: Discount
        var discounts: [JSONValue]
        @Transform<SecondsSince1970Transformer> var expiresAt: Date
        var subscriptionItems: JSONValue?  // only null in the samples
        var trialEnd: JSONValue?  // only null in the samples
        var trialFromPlan: JSONValue?  // only null in the samples
        var metadata: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case discount, discounts, metadata
            case billingCycleAnchor = "billing_cycle_anchor"
            case expiresAt = "expires_at"
            case subscriptionItems = "subscription_items"
            case trialEnd = "trial_end"
            case trialFromPlan = "trial_from_plan"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct SubscriptionTransferData: JSONSerializing, Sendable {
        var amountPercent: JSONValue?  // only null in the samples
        var destination: Destination

        enum CodingKeys: String, CodingKey {
            case destination
            case amountPercent = "amount_percent"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct SubscriptionBillingThresholds: JSONSerializing, Sendable {
        var amountGte: JSONValue?  // only null in the samples
        var resetBillingCycleAnchor: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amountGte = "amount_gte"
            case resetBillingCycleAnchor = "reset_billing_cycle_anchor"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct BillingMode: JSONSerializing, Sendable {
        var type: String
        var flexible: [String: JSONValue]
    }

    struct BillingSchedule: JSONSerializing, Sendable {
        var appliesTo: JSONValue?  // only null in the samples
        var billUntil: BillUntil
        var key: String

        enum CodingKeys: String, CodingKey {
            case key
            case appliesTo = "applies_to"
            case billUntil = "bill_until"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct BillUntil: JSONSerializing, Sendable {
        @Transform<SecondsSince1970Transformer> var computedTimestamp: Date
        var duration: Duration
        var timestamp: JSONValue?  // only null in the samples
        var type: String

        enum CodingKeys: String, CodingKey {
            case duration, timestamp, type
            case computedTimestamp = "computed_timestamp"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Duration: JSONSerializing, Sendable {
        var interval: String
        var intervalCount: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case interval
            case intervalCount = "interval_count"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct TaxRate: JSONSerializing, Sendable {
        var active: Bool
        var country: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var description: String
        var displayName: String
        var effectivePercentage: JSONValue?  // only null in the samples
        var id: String
        var inclusive: Bool
        var jurisdiction: String
        var jurisdictionLevel: JSONValue?  // only null in the samples
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var percentage: Int
        var state: JSONValue?  // only null in the samples
        var taxType: String
        var flatAmount: FlatAmount
        var rateType: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case active, country, created, description, id, inclusive, jurisdiction, livemode, metadata, object, percentage, state
            case displayName = "display_name"
            case effectivePercentage = "effective_percentage"
            case jurisdictionLevel = "jurisdiction_level"
            case taxType = "tax_type"
            case flatAmount = "flat_amount"
            case rateType = "rate_type"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct FlatAmount: JSONSerializing, Sendable {
        var amount: Int
        var currency: String
    }

    struct Topup: JSONSerializing, Sendable {
        var amount: Int
        var balanceTransaction: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var description: String
        var expectedAvailabilityDate: Int
        var failureCode: JSONValue?  // only null in the samples
        var failureMessage: JSONValue?  // only null in the samples
        var id: String
        var livemode: Bool
        var metadata: [String: String]
        var object: String
        var source: Source
        var statementDescriptor: JSONValue?  // only null in the samples
        var status: String
        var transferGroup: JSONValue?  // only null in the samples
        var initiatedBy: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amount, created, currency, description, id, livemode, metadata, object, source, status
            case balanceTransaction = "balance_transaction"
            case expectedAvailabilityDate = "expected_availability_date"
            case failureCode = "failure_code"
            case failureMessage = "failure_message"
            case statementDescriptor = "statement_descriptor"
            case transferGroup = "transfer_group"
            case initiatedBy = "initiated_by"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct Transfer: JSONSerializing, Sendable {
        var amount: Int
        var amountReversed: Int
        var balanceTransaction: String
        @Transform<SecondsSince1970Transformer> var created: Date
        var currency: String
        var description: JSONValue?  // only null in the samples
        var destination: String
        var destinationPayment: String
        var id: String
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var reversals: ExternalAccounts
        var reversed: Bool
        var sourceTransaction: JSONValue?  // only null in the samples
        var sourceType: String
        var transferGroup: JSONValue?  // only null in the samples

        enum CodingKeys: String, CodingKey {
            case amount, created, currency, description, destination, id, livemode, metadata, object, reversals, reversed
            case amountReversed = "amount_reversed"
            case balanceTransaction = "balance_transaction"
            case destinationPayment = "destination_payment"
            case sourceTransaction = "source_transaction"
            case sourceType = "source_type"
            case transferGroup = "transfer_group"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }

    struct WebhookEndpoint: JSONSerializing, Sendable {
        var apiVersion: JSONValue?  // only null in the samples
        var application: JSONValue?  // only null in the samples
        @Transform<SecondsSince1970Transformer> var created: Date
        var description: String
        var enabledEvents: [String]
        var id: String
        var livemode: Bool
        var metadata: [String: JSONValue]
        var object: String
        var status: String
        var url: URL

        enum CodingKeys: String, CodingKey {
            case application, created, description, id, livemode, metadata, object, status, url
            case apiVersion = "api_version"
            case enabledEvents = "enabled_events"
        }

        static let nilEncodingStrategy: NilEncodingStrategy? = .explicitNull
    }
}
