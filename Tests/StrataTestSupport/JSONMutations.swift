import Strata

/// Documents one edit away from a valid one: every member removed, every value (members
/// and array elements, at every depth) replaced by a value of each JSON type, and an
/// unknown member added to every object.
///
/// A generated schema must agree with the decoder on each: accept what it decodes and
/// reject what it refuses. The edits are the ones a server or an LLM gets wrong.
public enum JSONMutations {
    /// A value of each JSON type, as a replacement; the string is not a discriminator,
    /// date, URL or number any form reads, and the number is not an integer.
    public static let replacements: [JSONValue] = [.null, true, 7, 2.5, "not-a-variant", [], [:], [1], ["zz": 1]]

    /// The key of the member added to every object.
    public static let unknownKey = "zzUnknownMember"

    /// Every one-edit document of `document`, each with what it changes, editing values
    /// at most `maximumDepth` levels down; the first `limit` of them, outermost first.
    public static func of(_ document: JSONValue, maximumDepth: Int = .max, limit: Int = .max) -> [(edit: String, document: JSONValue)] {
        var results: [(String, JSONValue)] = []
        collect(document, at: "", depth: 0, maximumDepth: maximumDepth, limit: limit, into: &results) { $0 }
        return Array(results.prefix(limit))
    }

    /// Adds the edits of `value` at `path`; `rebuild` makes the whole document from an
    /// edited `value`.
    private static func collect(
        _ value: JSONValue, at path: String, depth: Int, maximumDepth: Int, limit: Int, into results: inout [(String, JSONValue)],
        rebuild: (JSONValue) -> JSONValue
    ) {
        guard depth <= maximumDepth, results.count < limit else { return }
        for replacement in replacements where replacement != value {
            results.append(("\(path.isEmpty ? "the document" : path) = \(replacement)", rebuild(replacement)))
        }
        switch value {
        case .object(let object):
            var added = object
            added.updateValue(1, forKey: unknownKey)
            results.append(("\(path).\(unknownKey) added", rebuild(.object(added))))
            for (index, member) in object.enumerated() {
                var removed = object
                removed.removeValue(forKey: member.key)
                let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
                results.append(("\(memberPath) removed", rebuild(.object(removed))))
                collect(member.value, at: memberPath, depth: depth + 1, maximumDepth: maximumDepth, limit: limit, into: &results) { edited in
                    var members = Array(object)
                    members[index].value = edited
                    return rebuild(.object(JSONObject(members.map { ($0.key, $0.value) })))
                }
            }
        case .array(let array):
            for index in array.indices {
                collect(array[index], at: "\(path)[\(index)]", depth: depth + 1, maximumDepth: maximumDepth, limit: limit, into: &results) { edited in
                    var elements = Array(array)
                    elements[index] = edited
                    return rebuild(.array(JSONArray(elements)))
                }
            }
        default:
            break
        }
    }
}
