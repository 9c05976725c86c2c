// Models for amazon_cellphones.ndjson, written by strata-generate. Edit them as your own.
// Made with: strata-generate --namespace AmazonModels amazon_cellphones.ndjson
// Decode a sample with StrataJSONDecoder: `try StrataJSONDecoder().decode(AmazonModels.AmazonCellphones.self, from: data)`.

import Foundation
import Strata

enum AmazonModels {
    typealias AmazonCellphones = [JSONValue]
}
