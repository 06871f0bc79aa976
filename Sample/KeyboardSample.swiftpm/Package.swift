// swift-tools-version: 6.0
// The iOS sample as an app package: open this folder in Xcode 16 or later and run it.
// (Apple's AppleProductTypes module exists only in Xcode, so nothing builds this
// manifest on Linux; the app's sources are type-checked by the repository's CI.)
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "KeyboardSample",
  platforms: [.iOS("15.0")],
  products: [
    .iOSApplication(
      name: "KeyboardSample",
      targets: ["KeyboardSample"],
      bundleIdentifier: "org.keyboardavoidance.sample",
      displayVersion: "0.1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .box),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      additionalInfoPlistContentFilePath: "SceneManifest.plist"
    )
  ],
  dependencies: [
    // The repository's root: the library this app demonstrates.
    .package(name: "KeyboardAvoidance", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "KeyboardSample",
      dependencies: [.product(name: "KeyboardAvoidance", package: "KeyboardAvoidance")],
      // A link to Sample/iOS, where CI type-checks the sources.
      path: "App",
      exclude: ["README.md"]
    )
  ],
  swiftLanguageModes: [.v6]
)
