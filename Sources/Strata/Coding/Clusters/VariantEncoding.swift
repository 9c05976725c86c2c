/// Strata's encoders, as a cluster's encoding sees them: a variant's value is encoded into
/// the slot the cluster's value occupies, with the variant type's own model
/// customizations, and without being taken for the cluster again (a class cluster's
/// subclass is a cluster too).
protocol VariantEncoding: Encoder {
    func encodeVariant(_ value: any Encodable) throws
}

extension ClusterCodingInfo.Tag: Encodable {
    /// The string, or the integer.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .integer(let integer): try container.encode(integer)
        }
    }
}
