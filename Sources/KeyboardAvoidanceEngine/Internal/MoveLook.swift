import Foundation

/// Where a host was on screen when its engine last saw it, and the look the engine asks for
/// when a turn of the run loop ends with the host somewhere else (rules K7, K1).
///
/// UIKit moves containers with no notification the host's binding hears: an iPad form sheet
/// repositions itself above the keyboard in its own handling of a `will`, a sheet follows
/// the user's drag of its detent, a popover shifts. No sentinel beside a host hears an
/// ancestor move, so at the end of each turn while the keyboard is up the engine compares
/// the host's place with the one it saw last (at its last read or the previous turn's end);
/// a host found elsewhere is looked at again once UIKit has acted, and re-applied there,
/// with the keyboard's animation while it runs. One look per change seen: a place that
/// stays where it moved asks for nothing more, whatever the look found.
///
/// Used by the scroll, screen and constraint engines alike. A constraint's own write may
/// move the view it measures (a container that sizes itself to the constrained view): its
/// engine looks once per keyboard event at most (``init(oncePerKeyboardEvent:)``), so that
/// its writes can never chase their own echo.
struct MoveLook {
  /// The host's place as the engine last saw it, `.some(nil)` outside any window; `nil`
  /// before it saw it.
  private var seenPlace: CGRect??
  /// Whether a look is asked for and not back yet.
  private(set) var isPending = false
  /// Whether only one look is asked for between two keyboard events.
  private let oncePerKeyboardEvent: Bool
  /// Whether a look was asked for since the last keyboard event.
  private var lookedSinceKeyboardEvent = false

  /// A look for every move seen, or, `oncePerKeyboardEvent`, for the first since the last
  /// keyboard event only.
  init(oncePerKeyboardEvent: Bool = false) {
    self.oncePerKeyboardEvent = oncePerKeyboardEvent
  }

  /// The engine read the host at `place` (`nil`: outside any window).
  mutating func measured(_ place: CGRect?) {
    seenPlace = .some(place)
  }

  /// A keyboard event came: an engine that looks once per event may look again.
  mutating func keyboardEventCame() {
    lookedSinceKeyboardEvent = false
  }

  /// A turn ended with the host at `place`: returns whether the engine must ask for the
  /// look (the host moved since it was last seen, and no look is pending).
  mutating func turnEnded(hostAt place: CGRect?) -> Bool {
    guard let seenPlace, seenPlace != place else { return false }
    self.seenPlace = .some(place)
    guard !isPending, !(oncePerKeyboardEvent && lookedSinceKeyboardEvent) else { return false }
    isPending = true
    lookedSinceKeyboardEvent = true
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
    seenPlace = nil
  }
}
