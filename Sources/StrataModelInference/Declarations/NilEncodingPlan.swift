/// How each optional property is declared so that encoding a decoded model writes back
/// what the samples hold: a key left out where the samples leave it out, `null` where
/// they write `null`.
///
/// An optional (`T?`) can do one of the two, set per model (`JSONSerializing`'s
/// `nilEncodingStrategy`) or, for plain `Codable` models, per encoder. Each model takes
/// the behaviour that leaves the fewest properties needing the other; a property that
/// needs the other, or both (absent in some samples, `null` in others), is a `Tristate`,
/// which keeps the difference.
struct NilEncodingPlan {
    enum Form {
        case required
        case optional
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
            let own = Self.costs(model.properties)
            writesNullByModel[ObjectIdentifier(model)] = own.writingNull < own.leavingOut
            costs.writingNull += own.writingNull
            costs.leavingOut += own.leavingOut
        }
        writesNullEverywhere = style == .codable && costs.writingNull < costs.leavingOut
    }

    /// What each way costs: a `Tristate` for every property that needs the other way,
    /// and far more for one whose type needs a transformer, which a `Tristate` cannot
    /// hold (a date would be left a `String`). Equal costs leave nil out, as Foundation does.
    private static func costs(_ properties: [PropertyModel]) -> (writingNull: Int, leavingOut: Int) {
        var costs = (writingNull: 0, leavingOut: 0)
        for property in properties where !property.isLenient {
            let cost = property.type.needsTransformer ? 100 : 1
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
        // `@Lenient` optionals always leave nil out; a Tristate cannot convert.
        if property.isLenient { return .optional }
        if presence.sometimesAbsent && presence.sometimesNull { return .tristate }
        return presence.sometimesNull == writesNull(model) ? .optional : .tristate
    }
}
