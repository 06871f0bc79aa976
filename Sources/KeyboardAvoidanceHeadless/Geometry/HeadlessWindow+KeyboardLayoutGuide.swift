package import Foundation
import KeyboardAvoidanceCore

extension HeadlessWindow {
  /// The frame of the window's keyboard layout guide in screen space, as UIKit's
  /// `keyboardLayoutGuide` (which follows a docked keyboard only): from the docked keyboard's
  /// top, or from the safe area's bottom when no docked keyboard covers the window, down to
  /// the window's bottom.
  package var keyboardLayoutGuideFrameInScreen: CGRect {
    let bounds = self.bounds
    var top = bounds.height - safeAreaInsets.bottom
    if !keyboardLayoutGuideLags, let screen, let keyboard = screen.keyboardLayoutGuideKeyboard,
      Docking.isDocked(
        KeyboardEvent(name: .didShow, endFrame: keyboard), screenBounds: screen.bounds)
    {
      let keyboardTop = keyboard.minY - frame.minY
      top = min(top, max(0, keyboardTop))
    }
    return convertToScreen(
      CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top)))
  }

  /// Makes the window's keyboard layout guide, as the first use of UIKit's lazy
  /// `keyboardLayoutGuide` does (an app's layout pinned to it, or a read).
  ///
  /// The model takes UIKit's unkind side, which its documentation leaves open: a guide made
  /// while the keyboard is up has heard none of its notifications and sits at the safe
  /// area's bottom until the main queue's next turn, when it takes the keyboard and its
  /// followers lay out (rule L2).
  package func makeKeyboardLayoutGuide() {
    guard !hasKeyboardLayoutGuide else { return }
    hasKeyboardLayoutGuide = true
    guard let screen, screen.keyboardLayoutGuideKeyboard != nil else { return }
    keyboardLayoutGuideLags = true
    screen.enqueueOnMainQueue { [weak self] in
      guard let self, keyboardLayoutGuideLags else { return }
      keyboardLayoutGuideLags = false
      for view in screen.keyboardLayoutGuideFollowers where view.window === self {
        view.setNeedsLayout()
      }
    }
  }

  /// Reads the keyboard layout guide in the window's next layout pass, never forcing one,
  /// and reports what it tells (rule L2), again at each move of the guide while `report`
  /// answers `true`.
  func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport) {
    let guideIsNew = !hasKeyboardLayoutGuide
    makeKeyboardLayoutGuide()
    let probe = KeyboardGuideProbe { [weak self] in
      guard let self else { return report(.noKeyboard) }
      let safeBottom = convertToScreen(
        CGRect(x: 0, y: bounds.height - safeAreaInsets.bottom, width: 0, height: 0)
      ).minY
      return report(
        KeyboardGuideReading(
          guideFrame: keyboardLayoutGuideFrameInScreen, safeAreaBottom: safeBottom,
          screen: screen.map(ObjectIdentifier.init), guideIsNew: guideIsNew))
    }
    addSubview(probe)
    screen?.followKeyboardLayoutGuide(probe)
    probe.setNeedsLayout()
  }
}

/// A zero-size view pinned to the keyboard layout guide that reads it from its own layout
/// passes while its reader asks, then leaves at the main queue's next turn (as the UIKit
/// binding's probe does: never inside its own layout pass).
@MainActor
private final class KeyboardGuideProbe: HeadlessView {
  private var read: (@MainActor () -> Bool)?

  init(read: @escaping @MainActor () -> Bool) {
    self.read = read
    super.init(frame: .zero)
  }

  override func layoutSubviews() {
    guard let read, let screen = window?.screen, !read() else { return }
    self.read = nil
    screen.enqueueOnMainQueue { [weak self] in self?.removeFromSuperview() }
  }
}
