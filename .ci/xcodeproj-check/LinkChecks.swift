import Foundation

extension ProjectChecks {
  /// The package product dependencies (ids) a target's Frameworks phases link.
  func linkedProducts(of target: ProjectObject) -> Set<String> {
    Set(
      project.objects("buildPhases", of: target).filter { $0.isa == "PBXFrameworksBuildPhase" }
        .flatMap { project.objects("files", of: $0) }.compactMap { $0.string("productRef") })
  }

  /// The host application of a unit-test bundle, which loads the bundle into its process.
  func unitTestHost(of target: ProjectObject) -> ProjectObject? {
    guard target.string("productType") == "com.apple.product-type.bundle.unit-test" else {
      return nil
    }
    let attributes = project.root?.dictionary("attributes")["TargetAttributes"] as? [String: Any]
    let own = attributes?[target.id] as? [String: Any]
    return project.object(own?["TestTargetID"] as? String)
  }

  /// No package target is linked twice into one process.
  ///
  /// Package products are static: a package target linked into a unit-test bundle and into
  /// its host app is in their one process twice (two copies of its types and its globals).
  /// So a target declares only products it links, except a hosted unit-test bundle, which
  /// may declare a product its host links (Xcode builds it, so the bundle sees its module,
  /// and the bundle finds its symbols in the host); and no package target is linked into
  /// both a unit-test bundle and its host.
  func linkProblems() -> [String] {
    var problems: [String] = []
    for target in project.targets {
      let host = unitTestHost(of: target)
      let declared = Set(target.strings("packageProductDependencies"))
      let hostProducts = Set(host.map(linkedProducts(of:))?.compactMap(productName) ?? [])
      for id in declared.subtracting(linkedProducts(of: target)).sorted() {
        let product = productName(id) ?? id
        if !hostProducts.contains(product) {
          problems.append(
            "\(name(target)) declares \(product) without linking it, and no host of it links it")
        }
      }
      guard let host else { continue }
      let twice = packageTargets(linkedBy: target).intersection(packageTargets(linkedBy: host))
      if !twice.isEmpty {
        let shared = twice.sorted().joined(separator: ", ")
        problems.append(
          "\(name(target)) and its host \(name(host)) both link \(shared): "
            + "two copies in one process")
      }
    }
    return problems
  }

  /// The product name of a package product dependency.
  private func productName(_ id: String) -> String? {
    project.object(id)?.string("productName")
  }

  /// The package targets the products a target links bring into it.
  private func packageTargets(linkedBy target: ProjectObject) -> Set<String> {
    var found: Set<String> = []
    for id in linkedProducts(of: target) {
      guard let dependency = project.object(id), let product = productName(id),
        let package = project.object(dependency.string("package")),
        package.isa == "XCLocalSwiftPackageReference",
        case .success(let manifest) = manifests.manifest(in: folder(of: package))
      else { continue }
      found.formUnion(manifest.productTargets[product] ?? [product])
    }
    return found
  }
}
