#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// What UIKit's table and collection views share for navigation: finding the field of a
  /// cell, focusing it, and Return without the field's delegate.
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
    /// An input is an enabled text field or an editable text view that the user can see
    /// and touch (not hidden, not transparent, in no hidden or non-interactive container).
    /// A walk of the cell only.
    static func rowInput(of cell: UIView?, direction: LayoutDirection) -> RowInput {
      guard let cell, cell.window != nil else { return .noCell }
      var candidates: [UIView] = []
      var stack = cell.subviews.filter(isReachable)
      while let view = stack.popLast() {
        if let field = view as? UITextField, field.isEnabled {
          candidates.append(field)
        } else if let textView = view as? UITextView, textView.isEditable {
          candidates.append(textView)
        } else {
          stack.append(contentsOf: view.subviews.filter(isReachable))
        }
      }
      let frames = candidates.map { $0.convert($0.bounds, to: cell) }
      let order = ReadingOrder.indices(of: frames, direction: direction)
      return .cell(inputs: order.map { candidates[$0] })
    }

    /// The enabled text fields and editable text views under `root` that the user can
    /// see and touch, with their frames in `root`'s coordinates; an input's own subviews
    /// are not searched.
    ///
    /// - Complexity: O(views under `root`).
    static func formInputs(under root: UIView) -> [FormInput] {
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
        } else {
          stack.append(contentsOf: view.subviews.filter(isReachable))
        }
      }
      return found
    }

    /// Whether the user can see and touch a view, as far as the view itself says.
    private static func isReachable(_ view: UIView) -> Bool {
      !view.isHidden && view.alpha > 0 && view.isUserInteractionEnabled
    }

    static func focus(_ input: AnyObject) -> Bool {
      (input as? UIResponder)?.becomeFirstResponder() ?? false
    }

    static func resign(_ input: AnyObject) {
      _ = (input as? UIResponder)?.resignFirstResponder()
    }

    /// Return in a text field runs `action`; the field's delegate is left alone.
    static func onReturnKey(
      in input: AnyObject, perform action: @escaping @MainActor @Sendable () -> Void
    ) {
      guard let field = input as? UITextField else { return }
      ReturnKeyTarget.install(on: field, action: action)
    }

    /// A text field's `returnKeyType` as the engine's value (same raw values); `nil` for a
    /// text view and for a key newer than this library, whose Return stays the app's.
    static func returnKeyType(of input: AnyObject) -> ReturnKeyType? {
      guard let field = input as? UITextField else { return nil }
      return ReturnKeyType(rawValue: field.returnKeyType.rawValue)
    }
  }
#endif
