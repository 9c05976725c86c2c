import Foundation

/// Where an encoding container's coding path comes from: the first `depth` keys of the
/// encoder's shared stack, or (`ownedPathIndex` ≥ 0) a copy kept for containers made by
/// `nestedContainer`. See `CodingPathBase` in the decoder.
struct EncodingPathBase {
    let depth: Int
    let ownedPathIndex: Int
}

/// Writing values at the current position: after a key, after a separator, or at the
/// top level.
extension JSONByteEncoder {
    // MARK: Scalars

    @_transparent
    func writeNull() {
        output.pointee.append(ascii: "null")
    }

    @_transparent
    func writeBool(_ value: Bool) {
        if value { output.pointee.append(ascii: "true") } else { output.pointee.append(ascii: "false") }
    }

    @_transparent
    func writeString(_ value: String) {
        output.pointee.appendQuoted(value, escapeSlashes: escapesSlashes)
    }

    @_transparent
    func writeInteger<I: BinaryInteger>(_ value: I) {
        if let signed = Int64(exactly: value) {
            output.pointee.appendInteger(signed)
        } else if let unsigned = UInt64(exactly: value) {
            output.pointee.appendInteger(magnitude: unsigned)
        } else {
            output.pointee.append(contentsOf: String(value))
        }
    }

    @_transparent
    func writeDouble(_ value: Double, base: EncodingPathBase, key: PathKey, ignoringStrategy: Bool = false) throws {
        if value.isFinite {
            output.pointee.appendDouble(value)
        } else {
            try writeNonConforming(value, base: base, key: key, ignoringStrategy: ignoringStrategy)
        }
    }

    @_transparent
    func writeFloat(_ value: Float, base: EncodingPathBase, key: PathKey) throws {
        if value.isFinite {
            output.pointee.appendFloat(value)
        } else {
            try writeNonConforming(value, base: base, key: key, ignoringStrategy: false)
        }
    }

    private func writeNonConforming<F: BinaryFloatingPoint>(_ value: F, base: EncodingPathBase, key: PathKey, ignoringStrategy: Bool) throws {
        if !ignoringStrategy, let string = options.nonConformingString(value) {
            writeString(string)
            return
        }
        throw options.nonConformingError(value, path: path(base, appending: key))
    }

    // MARK: Paths

    func path(_ base: EncodingPathBase, appending key: PathKey) -> [any CodingKey] {
        var result = path(depth: base.depth, ownedPathIndex: base.ownedPathIndex)
        if let key = key.codingKey { result.append(key) }
        return result
    }

    @_transparent
    private func enter(_ base: EncodingPathBase, key: PathKey) {
        let owned = base.ownedPathIndex >= 0 ? state.pointee.ownedPaths[base.ownedPathIndex] : nil
        state.pointee.path.enter(owned: owned, depth: base.depth, key: key)
    }

    @_transparent
    private func leave(_ base: EncodingPathBase) {
        state.pointee.path.leave(depth: base.depth)
    }

    // MARK: Values

    /// Encodes a value as a member or element (`inCurrentSlot` false: it gets a slot of
    /// its own), or into the current slot (single-value containers and the top level).
    @_transparent
    func encodeValue<T: Encodable>(_ value: T, base: EncodingPathBase, key: PathKey, inCurrentSlot: Bool, asVariant: Bool = false) throws {
        let kind = SpecialKind.of(T.self, usesDefaultKeys: usesDefaultKeys)
        if kind == .none {
            // A variant's own type: its runtime type, whose customizations apply.
            let traits = asVariant ? traits(of: type(of: value as Any)) : traits(of: T.self)
            if traits.encodesAsStringKeyedDictionary, let dictionary = value as? any StringKeyedDictionaryEncodable {
                try writeStringKeyedDictionary(dictionary, base: base, key: key, inCurrentSlot: inCurrentSlot)
                return
            }
            if let cluster = traits.cluster, cluster.isClassCluster, !asVariant {
                try encodeThroughOwnEncoding(base: base, key: key, inCurrentSlot: inCurrentSlot) {
                    try cluster.encode(value, self)
                }
                return
            }
            let model = traits.model
            if let model, model.adjustEncodedObject != nil, !options.writesArchive {
                try encodeAdjusting(value, base: base, key: key, inCurrentSlot: inCurrentSlot, asVariant: asVariant)
                return
            }
            try encodeThroughOwnEncoding(
                base: base, key: key, inCurrentSlot: inCurrentSlot,
                model: model.map { ModelEncoding(info: $0, value: value, options: options) }
            ) {
                try value.encode(to: self)
                if let members = model?.unknownKeys.stored?(value), !members.isEmpty {
                    try writeKeptMembers(members)
                }
            }
            return
        }
        try encodeSpecial(kind, value, base: base, key: key, inCurrentSlot: inCurrentSlot)
    }

