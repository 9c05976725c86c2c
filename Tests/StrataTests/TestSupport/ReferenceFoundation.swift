import Foundation
import Testing

/// Which Foundation the differential suites compare Strata with.
///
/// Strata's drop-in coders are measured against swift-foundation's `JSONDecoder` and
/// `JSONEncoder`: Linux's, and Apple's own since macOS 14, iOS 17, tvOS 17 and watchOS 10,
/// which ship the same implementation. Before those, Apple's Foundation had an older
/// implementation (built on `JSONSerialization`) whose errors, paths and number handling
/// differ in ways Strata does not copy (see the "Supported platforms" article). Suites
/// that assert Foundation's own answers run only where Foundation is swift-foundation's;
/// everything else about Strata is tested everywhere.
enum ReferenceFoundation {
    static var isSwiftFoundation: Bool {
        #if canImport(Darwin)
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { return true }
        return false
        #else
        return true
        #endif
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite that asserts Foundation's own answers only where Foundation's coders
    /// are swift-foundation's (see ``ReferenceFoundation``).
    static var comparedWithSwiftFoundation: Self {
        .enabled(
            if: ReferenceFoundation.isSwiftFoundation,
            "asserts the answers of swift-foundation's JSONDecoder and JSONEncoder, which Apple ships since macOS 14 and iOS 17")
    }
}
