#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import KeyboardAvoidanceEngine
  import UIKit

  /// The walk up from an input that UIKit's hosts share: the cell above it (the searches down
  /// for inputs are ``KeyboardInputWalk``'s).
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
  }
#endif
