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
/// (SwiftUI laid out before the host) waits for the layout pass after the main queue's next
/// turn, at most ``layoutPassLimit`` passes: then the offset is written all the same, so a
/// wait never sticks. A newer offset replaces the waiting one, and a pass that never comes
/// (the engine disabled meanwhile) never holds a later offset back.
///
/// The engine holds this value; the host tells each pass and turn back through the
/// engine's one door as ``EngineWait/sinkLayout(_:)`` and ``EngineWait/sinkTurn(_:)``,
/// which carry the wait's generation: a token of an older wait is ignored.
package struct InsetSinkWait {
  /// How many of the host's layout passes an offset waits at most: a second of frames at
  /// 60 Hz, far more than SwiftUI's update takes.
  package static let layoutPassLimit = 60

  /// What a layout pass the wait was told of asks for next.
  package enum Step: Equatable {
    /// The pass did not show the addition: wait for the pass after the main queue's turn.
    case waitForTurn
    /// Write `offset` with `timing`; `gaveUp` when SwiftUI never showed the addition.
    case write(offset: HostChanges, timing: AnimationTiming?, gaveUp: Bool)
  }

  /// The offset that waits, the latest asked for, and its animation; `nil` for none.
  private var pending: (offset: HostChanges, timing: AnimationTiming?)?
  /// Layout passes left before the write goes ahead all the same.
  private var passesLeft = 0
  /// The current wait's number: a token of an older one is ignored, never waited on.
  package private(set) var generation = 0

  /// No offset waits.
  package init() {}

  /// Whether an offset waits.
  package var isPending: Bool { pending != nil }

  /// Whether a token of the wait `generation` belongs to the offset that waits now.
  package func isCurrent(_ generation: Int) -> Bool {
    pending != nil && generation == self.generation
  }

  /// Starts waiting with `offset`, replacing any offset that waited.
  ///
  /// - Returns: The new wait's generation, for the host's next layout pass.
  package mutating func start(offset: HostChanges, timing: AnimationTiming?) -> Int {
    pending = (offset, timing)
    passesLeft = Self.layoutPassLimit
    generation &+= 1
    return generation
  }

  /// Gives the waiting offset up: its host or sink is gone.
  package mutating func cancel() {
    pending = nil
  }

  /// A layout pass of the host came; `laidOut` tells whether the sink's laid-out addition
  /// is the one asked for.
  package mutating func layoutPassed(laidOut: Bool) -> Step? {
    guard let pending else { return nil }
    passesLeft -= 1
    if !laidOut, passesLeft > 0 { return .waitForTurn }
    self.pending = nil
    return .write(offset: pending.offset, timing: pending.timing, gaveUp: !laidOut)
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
    let generation = sinkWait.start(offset: offset, timing: timing)
    host.afterNextLayout(resumption(of: .sinkLayout(generation)))
  }

  /// A layout pass of the host came while an offset waits for the sink (rule S2): the
  /// offset is written if SwiftUI has laid the addition out, or the wait gives up; else
  /// the layout pass after the main queue's next turn is awaited.
  func sinkLayoutPassed(generation: Int) {
    guard sinkWait.isCurrent(generation) else { return }
    guard let host, let sink = host.keyboardInsetSink else { return sinkWait.cancel() }
    let laidOut = abs(sink.layoutBottomAddition - sink.askedBottomAddition) < 0.5
    switch sinkWait.layoutPassed(laidOut: laidOut) {
    case .waitForTurn:
      // SwiftUI's update comes on a later turn of the main queue: wait for the layout
      // pass after it, not for one more round of this pass (which UIKit may run before
      // the turn ends, and which could never show the addition).
      host.afterUIKitActs(resumption(of: .sinkTurn(generation)))
    case .write(let offset, let timing, let gaveUp):
      if gaveUp { KeyboardLog.write("\(host.logName): SwiftUI did not lay the addition out (S2)") }
      if !offset.isEmpty { host.applyKeyboardChanges(offset, timing: timing) }
    case nil: return
    }
  }

  /// The main queue's turn after a layout pass that did not show the sink's addition came:
  /// the next layout pass is awaited (rule S2).
  func sinkTurnPassed(generation: Int) {
    guard sinkWait.isCurrent(generation), let host else { return }
    host.afterNextLayout(resumption(of: .sinkLayout(generation)))
  }
}
