import Foundation

/// A UUID written as a string: `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"` (any case).
public struct UUIDTransformer: ParameterlessTransformer {
    /// Creates the transformer.
    public init() {}

    /// Reads a UUID.
    public func transform(_ json: String) throws -> UUID {
        guard let uuid = UUID(uuidString: json) else {
            throw TransformerError.invalid(Self.self, input: json, expected: "a UUID such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        }
        return uuid
    }

    /// Writes the UUID in upper case, as `UUID.uuidString` does.
    public func reverseTransform(_ value: UUID) throws -> String {
        value.uuidString
    }
}
