/// A point where UIKit documents no order between two things the engine hears or does
/// (rule O1), named by rule O1's letter; its orders are numbered from 0, the model's usual
/// order.
package enum OrderPoint: String, CaseIterable, Sendable, Comparable {
  /// An input's begin-editing and the keyboard's will-show: 0 as observed (a text field's
  /// first, a text view's after), 1 begin-editing first, 2 will-show first.
  case a
  /// An animated show's did-notifications and the main-queue work queued at its will:
  /// 0 the dids first, 1 the work first.
  case b
  /// The main-queue work queued in a turn and that turn's layout pass: 0 layout first,
  /// 1 the work first.
  case c
  /// A focus move with the software keyboard up: 0 nothing posted, 1 a will-show and
  /// will-change-frame with the same frame, 2 a will-hide then a will-show; a resign with
  /// no input following: 0 nothing posted, 1 and 2 a will-hide.
  case d
  /// The notifications of one show: 0 will-change-frame then will-show, 1 will-show then
  /// will-change-frame, 2 will-change-frame alone; the dids follow their wills' order.
  case e
  /// Every other observer of the same notification (a table view controller's own inset,
  /// the app's handler): 0 before the engine, 1 after.
  case f
  /// Sibling views in one layout pass: 0 tree order, 1 reverse.
  case g
  /// A safe-area change of the same turn (a bar appearing, a rotation): 0 before the
  /// keyboard's notifications, 1 after.
  case h
  /// A re-entrant post (a reload of input views inside a will-show's handler): 0 after the
  /// handler returns, 1 inside it.
  case i
  /// UIKit's own scroll of a newly focused input into its scroll view: 0 none, 1 before
  /// the engine's reveal, 2 after it.
  case j
  /// The keyboard layout guide's update and the app's layout that follows it: 0 with the
  /// will (the layout in the turn's pass), 1 before it, 2 in the next layout pass.
  case k
  /// A container UIKit moves for the keyboard: 0 not moved, 1 before the will, 2 during
  /// its animation, 3 after its did.
  case l
  /// A window becoming key and its input's begin-editing: 0 key first, 1 begin-editing
  /// first.
  case m

  /// How many orders rule O1 gives the point.
  package var choices: Int {
    switch self {
    case .a, .d, .e, .j, .k: 3
    case .l: 4
    case .b, .c, .f, .g, .h, .i, .m: 2
    }
  }

  /// The points in rule O1's order.
  package static func < (lhs: OrderPoint, rhs: OrderPoint) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// One order the model picked at one occurrence of a point (rule O1).
package struct OrderPick: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The point.
  package var point: OrderPoint
  /// The order picked, from 0.
  package var choice: Int

  /// Creates a pick.
  package init(_ point: OrderPoint, _ choice: Int) {
    self.point = point
    self.choice = choice
  }

  /// The pick as rule O1 writes it: the letter then the number, `"d2"`.
  package var description: String { "\(point.rawValue)\(choice)" }
}
