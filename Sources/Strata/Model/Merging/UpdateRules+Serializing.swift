/// The seam for updates and merges: the Coding layer asks `UpdateRules.lookup` about a
/// type (once per type), and a `JSONSerializing` model's merge policies and hooks become
/// the rules updates and merges apply.
extension UpdateRules {
    /// The rules of a `JSONSerializing` model; nil for any other type.
    static func lookup(_ type: Any.Type) -> UpdateRules? {
        guard let model = type as? any JSONSerializing.Type else { return nil }
        return make(model)
    }

    private static func make<Model: JSONSerializing>(_ type: Model.Type) -> UpdateRules {
        UpdateRules(
            typeName: String(describing: Model.self),
            ruleForKey: { Model.mergePolicy(forKey: $0)?.rule },
            afterUpdate: { value in
                guard var model = value as? Model else { return value }
                try model.didUpdate()
                try model.validate()
                return model
            },
            validate: { value in try (value as? Model)?.validate() })
    }
}
