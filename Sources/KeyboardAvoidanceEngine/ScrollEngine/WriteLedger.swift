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
  /// An edge becomes the base's unless it is still what the engine wrote there (rule A2's
  /// tolerance): the edges the engine never writes are then always the app's, and the
  /// keyboard's edge only when it changed itself. In Swift, `scrollView.contentInset.top =
  /// 20` writes the whole inset back, the engine's bottom included, and that bottom is not
  /// the app's. The keyboard's edge is the bottom, or the top of a host flipped vertically
  /// (rule I4); comparing every edge with what the engine wrote needs to know neither, and
  /// keeps the engine's addition its own across a flip.
  static func adopting(_ current: EdgeInsets, written: EdgeInsets, base: EdgeInsets) -> EdgeInsets {
    func edge(_ side: KeyPath<EdgeInsets, CGFloat>) -> CGFloat {
      LengthTolerance.isEqual(current[keyPath: side], written[keyPath: side])
        ? base[keyPath: side] : current[keyPath: side]
    }
    return EdgeInsets(
      top: edge(\.top), left: edge(\.left), bottom: edge(\.bottom), right: edge(\.right))
  }
}

extension CGFloat: LedgerValue {
  /// A constraint's constant: a value the app wrote is the new base.
  static func adopting(_ current: CGFloat, written: CGFloat, base: CGFloat) -> CGFloat {
    current
  }
}
