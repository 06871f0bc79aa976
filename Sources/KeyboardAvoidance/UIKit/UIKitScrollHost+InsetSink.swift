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

  /// SwiftUI's view classes, told once per class (rules L7, T2, S1).
  ///
  /// A class is SwiftUI's when its bundle is the SwiftUI framework's (`SwiftUI`, and
  /// `SwiftUICore` from iOS 18), whatever its name, or else when its module name is one of
  /// those. The answer is kept per class, so that a check builds no type name: the walks up
  /// a view's superviews that ask it run on every layout and tap.
  @MainActor
  enum SwiftUIViewClasses {
    /// The answer for each class asked about.
    private static var known: [ObjectIdentifier: Bool] = [:]
    /// The bundle identifiers of SwiftUI's frameworks.
    private static let bundles: Set<String> = ["com.apple.SwiftUI", "com.apple.SwiftUICore"]

    /// Whether `viewClass` is one of SwiftUI's.
    static func isSwiftUI(_ viewClass: AnyClass) -> Bool {
      let key = ObjectIdentifier(viewClass)
      if let answer = known[key] { return answer }
      let bundle = Bundle(for: viewClass).bundleIdentifier
      let name = String(reflecting: viewClass)
      let answer =
        bundle.map(bundles.contains) == true || name.hasPrefix("SwiftUI.")
        || name.hasPrefix("SwiftUICore.")
      known[key] = answer
      return answer
    }
  }

  extension UIKitScrollHost {
    /// The sink the SwiftUI modifier gave the scroll view, if any (rule S2).
    var keyboardInsetSink: (any KeyboardInsetSink)? { scrollView?.keyboardInsetSink }
  }
#endif
