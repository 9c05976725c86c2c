import Foundation
import Strata
import Testing

// Scripted calls on keyed, unkeyed and single-value containers, nested containers and
// super coders give the same results, errors, coding paths and output in Strata's coders
// as in Foundation's. The script travels to the type in `userInfo`.

// MARK: - Decoding scripts

/// What a scripted decoder does with a `Decoder`.
indirect enum DecoderStep: Sendable, CustomStringConvertible {
    case keyed([KeyedStep])
    case unkeyed([UnkeyedStep])
    case single([SingleStep])
    /// `container(keyedBy:)` with a key type that only knows `a` and `b`: logs `allKeys`.
    case restrictedKeys
    /// Several requests for containers on the same decoder.
    case sequence([DecoderStep])
    case path

    var description: String {
        switch self {
        case .keyed(let steps): return "keyed\(steps)"
        case .unkeyed(let steps): return "unkeyed\(steps)"
        case .single(let steps): return "single\(steps)"
        case .restrictedKeys: return "restrictedKeys"
        case .sequence(let steps): return "sequence\(steps)"
        case .path: return "path"
        }
    }
}

indirect enum KeyedStep: Sendable {
    case int(String), string(String), bool(String), tree(String), ifPresentInt(String), ifPresentString(String), isNil(String)
    case contains(String), allKeys, path
    case nested(String, [KeyedStep]), nestedUnkeyed(String, [UnkeyedStep])
    case superDecoder(DecoderStep), superDecoderForKey(String, DecoderStep)
}

indirect enum UnkeyedStep: Sendable {
    /// `point` decodes a `Point` (`{"x": Int}`), a type of the caller's own that may fail.
    case int, string, bool, tree, point, ifPresentInt, isNil, state, path
    case nested([KeyedStep]), nestedUnkeyed([UnkeyedStep]), superDecoder(DecoderStep)
}

enum SingleStep: Sendable {
    case int, string, bool, double, tree, isNil, path
}

enum ABKey: String, CodingKey {
    case a, b
}

/// A decodable of the caller's own, which fails on anything but `{"x": Int}`.
struct Point: Decodable {
    let x: Int
}

/// One logged call: what was asked, and what came back (as a `Tree`) or was thrown.
struct LogEntry: Equatable, Sendable, CustomStringConvertible {
    var call: String
    var outcome: Outcome<Tree>
    var description: String { "\(call) → \(outcome)" }
}

/// Runs the `DecoderStep` found in `userInfo` and logs every call.
struct ScriptedDecoding: Decodable, Equatable, Sendable {
    static let script = CodingUserInfoKey(rawValue: "script")!
    var log: [LogEntry] = []

    init(from decoder: any Decoder) throws {
        run(decoder.userInfo[Self.script] as! DecoderStep, on: decoder)
    }

    private mutating func record(_ call: String, _ body: () throws -> Tree) {
        log.append(LogEntry(call: call, outcome: Outcome(body)))
    }

    private static func tree(_ path: [any CodingKey]) -> Tree {
        .array(path.map { .string(PathComponent($0).description) })
    }

    private mutating func run(_ step: DecoderStep, on decoder: any Decoder) {
        switch step {
        case .keyed(let steps):
            do {
                let container = try decoder.container(keyedBy: AnyKey.self)
                record("keyed") { .null }
                run(steps, on: container)
            } catch {
                record("keyed") { throw error }
            }
        case .unkeyed(let steps):
            do {
                var container = try decoder.unkeyedContainer()
                record("unkeyed") { .null }
                run(steps, on: &container)
            } catch {
                record("unkeyed") { throw error }
            }
        case .single(let steps):
            do {
                let container = try decoder.singleValueContainer()
                record("single") { .null }
                run(steps, on: container)
            } catch {
                record("single") { throw error }
            }
        case .restrictedKeys:
            record("allKeys(ABKey)") {
                .array(try decoder.container(keyedBy: ABKey.self).allKeys.map { .string($0.stringValue) }.sorted { "\($0)" < "\($1)" })
            }
        case .sequence(let steps):
            for step in steps { run(step, on: decoder) }
        case .path:
            record("decoder.codingPath") { Self.tree(decoder.codingPath) }
        }
    }

