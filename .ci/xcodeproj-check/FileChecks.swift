import Foundation

/// A path with `.` and `..` taken out, so that paths can be compared as strings.
func standardized(_ path: String) -> String {
  URL(fileURLWithPath: path).standardized.path
}

/// A path relative to a folder when it lies in it, for messages; else the path as it is.
func relative(_ path: String, to folder: String) -> String {
  path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
}

/// Every Swift file under a folder and its subfolders, as standardized paths, sorted.
func swiftFiles(under folder: String) -> [String] {
  guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
  return walk.compactMap { $0 as? String }
    .filter { $0.hasSuffix(".swift") }
    .map { standardized(folder + "/" + $0) }
    .sorted()
}

extension ProjectChecks {
  /// Where each group and file reference lies on disk, by id, walking the group tree from
  /// the main group; items relative to the build products or an SDK are left out.
  static func diskPaths(of project: Project) -> [String: String] {
    var paths: [String: String] = [:]
    guard let main = project.object(project.root?.string("mainGroup")) else { return paths }
    var pending = [(main, project.directory.path)]
    while let (item, parentFolder) = pending.popLast() {
      guard paths[item.id] == nil, let path = location(of: item, in: parentFolder, project) else {
        continue
      }
      paths[item.id] = path
      pending += project.objects("children", of: item).map { ($0, path) }
    }
    return paths
  }

  /// Where an item of the group tree lies, from its `sourceTree` and `path`.
  private static func location(of item: ProjectObject, in parentFolder: String, _ project: Project)
    -> String?
  {
    let path = item.string("path") ?? ""
    switch item.string("sourceTree") ?? "<group>" {
    case "<group>": return standardized(path.isEmpty ? parentFolder : parentFolder + "/" + path)
    case "SOURCE_ROOT": return standardized(project.directory.path + "/" + path)
    case "<absolute>": return standardized(path)
    default: return nil
    }
  }

  /// Every file reference that should be on disk is, and is in the group tree.
  func fileReferenceProblems() -> [String] {
    project.objects(isa: "PBXFileReference").compactMap { reference in
      let tree = reference.string("sourceTree") ?? "<group>"
      guard ["<group>", "SOURCE_ROOT", "<absolute>"].contains(tree) else { return nil }
      guard let path = paths[reference.id] else {
        return "file reference \(reference.id) (\(reference.string("path") ?? "")) is in no group"
      }
      return FileManager.default.fileExists(atPath: path)
        ? nil : "missing on disk: \(relative(path, to: repository))"
    }
  }

  /// The Swift files each target compiles, as paths on disk, by target name.
  func swiftSources() -> [String: Set<String>] {
    var sources: [String: Set<String>] = [:]
    for target in project.targets {
      let phases = project.objects("buildPhases", of: target)
        .filter { $0.isa == "PBXSourcesBuildPhase" }
      let files = phases.flatMap { project.objects("files", of: $0) }
        .compactMap { paths[$0.string("fileRef") ?? ""] }
      sources[target.string("name") ?? target.id] = Set(files.filter { $0.hasSuffix(".swift") })
    }
    return sources
  }
}

/// Each target compiles every Swift file of its folders, no other target compiles them, and
/// it compiles nothing outside them.
/// - Parameters:
///   - folders: the folders of each target, as standardized paths.
///   - sources: the Swift files each target of every project compiles, by target name.
///   - repository: the folder messages give paths relative to.
func sourceFolderProblems(
  folders: [String: [String]], sources: [String: Set<String>], repository: String
) -> [String] {
  var problems: [String] = []
  for (target, targetFolders) in folders.sorted(by: { $0.key < $1.key }) {
    let shown = targetFolders.map { relative($0, to: repository) }.joined(separator: ", ")
    guard let compiled = sources[target] else {
      problems.append("no target \(target) compiles \(shown)")
      continue
    }
    for folder in targetFolders where !FileManager.default.fileExists(atPath: folder) {
      problems.append("no folder \(relative(folder, to: repository)) for \(target)")
    }
    for file in targetFolders.flatMap(swiftFiles(under:)) {
      let name = relative(file, to: repository)
      if !compiled.contains(file) { problems.append("not in \(target)'s Sources: \(name)") }
      for (other, otherFiles) in sources.sorted(by: { $0.key < $1.key })
      where other != target && otherFiles.contains(file) {
        problems.append("\(name) is in \(other)'s Sources, but belongs to \(target) only")
      }
    }
    for file in compiled.sorted() where !targetFolders.contains(where: { file.hasPrefix($0 + "/") })
    {
      problems.append("\(target) compiles \(relative(file, to: repository)), outside \(shown)")
    }
  }
  return problems
}
