// Codable model of the `mesh.json` benchmark corpus (a 3D mesh exported for WebGL:
// flat arrays of vertex attributes, ~65k numbers, many of them integers). Every key in
// the document is a stored property, so a decode visits the whole document.

/// The whole document.
public struct Mesh: Codable, Equatable, Sendable {
    /// Ranges of `indices` and vertices drawn together, with the bones they use.
    public var batches: [Batch]
    /// Named sets of displaced positions (empty in this corpus).
    public var morphTargets: [String: [Double]]
    /// `x, y, z` per vertex.
    public var positions: [Double]
    /// Texture coordinates, `u, v` per vertex.
    public var tex0: [Double]
    /// A packed ARGB colour per vertex.
    public var colors: [Int]
    /// Bone weights per vertex: `[weight, bone]` pairs (`[1.0, 0]`).
    public var influences: [[Double]]
    /// `x, y, z` per vertex.
    public var normals: [Double]
    /// Vertex indices, three per triangle.
    public var indices: [Int]

    enum CodingKeys: String, CodingKey {
        case batches
        case morphTargets
        case positions
        case tex0
        case colors
        case influences
        case normals
        case indices
    }
}

extension Mesh {
    /// An element of `batches`.
    public struct Batch: Codable, Equatable, Sendable {
        /// `[first, end]` in `indices`.
        public var indexRange: [Int]
        /// `[first, end]` of the vertices.
        public var vertexRange: [Int]
        public var usedBones: [Int]

        enum CodingKeys: String, CodingKey {
            case indexRange
            case vertexRange
            case usedBones
        }
    }
}
