#if canImport(UIKit)
  import KeyboardAvoidanceCore
  import UIKit

  /// Reads a window's keyboard layout guide in the window's next layout pass (rule L2): for
  /// the library's first use with the keyboard already up, when no keyboard notification
  /// has been seen to say where it is.
  ///
  /// A hidden sentinel pinned to the guide's top reports from its own layout pass, after
  /// Auto Layout placed it: no layout is forced. A guide the read made itself (none in the
  /// window's `layoutGuides` before) that shows no keyboard may not know yet, so the
  /// sentinel reports again each time the guide moves, for as long as the report asks. It
  /// then leaves the window on the main queue's next turn, never inside its own layout
  /// pass, while UIKit goes through the window's subviews (removing a view there raises
  /// "Collection was mutated while being enumerated").
  @MainActor
  enum KeyboardGuideProbe {
    /// Reports what the keyboard layout guide of `window` tells, at each move while
    /// `report` answers `true`.
    static func read(in window: UIWindow, report: @escaping KeyboardGuideReport) {
      // Asked before the guide is touched, which makes it.
      let guideIsNew = !window.layoutGuides.contains { $0 is UIKeyboardLayoutGuide }
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
        guard change == .geometry, let window = probe.window,
          !report(reading(from: window, guideIsNew: guideIsNew))
        else { return }
        probe.onChange = nil
        DispatchQueue.main.async { probe.removeFromSuperview() }
      }
    }

    /// What the window's keyboard layout guide tells, in its screen's space.
    private static func reading(
      from window: UIWindow, guideIsNew: Bool
    ) -> KeyboardGuideReading {
      let screen = window.keyboardScreen
      let space = screen.coordinateSpace
      let guideFrame = window.convert(window.keyboardLayoutGuide.layoutFrame, to: space)
      let safeBottom = window.convert(
        CGRect(
          x: 0, y: window.bounds.height - window.safeAreaInsets.bottom, width: 0, height: 0),
        to: space
      ).minY
      return KeyboardGuideReading(
        guideFrame: guideFrame, safeAreaBottom: safeBottom, screen: ObjectIdentifier(screen),
        guideIsNew: guideIsNew)
    }
  }
#endif
