import Foundation

extension ProjectChecks {
  /// The folder of a local package reference, such as the repository's for `..`.
  func folder(of package: ProjectObject) -> URL {
    project.directory.appendingPathComponent(package.string("relativePath") ?? "").standardized
  }

  /// The manifests of the project's local packages, with the problems reading them.
  func localManifests() -> (manifests: [PackageManifest], problems: [String]) {
    var manifests: [PackageManifest] = []
    var problems: [String] = []
    for package in project.objects(isa: "XCLocalSwiftPackageReference") {
      switch self.manifests.manifest(in: folder(of: package)) {
      case .success(let manifest): manifests.append(manifest)
      case .failure(let error): problems.append("package \(package.id): \(error)")
      }
    }
    return (manifests, problems)
  }

  /// Every package product a target depends on is a product of the package it names.
  func packageProblems() -> [String] {
    var problems = localManifests().problems
    let referenced = Set(project.root?.strings("packageReferences") ?? [])
    for package in project.objects(isa: "XCLocalSwiftPackageReference")
    where !referenced.contains(package.id) {
      problems.append("package \(package.id) is not in the project's packageReferences")
    }
    for dependency in project.objects(isa: "XCSwiftPackageProductDependency") {
      let product = dependency.string("productName") ?? ""
      guard let package = project.object(dependency.string("package")) else {
        problems.append("package product \(product) names no package")
        continue
      }
      guard package.isa == "XCLocalSwiftPackageReference",
        case .success(let manifest) = manifests.manifest(in: folder(of: package))
      else { continue }
      if !manifest.products.contains(product) {
        let known = manifest.products.sorted().joined(separator: ", ")
        let shown = relative(folder(of: package).path, to: repository)
        problems.append("\(product) is not a product of the package at \(shown) (\(known))")
      }
    }
    return problems
  }

  /// Every `IPHONEOS_DEPLOYMENT_TARGET` is the iOS floor of the project's packages, and the
  /// project-level configurations set it, so that no target is built for another floor.
  func deploymentProblems() -> [String] {
    let floors = Set(localManifests().manifests.compactMap(\.iOSVersion))
    guard !floors.isEmpty else { return [] }
    var owners: [String: String] = [:]
    for target in project.targets {
      for configuration in configurations(listedBy: target) {
        owners[configuration.id] = name(target)
      }
    }
    var problems: [String] = []
    for configuration in project.objects(isa: "XCBuildConfiguration") {
      let owner =
        "\(owners[configuration.id] ?? "the project") \(configuration.string("name") ?? "")"
      let value = configuration.dictionary("buildSettings")["IPHONEOS_DEPLOYMENT_TARGET"] as? String
      guard let value else {
        if owners[configuration.id] == nil {
          problems.append("\(owner): no IPHONEOS_DEPLOYMENT_TARGET (the package's iOS floor)")
        }
        continue
      }
      for floor in floors.sorted() where versionParts(value) != versionParts(floor) {
        problems.append(
          "\(owner): IPHONEOS_DEPLOYMENT_TARGET = \(value), not the package's iOS floor \(floor)")
      }
    }
    return problems
  }
}

/// A version's numbers without trailing zeros, so that `15` and `15.0` compare equal.
private func versionParts(_ version: String) -> [Substring] {
  var parts = version.split(separator: ".")
  while parts.count > 1, parts.last == "0" { parts.removeLast() }
  return parts
}
