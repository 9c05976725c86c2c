/// A `StrataJSONDecoder`'s decoding state, kept between its calls: the memory of
/// `JSONIndexDecoder.State` and its first lookup hints, with the types the calls met and
/// the keyed containers they made (see ``KeyedContainerReuse``).
///
/// A call that finds the state here takes it in one step, where it used to allocate and
/// zero the state, copy the type memo's cache and take the container table, each under a
/// lock of its own; at its end it gives everything back in one step, instead of tearing
/// the state down. On a 350-byte object that was about a twentieth of the call.
///
/// Only state its decoder no longer needs comes back: `JSONIndexDecoder.decoding` gives
/// it back when nothing but the call holds the decoder (an `init(from:)` may keep it),
/// after dropping everything that refers to the call's document.
///
/// Calls on several threads at once: one takes the state, the others make their own,
/// and the first to give one back keeps it.
final class KeptDecoderState: @unchecked Sendable {
    // `@unchecked`: the state is only touched under the lock, or by the one call that
    // took it.
    private let kept = Locked<UnsafeMutablePointer<JSONIndexDecoder.State>?>(nil)

    /// The kept state, if any; no other call gets it.
    func take() -> UnsafeMutablePointer<JSONIndexDecoder.State>? {
        kept.withLock { slot in
            defer { slot = nil }
            return slot
        }
    }

    /// Keeps `state` for the next call; false when another call kept one first, and the
    /// caller is to free its own.
    func keep(_ state: UnsafeMutablePointer<JSONIndexDecoder.State>) -> Bool {
        kept.withLock { slot in
            guard slot == nil else { return false }
            slot = state
            return true
        }
    }

    deinit {
        kept.withLock { slot in
            if let state = slot { JSONIndexDecoder.freeState(state) }
            slot = nil
        }
    }
}
