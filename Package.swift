// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Strata",
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        .executable(name: "strata-example", targets: ["strata-example"]),
        .executable(name: "strata-bench", targets: ["strata-bench"]),
    ],
    targets: [
        .target(
            name: "Strata",
            path: "Sources/Strata"
        ),
        .executableTarget(
            name: "strata-example",
            dependencies: ["Strata"],
            path: "Sources/strata-example",
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "strata-bench",
            dependencies: ["Strata", "CorpusModels"],
            path: "Sources/strata-bench"
        ),
        // Codable models of the benchmark corpora, shared by the benchmarks and the tests.
        .target(
            name: "CorpusModels",
            path: "Sources/CorpusModels"
        ),
        .testTarget(
            name: "StrataTests",
            dependencies: ["Strata", "CorpusModels"],
            path: "Tests/StrataTests",
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
