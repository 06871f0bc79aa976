#if canImport(UIKit)
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

    /// The first enabled, visible text field in a cell (a walk of the cell only).
    static func focusableField(in cell: UIView) -> RowInput {
      var stack = cell.subviews
      while let view = stack.popLast() {
        if let field = view as? UITextField, field.isEnabled, !field.isHidden {
          return .input(field)
        }
        stack.append(contentsOf: view.subviews)
      }
      return .noInput
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
  }
#endif
