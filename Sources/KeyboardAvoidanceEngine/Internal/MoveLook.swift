import Foundation

/// Where a host was on screen when its engine last measured it, and the look the engine
/// asks for when a turn of the run loop ends with the host somewhere else (rules K7, K1).
///
/// UIKit moves containers with no notification the host's binding hears: an iPad form sheet
/// repositions itself above the keyboard in its own handling of a `will`, a sheet follows
/// the user's drag of its detent, a popover shifts. No sentinel beside a host hears an
/// ancestor move, so at the end of each turn while the keyboard is up the engine compares
/// the host's place with the one it measured; a host found elsewhere is looked at again
/// once UIKit has acted, and re-applied there, with the keyboard's animation while it runs.
/// Used by the scroll, screen and constraint engines alike.
struct MoveLook {
  /// The host's frame on screen as the engine last measured it, `.some(nil)` outside any
  /// window; `nil` before the engine measured it.
  private var measuredFrame: CGRect??
  /// Whether a look is asked for and not back yet.
  private(set) var isPending = false

  /// The engine measured the host at `frame` (`nil`: outside any window).
  mutating func measured(_ frame: CGRect?) {
    measuredFrame = .some(frame)
  }

  /// Whether `frame`, where the host is now, differs from where the engine measured it.
  func hasMoved(to frame: CGRect?) -> Bool {
    guard let measuredFrame else { return false }
    return measuredFrame != frame
  }

  /// A turn ended with the host at `frame`: returns whether the engine must ask for the
  /// look (the host moved since it was measured, and no look is pending).
  mutating func turnEnded(hostAt frame: CGRect?) -> Bool {
    guard !isPending, hasMoved(to: frame) else { return false }
    isPending = true
    return true
  }

  /// The look came: returns whether it was still pending (one given up is ignored).
  mutating func end() -> Bool {
    defer { isPending = false }
    return isPending
  }

  /// Gives the pending look up and forgets the place (the engine stopped).
  mutating func cancel() {
    isPending = false
    measuredFrame = nil
  }
}
