import Foundation
import Testing

@testable import Strata

/// A type's stored properties, read from the runtime's metadata, are exactly the ones the
/// compiler laid out: their names, their declared types and the offsets `MemoryLayout`
/// reports, for every shape of type that class clusters and partial updates meet. What
/// cannot be read is refused with the reason, never listed in part.
@Suite("Stored properties from the runtime's metadata")
struct StoredFieldsTests {
    protocol Shape { var area: Double { get } }
    struct Square: Shape {
        var side: Double
        var area: Double { side * side }
    }
    final class Reference { var count = 0 }
    enum Payload: Equatable { case none, text(String), pair(Int, [Int]) }

    struct Everything {
        var flag = false
        var small: Int8 = 0
        var count = 0
        var name = ""
        var ratio: Double? = nil
        var tags: [String] = []
        var table: [String: Int] = [:]
        var when = Date(timeIntervalSince1970: 0)
        var link = URL(string: "https://example.com")
        var bytes = Data()
        var amount = Decimal(0)
        var id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        var payload = Payload.none
        var shape: any Shape = Square(side: 1)
        var anything: Any = 0
        var object = Reference()
        var maybeObject: Reference? = nil
        var action: @Sendable () -> Int = { 1 }
        var pair = (1, "one")
        var nested = Nested()

        struct Nested { var inner = 0.5 }
    }

    struct Empty {}

    struct Box<Value> {
        var first: Value
        var list: [Value]
        var count: Int
    }

    struct Outer<Key: Hashable> {
        struct Inner {
            var keys: Set<Key>
            var flag: Bool
        }
    }

    class Animal {
        var name = "animal"
        var legs = 4
    }

    class Dog: Animal {
        var breed = "mixed"
        var friends: [String] = []
    }

    final class Puppy: Dog {
        var ageInWeeks = 8
    }

    class Holder<Value> {
        var held: Value
        init(_ held: Value) { self.held = held }
    }

    final class NamedHolder: Holder<[String]> {
        var label = "none"
    }

    struct Wrapped {
        @Default<Defaults.Zero<Int>> var count: Int
        var plain = 1
    }

    struct WithWeak {
        var name = ""
        weak var owner: Reference?
    }

    struct WithUnowned {
        unowned var owner: Reference
    }

    struct WithUnmanaged {
        unowned(unsafe) var owner: Reference
    }

    private func ids(_ types: [Any.Type]) -> [ObjectIdentifier] { types.map(ObjectIdentifier.init) }

    @Test("a struct of every kind of property: names, declared types and offsets as laid out")
    func everything() throws {
        let fields = try StoredFields.of(Everything.self)
        let expected: [(String, Any.Type, Int?)] = [
            ("flag", Bool.self, MemoryLayout<Everything>.offset(of: \.flag)),
            ("small", Int8.self, MemoryLayout<Everything>.offset(of: \.small)),
            ("count", Int.self, MemoryLayout<Everything>.offset(of: \.count)),
            ("name", String.self, MemoryLayout<Everything>.offset(of: \.name)),
            ("ratio", Double?.self, MemoryLayout<Everything>.offset(of: \.ratio)),
            ("tags", [String].self, MemoryLayout<Everything>.offset(of: \.tags)),
            ("table", [String: Int].self, MemoryLayout<Everything>.offset(of: \.table)),
            ("when", Date.self, MemoryLayout<Everything>.offset(of: \.when)),
            ("link", URL?.self, MemoryLayout<Everything>.offset(of: \.link)),
            ("bytes", Data.self, MemoryLayout<Everything>.offset(of: \.bytes)),
            ("amount", Decimal.self, MemoryLayout<Everything>.offset(of: \.amount)),
            ("id", UUID?.self, MemoryLayout<Everything>.offset(of: \.id)),
            ("payload", Payload.self, MemoryLayout<Everything>.offset(of: \.payload)),
            ("shape", (any Shape).self, MemoryLayout<Everything>.offset(of: \.shape)),
            ("anything", Any.self, MemoryLayout<Everything>.offset(of: \.anything)),
            ("object", Reference.self, MemoryLayout<Everything>.offset(of: \.object)),
            ("maybeObject", Reference?.self, MemoryLayout<Everything>.offset(of: \.maybeObject)),
            // A key path to a closure reabstracts it, so `MemoryLayout` gives no offset: the
            // closure's two words end where the next property starts.
            ("action", (@Sendable () -> Int).self, MemoryLayout<Everything>.offset(of: \.pair).map { $0 - 2 * MemoryLayout<Int>.size }),
            ("pair", (Int, String).self, MemoryLayout<Everything>.offset(of: \.pair)),
            ("nested", Everything.Nested.self, MemoryLayout<Everything>.offset(of: \.nested)),
        ]
        #expect(fields.map(\.name) == expected.map(\.0))
        for (field, (name, type, offset)) in zip(fields, expected) {
            #expect(ObjectIdentifier(field.type) == ObjectIdentifier(type), "\(name): \(field.type)")
            #expect(field.offset == offset, "\(name) at \(field.offset)")
        }
    }

