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
    if let screen, let keyboard = screen.keyboardLayoutGuideKeyboard,
      Docking.isDocked(
        KeyboardEvent(name: .didShow, endFrame: keyboard), screenBounds: screen.bounds)
    {
      let keyboardTop = keyboard.minY - frame.minY
      top = min(top, max(0, keyboardTop))
    }
    return convertToScreen(
      CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top)))
  }

  /// Reads the keyboard layout guide in the window's next layout pass, never forcing one,
  /// and reports the keyboard it shows, or `nil` for none (rule L2).
  func readKeyboardLayoutGuide(_ report: @escaping @MainActor (KeyboardEvent?) -> Void) {
    let probe = KeyboardGuideProbe { [weak self] in
      guard let self else { return report(nil) }
      let safeBottom = convertToScreen(
        CGRect(x: 0, y: bounds.height - safeAreaInsets.bottom, width: 0, height: 0)
      ).minY
      report(
        KeyboardEvent.fromKeyboardLayoutGuide(
          keyboardLayoutGuideFrameInScreen, safeAreaBottom: safeBottom,
          screen: screen.map(ObjectIdentifier.init)))
    }
    addSubview(probe)
    probe.setNeedsLayout()
  }
}

/// A zero-size view that reads the keyboard layout guide from its own layout pass, once,
/// then leaves (as the UIKit binding's probe does).
@MainActor
private final class KeyboardGuideProbe: HeadlessView {
  private var read: (@MainActor () -> Void)?

  init(read: @escaping @MainActor () -> Void) {
    self.read = read
    super.init(frame: .zero)
  }

  override func layoutSubviews() {
    guard let read else { return }
    self.read = nil
    removeFromSuperview()
    read()
  }
}
