import Foundation

/// Types the decoder reads itself instead of calling their `init(from:)`: those whose
/// JSON form a strategy decides (`Date`, `Data`), those Foundation's decoder also treats
/// specially (`URL`, `Decimal`, string-keyed dictionaries under a key strategy), and,
/// for speed, `JSONValue` and arrays of common scalars.
extension JSONIndexDecoder {
    /// Decodes a value of a special type; `kind` is `SpecialKind.of(T.self, …)`.
    ///
    /// Returns `T` itself, never `T?`: an optional of a generic type would cost a
    /// runtime metadata lookup on every call.
    func unboxSpecial<T>(_ kind: SpecialKind, _ type: T.Type, node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        switch kind {
        case .doubleArray: return reinterpret(try unboxDoubleArray(node, base: base, key: key), as: T.self)
        case .doubleArray2D: return reinterpret(try unboxDoubleArray2D(node, base: base, key: key), as: T.self)
        case .doubleArray3D: return reinterpret(try unboxDoubleArray3D(node, base: base, key: key), as: T.self)
        case .intArray: return reinterpret(try unboxIntArray(node, base: base, key: key), as: T.self)
        case .stringArray: return reinterpret(try unboxStringArray(node, base: base, key: key), as: T.self)
        case .date: return reinterpret(try unboxDate(node, base: base, key: key), as: T.self)
        case .data: return reinterpret(try unboxData(node, base: base, key: key), as: T.self)
        case .url: return reinterpret(try unboxURL(node, base: base, key: key), as: T.self)
        case .decimal: return reinterpret(try unboxDecimal(node, base: base, key: key), as: T.self)
        case .jsonValue: return reinterpret(JSONValue(node: node, in: storage), as: T.self)
        case .stringKeyedDictionary: return try unboxStringKeyedDictionary(type, node: node, base: base, key: key)
        case .none: throw noSpecialDecoding(type, base: base, key: key)
        }
    }

    /// A `[String: Value]` read with its keys as written (see `StringKeyedDictionaryDecodable`).
    ///
    /// Out of line, and not optional: its conditional casts make values of type `T?`, whose
    /// metadata the runtime looks up in its tables (about 180 instructions). In
    /// `unboxSpecial`, or returned to it as an optional, that lookup ran for every special
    /// value decoded, dates and `[Int]` as much as dictionaries: 6% of citm_catalog's decode.
    @inline(never)
    private func unboxStringKeyedDictionary<T>(_ type: T.Type, node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        guard let dictionary = T.self as? any StringKeyedDictionaryDecodable.Type,
            let value = try dictionary.decodeKeepingKeys(from: self, node: node, base: base, key: key) as? T
        else {
            throw noSpecialDecoding(type, base: base, key: key)
        }
        return value
    }

    /// Unreachable: every kind but `none` has its decoding, and `kind` came from
    /// `SpecialKind.of(T.self, …)`.
    @inline(never)
    private func noSpecialDecoding<T>(_ type: T.Type, base: CodingPathBase, key: PathKey) -> DecodingError {
        DecodingError.typeMismatch(
            T.self,
            DecodingError.Context(
                codingPath: path(base, appending: key), debugDescription: "Strata has no special decoding for \(T.self)."))
    }

    // MARK: Bulk arrays

    /// Elements of a `[Double]`, converted by the JSON layer in one loop over the index. An element it declines (not a plain number, a
    /// number with more than 19 digits, one no `Double` holds) takes the general path,
    /// which converts it or reports it with its coding path; the loop then resumes.
    private func unboxDoubleArray(_ node: Int, base: CodingPathBase, key: PathKey) throws -> [Double] {
        guard storage.nodeKind(node) == .array else {
            throw containerMismatch(keyed: false, node: node, path: path(base, appending: key))
        }
        let count = storage.containerCount(node)
        if count == 0 { return [] }
        var result = [Double]()
        result.reserveCapacity(count)
        var done = storage.convertDoubles(inArray: node, from: 0, count: count, appendingTo: &result)
        while done < count {
            let elementBase = CodingPathBase(owned: path(base, appending: key))
            do {
                result.append(try unboxDouble(node &+ JSONTape.nodeWidth &* (done &+ 1), base: elementBase, key: .index(done)))
            } catch {
                result.append(try recover(error, as: Double.self))
            }
            done = storage.convertDoubles(inArray: node, from: done &+ 1, count: count, appendingTo: &result)
        }
        return result
    }

