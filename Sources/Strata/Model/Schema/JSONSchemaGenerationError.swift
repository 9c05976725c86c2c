/// Why a schema could not be made for a type: reflection cannot see what its JSON is, or
/// the strict profile cannot say it. Never a wrong schema instead.
public struct JSONSchemaGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type that could not be described, as Swift writes its name.
    public var typeName: String
    /// Where in the model it was met: the coding keys from the root type, dotted
    /// (`"order.lines"`); empty at the root.
    public var path: String
    /// What is wrong, and what to do about it.
    public var problem: String

    /// An error for `typeName` at `path`.
    public init(typeName: String, path: String, problem: String) {
        self.typeName = typeName
        self.path = path
        self.problem = problem
    }

    /// The problem, with where it was met.
    public var description: String {
        path.isEmpty
            ? "Cannot make a JSON Schema for \(typeName): \(problem)" : "Cannot make a JSON Schema for \(typeName) at \"\(path)\": \(problem)"
    }
}