    private func encodeSpecial<T: Encodable>(_ kind: SpecialKind, _ value: T, base: EncodingPathBase, key: PathKey, inCurrentSlot: Bool) throws {
        switch kind {
        case .doubleArray, .doubleArray2D, .doubleArray3D, .intArray, .stringArray:
            guard beginScalar(inCurrentSlot: inCurrentSlot) else { return }
            try writeBulkArray(kind, value) { path(base, appending: key) }
        case .date:
            try encode(options.representation(of: reinterpret(value, as: Date.self)), of: value, base: base, key: key, inCurrentSlot: inCurrentSlot)
        case .data:
            try encode(options.representation(of: reinterpret(value, as: Data.self)), of: value, base: base, key: key, inCurrentSlot: inCurrentSlot)
        case .url:
            guard beginScalar(inCurrentSlot: inCurrentSlot) else { return }
            writeString(reinterpret(value, as: URL.self).absoluteString)
        case .decimal:
            let decimal = reinterpret(value, as: Decimal.self)
            guard let number = JSONNumber(decimal) else { throw options.decimalError(decimal, path: path(base, appending: key)) }
            guard beginScalar(inCurrentSlot: inCurrentSlot) else { return }
            output.pointee.append(contentsOf: number.text)
        case .jsonValue:
            let json = reinterpret(value, as: JSONValue.self)
            guard json.isFinite else {
                // Non-finite numbers follow the non-conforming float strategy.
                try encodeThroughOwnEncoding(base: base, key: key, inCurrentSlot: inCurrentSlot) { try value.encode(to: self) }
                return
            }
            guard beginScalar(inCurrentSlot: inCurrentSlot) else { return }
            do {
                try JSONValueWriter.write(
                    json, to: &output.pointee, options: options.writing, level: state.pointee.frames.count, depthLimit: maximumEncodingDepth)
            } catch is JSONValueWriter.TooDeep {
                // The tree encoder reports the depth error.
                fail()
            }
        case .none, .stringKeyedDictionary:
            // Not reached: `encodeValue` handles both before calling here (`SpecialKind.of`
            // never answers `.stringKeyedDictionary`; the type's traits do).
            try encodeThroughOwnEncoding(base: base, key: key, inCurrentSlot: inCurrentSlot) { try value.encode(to: self) }
        }
    }

    private func encode<T: Encodable>(
        _ representation: StrategyRepresentation, of value: T, base: EncodingPathBase, key: PathKey, inCurrentSlot: Bool
    ) throws {
        switch representation {
        case .ownDouble(let number):
            guard beginScalar(inCurrentSlot: inCurrentSlot) else { return }
            try writeDouble(number, base: base, key: key)
        case .double(let number):
            guard beginScalar(inCurrentSlot: inCurrentSlot) else { return }
            // The number-based date strategies ignore the non-conforming float
            // strategy, as in Foundation.
            try writeDouble(number, base: base, key: key, ignoringStrategy: true)
        case .string(let string):
            guard beginScalar(inCurrentSlot: inCurrentSlot) else { return }
            writeString(string)
        case .custom(let encode):
            try encodeThroughOwnEncoding(base: base, key: key, inCurrentSlot: inCurrentSlot) { try encode(self) }
            if inCurrentSlot, !state.pointee.failed, case .pending = state.pointee.slot.kind {
                // A closure that encodes nothing writes `{}`, even at the top level.
                closeFrames(downTo: state.pointee.slot.depth)
                writeEmptyObject(level: state.pointee.frames.count)
                state.pointee.slot.kind = .written
            }
        case .ownEncoding:
            try encodeThroughOwnEncoding(base: base, key: key, inCurrentSlot: inCurrentSlot) { try value.encode(to: self) }
        }
    }

    /// Before writing a scalar: in the current slot it must still be empty.
    @_transparent
    func beginScalar(inCurrentSlot: Bool) -> Bool {
        guard inCurrentSlot else { return !state.pointee.failed }
        guard !state.pointee.failed, case .pending = state.pointee.slot.kind else {
            fail()
            return false
        }
        closeFrames(downTo: state.pointee.slot.depth)
        state.pointee.slot.kind = .written
        return true
    }

    /// Runs a value's own encoding (or a strategy's closure). As a member or element
    /// the value gets a slot of its own; if it encodes nothing, it is written as `{}`,
    /// as Foundation does.
    @_transparent
    func encodeThroughOwnEncoding(
        base: EncodingPathBase, key: PathKey, inCurrentSlot: Bool, model: ModelEncoding? = nil, _ body: () throws -> Void
    ) throws {
        guard !state.pointee.failed else { return }
        guard state.pointee.activeEncodings < maximumEncodingRecursion else {
            // Nested too deeply to follow on the stack; the tree encoder reports it.
            fail()
            return
        }
        state.pointee.activeEncodings &+= 1
        defer { state.pointee.activeEncodings &-= 1 }
        enter(base, key: key)
        var modelIndex = -1
        if let model {
            modelIndex = state.pointee.models.count
            state.pointee.models.append(model)
        }
        if inCurrentSlot {
            let savedModel = state.pointee.slot.modelIndex
            state.pointee.slot.modelIndex = modelIndex
            defer {
                state.pointee.slot.modelIndex = savedModel
                leave(base)
            }
            try body()
            return
        }
        let savedSlot = state.pointee.slot
        let slotDepth = state.pointee.frames.count
        state.pointee.slot = Slot(serial: state.pointee.nextSlotSerial, depth: slotDepth, kind: .pending, modelIndex: modelIndex)
        state.pointee.nextSlotSerial &+= 1
        defer {
            state.pointee.slot = savedSlot
            leave(base)
        }
        try body()
        guard !state.pointee.failed else { return }
        closeFrames(downTo: slotDepth)
        if case .pending = state.pointee.slot.kind {
            writeEmptyObject(level: slotDepth)
        }
    }

