import Foundation
package import KeyboardAvoidanceCore

/// What the engine reads and writes of a scroll view: one read, one write per event.
///
/// The engine never imports UIKit: the UIKit binding adopts this protocol with a small
/// adapter that holds a `UIScrollView` weakly, the headless model with its scroll view.
/// Each event reads the host once (``keyboardSnapshot(focusedInput:)``), decides in Core,
/// and hands back one set of changes (``applyKeyboardChanges(_:timing:)``), so the binding
/// never decides anything.
@MainActor
package protocol KeyboardScrollHost: KeyboardNavigationHost {
  /// The scroll view's insets, offset, sizes, place on screen, and the geometry of
  /// `focusedInput` when it is inside the scroll view.
  ///
  /// - Complexity: O(depth of `focusedInput` below the scroll view).
  func keyboardSnapshot(focusedInput: AnyObject?) -> HostSnapshot

  /// Where the containers put the scroll view on screen: the bounds-sized frame, in its
  /// screen's coordinate space, of the outermost scroll view around it, or its own when
  /// none is; `nil` outside a window on a screen.
  ///
  /// A container that moves (a sheet, a popover, the window) moves it; a scroll of a scroll
  /// view around does not (rule F8 follows those, and a user's drag of one must not reveal
  /// anything under the finger). The engine compares it at the end of each turn while the
  /// keyboard is up (rule K7), and the snapshot carries it.
  ///
  /// - Complexity: O(depth of the host in its window).
  var placeOnScreen: CGRect? { get }

  /// Writes `changes` in one animation with `timing` (none for `nil` or a zero duration),
  /// followed by exactly one layout pass (rule A1).
  func applyKeyboardChanges(_ changes: HostChanges, timing: AnimationTiming?)

  /// The app-wide observer of keyboard and editing notifications for this host, or `nil`
  /// when the host cannot reach one yet (a headless view before it joins a screen).
  var hostKeyboardObserver: KeyboardObserver? { get }

  /// The window the host is in, or `nil` outside any: the engine acts on that window's first
  /// responder, and reveals it only while the window is key (rule F1).
  ///
  /// - Complexity: O(depth of the host in its window).
  var keyboardWindow: AnyObject? { get }

  /// The host's type for the debug log, such as `UITableView`: never its description.
  var logName: String { get }

  /// The engine was enabled: from now on, tell `receiver` what no keyboard notification
  /// announces (window entry, moves, resizes and safe-area changes, the user's drags), by
  /// ``KeyboardSignalReceiver/receive(_:)``. The UIKit binding adds its sentinel views and
  /// pan target here; they stay until ``stopSignals()`` or the host's release.
  func startSignals(to receiver: any KeyboardSignalReceiver)

  /// The engine was disabled: stop telling it anything, and take out what
  /// ``startSignals(to:)`` added.
  func stopSignals()

  /// Starts (`true`) or stops telling the engine of the user's taps on the host outside
  /// any input, by ``KeyboardSignal/tappedOutsideInputs`` (rule T2). A tap still reaches
  /// what it landed on; a scroll or a drag is never one.
  func hearTaps(_ isOn: Bool)

  /// The engine is about to handle a keyboard notification: bring what hears the host up
  /// to date with settings the app may have changed since (its keyboard dismiss mode).
  func refreshSignals()

  /// No keyboard notification has been seen yet (rule L2): in the next layout pass of the
  /// host's window, never forcing one, read the window's keyboard layout guide and report
  /// what it tells (``KeyboardGuideReading``), `noKeyboard` when the host is in no window;
  /// while `report` answers `true`, report again each time the guide moves.
  func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport)

  /// Runs `body` once UIKit has acted on the current event: on the next turn of the main
  /// queue (rules K1, F7: UIKit's own handling of a notification runs first).
  func afterUIKitActs(_ body: @escaping @MainActor () -> Void)

  /// Runs `body` in the host's next layout pass, from a hidden view that lays out after the
  /// host's content, never forcing a pass (rule L8).
  func afterNextLayout(_ body: @escaping @MainActor () -> Void)

  /// The identity of the scroll view this host is, under which its engine is found (rule
  /// F8): `ObjectIdentifier` of the view itself, never of an adapter.
  var hostIdentity: ObjectIdentifier? { get }

  /// The identity of the nearest scroll view above this host for which `isServed` is
  /// `true`, or `nil` (rule F8).
  ///
  /// A host inside another enabled one (a scrolling text view in a form) hears each event
  /// after it, and measures where that host is sending it. The host hands back an identity,
  /// never an engine: the observer, which knows the engines, answers `isServed`.
  ///
  /// - Complexity: O(depth of the host in its window), never of the number of views; it
  ///   creates nothing.
  func enclosingHostIdentity(where isServed: (ObjectIdentifier) -> Bool) -> ObjectIdentifier?

  /// The identity of the screen (the view controller) whose view holds this host, the one
  /// the app-wide mode would serve an input of it through (rule L10), or `nil` (rule F8).
  ///
  /// A screen is the outer host of every host inside it: while it still decides whether
  /// the keyboard covers its input (in its next layout pass), the hosts inside measure only
  /// once it has.
  ///
  /// - Complexity: O(depth of the host in its window); it creates nothing.
  var enclosingScreenIdentity: ObjectIdentifier? { get }

  /// The host's `contentOffset` as it reads now, a value still in flight included (a
  /// table's animated `setContentOffset(_:animated:)`; rules A1, F8). No layout runs.
  var liveContentOffset: CGPoint { get }

  /// Where the engine's bottom addition goes instead of `contentInset`, for a scroll view
  /// whose insets SwiftUI owns and resets on its layout (rule S2); `nil` for every other.
  var keyboardInsetSink: (any KeyboardInsetSink)? { get }

  /// Whether an animated offset write runs on the host's own clock, so that
  /// `contentOffset` reads values on its way for a while (a table's or collection view's
  /// `setContentOffset(_:animated:)`, rule A1); `false` for a plain scroll view, whose
  /// offset written in the keyboard's animation reads as its end at once.
  var animatesOffsetOnItsOwnClock: Bool { get }
}

