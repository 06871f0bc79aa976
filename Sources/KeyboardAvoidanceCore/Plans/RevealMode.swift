/// What one event does with the focused input's target (rules F3, F4, F5).
package enum RevealMode: Sendable {
  /// rule F3: the smallest scroll that shows the target, clamped to the valid offsets.
  case target
  /// rule F5: as ``target``, except that an offset whose band already holds the target is
  /// kept as it is, clamp included: while the caret stays in the band nothing is written.
  case caret
  /// Nothing to reveal (nothing focused, another app's keyboard, an undocked keyboard):
  /// the offset only comes back into the valid range.
  case none
  /// No scroll at all: the user drags the host, or it decelerates (rule F4); the target is
  /// revealed at the next event after the drag ends. Also a show's will-notifications on a
  /// table whose `UITableViewController` scrolls it itself (rule I5).
  case untouched
  /// rule I5: after UIKit's table view controller has scrolled, the input's own rect,
  /// without margin or cell, revealed only when it is still outside the band: one focus,
  /// one visible scroll.
  case inputIfHidden
}
