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
    /// pointer comparison (the metatypes of specialized generics such as `[Double]`
    /// are looked up once, in ``KnownTypes``).
    @inline(__always)
    static func of<T>(_ type: T.Type, usesDefaultKeys: Bool) -> SpecialKind {
        let id = ObjectIdentifier(T.self)
        if id == KnownTypes.doubleArray { return .doubleArray }
        if id == KnownTypes.doubleArray2D { return .doubleArray2D }
        if id == KnownTypes.doubleArray3D { return .doubleArray3D }
        if id == KnownTypes.intArray { return .intArray }
        if id == KnownTypes.stringArray { return .stringArray }
        if T.self == Date.self { return .date }
        if T.self == Data.self { return .data }
        if T.self == URL.self { return .url }
        if T.self == Decimal.self { return .decimal }
        // Under a key strategy, JSONValue's own Codable sees converted keys, as with
        // Foundation; only without one can the tree be read or written directly.
        if T.self == JSONValue.self && usesDefaultKeys { return .jsonValue }
        return .none
    }
}

/// Metatypes compared on every generic decode and encode, looked up once: the metadata
/// of specialized generic types such as `[Double]` is otherwise fetched from the
/// runtime's cache at each use.
enum KnownTypes {
    static let doubleArray = ObjectIdentifier([Double].self)
    static let doubleArray2D = ObjectIdentifier([[Double]].self)
    static let doubleArray3D = ObjectIdentifier([[[Double]]].self)
    static let intArray = ObjectIdentifier([Int].self)
    static let stringArray = ObjectIdentifier([String].self)
}