    private mutating func run(_ steps: [KeyedStep], on container: KeyedDecodingContainer<AnyKey>) {
        for step in steps {
            switch step {
            case .int(let key): record("decode(Int, \(key))") { .int(Int64(try container.decode(Int.self, forKey: AnyKey(key)))) }
            case .string(let key): record("decode(String, \(key))") { .string(try container.decode(String.self, forKey: AnyKey(key))) }
            case .bool(let key): record("decode(Bool, \(key))") { .bool(try container.decode(Bool.self, forKey: AnyKey(key))) }
            case .tree(let key): record("decode(Tree, \(key))") { try container.decode(Tree.self, forKey: AnyKey(key)) }
            case .ifPresentInt(let key):
                record("decodeIfPresent(Int, \(key))") {
                    try container.decodeIfPresent(Int.self, forKey: AnyKey(key)).map { .int(Int64($0)) } ?? .null
                }
            case .ifPresentString(let key):
                record("decodeIfPresent(String, \(key))") {
                    try container.decodeIfPresent(String.self, forKey: AnyKey(key)).map(Tree.string) ?? .null
                }
            case .isNil(let key): record("decodeNil(\(key))") { .bool(try container.decodeNil(forKey: AnyKey(key))) }
            case .contains(let key): record("contains(\(key))") { .bool(container.contains(AnyKey(key))) }
            case .allKeys: record("allKeys") { .array(container.allKeys.map(\.stringValue).sorted().map(Tree.string)) }
            case .path: record("codingPath") { Self.tree(container.codingPath) }
            case .nested(let key, let steps):
                do {
                    let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
                    record("nestedContainer(\(key))") { .null }
                    run(steps, on: nested)
                } catch {
                    record("nestedContainer(\(key))") { throw error }
                }
            case .nestedUnkeyed(let key, let steps):
                do {
                    var nested = try container.nestedUnkeyedContainer(forKey: AnyKey(key))
                    record("nestedUnkeyedContainer(\(key))") { .null }
                    run(steps, on: &nested)
                } catch {
                    record("nestedUnkeyedContainer(\(key))") { throw error }
                }
            case .superDecoder(let step):
                do {
                    let decoder = try container.superDecoder()
                    record("superDecoder()") { Self.tree(decoder.codingPath) }
                    run(step, on: decoder)
                } catch {
                    record("superDecoder()") { throw error }
                }
            case .superDecoderForKey(let key, let step):
                do {
                    let decoder = try container.superDecoder(forKey: AnyKey(key))
                    record("superDecoder(\(key))") { Self.tree(decoder.codingPath) }
                    run(step, on: decoder)
                } catch {
                    record("superDecoder(\(key))") { throw error }
                }
            }
        }
    }

    private mutating func run(_ steps: [UnkeyedStep], on container: inout any UnkeyedDecodingContainer) {
        for step in steps {
            switch step {
            case .int: record("decode(Int)") { .int(Int64(try container.decode(Int.self))) }
            case .string: record("decode(String)") { .string(try container.decode(String.self)) }
            case .bool: record("decode(Bool)") { .bool(try container.decode(Bool.self)) }
            case .tree: record("decode(Tree)") { try container.decode(Tree.self) }
            case .point: record("decode(Point)") { .int(Int64(try container.decode(Point.self).x)) }
            case .ifPresentInt: record("decodeIfPresent(Int)") { try container.decodeIfPresent(Int.self).map { .int(Int64($0)) } ?? .null }
            case .isNil: record("decodeNil()") { .bool(try container.decodeNil()) }
            case .state:
                record("state") {
                    .array([container.count.map { .int(Int64($0)) } ?? .null, .bool(container.isAtEnd), .int(Int64(container.currentIndex))])
                }
            case .path: record("codingPath") { Self.tree(container.codingPath) }
            case .nested(let steps):
                do {
                    let nested = try container.nestedContainer(keyedBy: AnyKey.self)
                    record("nestedContainer()") { .null }
                    run(steps, on: nested)
                } catch {
                    record("nestedContainer()") { throw error }
                }
            case .nestedUnkeyed(let steps):
                do {
                    var nested = try container.nestedUnkeyedContainer()
                    record("nestedUnkeyedContainer()") { .null }
                    run(steps, on: &nested)
                } catch {
                    record("nestedUnkeyedContainer()") { throw error }
                }
            case .superDecoder(let step):
                do {
                    let decoder = try container.superDecoder()
                    record("superDecoder()") { Self.tree(decoder.codingPath) }
                    run(step, on: decoder)
                } catch {
                    record("superDecoder()") { throw error }
                }
            }
        }
    }

