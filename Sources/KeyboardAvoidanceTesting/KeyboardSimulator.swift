public import Foundation
package import KeyboardAvoidanceCore

/// Shows, moves and hides a simulated software keyboard for a window, as UIKit announces
/// the real one.
///
/// For tests only: it posts UIKit's keyboard notifications to the app, as if the user had
/// brought the keyboard up. Each call posts the same sequence UIKit posts, synchronously,
/// and takes a preset or a frame: `show(_:)`, `change(to:)`, `hide()`.
/// `show` posts will-change-frame, will-show, did-change-frame and did-show; `change`
/// posts will-change-frame and did-change-frame; `hide` posts will-change-frame,
/// will-hide, did-change-frame and did-hide. Their `userInfo` has UIKit's keys, the
/// begin and end frames as `NSValue`s in the coordinates of the window's screen, a 0.25 s
/// duration and curve 7, and `isLocal` true; their object is the window's screen, as
/// UIKit's is from iOS 16.1 (`nil` before). Any observer sees them: this library's
/// engine, or your own `NotificationCenter` code.
///
/// A preset's frame includes the first responder's `inputAccessoryView`, as UIKit's
/// does: with a 44 pt bar on the focused field, the iPhone 15's 336 pt keyboard is posted
/// 380 pt tall. A frame you pass is posted as it is.
///
/// By default the simulator finishes each animation for the caller: on iOS it posts inside
/// `UIView.performWithoutAnimation(_:)` and lays the window out right after, so
/// everything the observers wrote (insets, offsets, constants) is final, on screen and in
/// the model, when the call returns. Set ``animates`` to test the animations themselves.
/// It never touches the app's shared application object, and it never reads what anybody
/// typed. It runs in iOS test targets; without UIKit `init(window:)` is unavailable.
///
/// ```swift
/// let keyboard = KeyboardSimulator(window: window)
/// keyboard.show(.iPhoneSE)
/// let visibility = KeyboardGeometry.visibility(of: field, in: window)
/// XCTAssertTrue(visibility.isVisible, "\(visibility)")
/// keyboard.hide()
/// ```
@MainActor
public final class KeyboardSimulator {
  private let poster: any KeyboardPoster

  /// The keyboard's end frame in screen coordinates, or `nil` while hidden.
  public private(set) var keyboardFrame: CGRect?

  /// Whether observers' animations run as they do on a device.
  ///
  /// `false` (the default) finishes them at once; `true` posts as UIKit does, each
  /// will-notification inside an animation with the keyboard's duration and curve, so what
  /// an observer animates, or changes and lays out in its handler, reaches the screen over
  /// that duration. Values an observer set are final in
  /// the model at once either way; what the screen shows, and a table's animated scroll,
  /// catch up later.
  public var animates = false

  /// A simulator posting through `poster`: UIKit's notification center on iOS, the
  /// headless model's keyboard in this package's tests.
  package init(poster: any KeyboardPoster) {
    self.poster = poster
  }

  /// Shows a preset's keyboard on the window's screen (see ``KeyboardDevicePreset``).
  public func show(_ preset: KeyboardDevicePreset) {
    guard let screen = poster.screenBounds else { return }
    show(poster.includingAccessory(preset.keyboardFrame(onScreen: screen)))
  }

  /// Shows a keyboard whose end frame is `frame`, in screen coordinates.
  public func show(_ frame: CGRect) {
    move(to: frame, names: [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
  }

  /// Moves the keyboard to a preset's frame: the predictive bar turned on or off, an
  /// iPad keyboard undocked or floating, a hardware keyboard's shortcut bar.
  public func change(to preset: KeyboardDevicePreset) {
    guard let screen = poster.screenBounds else { return }
    change(to: poster.includingAccessory(preset.keyboardFrame(onScreen: screen)))
  }

  /// Moves the keyboard to `frame`, in screen coordinates (after a rotation, give the
  /// frame for the new orientation).
  public func change(to frame: CGRect) {
    move(to: frame, names: [.willChangeFrame, .didChangeFrame])
  }

  /// Hides the keyboard: its end frame is just below the screen.
  public func hide() {
    guard let screen = poster.screenBounds else { return }
    let height = keyboardFrame?.height ?? 0
    let below = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    move(to: below, names: [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
  }

  private func move(to end: CGRect, names: [KeyboardEventName]) {
    guard let screen = poster.screenBounds else { return }
    let begin =
      keyboardFrame
      ?? CGRect(x: screen.minX, y: screen.maxY, width: end.width, height: end.height)
    keyboardFrame = names.contains(.willHide) ? nil : end
    PostedKeyboards.shared.record(keyboardFrame, on: poster.screen)
    poster.inOneStep {
      for name in names {
        poster.post(KeyboardEvent(name: name, beginFrame: begin, endFrame: end), animated: animates)
      }
    }
  }
}

/// Where a simulator's notifications go: the platform's screen and notification center.
@MainActor
package protocol KeyboardPoster {
  /// The bounds of the window's screen, or `nil` when the window is gone.
  var screenBounds: CGRect? { get }
  /// The window's screen, whose keyboard state the geometry queries read.
  var screen: AnyObject? { get }
  /// `frame` grown upward by the first responder's accessory view, as UIKit reports a
  /// keyboard whose input has an `inputAccessoryView`.
  func includingAccessory(_ frame: CGRect) -> CGRect
  /// Posts one keyboard notification with UIKit's `userInfo`; unless `animated`, with the
  /// observers' animations finished.
  func post(_ event: KeyboardEvent, animated: Bool)
  /// Runs `body`, the posts of one call, as one step of the app: the headless model keeps a
  /// table's animated scroll in flight until it ends (rule A1).
  func inOneStep(_ body: () -> Void)
}

extension KeyboardPoster {
  /// Runs `body`: UIKit's own clock decides when animations end.
  package func inOneStep(_ body: () -> Void) {
    body()
  }
}

extension CGRect {
  /// The rect with its top edge moved up by `height`, its bottom edge kept: a keyboard's
  /// frame with an accessory view on top.
  package func extendedUpward(by height: CGFloat) -> CGRect {
    guard height > 0 else { return self }
    return CGRect(x: minX, y: minY - height, width: width, height: self.height + height)
  }
}
