package import Foundation
@_spi(KeyboardAvoidanceBinding) package import KeyboardAvoidance

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A private view of a system framework placed in a window, such as the edit menu's: the
/// system's, never the app's empty space (rule T2).
@MainActor
package final class HeadlessSystemView: HeadlessView {}

/// The model's views as the library's walks read them, what UIKit's `UIView` tells: the
/// walks themselves are the binding's (rules L2, L7, L10, F6, T2).
extension HeadlessView: KeyboardViewNode {
  /// Whether the view is its window's first responder (rule F1: each window keeps its own).
  package var isFirstResponder: Bool { window?.firstResponder === self }

  /// Whether the view is in a window.
  package var isInWindow: Bool { window != nil }

  /// Whether the view is a window.
  package var isWindow: Bool { self is HeadlessWindow }

  /// Whether the view is a scroll view (a text view is one).
  package var isScrollView: Bool { self is HeadlessScrollView }

  /// Whether the view is a scroll view still moving after the finger lifted.
  package var isDeceleratingScrollView: Bool {
    (self as? HeadlessScrollView)?.isDecelerating ?? false
  }

  /// Whether the view is a ``HeadlessSystemView``.
  package var isPrivateSystemView: Bool { self is HeadlessSystemView }

  /// A text field (an input when enabled) or a text view (when editable); a button or a
  /// custom text editor; a navigation bar, toolbar or the keyboard's bar; else plain.
  package var keyboardRole: KeyboardViewRole {
    if let field = self as? HeadlessTextField { return .input(acceptsFocus: field.isEnabled) }
    if let textView = self as? HeadlessTextView {
      return .input(acceptsFocus: textView.isEditable)
    }
    if self is HeadlessButton || self is any HeadlessTextInput { return .control }
    if self is HeadlessBar || self is HeadlessToolbar { return .bar }
    return .plain
  }

  /// The view's bounds in `ancestor`'s coordinates, when `ancestor` contains it.
  package func boundsFrame(in ancestor: HeadlessView) -> CGRect? {
    convert(bounds, toAncestor: ancestor)
  }
}

extension HeadlessViewController: KeyboardControllerNode {
  /// The controller's view: the model's controllers make it at once.
  package var viewIfLoaded: HeadlessView? { view }
}
