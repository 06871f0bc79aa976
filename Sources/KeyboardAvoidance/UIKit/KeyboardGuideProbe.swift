#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import UIKit

  /// Reads a window's keyboard layout guide in the window's next layout pass, once (rule
  /// L2): for the library's first use with the keyboard already up, when no keyboard
  /// notification has been seen to say where it is.
  ///
  /// A hidden sentinel pinned to the guide's top reports from its own layout pass, after
  /// Auto Layout placed it: no layout is forced. It then leaves the window.
  @MainActor
  enum KeyboardGuideProbe {
    /// Reports the keyboard `window`'s guide shows, or `nil` for none.
    static func read(in window: UIWindow, report: @escaping @MainActor (KeyboardEvent?) -> Void) {
      let probe = SentinelView.make()
      window.addSubview(probe)
      let guide = window.keyboardLayoutGuide
      NSLayoutConstraint.activate([
        probe.topAnchor.constraint(equalTo: guide.topAnchor),
        probe.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        probe.widthAnchor.constraint(equalToConstant: 1),
        probe.heightAnchor.constraint(equalToConstant: 1),
      ])
      probe.onChange = { probe, change in
        guard change == .geometry, let window = probe.window else { return }
        probe.onChange = nil
        probe.removeFromSuperview()
        report(event(from: window))
      }
    }

    /// The window's keyboard layout guide as a keyboard event, in its screen's space.
    private static func event(from window: UIWindow) -> KeyboardEvent? {
      let screen = window.keyboardScreen
      let space = screen.coordinateSpace
      let guideFrame = window.convert(window.keyboardLayoutGuide.layoutFrame, to: space)
      let safeBottom = window.convert(
        CGRect(
          x: 0, y: window.bounds.height - window.safeAreaInsets.bottom, width: 0, height: 0),
        to: space
      ).minY
      return KeyboardEvent.fromKeyboardLayoutGuide(
        guideFrame, safeAreaBottom: safeBottom, screen: ObjectIdentifier(screen))
    }
  }
#endif
