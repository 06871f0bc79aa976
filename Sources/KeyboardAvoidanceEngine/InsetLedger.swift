import KeyboardAvoidanceCore

/// The user's base insets and the insets the engine last wrote (SPEC I2, I3).
///
/// When the host's insets differ from what the engine last wrote, someone else wrote
/// them, and the ledger adopts that write edge by edge: top, left and right always become
/// the base's; the bottom only when the bottom itself differs from what the engine wrote.
/// In Swift, `scrollView.contentInset.top = 20` writes the whole inset back, the engine's
/// bottom included, and that bottom is not the app's. The engine's delta then goes on top
/// of the base, which is what comes back, exactly, when the keyboard stops covering.
struct InsetLedger: Equatable {
  /// The user's own `contentInset`.
  private(set) var userContentInset: EdgeInsets
  /// The user's own vertical indicator insets.
  private(set) var userIndicatorInsets: EdgeInsets
  private var writtenContentInset: EdgeInsets
  private var writtenIndicatorInsets: EdgeInsets

  /// Starts a ledger from the host's insets as they are: all of them are the user's.
  init(contentInset: EdgeInsets, indicatorInsets: EdgeInsets) {
    userContentInset = contentInset
    userIndicatorInsets = indicatorInsets
    writtenContentInset = contentInset
    writtenIndicatorInsets = indicatorInsets
  }

  /// Adopts, edge by edge, any inset that differs from what the engine last wrote.
  mutating func reconcile(contentInset: EdgeInsets, indicatorInsets: EdgeInsets) {
    Self.adopt(contentInset, written: &writtenContentInset, base: &userContentInset)
    Self.adopt(indicatorInsets, written: &writtenIndicatorInsets, base: &userIndicatorInsets)
  }

  /// Remembers the insets the host has after the engine's writes.
  mutating func record(contentInset: EdgeInsets, indicatorInsets: EdgeInsets) {
    writtenContentInset = contentInset
    writtenIndicatorInsets = indicatorInsets
  }

  /// SPEC I2 for one inset: an outside write's top, left and right are the base's; its
  /// bottom only when it differs from the engine's bottom (SPEC A2's tolerance).
  private static func adopt(
    _ current: EdgeInsets, written: inout EdgeInsets, base: inout EdgeInsets
  ) {
    guard current != written else { return }
    let bottom =
      LengthTolerance.isEqual(current.bottom, written.bottom) ? base.bottom : current.bottom
    base = EdgeInsets(top: current.top, left: current.left, bottom: bottom, right: current.right)
    written = current
  }
}
