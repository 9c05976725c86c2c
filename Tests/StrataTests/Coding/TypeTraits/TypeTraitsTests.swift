import Foundation
import Testing

@testable import Strata

/// What the coders learn of a type before coding it. A type that conforms to none of
/// Strata's customization protocols is told apart with one lookup of
/// `_StrataCodingCustomization`, so every customization must still be found behind it.
@Suite("Type traits")
struct TypeTraitsTests {
    struct PlainModel: Codable {
        var name: String
    }

    /// A customization and whether the traits of `type` show it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let type: Any.Type
        let shows: @Sendable (TypeTraits) -> Bool
        var testDescription: String { name }
    }

    static let customized: [Case] = [
        Case(name: "JSONSerializing model", type: GHUser.self) { $0.model != nil },
        Case(name: "JSONCluster", type: Pets.self) { $0.cluster != nil },
        Case(name: "@Polymorphic", type: Polymorphic<Pets>.self) { $0.cluster != nil },
        Case(name: "@JSONKey", type: JSONKey<Int>.self) { $0.keyWrapper != nil },
        Case(name: "@JSONIgnored", type: JSONIgnored<Int>.self) { $0.ignoredWrapper != nil },
        Case(name: "[String: Int]", type: [String: Int].self) {
            $0.decodesAsStringKeyedDictionary && $0.encodesAsStringKeyedDictionary
        },
    ]

    @Test("every customization is found", arguments: customized)
    func customizationFound(_ example: Case) {
        #expect(example.type is any _StrataCodingCustomization.Type)
        #expect(example.shows(TypeTraits.of(example.type)))
    }

    @Test(
        "types that customize nothing are plain",
        arguments: [PlainModel.self, [PlainModel].self, [Int: String].self, Int?.self] as [Any.Type])
    func plainTypes(_ type: Any.Type) {
        let traits = TypeTraits.of(type)
        #expect(traits.isPlain)
        #expect(!traits.decodesAsStringKeyedDictionary && !traits.encodesAsStringKeyedDictionary)
    }
}
