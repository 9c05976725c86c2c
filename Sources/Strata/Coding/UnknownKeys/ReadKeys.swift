/// Which keys of an object the type decoded from it read, for the unknown-key check that
/// follows (`checkingUnknownKeys`): the one place the decoder's record of read keys
/// (`state.readKeys`, the key nodes read, per object node) is written.
///
/// An object's keys are tracked when the decoder rejects unknown keys, when its model keeps
/// or rejects them, or when a second container opens over an object already tracked (the
/// fields a class cluster's subclass adds). Untracked objects cost nothing: hot paths ask
/// ``isTrackingAnyKeys`` first.
extension JSONIndexDecoder {
    /// Whether any object's keys are being tracked.
    @inline(__always)
    var isTrackingAnyKeys: Bool {
        !state.pointee.readKeys.isEmpty
    }

    /// Whether the keys of `object` are being tracked.
    func isTrackingKeys(of object: Int) -> Bool {
        state.pointee.readKeys[object] != nil
    }

    /// Starts tracking the keys of `object`, if it is not tracked already.
    func startTrackingKeys(of object: Int) {
        if state.pointee.readKeys[object] == nil { state.pointee.readKeys[object] = [] }
    }

    /// Notes the member of `object` whose value is at `valueNode` as read.
    @inline(__always)
    func noteRead(valueNode: Int, in object: Int) {
        state.pointee.readKeys[object, default: []].insert(valueNode &- JSONTape.nodeWidth)
    }

    /// Notes the member `name` of the object at `object` as read, if it has one.
    func noteMemberRead(_ name: String?, in object: Int) {
        guard let name, let valueNode = storage.lookup(name, inObject: object) else { return }
        noteRead(valueNode: valueNode, in: object)
    }

    /// Notes every key of `object` as read: a value that keeps the object whole (a
    /// cluster's ``UnknownVariant`` fallback, a `JSONValue`) leaves no key unknown.
    func noteEveryKeyRead(of object: Int) {
        if isTrackingAnyKeys { state.pointee.readKeys.removeValue(forKey: object) }
    }

    /// The key nodes read in `object`, which is no longer tracked; nil if it was not.
    func takeReadKeys(of object: Int) -> Set<Int>? {
        state.pointee.readKeys.removeValue(forKey: object)
    }

    /// Forgets every object's record, at the start of a call.
    @inline(__always)
    func forgetReadKeys() {
        if !state.pointee.readKeys.isEmpty { state.pointee.readKeys = Dictionary() }
    }
}
