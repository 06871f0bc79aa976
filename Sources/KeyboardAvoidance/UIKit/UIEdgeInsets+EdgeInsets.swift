#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import UIKit

  extension UIEdgeInsets {
    /// UIKit insets with the same four distances as the engine's platform-neutral insets.
    init(_ insets: EdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension EdgeInsets {
    /// Engine insets with the same four distances as UIKit's.
    init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