    /// `[[Double]]`: each row converted by the JSON layer; a row it declines takes the
    /// `[Double]` path above, which reports errors with their coding path.
    private func unboxDoubleArray2D(_ node: Int, base: CodingPathBase, key: PathKey) throws -> [[Double]] {
        // Read once: `storage` is a `var` (see `beginCall`), which each element would
        // otherwise retain and release.
        let storage = self.storage
        return try unboxBulkArray(node, base: base, key: key) { child in
            storage.doubles(inArray: child)
        } general: { child, elementBase, index in
            try unboxDoubleArray(child, base: elementBase, key: .index(index))
        }
    }

    /// `[[[Double]]]`, as `[[Double]]` one level down.
    private func unboxDoubleArray3D(_ node: Int, base: CodingPathBase, key: PathKey) throws -> [[[Double]]] {
        let storage = self.storage
        return try unboxBulkArray(node, base: base, key: key) { child in
            storage.doubleRows(inArray: child)
        } general: { child, elementBase, index in
            try unboxDoubleArray2D(child, base: elementBase, key: .index(index))
        }
    }

    private func unboxIntArray(_ node: Int, base: CodingPathBase, key: PathKey) throws -> [Int] {
        let tape = storage.tape
        let bytes = storage.bytes
        return try unboxBulkArray(node, base: base, key: key) { child in
            let header = tape[child]
            guard JSONTape.rawKind(header) == NodeKind.number.rawValue && JSONTape.flags(header) & NodeFlags.numberIsInteger != 0
            else { return nil }
            if JSONTape.flags(header) & NodeFlags.numberIsPlainDecimal != 0 {
                let length = Int(truncatingIfNeeded: tape[child &+ 1])
                return Int(truncatingIfNeeded: PlainDecimal.integer(bytes, start: JSONTape.offset(header), length: length))
            }
            guard let value = NumberConversion.int64(storage.text(child), isPlainInteger: true) else { return nil }
            return Int(truncatingIfNeeded: value)
        } general: { child, elementBase, index in
            try unboxInteger(Int.self, child, base: elementBase, key: .index(index))
        }
    }

    private func unboxStringArray(_ node: Int, base: CodingPathBase, key: PathKey) throws -> [String] {
        try unboxBulkArray(node, base: base, key: key) { child in
            storage.nodeKind(child) == .string ? string(child) : nil
        } general: { child, elementBase, index in
            try unboxString(child, base: elementBase, key: .index(index))
        }
    }

    /// The elements of the array at `node`, each converted by `plain` straight from the
    /// index, or, when `plain` declines (returns nil), by `general`, the ordinary path
    /// that reports errors with the element's coding path.
    ///
    /// Hot path: one loop over the index with no container per element.
    @_transparent
    private func unboxBulkArray<Element>(
        _ node: Int, base: CodingPathBase, key: PathKey,
        plain: (_ child: Int) -> Element?,
        general: (_ child: Int, _ elementBase: CodingPathBase, _ index: Int) throws -> Element
    ) throws -> [Element] {
        guard storage.nodeKind(node) == .array else {
            throw containerMismatch(keyed: false, node: node, path: path(base, appending: key))
        }
        let count = storage.containerCount(node)
        // Reserving room in an empty array allocates a buffer even for no elements.
        if count == 0 { return [] }
        var result = [Element]()
        result.reserveCapacity(count)
        var child = node &+ JSONTape.nodeWidth
        for index in 0..<count {
            if let value = plain(child) {
                result.append(value)
            } else {
                let elementBase = CodingPathBase(owned: path(base, appending: key))
                do {
                    result.append(try general(child, elementBase, index))
                } catch {
                    // With a report, a placeholder stands in and the other elements are checked.
                    result.append(try recover(error, as: Element.self))
                }
            }
            child = storage.nextSibling(child)
        }
        return result
    }

    // MARK: Foundation's special types

