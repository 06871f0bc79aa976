import KeyboardAvoidanceHeadless

extension HeadlessScrollView {
  /// Whether `input`'s keyboard target is in the visible band, in the demo's words:
  /// "visible", "NOT visible", or `none` without an input or a target.
  func targetVisibility(of input: AnyObject?, none: String) -> String {
    guard let input, let isVisible = isKeyboardTargetVisible(for: input) else { return none }
    return isVisible ? "visible" : "NOT visible"
  }
}
