#if canImport(UIKit)
  import UIKit

  /// The bar, focus and Return for the inputs of every scroll host, whether it moves by
  /// frames or by rows, as a screen's (``UIKitInputHelperHost``).
  extension UIKitScrollHost: UIKitInputHelperHost {
    /// The scroll view, whose inputs the host walks.
    var navigationView: UIView? { scrollView }
  }
#endif
