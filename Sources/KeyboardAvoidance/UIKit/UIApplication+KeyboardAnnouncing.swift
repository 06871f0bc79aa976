#if canImport(UIKit)
  public import UIKit

  extension KeyboardAvoidanceWrapper where Base: UIApplication {
    /// Tells the engine of the nearest enabled scroll view above `input` that `input`, an
    /// editor UIKit does not announce, began editing (rule S3).
    ///
    /// For a custom `UITextInput` view or a web view wrapped in a `UIViewRepresentable`
    /// inside content that SwiftUI's `keyboardAvoidance()` modifier serves, whose scroll view
    /// your code never sees: the engine is found from the editor's own view, by walking up
    /// its superviews, and follows it as a UIKit text view (its caret, when it adopts
    /// `UITextInput`). Call `inputDidEndEditing(_:)` when it ends.
    ///
    /// ```swift
    /// func editorDidBeginEditing(_ editor: MyEditorView, in application: UIApplication) {
    ///   application.keyboard.inputDidBeginEditing(editor)
    /// }
    /// ```
    ///
    /// - Complexity: O(depth of `input`).
    public func inputDidBeginEditing(_ input: UIView) {
      Self.host(above: input)?.keyboard.inputDidBeginEditing(input)
    }

    /// Tells the engine of the nearest enabled scroll view above `input` that the selection
    /// of `input` moved, so that its caret stays in view (rules F5, S3).
    public func inputDidChangeSelection(_ input: UIView) {
      Self.host(above: input)?.keyboard.inputDidChangeSelection(input)
    }

    /// Tells the engine of the nearest enabled scroll view above `input` that `input`,
    /// announced with `inputDidBeginEditing(_:)`, ended editing.
    public func inputDidEndEditing(_ input: UIView) {
      Self.host(above: input)?.keyboard.inputDidEndEditing(input)
    }

    /// The nearest enabled scroll view above `input`.
    private static func host(above input: UIView) -> UIScrollView? {
      EnabledHostWalk.nearestEnabled(
        among: sequence(first: input) { $0.superview }.lazy.compactMap { $0 as? UIScrollView })
    }
  }
#endif
