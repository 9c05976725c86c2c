// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Strata",
    // The oldest versions Strata supports, each with every feature: newer APIs have a
    // fallback (Sources/Strata/Support/PlatformFallbacks.swift). Checked from Linux by
    // Scripts/apple-availability/check.sh, which .ci/run runs.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1), .macCatalyst(.v15)],
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        .executable(name: "strata-example", targets: ["strata-example"]),
        .executable(name: "strata-bench", targets: ["strata-bench"]),
        .executable(name: "strata-generate", targets: ["strata-generate"]),
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
        // Models from sample JSON: the inference and the Swift it writes, kept out of the
        // `Strata` library so that what users link does not grow.
        .target(
            name: "StrataModelInference",
            dependencies: ["Strata"],
            path: "Sources/StrataModelInference"
        ),
        .executableTarget(
            name: "strata-generate",
            dependencies: ["StrataModelInference"],
            path: "Sources/strata-generate"
        ),
        // The models strata-generate writes for TestData's samples, committed and compiled,
        // so that the tests decode each sample with them.
        .target(
            name: "GeneratedModels",
            dependencies: ["Strata"],
            path: "Tests/GeneratedModels",
            exclude: ["Manifest.txt"]
        ),
        // Helpers both test targets use.
        .target(
            name: "StrataTestSupport",
            dependencies: ["Strata"],
            path: "Tests/StrataTestSupport"
        ),
        .testTarget(
            name: "StrataModelInferenceTests",
            dependencies: ["StrataModelInference", "GeneratedModels", "Strata", "StrataTestSupport"],
            path: "Tests/StrataModelInferenceTests"
        ),
        .testTarget(
            name: "StrataTests",
            dependencies: ["Strata", "CorpusModels", "StrataTestSupport"],
            path: "Tests/StrataTests",
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
