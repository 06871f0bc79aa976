import Foundation

/// Where a host was on screen at an animated `will` notification, while the engine waits
/// to look again once UIKit has acted on it (rule K1).
///
/// UIKit may move a host in its own handling of the notification (an iPad form sheet
/// repositions itself above the keyboard), and no sentinel beside the host hears an
/// ancestor move: a host found elsewhere on screen while the keyboard still animates is
/// applied again with the keyboard's animation, instead of jumping at the `did`. Used by
/// the scroll and the constraint engines alike.
struct MoveLook {
  /// The host's frame on screen at the `will`, or `.some(nil)` outside any window; `nil`
  /// while no look is pending.
  private var frameAtWill: CGRect??

  /// Notes the host's frame at an animated `will`; returns whether the engine must ask for
  /// the look (none was pending: a later `will` of the same turn only updates the frame).
  mutating func noteWill(frameInScreen frame: CGRect?) -> Bool {
    let isPending = frameAtWill != nil
    frameAtWill = .some(frame)
    return !isPending
  }

  /// The look is due: the frame noted at the `will`, and the look is over.
  ///
  /// `.some(nil)` for a host outside any window then; `nil` when no look is pending (it
  /// was given up).
  mutating func end() -> CGRect?? {
    defer { frameAtWill = nil }
    return frameAtWill
  }

  /// Whether a look is pending.
  var isPending: Bool { frameAtWill != nil }

  /// Gives the pending look up (the engine stopped).
  mutating func cancel() {
    frameAtWill = nil
  }
}
