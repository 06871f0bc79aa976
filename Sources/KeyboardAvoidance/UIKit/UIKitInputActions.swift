#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// The input searches UIKit's hosts share: the cell above an input, a row's inputs, and
  /// the inputs of a form or a screen.
  @MainActor
  enum UIKitInputActions {
    /// The nearest table or collection view cell above `view`, below `host`: the one walk
    /// up from an input that focus geometry and navigation share.
    static func enclosingCell(of view: UIView, below host: UIView) -> UIView? {
      var current = view.superview
      while let candidate = current, candidate !== host {
        if candidate is UITableViewCell || candidate is UICollectionViewCell { return candidate }
        current = candidate.superview
      }
      return nil
    }

    /// What a row's cell offers: `.noCell` when there is no cell or it is not in the
    /// window yet (a cell prepared ahead cannot become first responder), else its inputs
    /// in reading order (lines top to bottom, each from its leading edge in the host's
    /// `direction`, rule F6).
    ///
    /// An input is one ``formInputs(under:entersScrollViews:)`` finds in the cell: an
    /// enabled text field or an editable text view that the user can see and touch. A walk
    /// of the cell only.
    static func rowInput(of cell: UIView?, direction: LayoutDirection) -> RowInput {
      guard let cell, cell.window != nil else { return .noCell }
      let inputs = formInputs(under: cell)
      let order = ReadingOrder.indices(of: inputs.map(\.frame), direction: direction)
      return .cell(inputs: order.map { inputs[$0].input })
    }

    /// The enabled text fields and editable text views under `root` that the user can
    /// see and touch, with their frames in `root`'s coordinates; an input's own subviews
    /// are not searched, nor, unless `entersScrollViews`, a scroll view's (a screen leaves
    /// the inputs of a scroll view inside it to that scroll view).
    ///
    /// - Complexity: O(views under `root`).
    static func formInputs(under root: UIView, entersScrollViews: Bool = true) -> [FormInput] {
      var found: [FormInput] = []
      var stack = root.subviews.filter(isReachable)
      while let view = stack.popLast() {
        if let field = view as? UITextField {
          if field.isEnabled {
            found.append(FormInput(input: field, frame: field.convert(field.bounds, to: root)))
          }
        } else if let textView = view as? UITextView {
          if textView.isEditable {
            found.append(
              FormInput(input: textView, frame: textView.convert(textView.bounds, to: root)))
          }
        } else if entersScrollViews || !(view is UIScrollView) {
          stack.append(contentsOf: view.subviews.filter(isReachable))
        }
      }
      return found
    }

    /// Whether the user can see and touch a view, as far as the view itself says.
    private static func isReachable(_ view: UIView) -> Bool {
      !view.isHidden && view.alpha > 0 && view.isUserInteractionEnabled
    }
  }
#endif
