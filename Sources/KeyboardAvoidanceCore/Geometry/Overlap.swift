import Foundation

/// How much of the host the keyboard covers, from the host's bottom edge up (rule K5).
///
/// Both frames are in screen space: the host's bounds-sized frame converted through its
/// window, which may sit anywhere on the screen (Stage Manager, Slide Over, an iPad form
/// sheet). The keyboard's raw height is never used: a form sheet that ends above the
/// keyboard's top is not covered at all, and a shortcut bar mostly off screen covers by
/// its visible part only.
package struct Overlap: Hashable, Sendable {
  /// The covered height in points, 0 when nothing is covered.
  package var height: CGFloat

  /// Computes the overlap of a keyboard frame and a host frame, both in screen space.
  ///
  /// When the two overlap horizontally and the keyboard's top is above the host's bottom,
  /// the overlap is `host.maxY - max(keyboard.minY, host.minY)`; otherwise it is 0.
  /// Docking (rule K4) is decided separately: pass only a docked keyboard's frame.
  package init(keyboardFrame: CGRect, hostFrame: CGRect) {
    let overlapsHorizontally =
      keyboardFrame.minX < hostFrame.maxX && keyboardFrame.maxX > hostFrame.minX
    if overlapsHorizontally && keyboardFrame.minY < hostFrame.maxY {
      height = hostFrame.maxY - max(keyboardFrame.minY, hostFrame.minY)
    } else {
      height = 0
    }
  }

  /// The overlap of a keyboard whose docking (rule K4) the caller decided already: its
  /// frame when docked, `nil` when it is not (or there is none), which covers nothing.
  ///
  /// For an engine that decides docking once per event and passes the decision along,
  /// rather than deciding it again here.
  package init(dockedKeyboardFrame: CGRect?, hostFrame: CGRect) {
    guard let dockedKeyboardFrame else {
      self = .none
      return
    }
    self.init(keyboardFrame: dockedKeyboardFrame, hostFrame: hostFrame)
  }

  /// An overlap of a given height.
  package init(height: CGFloat) {
    self.height = height
  }

  /// No overlap.
  package static let none = Overlap(height: 0)

  /// The overlap an event leaves on a host, applying docking (K4) before overlap (K5).
  ///
  /// - Parameters:
  ///   - event: The last keyboard event, or `nil` when no keyboard was ever seen.
  ///   - hostFrame: The host's bounds-sized frame in screen space.
  ///   - screenBounds: The bounds of the screen the keyboard is on.
  ///   - hostScreen: The host's screen, when known: a keyboard on another covers nothing.
  package init(
    event: KeyboardEvent?, hostFrame: CGRect, screenBounds: CGRect,
    hostScreen: ObjectIdentifier? = nil
  ) {
    guard let event, let frame = event.endFrame,
      Docking.isDocked(event, screenBounds: screenBounds, hostScreen: hostScreen)
    else {
      self = .none
      return
    }
    self.init(keyboardFrame: frame, hostFrame: hostFrame)
  }
}
