/// A scenario file that cannot be replayed, with where and why.
///
/// The message names the step (or the scenario header) and the key, as the replay format's
/// "Scenario files" asks, e.g. `step 3: key "keyboard.endFrame": expected [x, y, width,
/// height], got a string`.
package struct ScenarioError: Error, Equatable, CustomStringConvertible {
  /// `scenario` for the header, `step N` for a step.
  package var location: String
  /// The dotted key path, empty when the whole document is at fault.
  package var key: String
  /// What is wrong.
  package var reason: String

  /// The message printed on standard error.
  package var description: String {
    key.isEmpty ? "\(location): \(reason)" : "\(location): key \"\(key)\": \(reason)"
  }
}
