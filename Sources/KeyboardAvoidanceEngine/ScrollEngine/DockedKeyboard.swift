import Foundation
import KeyboardAvoidanceCore

/// A keyboard event that leaves the keyboard docked on a host's screen (rule K4), with its
/// end frame: the one docking decision of an event, made where the host is read and handed
/// on to what measures the overlap (K5) and what reveals.
struct DockedKeyboard {
  /// The event that left the keyboard docked.
  let event: KeyboardEvent
  /// The keyboard's end frame, in screen space.
  let frame: CGRect

  /// The docked keyboard `event` leaves on the screen of the host read into `snapshot`;
  /// `nil` without an event, outside a window, after a hide, for an undocked frame or a
  /// keyboard on another screen (rule K4).
  init?(_ event: KeyboardEvent?, on snapshot: HostSnapshot) {
    guard let event, let frame = event.endFrame, let screen = snapshot.screenBounds,
      Docking.isDocked(event, screenBounds: screen, hostScreen: snapshot.screen)
    else { return nil }
    self.event = event
    self.frame = frame
  }
}
