// Models for mesh.json, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace MeshModels mesh.json
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(MeshModels.Mesh.self, from: data)`.

import Foundation
import Strata

enum MeshModels {
    struct Mesh: JSONSerializing, Sendable {
        var batches: [Batch]
        var morphTargets: [String: JSONValue]
        var positions: [Double]
        var tex0: [Double]
        var colors: [Int]
        var influences: [[Double]]
        var normals: [Double]
        var indices: [Int]
    }

    struct Batch: JSONSerializing, Sendable {
        var indexRange: [Int]
        var vertexRange: [Int]
        var usedBones: [Int]
    }
}
