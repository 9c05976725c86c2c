/// The stored properties a partial update must leave as they are although the value's
/// `init(from:)` never sets them from JSON: those its `CodingKeys` leave out (local state
/// such as `retrievedAt`), which the fresh instance an update builds would otherwise hold
/// at their declared defaults.
///
/// A synthesized `CodingKeys` case is named after its property, so the properties the
/// update asked for are known by name; every other stored property is copied from the
/// current value. A type whose `init(from:)` asks for a key named after no stored property
/// (a hand-written decoding) is left as its `init(from:)` built it: there, which property
/// a key sets cannot be told.
enum UncodedProperties {
    /// The names of the coding keys a value's `init(from:)` asked for.
    final class Requested {
        private(set) var names: Set<String> = []

        func note(_ key: some CodingKey) {
            names.insert(ExplicitKeyMapping.caseName(of: key) ?? key.stringValue)
        }
    }

    /// `new` with the properties `requested` does not name copied from `old`.
    /// Throws when `T`'s stored properties cannot be read (``StoredFields/Unreadable``):
    /// the update would otherwise reset them silently.
    static func carry<T>(from old: T, into new: T, requested: Set<String>, codingPath: [any CodingKey]) throws -> T {
        // Only values built from keys (models): an array's or a scalar's storage is its
        // value.
        guard !requested.isEmpty else { return new }
        let fields: [StoredFields.Field]
        do {
            fields = try StoredFields.of(T.self)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Cannot update \(T.self) in place: the properties its coding keys leave out would be reset",
                    underlyingError: error))
        }
        let stored = Set(fields.map(\.name))
        // A wrapped property `x` is stored as `_x` but coded as `x`; a plain `_x` is coded
        // as `_x`. Which one a field is shows in whether `x` is stored too.
        func codingName(of field: StoredFields.Field) -> String {
            guard field.name.hasPrefix("_") else { return field.name }
            let unwrapped = String(field.name.dropFirst())
            return stored.contains(unwrapped) || requested.contains(field.name) ? field.name : unwrapped
        }
        let names = Set(fields.map(codingName))
        guard requested.isSubset(of: names) else { return new }
        let uncoded = fields.filter { !requested.contains(codingName(of: $0)) }
        guard !uncoded.isEmpty else { return new }
        if T.self is AnyClass {
            let source = UnsafeRawPointer(Unmanaged.passUnretained(old as AnyObject).toOpaque())
            let destination = UnsafeMutableRawPointer(Unmanaged.passUnretained(new as AnyObject).toOpaque())
            for field in uncoded { StoredFields.copy(field, from: source, to: destination) }
            return new
        }
        var result = new
        withUnsafeBytes(of: old) { source in
            withUnsafeMutableBytes(of: &result) { destination in
                guard let from = source.baseAddress, let to = destination.baseAddress else { return }
                for field in uncoded { StoredFields.copy(field, from: from, to: to) }
            }
        }
        return result
    }
}
