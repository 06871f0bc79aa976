#if canImport(UIKit)
  import UIKit

  extension UIView: KeyboardViewNode {
    /// Whether this view is SwiftUI's own or inside SwiftUI content (rules L7, T2).
    ///
    /// SwiftUI publishes no way to tell: its hosting view (`_UIHostingView`), the scroll
    /// views behind `ScrollView`, `List` and `Form`, and the hosts of representables are
    /// private classes of the SwiftUI framework (``SwiftUIViewClasses``), asked one
    /// superview at a time.
    ///
    /// - Complexity: O(depth of the view).
    var isInsideSwiftUI: Bool {
      KeyboardViewWalk.isInsideSwiftUI(self as UIView)
    }

    /// Whether this view is one of SwiftUI's own (its hosting view, the scroll view behind
    /// a `ScrollView`, `List` or `Form`), by its class, told once per class (rule L7).
    package var isSwiftUIView: Bool { SwiftUIViewClasses.isSwiftUI(type(of: self)) }
  }
#endif
