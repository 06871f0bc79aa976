/// Tap to dismiss's decision (rule T2), one for the UIKit binding and the headless model:
/// whether a tap that landed on a view ends editing, as the recognizer of a scroll view or
/// of a window (the application's setting, rule L9) decides.
@MainActor
package enum KeyboardTapWalk {
  /// Whether a tap on `touched`, heard by the recognizer on `watched` (a scroll view or a
  /// window), ends editing.
  ///
  /// Never for a tap on or inside an input or any other control or text input (an input
  /// takes focus, a Send button keeps its tap) or in SwiftUI content (its buttons are no
  /// controls, so a tap on one cannot be told from a tap on empty space), nor for one that
  /// only stops a scroll view's deceleration. In a window, never in a navigation bar or a
  /// toolbar, nor in a private view of a system framework placed straight in the window
  /// (the edit menu). A scroll view that is itself a text input or inside SwiftUI content
  /// hears no tap.
  ///
  /// - Complexity: O(depth of `touched` below `watched`).
  package static func endsEditing<View: KeyboardViewNode>(
    tapOn touched: View?, heardBy watched: View
  ) -> Bool where View.Node == View {
    let inWindow = watched.isWindow
    if !inWindow {
      guard !watched.isDeceleratingScrollView, !watched.keyboardRole.keepsTaps,
        !KeyboardViewWalk.isInsideSwiftUI(watched)
      else { return false }
    }
    var view = touched
    while let current = view, current !== watched {
      if current.keyboardRole.keepsTaps || current.isSwiftUIView { return false }
      if inWindow {
        if current.keyboardRole == .bar || current.isDeceleratingScrollView { return false }
        if current.superview === watched, current.isPrivateSystemView { return false }
      }
      view = current.superview
    }
    return true
  }
}