    /// Foundation reports `null` for a special type as the special type's absence.
    private func expectPresent<T>(_ type: T.Type, _ node: Int, base: CodingPathBase, key: PathKey) throws {
        if storage.nodeKind(node) == .null {
            let path = path(base, appending: key)
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "Cannot get value of type \(type) -- found null value instead, \(location(of: node, path: path))."))
        }
    }

    private func unboxDate(_ node: Int, base: CodingPathBase, key: PathKey) throws -> Date {
        try expectPresent(Date.self, node, base: base, key: key)
        switch options.dateDecodingStrategy {
        case .deferredToDate:
            return try decodeWithOwnInit(Date.self, node: node, base: base, key: key)
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try unboxDouble(node, base: base, key: key))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try unboxDouble(node, base: base, key: key) / 1000)
        case .iso8601:
            let text = try unboxString(node, base: base, key: key)
            guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
                // Foundation reports the container's path here, without the date's key (its
                // `.formatted`, `Data` and `URL` errors have the key); Strata reports the
                // date's own path, a documented difference.
                throw corrupted("Expected date string to be ISO8601-formatted", node: node, path: path(base, appending: key))
            }
            return date
        case .custom(let decode):
            return try withDecoder(at: node, base: base, key: key) { try decode($0) }
        #if canImport(Darwin)
        case .formatted(let formatter):
            let text = try unboxString(node, base: base, key: key)
            guard let date = formatter.date(from: text) else {
                throw corrupted("Date string does not match format expected by formatter", node: node, path: path(base, appending: key))
            }
            return date
        #endif
        @unknown default:
            return try decodeWithOwnInit(Date.self, node: node, base: base, key: key)
        }
    }

    private func unboxData(_ node: Int, base: CodingPathBase, key: PathKey) throws -> Data {
        try expectPresent(Data.self, node, base: base, key: key)
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return try decodeWithOwnInit(Data.self, node: node, base: base, key: key)
        case .base64:
            let text = try unboxString(node, base: base, key: key)
            guard let data = Data(base64Encoded: text) else {
                throw corrupted("Encountered Data is not valid Base64", node: node, path: path(base, appending: key))
            }
            return data
        case .custom(let decode):
            return try withDecoder(at: node, base: base, key: key) { try decode($0) }
        @unknown default:
            return try decodeWithOwnInit(Data.self, node: node, base: base, key: key)
        }
    }

    private func unboxURL(_ node: Int, base: CodingPathBase, key: PathKey) throws -> URL {
        try expectPresent(URL.self, node, base: base, key: key)
        let text = try unboxString(node, base: base, key: key)
        guard let url = URL(string: text) else {
            throw corrupted("Invalid URL string", node: node, path: path(base, appending: key))
        }
        return url
    }

    private func unboxDecimal(_ node: Int, base: CodingPathBase, key: PathKey) throws -> Decimal {
        try expectPresent(Decimal.self, node, base: base, key: key)
        guard storage.nodeKind(node) == .number else {
            return try unboxOtherKind(Decimal.self, node, base: base, key: key)
        }
        if storage.isJSON5Number(node) {
            switch storage.normalizedJSON5Number(node) {
            case .nan: return .nan
            // Foundation reads JSON5's NaN (of either sign) into a Decimal as NaN.
            case .infinity: throw numberDoesNotFit(Decimal.self, node, base: base, key: key)
            case .text: break
            }
        }
        guard let decimal = storage.decimal(node) else {
            throw numberDoesNotFit(Decimal.self, node, base: base, key: key)
        }
        return decimal
    }

    /// Decodes a special type through its own `init(from:)` (the `deferredTo…`
    /// strategies).
    private func decodeWithOwnInit<T: Decodable>(_ type: T.Type, node: Int, base: CodingPathBase, key: PathKey) throws -> T {
        try withDecoder(at: node, base: base, key: key) { try T(from: $0) }
    }

}

/// `[String: Value]`, which Foundation decodes without applying the key decoding
/// strategy to its keys.
protocol StringKeyedDictionaryDecodable: _StrataCodingCustomization {
    static func decodeKeepingKeys(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: PathKey) throws -> Self
}

extension Dictionary: StringKeyedDictionaryDecodable where Key == String, Value: Decodable {
    static func decodeKeepingKeys(from decoder: JSONIndexDecoder, node: Int, base: CodingPathBase, key: PathKey) throws -> Self {
        let storage = decoder.storage
        guard storage.nodeKind(node) == .object else {
            throw decoder.containerMismatch(keyed: true, node: node, path: decoder.path(base, appending: key))
        }
        let dictionaryBase = CodingPathBase(owned: decoder.path(base, appending: key))
        var result = [String: Value](minimumCapacity: storage.containerCount(node))
        var keyNode = node &+ JSONTape.nodeWidth
        let end = storage.nextSibling(node)
        while keyNode < end {
            let valueNode = keyNode &+ JSONTape.nodeWidth
            let name = storage.string(keyNode)
            if result[name] == nil {
                do {
                    result[name] = try decoder.unbox(Value.self, node: valueNode, base: dictionaryBase, key: .key(StringCodingKey(name)))
                } catch {
                    result[name] = try decoder.recover(error, as: Value.self)
                }
            }
            keyNode = storage.nextSibling(valueNode)
        }
        return result
    }
}
