package import KeyboardAvoidanceCore

/// The order of a headless host's inputs, whether it moves by frames or by rows
/// (`KeyboardNavigationHost`); the bar, focus and Return are ``HeadlessInputActions``'.
extension HeadlessScrollView {
  /// The view's ``HeadlessView/effectiveUserInterfaceLayoutDirection``, which orders a line
  /// of its inputs (rule F6).
  package var layoutDirection: LayoutDirection { effectiveUserInterfaceLayoutDirection }
}
