import Strata

/// One JSON document of the samples: a whole file, or one line of a JSON Lines file.
struct SampleDocument {
    /// The file's name as given.
    var file: String
    /// The line of the file the document starts on, less one: 0 for a whole file.
    var lineOffset: Int
    /// Whether the document is one line of a JSON Lines file.
    var isLine: Bool
    var document: JSONDocument

    /// The line and column of a node of this document, in its file.
    func location(of node: JSONDocument.Node) -> (line: Int, column: Int) {
        let location = document.location(ofByteOffset: node.byteOffset)
        return (location.line + lineOffset, location.column)
    }
}
