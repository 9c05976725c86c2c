import Foundation
import Strata

/// The type a `@Lenient` property takes when the samples write a scalar in more than
/// one way (`1` and `"1"`, `true` and `"yes"`): the first of `Int`, `Double`, `Bool` and
/// `String` into which Strata's `Lenient` converts every value seen, tried by decoding
/// each value with it.
struct LenientInference {
    private let decoder = StrataJSONDecoder()

    func type(converting values: [JSONDocument.Node]) -> TypeModel? {
        let texts = values.map(\.description)
        let hasFraction = values.contains { node in
            let text = node.numberText ?? node.string ?? ""
            return text.contains(".") || text.contains("e") || text.contains("E")
        }
        let candidates: [(TypeModel, (String) -> Bool)] = [
            (.int, { self.converts($0, to: Int.self) }),
            (.double, { self.converts($0, to: Double.self) }),
            (.bool, { self.converts($0, to: Bool.self) }),
            (.string, { self.converts($0, to: String.self) }),
        ]
        for (type, converts) in candidates {
            if case .int = type, hasFraction { continue }
            if texts.allSatisfy(converts) { return type }
        }
        return nil
    }

    private func converts<Value: LenientDecodable>(_ json: String, to type: Value.Type) -> Bool {
        (try? decoder.decode(Lenient<Value>.self, from: Data(json.utf8))) != nil
    }
}
