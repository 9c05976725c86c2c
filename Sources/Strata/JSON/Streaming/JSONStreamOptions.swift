/// Settings for reading a stream of JSON values: what to do with an element that fails,
/// whether the input may end part-way through an element, and how much memory the
/// reader may use.
///
/// ```swift
/// import Strata
///
/// var options = JSONStreamOptions()
/// options.failurePolicy = .skip            // go on past elements that fail; list them in the report
/// options.incompleteEnd = .notYetWritten   // a log still being written
/// print(options.bufferSize)
/// // Prints "1048576"
/// ```
public struct JSONStreamOptions: Sendable, Hashable {
    /// What to do with an element that is not valid JSON or does not decode.
    public enum FailurePolicy: Sendable, Hashable {
        /// Deliver the error and end the stream (the default).
        case stop
        /// Leave the element out, record it in the ``JSONStreamReport`` if one was given,
        /// and go on with the next. Problems that leave the stream's structure unknown
        /// (a bracket that does not match in an array, input that ends too soon, a read
        /// that fails) still end it.
        case skip
    }

    /// What the end of the input may cut short.
    public enum IncompleteEnd: Sendable, Hashable {
        /// Input that ends inside a value — a JSON Lines line cut off before its value is
        /// complete, an array that is never closed — is an error (the default).
        case error
        /// Input that ends inside a value ends the stream quietly: that value has not
        /// been written yet. For reading a file that another process is still appending
        /// to, such as a growing log. With JSON Lines, a last line without a line feed
        /// counts as not yet written even when it parses, since its writer may not have
        /// finished it; ``JSONStreamReport/resumeOffset`` says where to read from next time.
        case notYetWritten
    }

    /// What to do with an element that fails. Defaults to ``FailurePolicy/stop``.
    public var failurePolicy: FailurePolicy

    /// Whether the input may end inside a value. Defaults to ``IncompleteEnd/error``.
    public var incompleteEnd: IncompleteEnd

    /// The size of the reading buffer, in bytes: what the reader holds while elements
    /// are smaller than it. An element larger than the buffer still decodes — the
    /// buffer grows to hold it and shrinks back afterwards. Defaults to 1 MiB; at least
    /// 4 KiB is used.
    public var bufferSize: Int

    /// The largest element the reader accepts, in bytes; a larger one is a
    /// ``JSONStreamError/Kind/elementTooLarge`` error, so that input without element
    /// boundaries cannot take unbounded memory. Defaults to 256 MiB; at most 2 GiB is
    /// used.
    public var maximumElementSize: Int

    /// Creates stream options.
    public init(
        failurePolicy: FailurePolicy = .stop, incompleteEnd: IncompleteEnd = .error, bufferSize: Int = 1 << 20,
        maximumElementSize: Int = 256 << 20
    ) {
        self.failurePolicy = failurePolicy
        self.incompleteEnd = incompleteEnd
        self.bufferSize = bufferSize
        self.maximumElementSize = maximumElementSize
    }

    /// The buffer size in use.
    var effectiveBufferSize: Int { max(bufferSize, 4096) }

    /// The element size limit in use: the index addresses bytes with 32 bits.
    var effectiveMaximumElementSize: Int { max(1, min(maximumElementSize, 1 << 31)) }
}
