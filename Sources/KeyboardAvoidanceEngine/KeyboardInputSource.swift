public import KeyboardAvoidanceCore

/// How a host locates a focused input inside itself (SPEC F1, F2).
///
/// The input is whatever object UIKit's begin-editing notification named (a text field or
/// text view). The host answers only for inputs that are its descendants, so the cost is
/// a walk up from the input, never a walk over the host's subtree.
@MainActor
public protocol KeyboardInputSource: AnyObject {
  /// The input's geometry in this host's content coordinates, or `nil` when `input` is not
  /// a view inside this host (or is the host itself only when the host is a text view).
  ///
  /// - Complexity: O(depth of the input below the host).
  func focusGeometry(of input: AnyObject) -> FocusGeometry?
}
