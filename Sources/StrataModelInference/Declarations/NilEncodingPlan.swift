/// How each optional property is declared so that encoding a decoded model writes back
/// what the samples hold: a key left out where the samples leave it out, `null` where
/// they write `null`.
///
/// A key the samples leave out of some objects, or set to `null` in some, is a plain
/// optional (`T?`); only a key they do both to is a `Tristate`, which keeps the
/// difference. An optional's `nil` is written one way per model: `JSONSerializing`'s
/// `nilEncodingStrategy` takes the way most of its optionals need, and the model's
/// ``AdjustsEncodedJSON`` hook writes the others the other way (a line each). Plain
/// `Codable` models have neither: the encoder's strategy serves the whole output, and a
/// property that needs the other way is a `Tristate`.
struct NilEncodingPlan {
    enum Form: Equatable {
        case required
        case optional
        /// An optional whose `nil` the model's hook writes as the samples do, against the
        /// model's strategy (or, for `@Lenient`, which always leaves `nil` out, as `null`).
        case optionalWithHook(writesNull: Bool)
        case tristate
    }

    /// Whether nil is written as `null`: per model for `JSONSerializing`, for the whole
    /// output (the encoder's strategy) for plain `Codable`.
    private var writesNullByModel: [ObjectIdentifier: Bool] = [:]
    let writesNullEverywhere: Bool
    let style: GenerationOptions.ModelStyle

    init(models: [ObjectModel], style: GenerationOptions.ModelStyle) {
        self.style = style
        var costs = (writingNull: 0, leavingOut: 0)
        for model in models {
            let own = Self.costs(model.properties, style: style)
            writesNullByModel[ObjectIdentifier(model)] = own.writingNull < own.leavingOut
            costs.writingNull += own.writingNull
            costs.leavingOut += own.leavingOut
        }
        writesNullEverywhere = style == .codable && costs.writingNull < costs.leavingOut
    }

    /// What each way costs: a property that needs the other way. For plain `Codable`
    /// models that property is a `Tristate`, which cannot hold a transformer (a date would
    /// be left a `String`): such a property costs far more. Equal costs leave nil out, as
    /// Foundation does.
    private static func costs(_ properties: [PropertyModel], style: GenerationOptions.ModelStyle) -> (writingNull: Int, leavingOut: Int) {
        var costs = (writingNull: 0, leavingOut: 0)
        // `@Lenient` optionals leave nil out whatever the strategy: they count for neither way.
        for property in properties where !property.isLenient {
            let cost = style == .codable && property.type.needsTransformer ? 100 : 1
            switch (property.presence.sometimesAbsent, property.presence.sometimesNull) {
            case (false, true): costs.leavingOut += cost
            case (true, false): costs.writingNull += cost
            default: break
            }
        }
        return costs
    }

    /// Whether the model writes `nil` as `null`.
    func writesNull(_ model: ObjectModel) -> Bool {
        style == .codable ? writesNullEverywhere : writesNullByModel[ObjectIdentifier(model)] ?? false
    }

    /// Whether the model declares its own strategy (`JSONSerializing` models that write `null`).
    func declaresExplicitNull(_ model: ObjectModel) -> Bool {
        style == .serializing && writesNull(model)
    }

    func form(of property: PropertyModel, in model: ObjectModel) -> Form {
        let presence = property.presence
        guard presence.isOptional else { return .required }
        // A Tristate cannot convert: a `@Lenient` property that is both stays an optional.
        if presence.sometimesAbsent && presence.sometimesNull { return property.isLenient ? .optional : .tristate }
        let optionalWritesNull = property.isLenient ? false : writesNull(model)
        if presence.sometimesNull == optionalWritesNull { return .optional }
        // The hook names the property's key in the model's object: one key, not a path.
        if style == .serializing && property.keys.count == 1 { return .optionalWithHook(writesNull: presence.sometimesNull) }
        return property.isLenient ? .optional : .tristate
    }
}
