#if canImport(UIKit)
  import UIKit

  extension UIView: KeyboardViewNode {
    /// Whether this view is SwiftUI's own or inside SwiftUI content (rule L7).
    ///
    /// SwiftUI publishes no way to tell: its hosting view (`_UIHostingView`), the scroll
    /// views behind `ScrollView`, `List` and `Form`, and the hosts of representables are
    /// private classes of the SwiftUI framework (`SwiftUICore` from iOS 18). Their runtime
    /// type names begin with the module's name, which is what this reads, one superview at a
    /// time.
    ///
    /// - Complexity: O(depth of the view).
    var isInsideSwiftUI: Bool {
      KeyboardViewWalk.isInsideSwiftUI(self as UIView)
    }

    /// Whether this view is one of SwiftUI's own (its hosting view, the scroll view behind
    /// a `ScrollView`, `List` or `Form`), by its runtime type name (rule L7).
    package var isSwiftUIView: Bool {
      let name = String(reflecting: type(of: self))
      return name.hasPrefix("SwiftUI.") || name.hasPrefix("SwiftUICore.")
    }
  }
#endif
