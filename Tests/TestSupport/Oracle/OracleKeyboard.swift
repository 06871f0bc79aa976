package import Foundation
package import KeyboardAvoidanceCore

/// The keyboard as the app last heard of it, re-derived from the notifications as they were
/// posted (rules K1, K3, K4, K6), and whether it covers anything.
///
/// The oracle's own reading of the rules, sharing no code with Core's parsing or
/// `Docking`: a show or frame change without a well-formed end frame is ignored whole, a
/// hide needs no frame (K3); a notification with no object leaves the keyboard on the
/// screen of the last show or hide, the host's own when there was none (K4).
package struct OracleKeyboard: Equatable, Sendable {
  /// Which screen a notification's object names (rule K4).
  package enum Object: Equatable, Sendable {
    /// The host's own screen.
    case hostScreen
    /// Another screen, such as an external display.
    case otherScreen
    /// No object at all, as UIKit may post the frame changes.
    case none
  }

  /// Rule K4's tolerance: a docked frame's bottom may end this far above the screen's.
  package static let bottomTolerance: CGFloat = 1

  /// Whether an accepted notification was ever posted.
  package private(set) var hasEvent = false
  /// Whether the last accepted notification was a hide: then nothing is covered (K4).
  package private(set) var isHidden = false
  /// The last accepted show or frame change's end frame, in screen space.
  package private(set) var endFrame: CGRect?
  /// The last accepted notification's `isLocal` (rule K6).
  package private(set) var isLocal = true
  /// Whether the keyboard is on the host's screen (rule K4).
  package private(set) var isOnHostScreen = true
  /// Whether the last show or hide named the host's screen; `true` before any (rule K4).
  private var showOrHideWasOnHostScreen = true

  /// No keyboard heard of yet.
  package init() {}

  /// Takes one posted notification; returns whether rule K3 accepts it.
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - endFrame: Its end frame in screen space; `nil` when it carries none that unboxes
  ///     to a rect.
  ///   - isLocal: Its `isLocal` (`true` when missing, rule K3).
  ///   - object: The screen its object names.
  @discardableResult
  package mutating func receive(
    _ name: KeyboardEventName, endFrame: CGRect?, isLocal: Bool, object: Object
  ) -> Bool {
    let hides = Self.isHide(name)
    if !hides {
      guard let frame = endFrame, Self.isWellFormed(frame) else { return false }
    }
    let onHostScreen: Bool
    switch object {
    case .hostScreen: onHostScreen = true
    case .otherScreen: onHostScreen = false
    case .none: onHostScreen = showOrHideWasOnHostScreen
    }
    if Self.isShowOrHide(name) { showOrHideWasOnHostScreen = onHostScreen }
    hasEvent = true
    isHidden = hides
    self.endFrame = hides ? nil : endFrame
    self.isLocal = isLocal
    isOnHostScreen = onHostScreen
    return true
  }

  /// Whether the keyboard is docked on a host whose screen has `screenBounds` (rule K4).
  package func isDocked(screenBounds: CGRect) -> Bool {
    guard hasEvent, !isHidden, isOnHostScreen, let frame = endFrame else { return false }
    return Self.isDocked(frame: frame, screenBounds: screenBounds)
  }

  /// Rule K4 for one end frame: a positive size, the top above the screen's bottom, and
  /// the bottom at or below the screen's bottom edge, within 1 pt.
  package static func isDocked(frame: CGRect, screenBounds: CGRect) -> Bool {
    let top = frame.origin.y
    let bottom = frame.origin.y + frame.size.height
    let screenBottom = screenBounds.origin.y + screenBounds.size.height
    return frame.size.width > 0 && frame.size.height > 0 && top < screenBottom
      && bottom >= screenBottom - bottomTolerance
  }

  /// What the keyboard covers of a host frame (both in screen space): rule K5's overlap
  /// when it is docked (K4), else 0.
  package func overlap(hostFrame: CGRect, screenBounds: CGRect) -> CGFloat {
    guard isDocked(screenBounds: screenBounds), let frame = endFrame else { return 0 }
    return OracleOverlap.height(keyboard: frame, host: hostFrame)
  }

  /// Rule K3's end frame: every component finite, width and height not negative.
  private static func isWellFormed(_ frame: CGRect) -> Bool {
    let parts = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    return parts.allSatisfy(\.isFinite) && frame.size.width >= 0 && frame.size.height >= 0
  }

  private static func isHide(_ name: KeyboardEventName) -> Bool {
    switch name {
    case .willHide, .didHide: true
    case .willShow, .didShow, .willChangeFrame, .didChangeFrame: false
    }
  }

  private static func isShowOrHide(_ name: KeyboardEventName) -> Bool {
    switch name {
    case .willShow, .didShow, .willHide, .didHide: true
    case .willChangeFrame, .didChangeFrame: false
    }
  }
}
