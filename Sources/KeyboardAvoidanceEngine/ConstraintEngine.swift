import Foundation
import KeyboardAvoidanceCore

/// The per-constraint state machine: keyboard and focus events in, one constant out.
///
/// It remembers the app's base constant and the value it last wrote: a different value
/// found later is the app's own and becomes the base (as SPEC I2 for insets); the base
/// comes back exactly when the keyboard stops covering (SPEC I3); nothing is written when
/// nothing changes (SPEC A2); writes animate with the keyboard (SPEC A1).
@MainActor
final class ConstraintEngine: KeyboardEventReceiver {
  private weak var constraint: (any KeyboardFollowingConstraint)?
  private weak var observer: KeyboardObserver?
  private var base: CGFloat = 0
  private var lastWritten: CGFloat = 0
  /// When the constant moves.
  var mode = KeyboardFollowMode.always
  /// Room kept above a focused input in ``KeyboardFollowMode/whenCovered`` mode.
  var margin: CGFloat = 16
  /// Runs inside each animation with the new constant, for apps that move more.
  var alongside: (@MainActor @Sendable (CGFloat) -> Void)?
  /// Whether the constraint follows the keyboard.
  private(set) var isFollowing = false

  init(constraint: any KeyboardFollowingConstraint) {
    self.constraint = constraint
  }

  /// Starts following; applies at once, without animation, when the keyboard is up.
  func follow() {
    guard let constraint else { return }
    if !isFollowing {
      isFollowing = true
      base = constraint.followerConstant
      lastWritten = base
    }
    connectObserver()
    apply(event: observer?.lastEvent, timing: nil)
  }

  /// Stops following and gives the base constant back exactly.
  func stop() {
    guard isFollowing else { return }
    write(baseAfterReconciling(), timing: nil)
    isFollowing = false
    observer?.unregister(self)
    observer = nil
  }

  /// Re-applies the last keyboard event to the view's current geometry (SPEC K7).
  func geometryDidChange() {
    guard isFollowing else { return }
    connectObserver()
    apply(event: observer?.lastEvent, timing: nil)
  }

  private func connectObserver() {
    guard let current = constraint?.followerKeyboardObserver, current !== observer else { return }
    observer?.unregister(self)
    observer = current
    current.register(self)
  }

  // MARK: - Events

  func keyboardDidChange(_ event: KeyboardEvent) {
    guard isFollowing else { return }
    apply(event: event, timing: event.name.isWill ? event.timing : nil)
  }

  func inputDidBeginEditing(_ input: AnyObject) {
    guard isFollowing, mode == .whenCovered, let event = observer?.lastEvent else { return }
    apply(event: event, timing: event.timing)
  }

  func caretDidMove(in input: AnyObject) {}

  /// After scroll views: in ``KeyboardFollowMode/whenCovered`` mode the input is measured
  /// where its scroll view has put it.
  var runsAfterScrollHosts: Bool { true }

  // MARK: - Applying

  private func baseAfterReconciling() -> CGFloat {
    if let constraint, constraint.followerConstant != lastWritten {
      base = constraint.followerConstant
      lastWritten = base
    }
    return base
  }

  private func apply(event: KeyboardEvent?, timing: AnimationTiming?) {
    guard let constraint else { return }
    let base = baseAfterReconciling()
    guard let frame = constraint.followerViewFrameInScreen,
      let screen = constraint.followerScreenBounds
    else {
      write(base, timing: nil)
      return
    }
    let overlap = Overlap(event: event, hostFrame: frame, screenBounds: screen).height
    let kept = constraint.followerKeepsSafeArea ? constraint.followerSafeAreaBottom : 0
    let always = ConstraintPlan.always(base: base, overlap: overlap, keptSafeArea: kept)
    var value = always
    if mode == .whenCovered {
      value = base
      if overlap > 0, let keyboard = event?.endFrame, let input = observer?.focusedInput,
        let inputFrame = constraint.followerInputFrame(of: input)
      {
        value = ConstraintPlan.whenCovered(
          base: base, always: always, inputMaxY: inputFrame.maxY, margin: margin,
          keyboardTop: keyboard.minY - frame.minY)
      }
    }
    write(value, timing: timing)
  }

  /// Writes `value` unless the constant already has it within SPEC A2's tolerance.
  ///
  /// `lastWritten` is what the constant holds afterwards, so that noise left alone is not taken for the
  /// app's write. Plans give exactly the base or a move beyond the tolerance, so a restore
  /// always lands on the base exactly (SPEC I3).
  private func write(_ value: CGFloat, timing: AnimationTiming?) {
    guard let constraint else { return }
    let current = constraint.followerConstant
    guard !LengthTolerance.isEqual(current, value) else {
      lastWritten = current
      return
    }
    lastWritten = value
    let alongside = self.alongside
    constraint.animateKeyboardChanges(with: timing) { [weak constraint] in
      constraint?.followerConstant = value
      alongside?(value)
    }
  }
}
