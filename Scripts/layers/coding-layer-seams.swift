// The Coding layer's seams: the four functions through which it asks the Model layer
// about a type, each declared in Model/ next to what it reads (ModelCodingInfo+Serializing,
// ClusterCodingInfo+Clusters, UpdateRules+Serializing, PlaceholderDecoder). Stubbed here
// so that `.ci/run` can type-check JSON/, Support/ and Coding/ without Model/: the check
// proves that Coding names nothing else of the layer above. A new seam is a decision:
// add it here, to ARCHITECTURE.md's list, and next to its declaration.

extension ModelCodingInfo {
    /// Model/Serializing: what a `JSONSerializing` model customizes, once per type.
    static func lookup(_ type: Any.Type) -> ModelCodingInfo? { nil }
    /// Model/Serializing: a placeholder value to go on with after a problem, in a report.
    static func placeholder(of type: Any.Type) -> Any? { nil }
}

extension ClusterCodingInfo {
    /// Model/Clusters: a cluster's variants and discriminator, once per type.
    static func lookup(_ type: Any.Type) -> ClusterCodingInfo? { nil }
}

extension UpdateRules {
    /// Model/Merging: a model's merge policies and update hooks, once per type.
    static func lookup(_ type: Any.Type) -> UpdateRules? { nil }
}
