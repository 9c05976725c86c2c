import Foundation
import Strata

// strata-example: what Strata does with a real GitHub issue payload.
//
//     swift run strata-example
//
// Each section below shows one layer of the library on the same document; its heading
// names the file that holds its code.

guard let url = Bundle.module.url(forResource: "github-issue", withExtension: "json", subdirectory: "Resources"),
    let payload = try? Data(contentsOf: url)
else {
    print("error: the bundled github-issue.json is missing")
    exit(1)
}

print("Strata example: a GitHub issue payload of \(payload.count) bytes\n")
let sections = Sections()
do {
    try JSONLayerTour.run(payload, sections: sections)
    try CodingTour.run(payload, sections: sections)
    try ModelTour.run(payload, sections: sections)
    try ClusterTour.run(sections: sections)
    try LeniencyTour.run(sections: sections)
    try StreamingTour.run(sections: sections)
} catch {
    print("error: \(error)")
    exit(1)
}
