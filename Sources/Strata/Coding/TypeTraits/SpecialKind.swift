import Foundation

/// The types the coders read and write themselves instead of calling their
/// `init(from:)` or `encode(to:)`: those whose JSON form a strategy decides (`Date`,
/// `Data`), those Foundation's coders also treat specially (`URL`, `Decimal`,
/// string-keyed dictionaries under a key strategy), and, for speed, `JSONValue` and
/// arrays of common scalars.
enum SpecialKind {
    case none
    case doubleArray
    /// `[[Double]]`: rows of numbers (canada.json's rings of points, mesh.json's pairs).
    case doubleArray2D
    /// `[[[Double]]]`: GeoJSON polygons.
    case doubleArray3D
    case intArray
    case stringArray
    case date
    case data
    case url
    case decimal
    case jsonValue
    /// Chosen from a type's traits (see `TypeTraits`), never by ``of(_:usesDefaultKeys:)``.
    case stringKeyedDictionary

    /// Which special handling `T` gets, if any.
    ///
    /// Hot path: called for every non-scalar value. Each test compares metatypes, a
    /// pointer comparison against ``KnownTypes``, looked up once.
    @inline(__always)
    static func of<T>(_ type: T.Type, usesDefaultKeys: Bool) -> SpecialKind {
        let id = ObjectIdentifier(T.self)
        let known = KnownTypes.identifiers
        if id == known.doubleArray { return .doubleArray }
        if id == known.doubleArray2D { return .doubleArray2D }
        if id == known.doubleArray3D { return .doubleArray3D }
        if id == known.intArray { return .intArray }
        if id == known.stringArray { return .stringArray }
        if id == known.date { return .date }
        if id == known.data { return .data }
        if id == known.url { return .url }
        if id == known.decimal { return .decimal }
        // Under a key strategy, JSONValue's own Codable sees converted keys, as with
        // Foundation; only without one can the tree be read or written directly.
        if id == known.jsonValue && usesDefaultKeys { return .jsonValue }
        return .none
    }
}

/// Metatypes compared on every generic decode and encode, looked up once, in one value:
/// otherwise each comparison fetches its type's metadata at each use, from the runtime's
/// cache for a specialized generic such as `[Double]`, or through Foundation's accessor
/// for `Date`, `Data`, `URL` and `Decimal` (code of Foundation's that a small decode
/// otherwise brings into the instruction cache).
enum KnownTypes {
    struct Identifiers {
        let doubleArray = ObjectIdentifier([Double].self)
        let doubleArray2D = ObjectIdentifier([[Double]].self)
        let doubleArray3D = ObjectIdentifier([[[Double]]].self)
        let intArray = ObjectIdentifier([Int].self)
        let stringArray = ObjectIdentifier([String].self)
        let date = ObjectIdentifier(Date.self)
        let data = ObjectIdentifier(Data.self)
        let url = ObjectIdentifier(URL.self)
        let decimal = ObjectIdentifier(Decimal.self)
        let jsonValue = ObjectIdentifier(JSONValue.self)
    }

    static let identifiers = Identifiers()
}