extension KeyboardScrollHost {
  /// The adopting type's name.
  package var logName: String { KeyboardLog.name(of: self) }

  /// Nothing to hear.
  package func startSignals(to receiver: any KeyboardSignalReceiver) {}

  /// Nothing to stop.
  package func stopSignals() {}

  /// Nothing to refresh.
  package func refreshSignals() {}

  /// No UIKit to wait for: runs `body` at once.
  package func afterUIKitActs(_ body: @escaping @MainActor () -> Void) {
    body()
  }

  /// In no screen (a SwiftUI hosting scroll view, which rule L10 does not serve).
  package var enclosingScreenIdentity: ObjectIdentifier? { nil }

  /// The adopting object is the scroll view itself.
  package var hostIdentity: ObjectIdentifier? { ObjectIdentifier(self) }

  /// No layout to wait for: runs `body` at once.
  package func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
    body()
  }

  /// Runs `body` once both a layout pass and a main-queue turn have run from now, whatever
  /// order the run loop takes them in (rule O1 c) and whatever order the pass lays sibling
  /// views out in (O1 g): on the first main-queue turn after the host's next layout pass.
  ///
  /// The rules wait so where UIKit acts in a pass and a turn of its own: a text view grows
  /// in the pass after its change notification (rules F5, L8), and a table view
  /// controller scrolls to an input that began editing with the keyboard up (I5). The
  /// host's hidden view may lay out before the view that grows (O1 g), so its pass alone
  /// is not the end of the pass: the turn it asks for is. It asks for one pass and then one
  /// turn, never again: no wait of it can go on asking.
  package func afterLayoutAndMainQueue(_ body: @escaping @MainActor () -> Void) {
    afterNextLayout { [weak self] in self?.afterUIKitActs(body) }
  }

  /// No guide to read: reports none.
  package func readKeyboardLayoutGuide(_ report: @escaping KeyboardGuideReport) {
    _ = report(.noKeyboard)
  }
}
