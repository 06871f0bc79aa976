import Foundation
package import KeyboardAvoidanceCore

/// Where the engine's bottom addition goes for a scroll view whose insets SwiftUI owns
/// (rule S2).
///
/// SwiftUI writes the `contentInset` of the scroll view behind a `ScrollView`, `List` or
/// `Form` on its own layout passes, so an addition written there is undone. The SwiftUI
/// binding's sink hands the addition to SwiftUI's layout instead (a bottom safe-area
/// inset), which lays it out at a layout pass after its next update; the headless model's
/// hosting scroll view does the same.
@MainActor
package protocol KeyboardInsetSink: AnyObject {
  /// The bottom addition the engine asked for last: what the engine counts as its own.
  var askedBottomAddition: CGFloat { get }

  /// The engine's addition as SwiftUI's layout holds it now: the value its last update
  /// laid out, which the host's `adjustedContentInset` includes from that layout pass on.
  ///
  /// That is the animation's target, not the room's height on screen while SwiftUI animates
  /// it over the frames that follow: the engine's offset goes with the room from its first
  /// frame, never after SwiftUI has settled (rule S2).
  var layoutBottomAddition: CGFloat { get }

  /// Asks SwiftUI to make the bottom addition `addition`, animated with an approximation of
  /// `timing` (none for `nil` or a zero duration).
  func setBottomAddition(_ addition: CGFloat, timing: AnimationTiming?)
}

/// The engine's offset that waits for SwiftUI to lay its bottom addition out (rule S2).
///
/// SwiftUI lays a state change out in a layout pass after its update, and the main queue
/// is served before that pass: the offset is written from the host's next layout pass in
/// which the sink's laid-out addition is the one asked for, the room's first frame, so that
/// the offset's animation starts with the room's. A pass that does not show it yet
/// (SwiftUI laid out before the host) waits for the
/// layout pass after the main queue's next turn, at most ``layoutPassLimit`` passes: then
/// the offset is written all the same, so a wait never sticks. A newer offset replaces the
/// waiting one, and a pass that never comes (the engine disabled meanwhile) never holds a
/// later offset back.
@MainActor
final class InsetSinkWait {
  /// How many of the host's layout passes an offset waits at most: a second of frames at
  /// 60 Hz, far more than SwiftUI's update takes.
  static let layoutPassLimit = 60

  /// The write that waits, the latest asked for.
  private var pending: (@MainActor () -> Void)?
  /// Layout passes left before the write goes ahead all the same.
  private var passesLeft = 0
  /// The current wait: a layout pass awaited for an older one (its host's sentinel may
  /// never lay out again, the engine disabled meanwhile) is ignored, never waited on.
  private var generation = 0

  /// Runs `write` in the host's first layout pass in which `sink` has laid out the addition
  /// asked for last, or after ``layoutPassLimit`` passes.
  func write(
    _ write: @escaping @MainActor () -> Void, once sink: any KeyboardInsetSink,
    hasLaidOutIn host: any KeyboardScrollHost
  ) {
    pending = write
    passesLeft = Self.layoutPassLimit
    generation &+= 1
    waitForLayout(of: host, sink: sink, generation: generation)
  }

  private func waitForLayout(
    of host: any KeyboardScrollHost, sink: any KeyboardInsetSink, generation: Int
  ) {
    host.afterNextLayout { [weak self, weak host, weak sink] in
      guard let self, generation == self.generation else { return }
      guard let host, let sink else {
        self.pending = nil
        return
      }
      self.passesLeft -= 1
      let laidOut = abs(sink.layoutBottomAddition - sink.askedBottomAddition) < 0.5
      if !laidOut, self.passesLeft > 0 {
        // SwiftUI's update comes on a later turn of the main queue: wait for the layout
        // pass after it, not for one more round of this pass (which UIKit may run before
        // the turn ends, and which could never show the addition).
        host.afterUIKitActs { [weak self, weak host, weak sink] in
          guard let self, let host, let sink, generation == self.generation else { return }
          self.waitForLayout(of: host, sink: sink, generation: generation)
        }
        return
      }
      if !laidOut {
        KeyboardLog.write("\(host.logName): SwiftUI did not lay the addition out (S2)")
      }
      let write = self.pending
      self.pending = nil
      write?()
    }
  }
}

extension KeyboardScrollHost {
  /// No sink: the engine writes `contentInset` itself.
  package var keyboardInsetSink: (any KeyboardInsetSink)? { nil }
}

extension KeyboardScrollEngine {
  /// The host as the engine reasons about it (rule S2).
  ///
  /// With an inset sink, `contentInset` is SwiftUI's: the engine sees there only its own
  /// addition, asked for (so its base is zero and I2 never adopts SwiftUI's writes), and
  /// the adjusted inset as it will be once SwiftUI applies what was asked. I1's `existing`
  /// is then the adjusted inset without the engine's addition, and the band is computed from
  /// the addition asked for.
  func snapshot(of host: any KeyboardScrollHost, focusedInput: AnyObject?) -> HostSnapshot {
    var snapshot = host.keyboardSnapshot(focusedInput: focusedInput)
    guard let sink = host.keyboardInsetSink else { return snapshot }
    let asked = sink.askedBottomAddition
    snapshot.contentInset = EdgeInsets(bottom: asked)
    snapshot.indicatorInsets = EdgeInsets(bottom: asked)
    snapshot.adjustedContentInset.bottom += asked - sink.layoutBottomAddition
    return snapshot
  }

  /// Hands `changes` to the host, or, with an inset sink, the bottom addition to the sink
  /// and the offset to the host once SwiftUI has laid the addition out (rule S2): an offset
  /// written before would be measured, and clamped, against the insets of before.
  func hand(_ changes: HostChanges, to host: any KeyboardScrollHost, timing: AnimationTiming?) {
    guard let sink = host.keyboardInsetSink else {
      host.applyKeyboardChanges(changes, timing: timing)
      return
    }
    let offset = HostChanges(contentOffset: changes.contentOffset)
    guard let inset = changes.contentInset else {
      if !offset.isEmpty { host.applyKeyboardChanges(offset, timing: timing) }
      return
    }
    sink.setBottomAddition(inset.bottom, timing: timing)
    sinkWait.write(
      { [weak host] in
        guard let host, !offset.isEmpty else { return }
        host.applyKeyboardChanges(offset, timing: timing)
      }, once: sink, hasLaidOutIn: host)
  }
}
