import Foundation
import Strata
import Testing

/// Values nested far deeper than any call stack could follow one level per frame.
enum DeepValues {
    static let depth = 100_000

    /// `[[[…null…]]]`.
    static func arrays(_ depth: Int = depth, innermost: JSONValue = .null) -> JSONValue {
        var value = innermost
        for _ in 0..<depth { value = .array([value]) }
        return value
    }

    /// `{"a":{"a":…null…}}`.
    static func objects(_ depth: Int = depth, innermost: JSONValue = .null) -> JSONValue {
        var value = innermost
        for _ in 0..<depth { value = .object(["a": value]) }
        return value
    }

    /// Arrays and objects in turn, with siblings at every level: `[{"a":[…],"b":1},2]`.
    static func mixed(_ depth: Int = depth) -> JSONValue {
        var value: JSONValue = "leaf"
        for level in 0..<depth {
            value = level % 2 == 0 ? .array([value, JSONValue(integerLiteral: level)]) : .object(["a": value, "b": true])
        }
        return value
    }

    /// The compact JSON text of `arrays(depth)` or `objects(depth)`.
    static func text(_ depth: Int = depth, objects: Bool) -> String {
        let open = objects ? #"{"a":"# : "["
        let close = objects ? "}" : "]"
        return String(repeating: open, count: depth) + "null" + String(repeating: close, count: depth)
    }
}

/// A value of one type nested in itself through an unkeyed container: `[[[…]]]`.
indirect enum NestedList: Codable, Sendable {
    case leaf
    case node(NestedList)

    static func deep(_ depth: Int) -> NestedList {
        var value = NestedList.leaf
        for _ in 0..<depth { value = .node(value) }
        return value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if case .node(let inner) = self { try container.encode(inner) }
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self = container.isAtEnd ? .leaf : .node(try container.decode(NestedList.self))
    }
}

/// A value nested in itself through keyed containers, each also using `superEncoder`
/// (which the byte encoder cannot follow, so the tree encoder does the work).
final class SuperChain: Encodable, Sendable {
    let next: SuperChain?

    init(next: SuperChain?) { self.next = next }

    static func deep(_ depth: Int) -> SuperChain {
        var value = SuperChain(next: nil)
        for _ in 0..<depth { value = SuperChain(next: value) }
        return value
    }

    enum CodingKeys: String, CodingKey { case next }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(next, forKey: .next)
        _ = container.superEncoder()
    }
}

/// A value that passes itself on through single-value containers, nesting no container:
/// only the recursion is deep.
indirect enum SingleValueChain: Encodable, Sendable {
    case end
    case link(SingleValueChain)

    static func deep(_ depth: Int) -> SingleValueChain {
        var value = SingleValueChain.end
        for _ in 0..<depth { value = .link(value) }
        return value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .end: try container.encode(0)
        case .link(let next): try container.encode(next)
        }
    }
}

/// A member holding any JSON.
struct JSONHolder: Codable, Sendable {
    var json: JSONValue
}

/// Deep values: the encoders throw past Foundation's depth limit instead of overflowing
/// the stack, and every operation of a `JSONValue` works at any depth.
@Suite("Deep values: bounded stack")
struct DeepValueTests {
    // MARK: Encoders

    /// Every way Strata's encoder produces output.
    enum EncoderOutput: String, CaseIterable, CustomStringConvertible, Sendable {
        case data, bytes, tree, sortedPretty
        var description: String { rawValue }

        func encode<T: Encodable>(_ value: T) throws {
            let encoder = StrataJSONEncoder()
            switch self {
            case .data: _ = try encoder.encode(value) as Data
            case .bytes: _ = try encoder.bytes(value)
            case .tree: _ = try encoder.tree(value)
            case .sortedPretty:
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                _ = try encoder.encode(value) as Data
            }
        }
    }

    /// The stack of a program's main thread: enough for the 511 levels a recursive
    /// value may nest (its own `encode(to:)` takes frames per level, and 511 levels
    /// overflow the smaller stacks of the threads tests run on), not for thousands.
    static let mainThreadStack = 8 << 20

    /// Runs `body` on a thread with a main thread's stack and expects Strata's depth error.
    static func expectDepthError(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
        let outcome = Differential.onLargeStack(stackSize: mainThreadStack) { Outcome { try body() } }
        #expect(outcome.error?.kind == .invalidValue, "\(outcome)", sourceLocation: sourceLocation)
        #expect(outcome.error?.message.contains("511 levels") == true, "\(outcome)", sourceLocation: sourceLocation)
    }

    /// Values of the test's own recursive types are as deep as they can be while Swift
    /// can still release them (it does so recursively) and far deeper than the stack
    /// could encode.
    static let recursiveDepth = 8_000

    @Test("a recursive value 8,000 levels deep throws EncodingError", arguments: EncoderOutput.allCases)
    func deepRecursiveValue(output: EncoderOutput) {
        let value = NestedList.deep(Self.recursiveDepth)
        Self.expectDepthError { try output.encode(value) }
    }

    @Test("a recursive value using superEncoder, 8,000 levels deep, throws EncodingError", arguments: EncoderOutput.allCases)
    func deepSuperEncoderChain(output: EncoderOutput) {
        let value = SuperChain.deep(Self.recursiveDepth)
        Self.expectDepthError { try output.encode(value) }
    }

