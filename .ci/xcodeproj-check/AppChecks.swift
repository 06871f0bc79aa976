import Foundation

extension ProjectChecks {
  /// Each application has a launch screen (without one, iOS runs it letterboxed, with another
  /// screen and keyboard size) and a scene manifest whose delegate class its sources declare
  /// (else UIKit makes no window, and the app shows nothing).
  func appProblems(sources: [String: Set<String>]) -> [String] {
    var problems: [String] = []
    for target in project.targets where target.string("productType") == Self.applicationType {
      for (configuration, settings) in configurations(of: target) {
        let owner = "\(name(target)) \(configuration)"
        guard let file = settings["INFOPLIST_FILE"] as? String else {
          problems.append("\(owner): no INFOPLIST_FILE, so no scene manifest")
          continue
        }
        let url = project.directory.appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url),
          let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            as? [String: Any]
        else {
          problems.append("\(owner): cannot read the property list \(file)")
          continue
        }
        if settings["INFOPLIST_KEY_UILaunchScreen_Generation"] as? String != "YES",
          plist["UILaunchScreen"] == nil, plist["UILaunchStoryboardName"] == nil
        {
          problems.append("\(owner): no launch screen")
        }
        problems += sceneDelegateProblems(
          plist, owner: owner, module: moduleName(of: target, settings),
          sources: sources[name(target)] ?? [])
      }
    }
    return problems
  }

  /// The scene delegates a manifest names are classes of the app's module.
  private func sceneDelegateProblems(
    _ plist: [String: Any], owner: String, module: String, sources: Set<String>
  ) -> [String] {
    let names = sceneDelegateNames(plist)
    if names.isEmpty { return ["\(owner): its scene manifest names no UISceneDelegateClassName"] }
    return names.compactMap { qualified in
      let parts = qualified.split(separator: ".", maxSplits: 1).map(String.init)
      guard parts.count == 2, parts[0] == "$(PRODUCT_MODULE_NAME)" || parts[0] == module else {
        return "\(owner): scene delegate \(qualified) is not a class of module \(module)"
      }
      return declaresClass(parts[1], in: sources)
        ? nil : "\(owner): scene delegate \(qualified): no `class \(parts[1])` in its sources"
    }
  }

  /// A target's module name: `PRODUCT_MODULE_NAME`, or its product's name made an identifier.
  private func moduleName(of target: ProjectObject, _ settings: [String: Any]) -> String {
    if let set = settings["PRODUCT_MODULE_NAME"] as? String, !set.contains("$(") { return set }
    let product = project.productFileName(of: target) ?? name(target)
    let base = (product as NSString).deletingPathExtension
    return String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}

/// The `UISceneDelegateClassName` of every scene configuration of an Info.plist's manifest.
private func sceneDelegateNames(_ plist: [String: Any]) -> [String] {
  let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
  let roles = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
  return roles.keys.sorted()
    .flatMap { roles[$0] as? [[String: Any]] ?? [] }
    .compactMap { $0["UISceneDelegateClassName"] as? String }
}

/// Whether one of the Swift files declares a class of this name.
private func declaresClass(_ name: String, in files: Set<String>) -> Bool {
  let escaped = NSRegularExpression.escapedPattern(for: name)
  guard let declaration = try? NSRegularExpression(pattern: "\\bclass\\s+\(escaped)\\b") else {
    return false
  }
  return files.contains { file in
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
    let range = NSRange(text.startIndex..., in: text)
    return declaration.firstMatch(in: text, range: range) != nil
  }
}
