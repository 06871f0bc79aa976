package import Foundation
import KeyboardAvoidanceCore

/// The oracle's model of a user's drag of the keyboard (rules D1, D2): whether the drag
/// owns the host's inset, the overlap it applies, and what following constraints see.
package struct RandomDrag {
  /// Whether a user's drag owns the inset, as rule D1 says it does: begun on an enabled,
  /// windowed host with an interactive dismiss mode while the keyboard was docked, a sample
  /// below the notified top since, and no keyboard notification, removal or disable since.
  package private(set) var ownsInset = false
  /// Whether such a drag began and may still take the inset over (or owns it): a pan that
  /// ends before a sample below the notified top owns nothing.
  package private(set) var isArmed = false
  /// The overlap the drag applies: the last notified one at first, then each sample's,
  /// clamped to `[0, notified]`.
  package private(set) var overlap: CGFloat = 0
  private var notifiedOverlap: CGFloat = 0
  /// The keyboard observer's drag flag: set when a drag takes an inset over, cleared only
  /// by the next accepted keyboard notification (not by a removal or disable).
  private(set) var isObserverDragging = false
  /// The last sample's top while the observer's drag flag is set.
  private var lastTop: CGFloat?
  /// The last sample's change of overlap (plus I1's extra spacing when the overlap starts
  /// or ends) and of the host's bottom inset, for the check that the inset never moves
  /// more than the keyboard did.
  package internal(set) var lastSampleChange: (overlap: CGFloat, inset: CGFloat)?

  /// A keyboard notification the observer accepts ends the drag everywhere (rule D2).
  mutating func keyboardNotificationArrived() {
    ownsInset = false
    isArmed = false
    isObserverDragging = false
    lastTop = nil
  }

  /// The host's engine lets go of the inset (a disable, a removal, a new host, a geometry
  /// change that leaves the keyboard undocked); the observer's flag stays.
  mutating func engineLetGo() {
    ownsInset = false
    isArmed = false
  }

  /// A drag begins: it may take the inset over at its first sample below the notified top.
  mutating func begin() {
    isArmed = true
  }

  /// The finger lifts: a drag that never moved the keyboard leaves nothing behind.
  mutating func end() {
    if !ownsInset { isArmed = false }
  }

  /// A sample of the keyboard's top edge, in screen space.
  ///
  /// `hostFrame` is the host's frame in screen space, `nil` off its window; `notified` the
  /// last notified keyboard's top and its overlap of the host now, when it is docked in the
  /// current orientation. Returns whether the engine looked at the host: it does only when
  /// the drag owns the inset and the overlap changed.
  mutating func sample(
    top: CGFloat, hostFrame: CGRect?, screenBounds: CGRect,
    notified: (top: CGFloat, overlap: CGFloat)?
  ) -> Bool {
    var looked = false
    if isArmed, !ownsInset, hostFrame == nil {
      isArmed = false
    } else if isArmed, !ownsInset, let notified, OracleTolerance.isBelow(notified.top, top) {
      ownsInset = true
      isObserverDragging = true
      notifiedOverlap = notified.overlap
      overlap = notified.overlap
    }
    if ownsInset {
      if let hostFrame {
        let keyboardFrame = OracleOverlap.draggedKeyboard(top: top, screenBounds: screenBounds)
        let sampled =
          OracleKeyboard.isDocked(frame: keyboardFrame, screenBounds: screenBounds)
          ? OracleOverlap.height(keyboard: keyboardFrame, host: hostFrame) : 0
        let clamped = min(max(0, sampled), notifiedOverlap)
        looked = !OracleTolerance.isEqual(clamped, overlap)
        overlap = clamped
      } else {
        ownsInset = false
        isArmed = false
      }
    }
    if isObserverDragging { lastTop = top }
    return looked
  }

  /// The keyboard following constraints see during a drag, after a sample (rule D1): from
  /// the sample's edge down, never above the notified keyboard's top.
  func constraintEvent(lastNotified: KeyboardEvent?, screenBounds: CGRect) -> KeyboardEvent? {
    guard isObserverDragging, let top = lastTop, let frame = lastNotified?.endFrame else {
      return nil
    }
    let edge = max(top, frame.minY)
    return KeyboardEvent(
      name: .willChangeFrame,
      endFrame: CGRect(
        x: screenBounds.minX, y: edge, width: screenBounds.width,
        height: max(0, screenBounds.maxY - edge)))
  }
}
