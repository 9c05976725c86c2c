import Foundation

/// JSON text in any form a program holds it: what every Strata entry point that reads
/// JSON takes (``JSONDocument/init(parsing:options:)``, ``JSONValue/init(parsing:options:)``,
/// the decoder's `decode`, `update` and `JSONAdapter`'s `model`).
///
/// `Data`, `[UInt8]`, `ArraySlice<UInt8>`, `ContiguousArray<UInt8>`, the unsafe buffers of
/// bytes, `String`, `Substring` and ``JSONValue`` conform:
///
/// ```swift
/// import Foundation
/// import Strata
///
/// struct Label: Codable { var name: String }
///
/// let decoder = StrataJSONDecoder()
/// let text = #"{"name": "bug"}"#
/// let fromText = try decoder.decode(Label.self, from: text)
/// let fromData = try decoder.decode(Label.self, from: Data(text.utf8))
/// let fromBytes = try decoder.decode(Label.self, from: Array(text.utf8))
/// let fromValue = try decoder.decode(Label.self, from: ["name": "bug"] as JSONValue)
/// print(fromText.name, fromData.name, fromBytes.name, fromValue.name)
/// // Prints "bug bug bug bug"
/// ```
///
/// Bytes may be UTF-8, UTF-16 or UTF-32, told apart by a byte order mark or by the pattern
/// of zero bytes, as Foundation's `JSONDecoder` does. A ``JSONValue`` is read as the text it
/// writes; errors then name key paths but no lines and columns, since there is no text
/// the caller wrote.
///
/// To read another type of buffer without copying it (a network library's byte buffer),
/// conform it: hand its bytes to `body` for the length of the call.
public protocol JSONInput {
    /// Calls `body` with the input's bytes, valid only during the call.
    func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result
}

extension Data: JSONInput {
    /// Calls `body` with the data's bytes.
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeBytes(body)
    }
}

extension Array: JSONInput where Element == UInt8 {
    /// Calls `body` with the array's bytes.
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeBytes(body)
    }
}

extension ArraySlice: JSONInput where Element == UInt8 {
    /// Calls `body` with the slice's bytes.
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeBytes(body)
    }
}

extension ContiguousArray: JSONInput where Element == UInt8 {
    /// Calls `body` with the array's bytes.
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withUnsafeBytes(body)
    }
}

extension UnsafeRawBufferPointer: JSONInput {
    /// Calls `body` with the buffer itself.
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(self)
    }
}

extension UnsafeBufferPointer: JSONInput where Element == UInt8 {
    /// Calls `body` with the buffer's bytes.
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(self))
    }
}

extension String: JSONInput {
    /// Calls `body` with the text's UTF-8 (made contiguous first if it is not).
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        var text = self
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
}

extension Substring: JSONInput {
    /// Calls `body` with the text's UTF-8 (made contiguous first if it is not).
    @inlinable
    public func withJSONBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        var text = self
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
}
