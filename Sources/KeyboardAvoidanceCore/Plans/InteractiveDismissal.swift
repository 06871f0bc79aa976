import Foundation

/// Who owns a scroll view's bottom inset while the user drags the keyboard down (rules D1-D3).
///
/// A pure reducer: the engine feeds it what happened and applies what it returns. Idle, the
/// keyboard's notifications drive the inset as always. A drag that begins on a host whose
/// dismiss mode is interactive, with the keyboard docked, is *armed*: it owns nothing yet,
/// since most pans only scroll the content and never move the keyboard. It takes the inset
/// over at the first sample of the keyboard's top edge below the last notified top; from
/// then on each sample gives an overlap that, clamped to `[0, the last notified overlap]`,
/// is applied without animation and without scrolling, only when it changed beyond rule
/// A2's tolerance. A pan that ends before such a sample leaves nothing behind. The next
/// keyboard notification (the hide, or the show that snaps the keyboard back) ends the drag
/// and is applied as any other (D2); so does the host leaving its window (I3). Lifting the
/// finger does not end a drag that owns the inset: the keyboard keeps moving until UIKit
/// resolves the gesture.
package struct InteractiveDismissal: Equatable, Sendable {
  /// What happened.
  package enum Event: Equatable, Sendable {
    /// A keyboard notification arrived (any of the six).
    case keyboardNotification
    /// The user began dragging the host.
    case dragBegan(mode: KeyboardDismissMode, keyboardIsDocked: Bool)
    /// The user lifted the finger (the host may still decelerate).
    case dragEnded
    /// A sample of the keyboard's top edge (screen space), with the overlap of the host it
    /// gives (rule K5), and the last notified keyboard's top and overlap in the host's
    /// geometry of that moment.
    case sample(top: CGFloat, overlap: CGFloat, notifiedTop: CGFloat, notifiedOverlap: CGFloat)
    /// The host left its window.
    case hostLeftWindow
  }

  /// What the engine does.
  package enum Effect: Equatable, Sendable {
    /// Nothing beyond its usual handling of the event.
    case none
    /// Apply this overlap through rule I1: insets only, unanimated, no scroll.
    case applyOverlap(CGFloat)
  }

  /// Whether a drag owns the inset now.
  package private(set) var ownsInset = false
  /// Whether a drag began that may still take the inset over at its first sample below
  /// the notified top, or owns it already.
  package private(set) var isArmed = false
  /// Whether the finger is still on the host during the drag.
  package private(set) var isFingerDown = false
  private var notifiedOverlap: CGFloat = 0
  /// The overlap the drag last applied (the notified one at first), while it owns the inset.
  package private(set) var appliedOverlap: CGFloat?

  /// Creates an idle state.
  package init() {}

  /// Takes in one event; returns what to apply.
  package mutating func handle(_ event: Event) -> Effect {
    switch event {
    case .keyboardNotification, .hostLeftWindow:
      self = InteractiveDismissal()
      return .none
    case .dragBegan(let mode, let docked):
      isFingerDown = true
      // A second grab while the keyboard still moves keeps the drag it had (D1).
      guard !isArmed, mode.isInteractive, docked else { return .none }
      isArmed = true
      return .none
    case .dragEnded:
      isFingerDown = false
      // A pan that never moved the keyboard owns nothing (D1).
      if !ownsInset { self = InteractiveDismissal() }
      return .none
    case .sample(let top, let overlap, let notifiedTop, let notified):
      guard isArmed else { return .none }
      if !ownsInset {
        guard LengthTolerance.isLess(notifiedTop, top) else { return .none }
        ownsInset = true
        notifiedOverlap = max(0, notified)
        appliedOverlap = notifiedOverlap
      }
      let clamped = min(max(0, overlap), notifiedOverlap)
      if let applied = appliedOverlap, LengthTolerance.isEqual(applied, clamped) { return .none }
      appliedOverlap = clamped
      return .applyOverlap(clamped)
    }
  }
}
