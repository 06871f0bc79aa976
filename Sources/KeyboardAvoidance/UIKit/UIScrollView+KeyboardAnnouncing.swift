#if canImport(UIKit)
  public import UIKit

  // UIKit's forms of the announcements, which take a `UIView`: each forwards to the form
  // that takes any input object (`KeyboardAvoidanceWrapper+ScrollView.swift`).
  extension KeyboardAvoidanceWrapper where Base: UIScrollView {
    /// Tells the engine that `input`, a view inside this scroll view that posts no UIKit
    /// editing notification (a custom `UITextInput` view, a view hosting a web field), began
    /// editing; it is then followed like a UIKit text field (rule F1).
    ///
    /// Call `inputDidEndEditing(_:)` when it ends. UIKit's own text fields and text views
    /// need neither.
    ///
    /// ```swift
    /// scrollView.keyboard.inputDidBeginEditing(editor)
    /// ```
    public func inputDidBeginEditing(_ input: UIView) {
      inputDidBeginEditing(input as AnyObject)
    }

    /// Tells the engine that the selection of `input`, a text view or a custom text input
    /// inside this scroll view, moved, so that its caret stays in view (rule F5).
    ///
    /// UIKit posts a notification when a text view's text changes, but none when only its
    /// selection moves (a tap, the arrow keys, a drag of the caret); forward the delegate's
    /// callback:
    ///
    /// ```swift
    /// func textViewDidChangeSelection(_ textView: UITextView) {
    ///   scrollView.keyboard.inputDidChangeSelection(textView)
    /// }
    /// ```
    public func inputDidChangeSelection(_ input: UIView) {
      inputDidChangeSelection(input as AnyObject)
    }

    /// Tells the engine that an input announced with `inputDidBeginEditing(_:)` ended
    /// editing.
    public func inputDidEndEditing(_ input: UIView) {
      inputDidEndEditing(input as AnyObject)
    }
  }
#endif
