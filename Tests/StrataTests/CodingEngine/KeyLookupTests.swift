import Foundation
import Strata
import Testing

/// Reads the keys named in `userInfo[KeyProbe.names]` from an object, each as an
/// optional `Int`, through the generic container API.
struct KeyProbe: Decodable, Equatable {
    static let names = CodingUserInfoKey(rawValue: "KeyProbe.names")!
    var values: [Int?]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let names = decoder.userInfo[Self.names] as? [String] ?? []
        values = try names.map { try container.decodeIfPresent(Int.self, forKey: AnyKey($0)) }
    }
}

/// Keys are found by comparing bytes a word at a time, then the last few one by one:
/// keys of every length that differ from one another in a single byte, at every
/// position, must each find their own member.
@Suite("Key lookup: keys that differ in one byte")
struct KeyLookupTests {
    @Test("each key finds its own member, and a near miss finds none", arguments: 1...24)
    func nearMisses(length: Int) throws {
        for position in 0..<length {
            let base = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            func differing(_ replacement: Character) -> String {
                var characters = Array(base)
                characters[position] = replacement
                return String(characters)
            }
            let json = #"{"\#(base)": 1, "\#(differing("Z"))": 2, "\#(differing("Y"))": 3}"#
            let names = [differing("Y"), base, differing("X"), differing("Z")]
            let strata = StrataJSONDecoder()
            strata.userInfo[KeyProbe.names] = names
            let foundation = JSONDecoder()
            foundation.userInfo[KeyProbe.names] = names
            let decoded = try strata.decode(KeyProbe.self, from: Data(json.utf8))
            #expect(decoded.values == [3, 1, nil, 2], "length \(length), byte \(position)")
            #expect(decoded == (try foundation.decode(KeyProbe.self, from: Data(json.utf8))))
        }
    }
}
