/// Names for a cluster's cases from its discriminator values: the words of each value,
/// less the words every value shares at its start or end (`PushEvent`, `WatchEvent` →
/// `push`, `watch`; `charge.succeeded`, `charge.failed` → `succeeded`, `failed`).
enum VariantNaming {
    static func words(for tags: [TagValue]) -> [[String]] {
        var words = tags.map { tag -> [String] in
            switch tag {
            case .string(let string): return Words.split(string)
            case .integer(let integer): return ["value", String(integer).replacingOccurrences(of: "-", with: "minus")]
            }
        }
        guard words.count > 1 else { return words }
        while words.allSatisfy({ $0.count > 1 }), let last = words[0].last, words.allSatisfy({ $0.last?.lowercased() == last.lowercased() }) {
            words = words.map { Array($0.dropLast()) }
        }
        while words.allSatisfy({ $0.count > 1 }), let first = words[0].first,
            words.allSatisfy({ $0.first?.lowercased() == first.lowercased() })
        {
            words = words.map { Array($0.dropFirst()) }
        }
        return words
    }
}