    @Test("copying every field makes an equal value, and references are counted")
    func copyingEveryField() throws {
        var source = Everything()
        source.flag = true
        source.small = -3
        source.count = 42
        source.name = String(repeating: "long text on the heap ", count: 4)
        source.ratio = 0.25
        source.tags = ["a", "b"]
        source.table = ["x": 1]
        source.when = Date(timeIntervalSince1970: 1_303_479_228)
        source.link = URL(string: "https://example.org/path")
        source.bytes = Data([1, 2, 3])
        source.amount = Decimal(string: "19.99") ?? 0
        source.id = UUID()
        source.payload = .pair(7, [8, 9])
        source.shape = Square(side: 3)
        source.anything = "any"
        source.object.count = 5
        source.maybeObject = source.object
        source.action = { 2 }
        source.pair = (2, "two")
        source.nested.inner = 1.5

        var destination = Everything()
        let fields = try StoredFields.of(Everything.self)
        withUnsafeBytes(of: source) { from in
            withUnsafeMutableBytes(of: &destination) { to in
                guard let from = from.baseAddress, let to = to.baseAddress else { return }
                for field in fields { StoredFields.copy(field, from: from, to: to) }
            }
        }
        #expect(destination.flag && destination.small == -3 && destination.count == 42)
        #expect(destination.name == source.name && destination.ratio == 0.25 && destination.tags == ["a", "b"])
        #expect(destination.table == ["x": 1] && destination.when == source.when && destination.link == source.link)
        #expect(destination.bytes == Data([1, 2, 3]) && destination.amount == source.amount && destination.id == source.id)
        #expect(destination.payload == .pair(7, [8, 9]) && destination.shape.area == 9 && destination.anything as? String == "any")
        #expect(destination.object === source.object && destination.maybeObject === source.object && destination.action() == 2)
        #expect(destination.pair == (2, "two") && destination.nested.inner == 1.5)
        // The source, its copy and the local hold the object; a copy by bytes alone would
        // leave the count one short and free the object while it is used.
        var held = source.object
        source = Everything()
        destination = Everything()
        #expect(isKnownUniquelyReferenced(&held))
    }

    @Test("types without stored properties: none", arguments: [Empty.self, Payload.self, Payload?.self, Never.self] as [Any.Type])
    func noFields(type: Any.Type) throws {
        #expect(try StoredFields.of(type).isEmpty)
    }

    @Test("generic structs: the fields' types are the arguments the value was made with")
    func generics() throws {
        let ints = try StoredFields.of(Box<Int>.self)
        #expect(ints.map(\.name) == ["first", "list", "count"])
        #expect(ids(ints.map(\.type)) == ids([Int.self, [Int].self, Int.self]))
        #expect(ints.map(\.offset) == [\Box<Int>.first, \.list, \.count].map { MemoryLayout<Box<Int>>.offset(of: $0) })

        let dates = try StoredFields.of(Box<[Date]>.self)
        #expect(ids(dates.map(\.type)) == ids([[Date].self, [[Date]].self, Int.self]))
        #expect(dates.map(\.offset) == [\Box<[Date]>.first, \.list, \.count].map { MemoryLayout<Box<[Date]>>.offset(of: $0) })

        let inner = try StoredFields.of(Outer<String>.Inner.self)
        #expect(ids(inner.map(\.type)) == ids([Set<String>.self, Bool.self]))
        #expect(inner.map(\.offset) == [\Outer<String>.Inner.keys, \.flag].map { MemoryLayout<Outer<String>.Inner>.offset(of: $0) })
    }

