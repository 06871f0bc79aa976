import Foundation
import KeyboardAvoidanceCore

/// A value the engine writes into something the app also writes: an inset or a
/// constraint's constant (rules I2, I3).
///
/// It remembers the app's base and what the engine last wrote. When the value found later differs
/// from what the engine wrote, someone else wrote it, and ``Value/adopting(_:written:base:)`` says
/// what of it becomes the new base. The base is what comes back, exactly, when the keyboard stops
/// covering.
struct WriteLedger<Value: LedgerValue> {
  /// The app's own value.
  private(set) var base: Value
  private var written: Value

  /// Starts from the value as it is: all of it the app's.
  init(_ value: Value) {
    base = value
    written = value
  }

  /// Adopts what someone else wrote since the engine last wrote.
  ///
  /// - Returns: The adoption, for the debug log; `nil` when nothing was written.
  @discardableResult
  mutating func reconcile(_ current: Value) -> Adoption? {
    guard current != written else { return nil }
    let adoption = Adoption(oldBase: base, engineWrote: written, appWrote: current)
    base = Value.adopting(current, written: written, base: base)
    written = current
    return adoption
  }

  /// Someone else's write, as a ledger found it.
  struct Adoption {
    /// The base before the write.
    var oldBase: Value
    /// What the engine had written: its addition on top of `oldBase`.
    var engineWrote: Value
    /// What the other writer left.
    var appWrote: Value
  }

  /// Remembers the value the target has after the engine's writes.
  mutating func record(_ value: Value) {
    written = value
  }
}

/// A value a ``WriteLedger`` keeps.
protocol LedgerValue: Equatable {
  /// The new base after someone else wrote `current` over the engine's `written`.
  static func adopting(_ current: Self, written: Self, base: Self) -> Self
}

extension EdgeInsets: LedgerValue {
  /// rule I2 edge by edge.
  ///
  /// Top, left and right become the base's; the bottom only when the bottom itself differs
  /// from the engine's (rule A2's tolerance). In Swift,
  /// `scrollView.contentInset.top = 20` writes the whole inset back, the engine's bottom
  /// included, and that bottom is not the app's.
  static func adopting(_ current: EdgeInsets, written: EdgeInsets, base: EdgeInsets) -> EdgeInsets {
    let bottom =
      LengthTolerance.isEqual(current.bottom, written.bottom) ? base.bottom : current.bottom
    return EdgeInsets(top: current.top, left: current.left, bottom: bottom, right: current.right)
  }
}

extension CGFloat: LedgerValue {
  /// A constraint's constant: a value the app wrote is the new base.
  static func adopting(_ current: CGFloat, written: CGFloat, base: CGFloat) -> CGFloat {
    current
  }
}
