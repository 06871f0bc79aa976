import KeyboardAvoidanceCore

extension JSONFields {
  /// A host's `"layoutDirection"`, which orders a line of its inputs (rule F6):
  /// `"leftToRight"` when absent, or `"rightToLeft"`.
  ///
  /// - Throws: ``ScenarioError`` naming the key when the value is not a string or names no
  ///   direction.
  func layoutDirection() throws -> LayoutDirection {
    guard has("layoutDirection") else { return .leftToRight }
    let name = try string("layoutDirection")
    switch name {
    case "leftToRight": return .leftToRight
    case "rightToLeft": return .rightToLeft
    default:
      throw fail("layoutDirection", "expected leftToRight or rightToLeft, got \"\(name)\"")
    }
  }
}
