extension DecodingError {
    /// The error's message, without its final period.
    var summary: String {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            var text = context.debugDescription
            while text.hasSuffix(".") { text.removeLast() }
            return text
        @unknown default:
            return "\(self)"
        }
    }
}
