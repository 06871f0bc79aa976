import Foundation

/// The checks of one project, with what several of them share.
struct ProjectChecks {
  /// The project.
  let project: Project
  /// Where each group and file reference lies on disk, by id.
  let paths: [String: String]
  /// The package manifests the project's local package references point at.
  let manifests: PackageManifests
  /// The repository's folder, which messages give paths relative to.
  let repository: String

  /// Sets up the checks of a project.
  init(project: Project, manifests: PackageManifests, repository: String) {
    self.project = project
    self.paths = Self.diskPaths(of: project)
    self.manifests = manifests
    self.repository = repository
  }

  /// Every problem the checks of this project find, given what each target compiles.
  func problems(sources: [String: Set<String>]) -> [String] {
    objectProblems() + buildFileProblems() + targetProblems() + linkProblems()
      + dependencyProblems() + fileReferenceProblems() + packageProblems() + deploymentProblems()
      + testHostProblems() + schemeProblems() + appProblems(sources: sources)
  }

  /// The product types of test bundles, which run inside or against a host application.
  static let testTypes: Set<String> = [
    "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
  ]

  /// The product type of an application.
  static let applicationType = "com.apple.product-type.application"

  /// A target's name, for messages.
  func name(_ target: ProjectObject) -> String { target.string("name") ?? target.id }

  /// Each build configuration of a target, by name, over the project's configuration of the
  /// same name, as Xcode layers build settings (configuration files aside).
  func configurations(of target: ProjectObject) -> [(name: String, settings: [String: Any])] {
    var projectLevel: [String: [String: Any]] = [:]
    for configuration in configurations(listedBy: project.root) {
      projectLevel[configuration.string("name") ?? ""] = configuration.dictionary("buildSettings")
    }
    return configurations(listedBy: target).map { configuration in
      let name = configuration.string("name") ?? configuration.id
      let own = configuration.dictionary("buildSettings")
      return (name, (projectLevel[name] ?? [:]).merging(own) { _, target in target })
    }
  }

  /// The build configurations of a target's or the project's configuration list.
  func configurations(listedBy owner: ProjectObject?) -> [ProjectObject] {
    guard let owner, let list = project.object(owner.string("buildConfigurationList")) else {
      return []
    }
    return project.objects("buildConfigurations", of: list)
  }
}

extension ProjectChecks {
  /// Every object id is defined once, has Xcode's shape, and every id used is defined.
  func objectProblems() -> [String] {
    let defined = Set(project.objects.keys)
    var problems = duplicateObjectKeys(inText: project.text).map {
      "object id \($0) is defined twice"
    }
    problems += defined.filter { !isObjectID($0) }.sorted()
      .map { "object id \($0) is not 24 uppercase hexadecimal digits" }
    problems += idShapedWords(in: project.text).subtracting(defined).sorted()
      .map { "undefined id \($0)" }
    if project.root?.isa != "PBXProject" { problems.append("rootObject is not a PBXProject") }
    return problems
  }

  /// Every build file points at a file reference or a package product, and is in one phase.
  func buildFileProblems() -> [String] {
    var problems: [String] = []
    var phasesHolding: [String: Int] = [:]
    for phase in project.objects.values.sorted(by: { $0.id < $1.id })
    where phase.isa.hasSuffix("BuildPhase") {
      for id in phase.strings("files") {
        phasesHolding[id, default: 0] += 1
        if project.object(id)?.isa != "PBXBuildFile" {
          problems.append("build phase \(phase.id) lists \(id), which is no build file")
        }
      }
    }
    let fileClasses: Set = ["PBXFileReference", "PBXVariantGroup", "XCVersionGroup"]
    for file in project.objects(isa: "PBXBuildFile") {
      if let reference = file.string("fileRef") {
        if !fileClasses.contains(project.object(reference)?.isa ?? "") {
          problems.append("build file \(file.id) points at \(reference), no file reference")
        }
      } else if let product = file.string("productRef") {
        if project.object(product)?.isa != "XCSwiftPackageProductDependency" {
          problems.append("build file \(file.id) points at \(product), no package product")
        }
      } else {
        problems.append("build file \(file.id) points nowhere")
      }
      let count = phasesHolding[file.id] ?? 0
      if count != 1 { problems.append("build file \(file.id) is in \(count) build phases") }
    }
    return problems
  }

  /// The project lists every target; each target's phases, configurations and product exist;
  /// a target links only package products it declares it depends on.
  func targetProblems() -> [String] {
    var problems: [String] = []
    let listed = Set(project.root?.strings("targets") ?? [])
    let targets = Set(project.targets.map(\.id))
    problems += targets.subtracting(listed).sorted().map {
      "the project does not list target \($0)"
    }
    problems += listed.subtracting(targets).sorted().map { "the project lists \($0), no target" }
    for target in project.targets {
      let phases = project.objects("buildPhases", of: target)
      if phases.count != target.strings("buildPhases").count
        || !phases.allSatisfy({ $0.isa.hasSuffix("BuildPhase") })
      {
        problems.append("\(name(target)) lists a build phase that is not defined")
      }
      if configurations(listedBy: target).isEmpty {
        problems.append("\(name(target)) has no build configurations")
      }
      if project.productFileName(of: target) == nil {
        problems.append("\(name(target)) has no product file reference")
      }
      if !linkedProducts(of: target).isSubset(of: target.strings("packageProductDependencies")) {
        problems.append(
          "\(name(target)) links package products other than its packageProductDependencies")
      }
    }
    return problems
  }

  /// Each target dependency names a target of this project, through a proxy that agrees.
  func dependencyProblems() -> [String] {
    var problems: [String] = []
    for target in project.targets {
      for id in target.strings("dependencies") {
        guard let dependency = project.object(id), dependency.isa == "PBXTargetDependency",
          let needed = project.object(dependency.string("target")),
          needed.isa == "PBXNativeTarget"
        else {
          problems.append("\(name(target)) has a dependency \(id) on no target")
          continue
        }
        let proxy = project.object(dependency.string("targetProxy"))
        if proxy?.string("remoteGlobalIDString") != needed.id
          || proxy?.string("remoteInfo") != name(needed)
          || proxy?.string("containerPortal") != project.rootID
        {
          problems.append("\(name(target))'s dependency on \(name(needed)) has a wrong proxy")
        }
      }
    }
    return problems
  }
}