    /// `{}`, in Foundation's pretty form when pretty-printing.
    func writeEmptyObject(level: Int) {
        output.pointee.append(UInt8(ascii: "{"))
        if pretty {
            output.pointee.append(0x0A)
            output.pointee.appendNewline(indent: level)
        }
        output.pointee.append(UInt8(ascii: "}"))
    }

    /// A `[String: Value]`: its keys are distinct by construction and, as in
    /// Foundation, not converted by the key strategy.
    private func writeStringKeyedDictionary(
        _ dictionary: any StringKeyedDictionaryEncodable, base: EncodingPathBase, key: PathKey, inCurrentSlot: Bool
    ) throws {
        try encodeThroughOwnEncoding(base: base, key: key, inCurrentSlot: inCurrentSlot) {
            let frame = openDictionarySlot()
            guard frame.index >= 0 else { return }
            let memberBase = EncodingPathBase(depth: state.pointee.path.count, ownedPathIndex: -1)
            for (name, member) in dictionary.encodableMembers {
                guard beginEntry(frameIndex: frame.index, frameID: frame.id) else { return }
                let start = output.pointee.count
                writeString(name)
                state.pointee.members.push(
                    MemberRecord(keyStart: start, keyLength: output.pointee.count - start, keyHash: 0, key: sortsKeys ? name : nil))
                if pretty { output.pointee.append(ascii: " : ") } else { output.pointee.append(UInt8(ascii: ":")) }
                try encodeExistential(member, base: memberBase, key: .key(StringCodingKey(name)))
            }
        }
    }

    private func openDictionarySlot() -> (index: Int, id: UInt32) {
        guard case .pending = state.pointee.slot.kind else {
            fail()
            return (-1, 0)
        }
        closeFrames(downTo: state.pointee.slot.depth)
        let frame = pushFrame(isObject: true)
        if frame.index >= 0 { state.pointee.slot.kind = .object(frame.id) }
        return frame
    }

    func encodeExistential(_ value: any Encodable, base: EncodingPathBase, key: PathKey) throws {
        try encodeValue(value, base: base, key: key, inCurrentSlot: false)
    }
}

extension JSONByteEncoder {
    /// Writes a model's kept unknown keys (`KeepsUnknownKeys`) into the object the model
    /// just wrote, under their keys as read: no key strategy converts them.
    func writeKeptMembers(_ members: JSONObject) throws {
        let frame = openSlot(asObject: true)
        guard frame.index >= 0 else { return }
        let base = EncodingPathBase(depth: state.pointee.path.count, ownedPathIndex: -1)
        for (key, value) in members {
            guard beginEntry(frameIndex: frame.index, frameID: frame.id), writeKey(key) else { return }
            try encodeValue(value, base: base, key: .key(StringCodingKey(key)), inCurrentSlot: false)
        }
    }
}

extension JSONByteEncoder {
    /// A model that adjusts its own JSON (`AdjustsEncodedJSON`): built as a tree by the tree
    /// encoder, which runs the hook, and its members written into this slot — beside a
    /// discriminator a cluster wrote there first.
    func encodeAdjusting<T: Encodable>(_ value: T, base: EncodingPathBase, key: PathKey, inCurrentSlot: Bool, asVariant: Bool) throws {
        let json = try JSONTreeEncoder.encodeDetached(value, options: options, path: path(base, appending: key), asVariant: asVariant)
        try encodeThroughOwnEncoding(base: base, key: key, inCurrentSlot: inCurrentSlot) {
            if case .object(let members) = json {
                try writeKeptMembers(members)
            } else {
                try encodeValue(json, base: EncodingPathBase(depth: state.pointee.path.count, ownedPathIndex: -1), key: .none, inCurrentSlot: true)
            }
        }
    }
}

extension JSONByteEncoder: VariantEncoding {
    /// Encodes a cluster's variant into the current slot (see `VariantEncoding`).
    func encodeVariant(_ value: any Encodable) throws {
        try encodeValue(
            value, base: EncodingPathBase(depth: state.pointee.path.count, ownedPathIndex: -1), key: .none, inCurrentSlot: true, asVariant: true)
    }
}
