// Checks the Xcode projects under a repository's Sample folder without Xcode, reading them as
// Xcode does: each project.pbxproj with the property-list parser Xcode uses, each shared
// scheme as XML, then what they mean (targets, files, packages, test hosts, schemes).
// Usage: xcodeproj-check REPOSITORY [TARGET=FOLDER ...]
// where each TARGET=FOLDER says that the target compiles every Swift file under FOLDER
// (relative to REPOSITORY) and no other target does. Prints each problem; exits 1 on any.
import Foundation

/// The repository and the folders of each target, from the command line.
private func parseArguments() -> (repository: String, folders: [String: [String]])? {
  let arguments = CommandLine.arguments.dropFirst()
  guard let first = arguments.first else { return nil }
  let repository = standardized(first)
  var folders: [String: [String]] = [:]
  for pair in arguments.dropFirst() {
    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    folders[parts[0], default: []].append(standardized(repository + "/" + parts[1]))
  }
  return (repository, folders)
}

/// Every `project.pbxproj` under a folder, sorted, leaving out hidden and build folders.
private func projectFiles(under folder: String) -> [URL] {
  guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
  var files: [URL] = []
  while let path = walk.nextObject() as? String {
    let name = (path as NSString).lastPathComponent
    if name.hasPrefix(".") { walk.skipDescendants() }
    if name == "project.pbxproj", path.hasSuffix(".xcodeproj/project.pbxproj") {
      files.append(URL(fileURLWithPath: folder + "/" + path))
    }
  }
  return files.sorted { $0.path < $1.path }
}

/// The problems in order, each once (a target's configurations often repeat one).
private func unique(_ problems: [String]) -> [String] {
  var seen: Set<String> = []
  return problems.filter { seen.insert($0).inserted }
}

guard let (repository, folders) = parseArguments() else {
  print("usage: xcodeproj-check REPOSITORY [TARGET=FOLDER ...]")
  exit(2)
}
let manifests = PackageManifests()
let files = projectFiles(under: repository + "/Sample")
var problems = files.isEmpty ? ["no Xcode project under \(repository)/Sample"] : []
var summaries: [String] = []
var checks: [ProjectChecks] = []
for file in files {
  let shown = relative(file.deletingLastPathComponent().path, to: repository)
  do {
    checks.append(
      ProjectChecks(project: try Project.load(file), manifests: manifests, repository: repository))
  } catch {
    problems.append("\(shown): \(error)")
  }
}
// Which target compiles a file is a question across projects, so gather every project's first.
let sources = checks.reduce(into: [:]) { all, check in
  all.merge(check.swiftSources()) { $0.union($1) }
}
for check in checks {
  let shown = relative(check.project.file.deletingLastPathComponent().path, to: repository)
  let found = unique(check.problems(sources: sources))
  problems += found.map { "\(shown): \($0)" }
  summaries.append(
    "\(shown): \(check.project.targets.count) targets, "
      + "\(check.project.objects(isa: "PBXFileReference").count) file references, "
      + (found.isEmpty ? "valid" : "\(found.count) problem\(found.count == 1 ? "" : "s")"))
}
// A project that does not parse compiles nothing: its parser message is the one problem to show.
if checks.count == files.count {
  problems += sourceFolderProblems(folders: folders, sources: sources, repository: repository)
}
for line in problems + summaries { print(line) }
exit(problems.isEmpty ? 0 : 1)
