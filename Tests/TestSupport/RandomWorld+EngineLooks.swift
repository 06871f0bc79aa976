import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// What the engine has seen, by the oracle's reading of the rules: whether the keyboard is
/// docked (rule K4), the app's inset writes and the engine's looks at them (rule I2), and
/// the focus changes that make it look (rules F4, F5).
extension RandomWorld {
  /// Whether the last keyboard event left the keyboard docked, by the oracle's reading of
  /// rule K4 (not Core's `Docking`, which the run checks).
  package var isKeyboardDocked: Bool {
    guard let event = screen.keyboardObserver.lastEvent, let frame = event.endFrame else {
      return false
    }
    switch event.name {
    case .willHide, .didHide: return false
    case .willShow, .didShow, .willChangeFrame, .didChangeFrame:
      return OracleKeyboard.isDocked(frame: frame, screenBounds: screen.bounds)
    }
  }

  /// The app writes a whole inset.
  ///
  /// Unmanaged, the write is all the app's. Managed, it waits for the engine's next look,
  /// where rule I2 compares what the engine sees with what it last wrote
  /// (``adoptAsTheEngineSaw(_:)``): several writes in between count as their last.
  func appWrites(_ insets: EdgeInsets) {
    if !isEnabled { userInset = insets }
    host.contentInset = insets
    hasUnseenUserWrite = true
  }

  /// rule I2 from the model, at the engine's look: an inset that differs from what the
  /// engine last wrote gives the app's base its other edges, and its edge E (the bottom, the
  /// top of a host upside down, rule I4) only when E itself differs by rule A2's tolerance.
  /// (An app write of exactly the engine's inset is invisible to it, and the base stays: a
  /// known limit of I2.)
  func adoptAsTheEngineSaw(_ seen: EdgeInsets) {
    guard seen != engineInset else { return }
    let upsideDown = OracleConversion.isUpsideDown(host)
    let seenEdge = OracleEdge.atKeyboard(seen, upsideDown: upsideDown)
    // "Differs" is rule A2's: an app's 36 over the engine's 35.99999999999977 (a flipped
    // host's sums) is the engine's own value written back.
    let edge =
      OracleTolerance.isEqual(seenEdge, OracleEdge.atKeyboard(engineInset, upsideDown: upsideDown))
      ? OracleEdge.atKeyboard(userInset, upsideDown: upsideDown) : seenEdge
    userInset = OracleEdge.insets(seen, withKeyboardEdge: edge, upsideDown: upsideDown)
  }

  /// A focus change or a caret move reached the engine: with the keyboard docked and the
  /// input in the host, it looks and applies (rules F4, F5).
  func engineSawFocusChange() {
    // During a drag the engine leaves a new focus alone (rule D1): it looks at nothing.
    guard isEnabled, host.window != nil, isKeyboardDocked, !drag.ownsInset,
      let input = screen.firstResponder, input.isDescendant(of: host)
    else { return }
    hasUnseenUserWrite = false
  }
}
