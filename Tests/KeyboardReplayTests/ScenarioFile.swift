import Foundation

/// The scenario files this test target ships as resources (`Scenarios/`).
enum ScenarioFile {
  /// The contents of the scenario file `name` (such as `"spec-example.json"`).
  static func data(_ name: String) throws -> Data {
    guard
      let url = Bundle.module.url(
        forResource: (name as NSString).deletingPathExtension,
        withExtension: (name as NSString).pathExtension, subdirectory: "Scenarios")
    else { throw Missing(name: name) }
    return try Data(contentsOf: url)
  }

  /// A scenario file that the resources do not hold.
  struct Missing: Error, CustomStringConvertible {
    /// The file's name.
    var name: String
    var description: String { "no scenario file named \(name) in the test resources" }
  }
}
