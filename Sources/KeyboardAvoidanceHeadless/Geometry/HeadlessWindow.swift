package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A window: the root of a view tree, placed anywhere on a screen.
///
/// Models `UIWindow`. Its `frame` is in screen space, so a Stage Manager window, a Slide
/// Over window or an iPad form sheet's presentation can sit away from the screen's
/// origin. It has its own safe area insets, which views inside it inherit by position.
@MainActor
package final class HeadlessWindow: HeadlessView {
  /// The screen the window is on; a window keeps its screen alive, as in UIKit.
  package private(set) var screen: HeadlessScreen?
  /// The window's own safe area insets (status bar, home indicator, bars).
  package var windowSafeAreaInsets: EdgeInsets {
    didSet { if windowSafeAreaInsets != oldValue { notifyGeometryChange() } }
  }
  /// Whether the application's tap to dismiss watches this window (rules T2, L9): the
  /// model's tap recognizer on a window.
  package internal(set) var endsEditingOnTap = false
  /// Whether the system made the window, not the app (rule F1).
  ///
  /// The keyboard's own window, which shows accessory views and the emoji keyboard's search
  /// field, or AutoFill's. The model takes UIKit's unkind side: an input that becomes first
  /// responder there makes it key, as in any window, and it posts
  /// `UIWindow.didBecomeKeyNotification`.
  package var isOwnedBySystem = false
  /// Whether a translation moves the safe area of the views it moves (rule L10).
  ///
  /// UIKit's headers do not say whether a view's safe area follows its transform; the
  /// unkind side is selectable: then a view lifted by a translation takes the window's
  /// margins where it sits now, and is laid out again (``HeadlessView/translationY``).
  package var translationMovesSafeArea = false
  /// Whether the window's keyboard layout guide was made: UIKit makes a view's
  /// `keyboardLayoutGuide` at its first use (``makeKeyboardLayoutGuide()``).
  package internal(set) var hasKeyboardLayoutGuide = false
  /// Whether the guide, made while the keyboard was up, does not show it yet (rule L2).
  var keyboardLayoutGuideLags = false

  /// Creates a window on a screen.
  ///
  /// - Parameters:
  ///   - screen: The screen to show it on.
  ///   - frame: The window's frame in screen space.
  ///   - safeAreaInsets: The window's safe area insets.
  package init(screen: HeadlessScreen, frame: CGRect, safeAreaInsets: EdgeInsets = .zero) {
    self.screen = screen
    windowSafeAreaInsets = safeAreaInsets
    super.init(frame: frame)
    screen.attach(self)
    // A window is visible once made, as a window UIKit shows with `makeKeyAndVisible()`.
    screen.notificationCenter.post(name: Self.didBecomeVisibleNotification, object: self)
  }

  /// A window is its own window.
  package override var window: HeadlessWindow? { self }

  /// The window's first responder, if any: each window keeps its own (rule F1), so an
  /// input that begins editing in another window leaves this one editing.
  package internal(set) weak var firstResponder: HeadlessView? {
    didSet { if firstResponder !== oldValue { screen?.firstResponderChanges += 1 } }
  }

  /// Whether the window is its screen's key window, the one the keyboard serves.
  package var isKey: Bool { screen?.keyWindow === self }

  /// Makes the window key, as `makeKey()` does or the user's touch in another scene of an
  /// iPad app: UIKit posts `UIWindow.didBecomeKeyNotification`, with the window as its
  /// object, and nothing else.
  ///
  /// The model takes UIKit's unkind side: the window's first responder posts no
  /// begin-editing notification again, and the keyboard, docked already, posts nothing;
  /// a host that scrolled nothing while the window was not key hears only this.
  package func becomeKey() {
    guard let screen, screen.keyWindow !== self else { return }
    screen.keyWindow = self
    screen.notificationCenter.post(
      name: WindowNotificationName.didBecomeKey.notificationName, object: self)
  }

  /// A window's safe area insets are its own.
  package override var safeAreaInsets: EdgeInsets { windowSafeAreaInsets }

  /// Converts a rect from this window's coordinates into its screen's coordinates.
  package func convertToScreen(_ rect: CGRect) -> CGRect {
    mapToSuperview.apply(rect)
  }

  /// Converts a point from this window's coordinates into its screen's coordinates.
  package func convertToScreen(_ point: CGPoint) -> CGPoint {
    mapToSuperview.apply(point)
  }
}

/// A view tells the observer its window, so that focus is kept per window (rule F1).
extension HeadlessView: KeyboardWindowMember {
  /// The view's window, found by walking up its superviews.
  package var keyboardWindow: AnyObject? { window }

  /// Whether the view's window is one the system made.
  package var isInSystemWindow: Bool { window?.isOwnedBySystem ?? false }
}
