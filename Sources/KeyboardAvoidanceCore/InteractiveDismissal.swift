import Foundation

/// Who owns a scroll view's bottom inset while the user drags the keyboard down (SPEC D1-D3).
///
/// A pure reducer: the engine feeds it what happened and applies what it returns. Idle, the
/// keyboard's notifications drive the inset as always. A drag that begins on a host whose
/// dismiss mode is interactive, with the keyboard docked, takes the inset over: each sample
/// of the keyboard's top edge gives an overlap that, clamped to `[0, the last notified
/// overlap]`, is applied without animation and without scrolling, only when it changed
/// beyond SPEC A2's tolerance. The next keyboard notification (the hide, or the show that
/// snaps the keyboard back) ends the drag and is applied as any other (D2); so does the
/// host leaving its window (I3). Lifting the finger does not end it: the keyboard keeps
/// moving until UIKit resolves the gesture.
package struct InteractiveDismissal: Equatable, Sendable {
  /// What happened.
  package enum Event: Equatable, Sendable {
    /// A keyboard notification arrived (any of the six).
    case keyboardNotification
    /// The user began dragging the host.
    case dragBegan(mode: KeyboardDismissMode, keyboardIsDocked: Bool, notifiedOverlap: CGFloat)
    /// The user lifted the finger (the host may still decelerate).
    case dragEnded
    /// A sample of the keyboard's top edge, as the overlap of the host it gives (SPEC K5).
    case sample(overlap: CGFloat)
    /// The host left its window.
    case hostLeftWindow
  }

  /// What the engine does.
  package enum Effect: Equatable, Sendable {
    /// Nothing beyond its usual handling of the event.
    case none
    /// Apply this overlap through SPEC I1: insets only, unanimated, no scroll.
    case applyOverlap(CGFloat)
  }

  /// Whether a drag owns the inset now.
  package private(set) var ownsInset = false
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
    case .dragBegan(let mode, let docked, let overlap):
      isFingerDown = true
      // A second grab while the keyboard still moves keeps the drag it had (D1).
      guard !ownsInset, mode.isInteractive, docked else { return .none }
      ownsInset = true
      notifiedOverlap = max(0, overlap)
      appliedOverlap = notifiedOverlap
      return .none
    case .dragEnded:
      isFingerDown = false
      return .none
    case .sample(let overlap):
      guard ownsInset else { return .none }
      let clamped = min(max(0, overlap), notifiedOverlap)
      if let applied = appliedOverlap, LengthTolerance.isEqual(applied, clamped) { return .none }
      appliedOverlap = clamped
      return .applyOverlap(clamped)
    }
  }
}
