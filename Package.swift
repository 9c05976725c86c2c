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
            dependencies: ["Strata"],
            path: "Sources/strata-bench"
        ),
        .testTarget(
            name: "StrataTests",
            dependencies: ["Strata"],
            path: "Tests/StrataTests",
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
