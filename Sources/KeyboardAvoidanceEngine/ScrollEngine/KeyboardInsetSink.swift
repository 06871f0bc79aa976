import Foundation
package import KeyboardAvoidanceCore

/// Where the engine's bottom addition goes for a scroll view whose insets SwiftUI owns
/// (rule S2).
///
/// SwiftUI writes the `contentInset` of the scroll view behind a `ScrollView`, `List` or
/// `Form` on its own layout passes, so an addition written there is undone. The SwiftUI
/// binding's sink hands the addition to SwiftUI's layout instead (a bottom safe-area inset,
/// or content margins), which applies it in its next update; the headless model's hosting
/// scroll view does the same on its next main-queue turn.
@MainActor
package protocol KeyboardInsetSink: AnyObject {
  /// The bottom addition the engine asked for last: what the engine counts as its own.
  var askedBottomAddition: CGFloat { get }

  /// The part of the engine's addition that SwiftUI has applied so far, and that the host's
  /// `adjustedContentInset` therefore includes.
  var appliedBottomAddition: CGFloat { get }

  /// Asks SwiftUI to make the bottom addition `addition`, animated with an approximation of
  /// `timing` (none for `nil` or a zero duration); runs `whenApplied` once SwiftUI has laid
  /// the content out with it.
  func setBottomAddition(
    _ addition: CGFloat, timing: AnimationTiming?,
    whenApplied: @escaping @MainActor () -> Void)
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
    snapshot.adjustedContentInset.bottom += asked - sink.appliedBottomAddition
    return snapshot
  }

  /// Hands `changes` to the host, or, with an inset sink, the bottom addition to the sink
  /// and the offset to the host once SwiftUI has applied the addition (rule S2): an offset
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
    sink.setBottomAddition(inset.bottom, timing: timing) { [weak host] in
      guard let host, !offset.isEmpty else { return }
      host.applyKeyboardChanges(offset, timing: timing)
    }
  }
}