    private mutating func run(_ steps: [SingleStep], on container: any SingleValueDecodingContainer) {
        for step in steps {
            switch step {
            case .int: record("decode(Int)") { .int(Int64(try container.decode(Int.self))) }
            case .string: record("decode(String)") { .string(try container.decode(String.self)) }
            case .bool: record("decode(Bool)") { .bool(try container.decode(Bool.self)) }
            case .double: record("decode(Double)") { .double(try container.decode(Double.self)) }
            case .tree: record("decode(Tree)") { try container.decode(Tree.self) }
            case .isNil: record("decodeNil()") { .bool(container.decodeNil()) }
            case .path: record("codingPath") { Self.tree(container.codingPath) }
            }
        }
    }
}

/// One scripted decode: a document and what to do with it.
struct DecodeScript: Sendable, CustomTestStringConvertible {
    var json: String
    var step: DecoderStep
    var testDescription: String { "\(json) with \(step)".prefix(120).description }

    init(_ json: String, _ step: DecoderStep) {
        self.json = json
        self.step = step
    }

    /// Both decoders log the same calls and results (reported call by call); the log is
    /// not trivial.
    func check(_ setup: DecodingSetup, sourceLocation: SourceLocation = #_sourceLocation) {
        var setup = setup
        setup.userInfo[ScriptedDecoding.script] = step
        let (foundation, strata) = Differential.decode(ScriptedDecoding.self, from: Data(json.utf8), setup: setup)
        guard let expected = foundation.value?.log, let actual = strata.value?.log else {
            Issue.record("a scripted decode threw: Foundation \(foundation), Strata \(strata)", sourceLocation: sourceLocation)
            return
        }
        #expect(!expected.isEmpty, sourceLocation: sourceLocation)
        for (index, (call, other)) in zip(expected, actual).enumerated() where call != other {
            let rest = expected[..<index].map(\.call).joined(separator: ", ")
            Issue.record("\(json) [\(setup.name)]: after \(rest): Foundation \(call), Strata \(other)", sourceLocation: sourceLocation)
        }
        #expect(expected.count == actual.count, "logs differ in length: \(expected.count) vs \(actual.count)", sourceLocation: sourceLocation)
        // Strata's messages for errors at a value say where it is.
        for (call, other) in zip(expected, actual) where call == other {
            if let error = call.outcome.error, let message = other.outcome.error?.message, error.comesFromDocumentValue {
                #expect(message.contains("line ") && message.contains("column "), "\(other)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// Scripted calls on keyed, unkeyed, single-value and super decoders log the same results, errors and paths.
@Suite("Differential containers: decoding", .comparedWithSwiftFoundation)
struct ContainerDecodingDifferentialTests {
    static let keyed: [DecodeScript] = [
        DecodeScript(
            #"{"a":1,"b":null,"c":"x","d":true}"#,
            .keyed([
                .allKeys, .contains("a"), .contains("b"), .contains("z"), .isNil("a"), .isNil("b"), .isNil("z"), .isNil("c"),
                .ifPresentInt("a"), .ifPresentInt("b"), .ifPresentInt("z"), .ifPresentInt("c"), .ifPresentString("c"), .int("b"),
                .int("z"), .int("c"), .string("c"), .string("a"), .bool("b"), .bool("d"), .bool("a"), .tree("b"), .path,
            ])),
        DecodeScript(
            #"{"n":{"x":1},"u":[1,2],"s":"str","z":null}"#,
            .keyed([
                .nested("n", [.int("x"), .path, .allKeys, .nested("x", []), .int("y")]), .nested("u", []), .nested("s", []), .nested("z", []),
                .nested("missing", []), .nestedUnkeyed("u", [.int, .state, .path, .int, .ifPresentInt, .state, .int]),
                .nestedUnkeyed("n", []), .nestedUnkeyed("z", []), .nestedUnkeyed("missing", []), .nestedUnkeyed("s", []),
            ])),
        DecodeScript(
            #"{"super":{"a":1},"base":[1],"nil":null}"#,
            .keyed([
                .superDecoder(.keyed([.int("a"), .path])), .superDecoderForKey("base", .unkeyed([.int, .path, .int])),
                .superDecoderForKey("missing", .single([.isNil, .int, .bool, .path])), .superDecoderForKey("missing", .keyed([])),
                .superDecoderForKey("missing", .unkeyed([])), .superDecoderForKey("nil", .single([.isNil, .string])),
                .superDecoder(.sequence([.path, .single([.tree])])),
            ])),
        DecodeScript("{}", .keyed([.superDecoder(.single([.isNil, .path, .int])), .allKeys, .ifPresentInt("a"), .int("a")])),
        DecodeScript(#"{"a":1,"a":2,"b":3,"c":4}"#, .keyed([.allKeys, .int("a")])),
        DecodeScript(#"{"a":1,"b":2,"c":3}"#, .restrictedKeys),
        DecodeScript(#"{"c":3}"#, .restrictedKeys),
        DecodeScript("{\"\u{e9}\":1,\"x\":2}", .keyed([.contains("e\u{301}"), .int("e\u{301}"), .contains("\u{e9}"), .allKeys])),
        DecodeScript(#"{"e\u0301":1,"\u00e9":2}"#, .keyed([.int("\u{e9}"), .int("e\u{301}"), .allKeys])),
        DecodeScript(#"{"a\/b":1,"\u0061":2,"\ud83d\ude00":3,"":4}"#, .keyed([.int("a/b"), .int("a"), .int("😀"), .int(""), .allKeys])),
        DecodeScript(#"{"A":1,"a":2}"#, .keyed([.int("A"), .int("a"), .contains("B")])),
        DecodeScript(
            #"{"k":{"k":{"k":[{"k":1}]}}}"#,
            .keyed([
                .nested("k", [.nested("k", [.nestedUnkeyed("k", [.nested([.int("k"), .int("x"), .path]), .path])])])
            ])),
        DecodeScript(#"{"x":{"y":[1,"2"]}}"#, .keyed([.nested("x", [.nestedUnkeyed("y", [.int, .int, .string, .state])])])),
        DecodeScript("[1]", .keyed([])),
        DecodeScript("null", .keyed([])),
        DecodeScript("\"x\"", .keyed([])),
        DecodeScript("1", .keyed([])),
        DecodeScript("{}", .sequence([.keyed([.allKeys]), .keyed([.contains("a")]), .unkeyed([]), .single([.isNil, .tree])])),
    ]

    static let unkeyed: [DecodeScript] = [
        DecodeScript(
            "[null,5,null]",
            .unkeyed([
                .state, .ifPresentInt, .state, .isNil, .state, .int, .state, .ifPresentInt, .state, .ifPresentInt, .state, .ifPresentInt,
                .state, .int, .isNil, .path,
            ])),
        DecodeScript("[null,5,null]", .unkeyed([.isNil, .isNil, .state, .ifPresentInt, .isNil, .state, .isNil])),
        DecodeScript(
            #"[1,"x",true,null]"#,
            .unkeyed([
                .string, .state, .int, .int, .state, .bool, .string, .bool, .state, .bool, .state, .int, .isNil, .state,
            ])),
        DecodeScript(
            #"[[1,2],{"a":1},null,3]"#,
            .unkeyed([
                .nestedUnkeyed([.int, .path, .state, .int, .int]), .nested([.int("a"), .path, .allKeys]), .nestedUnkeyed([]), .state,
                .nested([]), .isNil, .nested([]), .state, .int, .nestedUnkeyed([]), .nested([]), .state,
            ])),
        DecodeScript(
            #"[1,{"a":2},[3]]"#,
            .unkeyed([
                .int, .superDecoder(.keyed([.int("a"), .path])), .state, .superDecoder(.unkeyed([.int, .path])), .state, .superDecoder(.path),
            ])),
        DecodeScript("[[[1]]]", .unkeyed([.nestedUnkeyed([.nestedUnkeyed([.int, .int, .path, .state]), .path])])),
        DecodeScript(
            "[]", .unkeyed([.state, .ifPresentInt, .state, .isNil, .int, .tree, .state, .nested([]), .nestedUnkeyed([]), .superDecoder(.path)])),
        DecodeScript("[1.5, 2]", .unkeyed([.tree, .tree, .state])),
        DecodeScript("{}", .unkeyed([])),
        DecodeScript("null", .unkeyed([])),
        DecodeScript("true", .unkeyed([])),
        DecodeScript("[1]", .sequence([.unkeyed([.int, .state]), .unkeyed([.state, .int])])),
        // A value that fails leaves the container where it was, so the caller can decode
        // the same element again as something else.
        DecodeScript(
            #"[{"x":"a"},{"x":1},2,{"y":3}]"#,
            .unkeyed([
                .point, .state, .tree, .state, .point, .state, .point, .state, .int, .state, .point, .state, .tree, .state, .point, .state,
            ])),
    ]

    static let single: [DecodeScript] = [
        DecodeScript("null", .single([.isNil, .int, .bool, .string, .double, .tree, .path])),
        DecodeScript("\"x\"", .single([.isNil, .string, .int, .bool, .double, .tree])),
        DecodeScript("true", .single([.bool, .int, .string, .tree])),
        DecodeScript("-7", .single([.int, .double, .bool, .string, .tree])),
        DecodeScript("{\"a\":[1]}", .single([.tree, .int, .isNil])),
        DecodeScript("[1,2]", .single([.tree, .string])),
        DecodeScript("[1,2]", .sequence([.single([.tree]), .unkeyed([.int]), .path])),
        DecodeScript("[[1]]", .unkeyed([.superDecoder(.single([.tree, .path])), .state])),
    ]

    static let setups: [DecodingSetup] = [.standard, KeyStrategyDifferentialTests.snake, .json5]

    @Test("keyed containers", arguments: keyed + dottedKeys, setups)
    func keyedContainers(_ script: DecodeScript, setup: DecodingSetup) {
        script.check(setup)
    }

    @Test("unkeyed containers", arguments: unkeyed, setups)
    func unkeyedContainers(_ script: DecodeScript, setup: DecodingSetup) {
        script.check(setup)
    }

    static let dottedKeys: [DecodeScript] = [
        DecodeScript(#"{"a":{"b":1},"a.b":2,".":3}"#, .keyed([.int("a.b"), .int("."), .contains("b"), .nested("a", [.int("b")]), .allKeys])),
        DecodeScript(
            #"{"a":{"b":1},"x":[{"y":2}]}"#,
            .keyed([
                .int("a.b"), .contains("a.b"), .isNil("a.b"), .ifPresentInt("a.b"), .int("x.0.y"), .contains("x.0"), .allKeys,
            ])),
    ]

    @Test("keys with dots, read literally with dottedKeyStrategy = .literal", arguments: dottedKeys)
    func literalDottedKeys(_ script: DecodeScript) {
        script.check(DecodingSetup("dottedKeyStrategy = .literal") { $0.strataDottedKeys = .literal })
    }

    @Test("single-value containers", arguments: single, setups)
    func singleValueContainers(_ script: DecodeScript, setup: DecodingSetup) {
        script.check(setup)
    }
}

// MARK: - Encoding scripts

/// What a scripted encoder does with an `Encoder`.
indirect enum EncoderStep: Sendable, CustomStringConvertible {
    case keyed([KeyedEncodeStep])
    case unkeyed([UnkeyedEncodeStep])
    case single(SingleEncodeStep)
    case nothing
    /// Several requests for containers on the same encoder.
    case sequence([EncoderStep])

    var description: String {
        switch self {
        case .keyed(let steps): return "keyed\(steps)"
        case .unkeyed(let steps): return "unkeyed\(steps)"
        case .single(let step): return "single(\(step))"
        case .nothing: return "nothing"
        case .sequence(let steps): return "sequence\(steps)"
        }
    }
}

indirect enum KeyedEncodeStep: Sendable {
    case int(String, Int), string(String, String), tree(String, Tree), encodeNil(String), absentOptional(String)
    case ifPresentNil(String), ifPresentInt(String, Int), nothing(String)
    /// Encodes the container's coding path as a string under the key.
    case path(String)
    case nested(String, [KeyedEncodeStep]), nestedUnkeyed(String, [UnkeyedEncodeStep])
    case superEncoder(EncoderStep), superEncoderForKey(String, EncoderStep)
}

indirect enum UnkeyedEncodeStep: Sendable {
    case int(Int), string(String), encodeNil, nothing, path, count
    case nested([KeyedEncodeStep]), nestedUnkeyed([UnkeyedEncodeStep]), superEncoder(EncoderStep)
}

enum SingleEncodeStep: Sendable {
    case int(Int), string(String), encodeNil, tree(Tree), path
}

/// Runs the `EncoderStep` found in `userInfo`.
struct ScriptedEncoding: Encodable, Sendable {
    static let script = CodingUserInfoKey(rawValue: "script")!

    func encode(to encoder: any Encoder) throws {
        try Self.run(encoder.userInfo[Self.script] as! EncoderStep, on: encoder)
    }

    static func run(_ step: EncoderStep, on encoder: any Encoder) throws {
        switch step {
        case .keyed(let steps):
            var container = encoder.container(keyedBy: AnyKey.self)
            try run(steps, on: &container)
        case .unkeyed(let steps):
            var container = encoder.unkeyedContainer()
            try run(steps, on: &container)
        case .single(let step):
            var container = encoder.singleValueContainer()
            switch step {
            case .int(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .encodeNil: try container.encodeNil()
            case .tree(let value): try container.encode(value)
            case .path: try container.encode(encoder.codingPath.joined)
            }
        case .nothing:
            break
        case .sequence(let steps):
            for step in steps { try run(step, on: encoder) }
        }
    }

    static func run(_ steps: [KeyedEncodeStep], on container: inout KeyedEncodingContainer<AnyKey>) throws {
        for step in steps {
            switch step {
            case .int(let key, let value): try container.encode(value, forKey: AnyKey(key))
            case .string(let key, let value): try container.encode(value, forKey: AnyKey(key))
            case .tree(let key, let value): try container.encode(value, forKey: AnyKey(key))
            case .encodeNil(let key): try container.encodeNil(forKey: AnyKey(key))
            case .absentOptional(let key): try container.encode(Int?.none, forKey: AnyKey(key))
            case .ifPresentNil(let key): try container.encodeIfPresent(Int?.none, forKey: AnyKey(key))
            case .ifPresentInt(let key, let value): try container.encodeIfPresent(value, forKey: AnyKey(key))
            case .nothing(let key): try container.encode(Nothing(), forKey: AnyKey(key))
            case .path(let key): try container.encode(container.codingPath.joined, forKey: AnyKey(key))
            case .nested(let key, let steps):
                var nested = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
                try run(steps, on: &nested)
            case .nestedUnkeyed(let key, let steps):
                var nested = container.nestedUnkeyedContainer(forKey: AnyKey(key))
                try run(steps, on: &nested)
            case .superEncoder(let step):
                try run(step, on: container.superEncoder())
            case .superEncoderForKey(let key, let step):
                try run(step, on: container.superEncoder(forKey: AnyKey(key)))
            }
        }
    }

    static func run(_ steps: [UnkeyedEncodeStep], on container: inout any UnkeyedEncodingContainer) throws {
        for step in steps {
            switch step {
            case .int(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .encodeNil: try container.encodeNil()
            case .nothing: try container.encode(Nothing())
            case .path: try container.encode(container.codingPath.joined)
            case .count: try container.encode(container.count)
            case .nested(let steps):
                var nested = container.nestedContainer(keyedBy: AnyKey.self)
                try run(steps, on: &nested)
            case .nestedUnkeyed(let steps):
                var nested = container.nestedUnkeyedContainer()
                try run(steps, on: &nested)
            case .superEncoder(let step):
                try run(step, on: container.superEncoder())
            }
        }
    }
}

/// One scripted encode: what to do, and Foundation's output (checked too, so that a row
/// cannot pass by both encoders failing alike) or nil for an error.
struct EncodeScript: Sendable, CustomTestStringConvertible {
    var step: EncoderStep
    var expected: String?
    var testDescription: String { "\(step)".prefix(120).description }

    init(_ step: EncoderStep, _ expected: String?) {
        self.step = step
        self.expected = expected
    }

    func check(_ setup: EncodingSetup, sourceLocation: SourceLocation = #_sourceLocation) {
        var setup = setup
        setup.userInfo[ScriptedEncoding.script] = step
        let outcome = Differential.expectSameEncoding(ScriptedEncoding(), setup: setup, sourceLocation: sourceLocation)
        if let expected {
            let value = try? JSONValue(parsing: outcome.value ?? Data())
            #expect(value == (try? JSONValue(parsing: expected)), "expected \(expected), Foundation gave \(outcome)", sourceLocation: sourceLocation)
        } else {
            #expect(outcome.error?.kind == .invalidValue, "expected an error, Foundation gave \(outcome)", sourceLocation: sourceLocation)
        }
    }
}

/// Scripted calls on keyed, unkeyed, single-value and super encoders write the same JSON or fail alike.
@Suite("Differential containers: encoding", .comparedWithSwiftFoundation)
struct ContainerEncodingDifferentialTests {
    static let scripts: [EncodeScript] = [
        EncodeScript(
            .keyed([.int("a", 1), .string("b", "x"), .encodeNil("c"), .ifPresentNil("d"), .absentOptional("e"), .ifPresentInt("f", 2)]),
            #"{"a":1,"b":"x","c":null,"e":null,"f":2}"#),
        EncodeScript(.keyed([.int("a", 1), .int("b", 2), .int("a", 3), .int("c", 4)]), #"{"a":3,"b":2,"c":4}"#),
        EncodeScript(.keyed([.int("\u{e9}", 0), .int("e\u{301}", 1)]), "{\"\u{e9}\":1}"),
        EncodeScript(.keyed([.int("e\u{301}", 0), .int("\u{e9}", 1)]), "{\"e\u{301}\":1}"),
        EncodeScript(.keyed([.nested("a", [.int("x", 5)]), .int("a", 7)]), #"{"a":7}"#),
        EncodeScript(.keyed([.nested("b", [.int("b", 6)]), .int("a", 9), .nested("b", [.int("a", 5)])]), #"{"a":9,"b":{"b":6,"a":5}}"#),
        EncodeScript(.keyed([.nestedUnkeyed("b", [.int(1)]), .nestedUnkeyed("b", [.int(2)])]), #"{"b":[1,2]}"#),
        EncodeScript(.keyed([.tree("k", .object(["x": .int(1)])), .nested("k", [.int("y", 2)])]), #"{"k":{"x":1,"y":2}}"#),
        EncodeScript(.keyed([.tree("k", .array([.int(1)])), .nestedUnkeyed("k", [.int(2)])]), #"{"k":[1,2]}"#),
        EncodeScript(.keyed([.nestedUnkeyed("u", []), .nested("k", [])]), #"{"u":[],"k":{}}"#),
        EncodeScript(.keyed([.nothing("n"), .int("a", 1)]), #"{"n":{},"a":1}"#),
        EncodeScript(.sequence([.keyed([.int("a", 1)]), .keyed([.int("b", 2)])]), #"{"a":1,"b":2}"#),
        EncodeScript(.sequence([.unkeyed([.int(1)]), .unkeyed([.int(2)])]), "[1,2]"),
        EncodeScript(.sequence([.single(.tree(.object(["a": .int(1)]))), .keyed([.int("b", 2)])]), #"{"a":1,"b":2}"#),
        EncodeScript(.sequence([.single(.tree(.array([.int(1)]))), .unkeyed([.int(2)])]), "[1,2]"),
        EncodeScript(.keyed([.int("a", 1), .superEncoder(.keyed([.int("x", 1), .path("p")]))]), #"{"a":1,"super":{"x":1,"p":"super#-"}}"#),
        EncodeScript(.keyed([.superEncoder(.nothing)]), #"{"super":{}}"#),
        EncodeScript(.keyed([.superEncoder(.single(.int(5))), .int("a", 1)]), #"{"super":5,"a":1}"#),
        EncodeScript(.keyed([.superEncoderForKey("base", .unkeyed([.int(1), .path]))]), #"{"base":[1,"base#-"]}"#),
        EncodeScript(.keyed([.superEncoderForKey("base", .single(.path))]), #"{"base":"base#-"}"#),
        EncodeScript(.keyed([.superEncoder(.keyed([.superEncoder(.keyed([.path("p")]))]))]), #"{"super":{"super":{"p":"super#-/super#-"}}}"#),
        EncodeScript(.keyed([.superEncoder(.single(.encodeNil))]), #"{"super":null}"#),
        EncodeScript(.unkeyed([.int(1), .superEncoder(.single(.string("s"))), .int(3), .superEncoder(.nothing)]), #"[1,"s",3,{}]"#),
        EncodeScript(.unkeyed([.int(1), .superEncoder(.single(.path))]), #"[1,"Index 1#1"]"#),
        EncodeScript(.unkeyed([.superEncoder(.unkeyed([.path])), .superEncoder(.keyed([.path("p")]))]), #"[["Index 0#0"],{"p":"Index 1#1"}]"#),
        EncodeScript(.unkeyed([.int(1), .nested([]), .nestedUnkeyed([]), .count]), "[1,{},[],3]"),
        EncodeScript(.unkeyed([.encodeNil, .nothing, .int(2), .string("x/y")]), #"[null,{},2,"x\/y"]"#),
        EncodeScript(
            .keyed([.nested("a", [.nestedUnkeyed("b", [.nested([.path("p")]), .path]), .path("q")]), .path("r")]),
            #"{"a":{"b":[{"p":"a#-/b#-/Index 0#0"},"a#-/b#-"],"q":"a#-"},"r":""}"#),
        EncodeScript(.unkeyed([.nestedUnkeyed([.nestedUnkeyed([.path]), .path]), .path]), #"[[["Index 0#0/Index 0#0"],"Index 0#0"],""]"#),
        EncodeScript(.single(.path), #""""#),
        EncodeScript(.single(.int(42)), "42"),
        EncodeScript(.single(.encodeNil), "null"),
        EncodeScript(.single(.string("hi/")), #""hi\/""#),
        EncodeScript(.keyed([]), "{}"),
        EncodeScript(.unkeyed([]), "[]"),
        EncodeScript(.nothing, nil),
        EncodeScript(.sequence([]), nil),
        EncodeScript(.keyed([.nested("k", [.nested("k", [.nested("k", [.int("k", 1), .int("j", 2)])])])]), #"{"k":{"k":{"k":{"k":1,"j":2}}}}"#),
        EncodeScript(
            .keyed([.tree("t", .object(["a": .array([.int(1), .object(["b": .null])]), "c": .string("é/😀")]))]),
            #"{"t":{"a":[1,{"b":null}],"c":"é\/😀"}}"#),
    ]

    static let dottedScripts: [EncodeScript] = [
        EncodeScript(.keyed([.int("a.b", 1), .nested("a", [.int("b", 2)]), .int(".", 3)]), #"{"a.b":1,"a":{"b":2},".":3}"#),
        EncodeScript(.keyed([.nested("x.y", [.int("z.w", 1)]), .nestedUnkeyed("u.v", [.int(2)])]), #"{"x.y":{"z.w":1},"u.v":[2]}"#),
        EncodeScript(.unkeyed([.nested([.int("0.1", 1)])]), #"[{"0.1":1}]"#),
    ]

    static let setups: [EncodingSetup] = [
        .standard, .sorted,
        EncodingSetup("prettyPrinted+sortedKeys") { $0.formatting = [.prettyPrinted, .sortedKeys] },
        EncodingSetup("convertToSnakeCase, sortedKeys") {
            $0.formatting = [.sortedKeys]
            $0.keys = .convertToSnakeCase
        },
    ]

    @Test("keyed, unkeyed, single-value, nested and super containers", arguments: scripts + dottedScripts, setups)
    func containers(_ script: EncodeScript, setup: EncodingSetup) {
        script.check(setup)
    }

    @Test("keys with dots, written literally with dottedKeyStrategy = .literal", arguments: dottedScripts)
    func literalDottedKeys(_ script: EncodeScript) {
        script.check(
            EncodingSetup("dottedKeyStrategy = .literal, sortedKeys") {
                $0.formatting = .sortedKeys
                $0.strataDottedKeys = .literal
            })
    }
}
