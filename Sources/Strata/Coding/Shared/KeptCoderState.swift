/// A coder's state, kept between its calls: a `StrataJSONDecoder`'s (``KeptDecoderState``)
/// or a `StrataJSONEncoder`'s (``KeptEncoderState``), with the types its calls met, the
/// keyed containers they made and the memory they wrote into.
///
/// A call that finds the state here takes it in one step. Before, it allocated and zeroed
/// its state, copied the type memo's cache and took the container table (and, encoding,
/// the prepared keys), each under a lock of its own, then tore it all down at its end.
/// Keeping it saved a 350-byte object's decode 4% of its instructions, and its encode 25%.
///
/// Only state its coder no longer needs comes back: the call gives it back when nothing
/// but the call holds the coder (an `init(from:)` or `encode(to:)` may keep it), after
/// dropping everything that refers to the call's values.
///
/// Calls on several threads at once: one takes the state, the others make their own,
/// and the first to give one back keeps it.
final class KeptCoderState<State>: @unchecked Sendable {
    // `@unchecked`: the state is only touched under the lock, or by the one call that
    // took it.
    private let kept = Locked<State?>(nil)
    private let free: @Sendable (State) -> Void

    /// A keeper that frees a state it still holds, when it goes, with `free`.
    init(freeing free: @escaping @Sendable (State) -> Void) {
        self.free = free
    }

    /// The kept state, if any; no other call gets it.
    func take() -> State? {
        kept.withLock { slot in
            defer { slot = nil }
            return slot
        }
    }

    /// Keeps `state` for the next call; false when another call kept one first, and the
    /// caller is to free its own.
    func keep(_ state: State) -> Bool {
        kept.withLock { slot in
            guard slot == nil else { return false }
            slot = state
            return true
        }
    }

    deinit {
        if let state = kept.withLock({ $0 }) { free(state) }
    }
}

/// A `StrataJSONDecoder`'s state between its calls: the decoder itself, which holds
/// the rest (see `JSONIndexDecoder.decoding`). One object, so it is kept in an
/// ``AtomicSlot``: taken and given back with one atomic exchange each, where the mutex
/// this type uses cost a lock and an unlock.
typealias KeptDecoderState = AtomicSlot<JSONIndexDecoder>

/// A `StrataJSONEncoder`'s state between its calls: see `StreamingJSONEncoder.encode`.
typealias KeptEncoderState = KeptCoderState<StreamingJSONEncoder.Memory>

extension KeptCoderState where State == StreamingJSONEncoder.Memory {
    convenience init() {
        self.init(freeing: StreamingJSONEncoder.freeMemory)
    }
}
