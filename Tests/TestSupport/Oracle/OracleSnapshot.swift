package import Foundation
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceHeadless

/// What the oracle keeps of a random world after a step, for the checks of the next step:
/// where a reveal started from (rule F3), whether the keyboard was docked or the engine
/// waited (rule F4), and the drag and bar state the next step compares with (D1, C2).
///
/// Objects are held weakly: the oracle must never keep a released host alive (rule L4).
@MainActor
package struct OracleSnapshot {
  /// The host then.
  package var host: WeakReference<HeadlessScrollView>
  /// Its content offset then; `nil` when unknown (before the first step seen).
  package var contentOffset: CGPoint?
  /// Its content inset on the keyboard's edge then (rule I4's E); `nil` when unknown.
  package var keyboardEdgeInset: CGFloat?
  /// The first responder then.
  package var firstResponder: WeakReference<HeadlessView>
  /// Whether the oracle's keyboard was docked then (rule K4).
  package var isDocked: Bool
  /// Whether the oracle's keyboard was the app's own then, not another app's (rule K6).
  package var isLocal: Bool
  /// Whether the engine waited for the keyboard's next notification (rule K7).
  package var waitsForKeyboard: Bool
  /// Whether a user's drag owned the inset (rule D1).
  package var dragOwnsInset: Bool
  /// The oracle's overlap of that drag.
  package var dragOverlap: CGFloat
  /// Whether the app had written an inset the engine had not seen.
  package var hasUnseenUserWrite: Bool
  /// The bar's constant the world expected (rule C2).
  package var expectedBar: CGFloat

  /// The world as it is built, before its first step: no keyboard, nothing waiting, no
  /// drag; the offset and inset are not recorded.
  package static var initial: OracleSnapshot {
    OracleSnapshot(
      host: WeakReference(nil), contentOffset: nil, keyboardEdgeInset: nil,
      firstResponder: WeakReference(nil), isDocked: false, isLocal: true,
      waitsForKeyboard: false,
      dragOwnsInset: false, dragOverlap: 0, hasUnseenUserWrite: false,
      expectedBar: RandomConstraints.barBase)
  }
}
