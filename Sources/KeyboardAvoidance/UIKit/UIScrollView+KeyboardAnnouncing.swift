#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  public import UIKit

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
      made?.announceEditing(of: input, began: true)
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
      made?.announceSelectionChange(of: input)
    }

    /// Tells the engine that an input announced with `inputDidBeginEditing(_:)` ended
    /// editing.
    public func inputDidEndEditing(_ input: UIView) {
      made?.announceEditing(of: input, began: false)
    }

    /// The engine, made on first use.
    private var made: KeyboardScrollEngine? {
      base.keyboardEngineSlot.makeEngineIfNeeded(KeyboardScrollEngine.self)
    }
  }
#endif
