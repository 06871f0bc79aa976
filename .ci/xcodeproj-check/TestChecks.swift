import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension ProjectChecks {
  /// Each test bundle names its host application (`TestTargetID`), depends on it, and finds
  /// it when run: a unit-test bundle loads into the host's executable (`TEST_HOST`,
  /// `BUNDLE_LOADER`), a UI-test bundle launches the target `TEST_TARGET_NAME` names.
  func testHostProblems() -> [String] {
    var problems: [String] = []
    let attributes = project.root?.dictionary("attributes")["TargetAttributes"] as? [String: Any]
    for target in project.targets where Self.testTypes.contains(target.string("productType") ?? "")
    {
      let own = attributes?[target.id] as? [String: Any]
      guard let host = project.object(own?["TestTargetID"] as? String),
        host.string("productType") == Self.applicationType,
        let product = project.productFileName(of: host)
      else {
        problems.append("\(name(target)) has no TestTargetID naming an application target")
        continue
      }
      let needed = project.objects("dependencies", of: target).map { $0.string("target") }
      if !needed.contains(host.id) {
        problems.append("\(name(target)) does not depend on its host \(name(host))")
      }
      problems += hostSettingProblems(target, host: host, product: product)
    }
    return problems
  }

  /// The build settings by which a test bundle finds its host, in each configuration.
  private func hostSettingProblems(_ target: ProjectObject, host: ProjectObject, product: String)
    -> [String]
  {
    let app = (product as NSString).deletingPathExtension
    let isUnitTest = target.string("productType") == "com.apple.product-type.bundle.unit-test"
    let expected: [String: String] =
      isUnitTest
      ? [
        "TEST_HOST": "$(BUILT_PRODUCTS_DIR)/\(app).app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/\(app)",
        "BUNDLE_LOADER": "$(TEST_HOST)",
      ]
      : ["TEST_TARGET_NAME": name(host)]
    var problems: [String] = []
    for (configuration, settings) in configurations(of: target) {
      for (key, value) in expected.sorted(by: { $0.key < $1.key })
      where settings[key] as? String != value {
        let actual = settings[key] as? String ?? "unset"
        problems.append("\(name(target)) \(configuration): \(key) = \(actual), not \(value)")
      }
    }
    return problems
  }

  /// Each shared scheme is XML whose buildable references name this project's targets and
  /// products, and the scheme named after the project tests every test bundle.
  func schemeProblems() -> [String] {
    let folder = project.file.deletingLastPathComponent()
      .appendingPathComponent("xcshareddata/xcschemes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let main = "\(project.name).xcscheme"
    var problems = names.contains(main) ? [] : ["no shared scheme \(main)"]
    for scheme in names.filter({ $0.hasSuffix(".xcscheme") }).sorted() {
      let url = folder.appendingPathComponent(scheme)
      if let problem = xmlProblem(url) {
        problems.append("scheme \(scheme) is not XML: \(problem)")
        continue
      }
      guard let document = try? XMLDocument(contentsOf: url) else {
        problems.append("scheme \(scheme) is not XML: XMLDocument cannot read it")
        continue
      }
      problems += referenceProblems(in: document, scheme: scheme)
      if scheme == main { problems += testableProblems(in: document, scheme: scheme) }
    }
    return problems
  }

  /// Each buildable reference of a scheme names a target of this project by id, name and
  /// product.
  private func referenceProblems(in document: XMLDocument, scheme: String) -> [String] {
    let references = (try? document.nodes(forXPath: "//BuildableReference")) ?? []
    var problems: [String] = []
    for case let reference as XMLElement in references {
      let value = { (key: String) in reference.attribute(forName: key)?.stringValue ?? "" }
      let id = value("BlueprintIdentifier")
      guard let target = project.object(id), target.isa == "PBXNativeTarget" else {
        problems.append(
          "scheme \(scheme) names an unknown target: \(value("BlueprintName")) (\(id))")
        continue
      }
      if value("BlueprintName") != name(target) {
        problems.append("scheme \(scheme) calls \(name(target)) \(value("BlueprintName"))")
      }
      if value("BuildableName") != project.productFileName(of: target) {
        problems.append(
          "scheme \(scheme) names \(value("BuildableName")) as \(name(target))'s product")
      }
      if value("ReferencedContainer") != "container:\(project.name).xcodeproj" {
        problems.append("scheme \(scheme) looks for \(name(target)) in another container")
      }
    }
    return problems
  }

  /// Every test bundle target is a testable of the scheme, not skipped, so that one
  /// `xcodebuild test` of that scheme runs every test.
  private func testableProblems(in document: XMLDocument, scheme: String) -> [String] {
    let path =
      "/Scheme/TestAction/Testables/TestableReference[not(@skipped='YES')]/BuildableReference"
    let testables = ((try? document.nodes(forXPath: path)) ?? [])
      .compactMap { ($0 as? XMLElement)?.attribute(forName: "BlueprintIdentifier")?.stringValue }
    return project.targets
      .filter { Self.testTypes.contains($0.string("productType") ?? "") }
      .filter { !testables.contains($0.id) }
      .map { "\(name($0)) is not a testable of scheme \(scheme)" }
  }
}

/// Why a file is not well-formed XML, if it is not.
///
/// XMLParser, not XMLDocument: on Linux the document's loader recovers from errors (such as a
/// missing end tag) without failing; and the parser's `parse()` returns true with its error
/// set, so the error is what tells.
private func xmlProblem(_ url: URL) -> String? {
  guard let parser = XMLParser(contentsOf: url) else { return "cannot read it" }
  let parsed = parser.parse()
  guard let error = parser.parserError else { return parsed ? nil : "XMLParser failed" }
  return "XMLParser error \((error as NSError).code) by line \(parser.lineNumber)"
}
