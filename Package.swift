// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardAvoidance",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v10_15)],
  // What an app that depends on the package sees: the library and the testing product. The
  // demo and the benchmark are executable targets without products, which SwiftPM builds and
  // runs only in this package (`swift run keyboard-demo`, `swift run keyboard-bench`).
  products: [
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
  ],
  targets: [
    .target(name: "KeyboardAvoidanceCore"),
    .target(name: "KeyboardAvoidanceEngine", dependencies: ["KeyboardAvoidanceCore"]),
    // Its resources: the bar's Previous and Next labels in every language UIKit is
    // localized in (rule T1).
    .target(
      name: "KeyboardAvoidance",
      dependencies: ["KeyboardAvoidanceEngine", "KeyboardAvoidanceCore"],
      resources: [.process("Resources")]
    ),
    // For apps' tests: the keyboard simulator, the device presets and the geometry queries,
    // on UIKit. It knows nothing of the headless model.
    .target(name: "KeyboardAvoidanceTesting", dependencies: ["KeyboardAvoidanceCore"]),
    // The headless model of UIKit: for this package's tests, demo and benchmark; it gives
    // KeyboardAvoidanceTesting's simulator and queries their headless windows and views.
    // Not a product, so it has no public API to keep.
    .target(
      name: "KeyboardAvoidanceHeadless",
      dependencies: [
        "KeyboardAvoidance", "KeyboardAvoidanceEngine", "KeyboardAvoidanceCore",
        "KeyboardAvoidanceTesting",
      ]
    ),
    .target(
      name: "SampleScreens",
      dependencies: ["KeyboardAvoidanceHeadless"],
      path: "Sample/Screens"
    ),
    .target(name: "KeyboardReplay", dependencies: ["KeyboardAvoidanceHeadless"]),
    // Named as the command is typed: `swift run` runs an executable target by its name.
    .executableTarget(
      name: "keyboard-demo",
      dependencies: ["KeyboardReplay", "SampleScreens", "KeyboardAvoidanceHeadless"],
      path: "Sample/KeyboardDemo"
    ),
    .target(name: "KeyboardBenchKit", dependencies: ["KeyboardAvoidanceHeadless"]),
    .executableTarget(
      name: "keyboard-bench", dependencies: ["KeyboardBenchKit"], path: "Sources/KeyboardBench"),
    .target(
      name: "TestSupport",
      dependencies: ["KeyboardAvoidanceHeadless"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "KeyboardAvoidanceCoreTests",
      dependencies: ["KeyboardAvoidanceCore"]
    ),
    .testTarget(
      name: "KeyboardAvoidanceEngineTests",
      dependencies: ["KeyboardAvoidanceHeadless", "TestSupport", "RuleScenarios"]
    ),
    .testTarget(
      name: "KeyboardAvoidanceHeadlessTests",
      dependencies: ["KeyboardAvoidanceHeadless", "TestSupport"]
    ),
    .testTarget(
      name: "KeyboardReplayTests",
      dependencies: ["KeyboardReplay", "KeyboardAvoidanceHeadless", "TestSupport"],
      resources: [.copy("Scenarios")]
    ),
    .testTarget(
      name: "KeyboardBenchTests",
      dependencies: ["KeyboardBenchKit", "KeyboardAvoidanceHeadless"]
    ),
    .testTarget(
      name: "KeyboardAvoidanceTestingTests",
      dependencies: [
        "KeyboardAvoidanceTesting", "SampleScreens", "KeyboardAvoidanceHeadless", "RuleScenarios",
      ]
    ),
    // Rule scenarios as numbers, shared by the headless model's tests and the UIKit tests,
    // with what both read of the library (its public debug log).
    .target(
      name: "RuleScenarios", dependencies: ["KeyboardAvoidance"], path: "Tests/RuleScenarios"),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: ["SampleScreens", "KeyboardAvoidanceHeadless", "TestSupport"],
      path: "UITests/HeadlessUITests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
