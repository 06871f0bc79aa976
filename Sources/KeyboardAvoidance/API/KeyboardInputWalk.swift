package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// The searches down a view tree for the library's inputs, one for the UIKit binding and the
/// headless model: a form's or a screen's inputs, a row's, and the input a window is
/// editing (rules F6, L2).
@MainActor
package enum KeyboardInputWalk {
  /// The enabled text fields and editable text views under `root` that the user can see and
  /// touch, with their frames in `root`'s coordinates (a scroll view's: its content's).
  ///
  /// An input's own subviews are not searched, nor, when `leavesServedScrollViews`, those of
  /// a scroll view that keeps its inputs (``keepsItsInputs(_:)``): a screen leaves them to
  /// that scroll view (rule F8), and walks the inputs of one no host serves as its own
  /// (rule L9), those the scroll view shows only: the screen scrolls no scroll view, so the
  /// fields of a carousel's or a pager's other pages, or of rows scrolled away, are not its
  /// neighbours. A view the user cannot reach (hidden, transparent, or taking no touches) is
  /// passed over with everything inside it. One search for a form, a screen and a row
  /// (rule F6).
  ///
  /// - Complexity: O(views under `root`).
  package static func formInputs<View: KeyboardViewNode>(
    under root: View, leavesServedScrollViews: Bool = false
  ) -> [FormInput] where View.Node == View {
    var found: [FormInput] = []
    // Each view with the nearest scroll view around it below `root` that the screen walks
    // into, whose visible bounds its inputs must meet.
    var stack = root.subviews.filter(isReachable).map { (view: $0, clip: View?.none) }
    while let (view, clip) = stack.popLast() {
      if case .input(let acceptsFocus) = view.keyboardRole {
        if acceptsFocus, let frame = view.boundsFrame(in: root), isShown(view, by: clip) {
          found.append(FormInput(input: view, frame: frame))
        }
      } else if !leavesServedScrollViews || !keepsItsInputs(view) {
        let inner = leavesServedScrollViews && view.isScrollView ? view : clip
        stack.append(contentsOf: view.subviews.filter(isReachable).map { ($0, inner) })
      }
    }
    return found
  }

  /// Whether `input` meets the visible bounds of `scrollView` (always, with none).
  private static func isShown<View: KeyboardViewNode>(_ input: View, by scrollView: View?) -> Bool
  where View.Node == View {
    guard let scrollView else { return true }
    guard let frame = input.boundsFrame(in: scrollView),
      let visible = scrollView.boundsFrame(in: scrollView)
    else { return false }
    return frame.intersects(visible)
  }

  /// Whether `view` is a scroll view that keeps its inputs from the screen around it.
  ///
  /// It does while its engine serves them, or once the app opted it out (rules F8, L9), and
  /// always when it is SwiftUI's (rule S1: SwiftUI moves focus in its own content); one the
  /// app-wide mode passed over (the keyboard covers none of it) or never served leaves them
  /// to the screen.
  package static func keepsItsInputs<View: KeyboardViewNode>(_ view: View) -> Bool {
    guard view.isScrollView else { return false }
    if view.isSwiftUIView { return true }
    guard let engine = (view as? any KeyboardHostLookup)?.existingKeyboardEngine else {
      return false
    }
    return engine.isEnabled || engine.isDisabledByApp
  }

  /// What a row's cell (or a header's or footer's view) offers: `.noCell` when there is no
  /// view or it is not in the window yet (a cell prepared ahead cannot become first
  /// responder), else its inputs (``formInputs(under:leavesServedScrollViews:)``) in reading
  /// order: lines top to bottom, each from its leading edge in `direction` (rule F6).
  ///
  /// - Complexity: O(views in the cell + n log n) for n inputs.
  package static func rowInput<View: KeyboardViewNode>(
    of cell: View?, direction: LayoutDirection
  ) -> RowInput where View.Node == View {
    guard let cell, cell.isInWindow else { return .noCell }
    let inputs = formInputs(under: cell)
    let order = ReadingOrder.indices(of: inputs.map(\.frame), direction: direction)
    return .cell(inputs: order.map { inputs[$0].input })
  }

  /// The text field or text view that is `window`'s first responder, if any.
  ///
  /// Found by walking the window's views: UIKit has no public way to ask a window for it,
  /// and at the library's first use it began editing before anyone observed it (rule L2). A
  /// first responder that is no such input (a custom editor, a button) is none.
  ///
  /// - Complexity: O(views in the window); the library asks once per process.
  package static func editingInput<View: KeyboardViewNode>(in window: View) -> View?
  where View.Node == View {
    var pending = [window]
    while let view = pending.popLast() {
      if view.isFirstResponder {
        if case .input = view.keyboardRole { return view }
        return nil
      }
      pending.append(contentsOf: view.subviews)
    }
    return nil
  }

  /// Whether the user can see and touch `view`, as far as the view itself says.
  private static func isReachable<View: KeyboardViewNode>(_ view: View) -> Bool {
    !view.isHidden && view.alpha > 0 && view.isUserInteractionEnabled
  }
}