    @Test("a chain of 8,000 single-value containers throws EncodingError", arguments: EncoderOutput.allCases)
    func deepSingleValueChain(output: EncoderOutput) {
        let value = SingleValueChain.deep(Self.recursiveDepth)
        let outcome = Differential.onLargeStack(stackSize: Self.mainThreadStack) { Outcome { try output.encode(value) } }
        #expect(outcome.error?.kind == .invalidValue, "\(outcome)")
    }

    @Test("a JSONValue 100,000 levels deep throws EncodingError", arguments: EncoderOutput.allCases)
    func deepJSONValue(output: EncoderOutput) {
        Self.expectDepthError { try output.encode(DeepValues.arrays()) }
        Self.expectDepthError { try output.encode(JSONHolder(json: DeepValues.objects())) }
    }

    @Test("a JSONValue at the depth limit encodes as in Foundation; one level more throws in both")
    func jsonValueAtTheLimit() {
        let atLimit = Differential.encode(JSONHolder(json: DeepValues.arrays(510)), setup: .standard)
        #expect(atLimit.strata.value != nil && atLimit.strata == atLimit.foundation, "\(atLimit)")
        let beyond = DeepValues.arrays(511)
        let foundation = Differential.onLargeStack(stackSize: Self.mainThreadStack) { Outcome { try JSONEncoder().encode(JSONHolder(json: beyond)) } }
        #expect(foundation.error?.kind == .invalidValue, "\(foundation)")
        Self.expectDepthError { _ = try StrataJSONEncoder().encode(JSONHolder(json: beyond)) as Data }
        Self.expectDepthError { _ = try StrataJSONEncoder().tree(JSONHolder(json: beyond)) }
    }

    @Test("a JSONValue 100,000 levels deep through Foundation's encoder throws EncodingError")
    func deepJSONValueThroughFoundation() {
        Self.expectDepthError { _ = try JSONEncoder().encode(DeepValues.arrays()) }
        Self.expectDepthError { _ = try JSONEncoder().encode(JSONHolder(json: DeepValues.objects())) }
    }

    // MARK: JSONValue

    @Test("writing a JSONValue 100,000 levels deep", arguments: [false, true])
    func writing(objects: Bool) throws {
        let value = objects ? DeepValues.objects() : DeepValues.arrays()
        let expected = DeepValues.text(objects: objects)
        #expect(try value.jsonString() == expected)
        #expect(try value.jsonBytes() == Array(expected.utf8))
        #expect(try value.jsonData() == Data(expected.utf8))
        #expect(value.description == expected)
        #expect(value.debugDescription == "JSONValue(\(expected))")
    }

    @Test("comparing and hashing JSONValues 100,000 levels deep")
    func equalityAndHashing() {
        for make in [DeepValues.arrays, DeepValues.objects] {
            let first = make(DeepValues.depth, .null)
            let second = make(DeepValues.depth, .null)
            let different = make(DeepValues.depth, true)
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
            #expect(first != different)
            #expect(Set([first, second, different]).count == 2)
        }
        #expect(DeepValues.mixed() == DeepValues.mixed())
        #expect(DeepValues.mixed().hashValue == DeepValues.mixed().hashValue)
        #expect(DeepValues.mixed() != DeepValues.mixed(DeepValues.depth - 1))
    }

    @Test("releasing JSONValues 1,000,000 levels deep")
    func releasing() {
        for make in [DeepValues.arrays, DeepValues.objects] {
            var value: JSONValue? = make(1_000_000, .null)
            #expect(value?.count == 1)
            value = nil
            #expect(value == nil)
        }
        var mixed: JSONValue? = DeepValues.mixed(1_000_000)
        #expect(mixed?.count == 2)
        mixed = nil
        #expect(mixed == nil)
    }

    @Test("releasing a deep value shared with another variable leaves that variable intact")
    func releasingShared() throws {
        let inner = DeepValues.arrays(1_000)
        var outer: JSONValue? = DeepValues.arrays(DeepValues.depth, innermost: inner)
        #expect(outer?.count == 1)
        outer = nil
        #expect(try inner.jsonString() == DeepValues.text(1_000, objects: false))
    }

    @Test("reading 100,000 levels with a raised depth limit, then comparing, writing and releasing")
    func readingDeep() throws {
        for objects in [false, true] {
            let text = DeepValues.text(objects: objects)
            let value = try JSONValue(parsing: text, options: JSONReadingOptions(maximumDepth: DeepValues.depth + 1))
            #expect(value == (objects ? DeepValues.objects() : DeepValues.arrays()))
            #expect(try value.jsonString() == text)
        }
    }

    @Test("decoding from a JSONValue 100,000 levels deep throws DecodingError without a text position")
    func decodingFromDeepValue() {
        for value in [DeepValues.arrays(), DeepValues.objects()] {
            do {
                _ = try StrataJSONDecoder().decode(JSONValue.self, from: value)
                Issue.record("expected a DecodingError")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains("512"), "\(context.debugDescription)")
                #expect(!context.debugDescription.contains("line"), "\(context.debugDescription)")
            } catch {
                Issue.record("expected DecodingError.dataCorrupted, got \(error)")
            }
        }
        #expect(throws: DecodingError.self) { _ = try StrataJSONDecoder().decode(NestedList.self, from: DeepValues.arrays()) }
    }
}
