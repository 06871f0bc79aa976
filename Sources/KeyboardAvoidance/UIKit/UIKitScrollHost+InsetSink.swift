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

  extension UIKitScrollHost {
    /// The sink the SwiftUI modifier gave the scroll view, if any (rule S2).
    var keyboardInsetSink: (any KeyboardInsetSink)? { scrollView?.keyboardInsetSink }
  }
#endif
