import Foundation

/// What the checks read of a Swift package's manifest.
struct PackageManifest {
  /// The names of the package's products, which a project's package product dependencies name.
  let products: Set<String>
  /// The package's iOS floor (`platforms`), such as `15.0`, if it declares one.
  let iOSVersion: String?
  /// The package's targets each product brings into a binary that links it: its own and
  /// every target they depend on in the package.
  let productTargets: [String: Set<String>]
}

/// The shape of `swift package dump-package`'s JSON, as far as the checks read it.
private struct ManifestDump: Decodable {
  struct Product: Decodable { let name: String }
  struct Platform: Decodable {
    let platformName: String
    let version: String
  }
  let products: [Product]
  let platforms: [Platform]
}

/// Reads package manifests with `swift package dump-package`, once per folder: SwiftPM
/// evaluates `Package.swift` for it, which takes a second.
final class PackageManifests {
  private var cache: [String: Result<PackageManifest, ProjectLoadError>] = [:]

  /// The manifest of the package in a folder, or why it could not be read.
  func manifest(in folder: URL) -> Result<PackageManifest, ProjectLoadError> {
    let key = folder.standardized.path
    if let known = cache[key] { return known }
    let result = Result { () throws(ProjectLoadError) in try dump(key) }
    cache[key] = result
    return result
  }

  /// Runs dump-package on a folder and decodes what it prints.
  private func dump(_ folder: String) throws(ProjectLoadError) -> PackageManifest {
    guard FileManager.default.fileExists(atPath: folder + "/Package.swift") else {
      throw ProjectLoadError(description: "no Package.swift in \(folder)")
    }
    let output = try run(["swift", "package", "dump-package", "--package-path", folder])
    do {
      let dump = try JSONDecoder().decode(ManifestDump.self, from: output)
      return PackageManifest(
        products: Set(dump.products.map(\.name)),
        iOSVersion: dump.platforms.first { $0.platformName == "ios" }?.version,
        productTargets: productTargets(output))
    } catch {
      throw ProjectLoadError(description: "dump-package of \(folder) printed no manifest: \(error)")
    }
  }

  /// Runs a command found on the PATH and returns what it prints, failing with what it says
  /// on standard error when it does not succeed.
  private func run(_ command: [String]) throws(ProjectLoadError) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch {
      throw ProjectLoadError(description: "cannot run \(command.joined(separator: " ")): \(error)")
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: said, as: UTF8.self)
      throw ProjectLoadError(description: "\(command.joined(separator: " ")) failed: \(message)")
    }
    return printed
  }
}

/// Each product's targets with their dependencies in the package, from dump-package's JSON
/// (a target's dependency on another target is `{"byName": [name, ...]}` or
/// `{"target": [name, ...]}`; a product of another package is not the package's).
private func productTargets(_ json: Data) -> [String: Set<String>] {
  guard let dump = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else {
    return [:]
  }
  var needs: [String: [String]] = [:]
  for target in dump["targets"] as? [[String: Any]] ?? [] {
    guard let name = target["name"] as? String else { continue }
    let dependencies = target["dependencies"] as? [[String: Any]] ?? []
    needs[name] = dependencies.compactMap { dependency in
      ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
    }
  }
  var result: [String: Set<String>] = [:]
  for product in dump["products"] as? [[String: Any]] ?? [] {
    guard let name = product["name"] as? String else { continue }
    var found: Set<String> = []
    var queue = product["targets"] as? [String] ?? []
    while let next = queue.popLast() {
      guard needs[next] != nil, found.insert(next).inserted else { continue }
      queue += needs[next] ?? []
    }
    result[name] = found
  }
  return result
}
