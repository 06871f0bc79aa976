#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  /// The inset sinks the SwiftUI modifier gave scroll views, one per view.
  @MainActor private let insetSinkSlot = AssociatedObject<InsetSinkBox>()

  /// Holds a scroll view's inset sink weakly: the SwiftUI modifier's state owns the sink.
  @MainActor
  private final class InsetSinkBox {
    weak var sink: (any KeyboardInsetSink)?

    init(_ sink: any KeyboardInsetSink) {
      self.sink = sink
    }
  }

  extension UIScrollView {
    /// Where the engine's bottom addition goes instead of `contentInset`: set by the SwiftUI
    /// modifier on the scroll view behind its content, whose insets SwiftUI owns (rule S2).
    var keyboardInsetSink: (any KeyboardInsetSink)? {
      get { insetSinkSlot.value(of: self)?.sink }
      set {
        insetSinkSlot.detach(from: self)
        if let newValue { _ = insetSinkSlot.value(of: self) { InsetSinkBox(newValue) } }
      }
    }
  }

  extension UIView {
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
      sequence(first: self) { $0.superview }.contains { $0.isSwiftUIOwnView }
    }

    /// Whether this view's type is one of the SwiftUI framework's own (`SwiftUICore` from
    /// iOS 18): its runtime type name begins with the module's name.
    var isSwiftUIOwnView: Bool {
      let name = String(reflecting: type(of: self))
      return name.hasPrefix("SwiftUI.") || name.hasPrefix("SwiftUICore.")
    }
  }

  extension UIKitScrollHost {
    /// The sink the SwiftUI modifier gave the scroll view, if any (rule S2).
    var keyboardInsetSink: (any KeyboardInsetSink)? { scrollView?.keyboardInsetSink }
  }
#endif