    @Test("classes: the superclasses' properties first, then each subclass's, at offsets that copy")
    func classes() throws {
        let fields = try StoredFields.of(Puppy.self)
        #expect(fields.map(\.name) == ["name", "legs", "breed", "friends", "ageInWeeks"])
        #expect(ids(fields.map(\.type)) == ids([String.self, Int.self, String.self, [String].self, Int.self]))
        #expect(try StoredFields.of(Animal.self).map(\.name) == ["name", "legs"])

        let source = Puppy()
        source.name = "Rex"
        source.legs = 3
        source.breed = "collie"
        source.friends = ["Lassie"]
        source.ageInWeeks = 12
        let destination = Puppy()
        let from = UnsafeRawPointer(Unmanaged.passUnretained(source).toOpaque())
        let to = UnsafeMutableRawPointer(Unmanaged.passUnretained(destination).toOpaque())
        for field in fields { StoredFields.copy(field, from: from, to: to) }
        #expect(destination.name == "Rex" && destination.legs == 3 && destination.breed == "collie")
        #expect(destination.friends == ["Lassie"] && destination.ageInWeeks == 12)
    }

    @Test("a generic superclass: its field has the subclass's argument")
    func genericClasses() throws {
        let fields = try StoredFields.of(NamedHolder.self)
        #expect(fields.map(\.name) == ["held", "label"])
        #expect(ids(fields.map(\.type)) == ids([[String].self, String.self]))
        let generic = try StoredFields.of(Holder<Decimal>.self)
        #expect(ids(generic.map(\.type)) == ids([Decimal.self]))

        let source = NamedHolder(["a"])
        source.label = "labelled"
        let destination = NamedHolder([])
        let from = UnsafeRawPointer(Unmanaged.passUnretained(source).toOpaque())
        let to = UnsafeMutableRawPointer(Unmanaged.passUnretained(destination).toOpaque())
        for field in fields { StoredFields.copy(field, from: from, to: to) }
        #expect(destination.held == ["a"] && destination.label == "labelled")
    }

    @Test("property wrappers are stored under their underscored name, with the wrapper's type")
    func wrappers() throws {
        let fields = try StoredFields.of(Wrapped.self)
        #expect(fields.map(\.name) == ["_count", "plain"])
        #expect(ids(fields.map(\.type)) == ids([Default<Defaults.Zero<Int>>.self, Int.self]))
    }

    @Test(
        "weak and unowned references are refused, naming the property",
        arguments: [(WithWeak.self, "a weak"), (WithUnowned.self, "an unowned"), (WithUnmanaged.self, "an unowned(unsafe)")] as [(Any.Type, String)])
    func references(type: Any.Type, kind: String) {
        #expect {
            _ = try StoredFields.of(type)
        } throws: { error in
            let message = "\(error)"
            return message.contains("\"owner\"") && message.contains("is \(kind) reference") && message.contains(String(describing: type))
        }
    }

    @Test(
        "what is not a struct, an enum or a class is refused",
        arguments: [(Int, String).self, ((Int) -> Int).self, (any Shape).self, Any.self, Int.Type.self] as [Any.Type])
    func others(type: Any.Type) {
        #expect(throws: StoredFields.Unreadable.self) { try StoredFields.of(type) }
    }

    @Test("an enum's case names, by the value's case")
    func caseNames() {
        enum Keys: String, CodingKey { case id, displayName = "display_name", avatarURL = "avatar_url" }
        func name<T>(_ value: T) -> String? { EnumCases.name(of: value).map { String(cString: $0) } }
        #expect(name(Keys.id) == "id")
        #expect(name(Keys.displayName) == "displayName")
        #expect(name(Keys.avatarURL) == "avatarURL")
        #expect(name(EnumCasesTests.One.only) == "only")
        #expect(EnumCasesTests.Wide.allCases.allSatisfy { name($0) == "\($0)" })
        #expect(name(Payload.none) == nil)
        #expect(name(3) == nil)
        #expect(name("text") == nil)
    }
}
