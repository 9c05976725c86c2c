import Foundation
import Strata

// strata-example: what Strata does with a real GitHub issue payload.
//
//     swift run strata-example
//
// Each section below shows one layer of the library on the same document.

guard let url = Bundle.module.url(forResource: "github-issue", withExtension: "json", subdirectory: "Resources"),
    let payload = try? Data(contentsOf: url)
else {
    print("error: the bundled github-issue.json is missing")
    exit(1)
}

print("Strata example: a GitHub issue payload of \(payload.count) bytes\n")
do {
    try JSONLayerTour.run(payload)
    try CodingTour.run(payload)
    try ModelTour.run(payload)
    try ClusterTour.run()
    try LeniencyTour.run()
    try StreamingTour.run()
} catch {
    print("error: \(error)")
    exit(1)
}
