/// How each optional property is declared so that encoding a decoded model writes back
/// what the samples hold: a key left out where the samples leave it out, `null` where
/// they write `null`.
///
/// An optional (`T?`) can do one of the two, set per model (`JSONSerializing`'s
/// `nilEncodingStrategy`) or, for plain `Codable` models, per encoder. Each model takes
/// the behaviour most of its optional properties need; a property that needs the other,
/// or both (absent in some samples, `null` in others), is a `Tristate`, which keeps the
/// difference.
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
        var nulls = 0
        var absences = 0
        for model in models {
            let counts = Self.counts(model.properties)
            writesNullByModel[ObjectIdentifier(model)] = counts.nulls > counts.absences
            nulls += counts.nulls
            absences += counts.absences
        }
        writesNullEverywhere = style == .codable && nulls > absences
    }

    /// Properties only ever `null` when they have no value, and those only ever absent.
    private static func counts(_ properties: [PropertyModel]) -> (nulls: Int, absences: Int) {
        var nulls = 0
        var absences = 0
        for property in properties where !property.isLenient {
            switch (property.presence.sometimesAbsent, property.presence.sometimesNull) {
            case (false, true): nulls += 1
            case (true, false): absences += 1
            default: break
            }
        }
        return (nulls, absences)
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
