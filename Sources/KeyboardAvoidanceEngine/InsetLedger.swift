import KeyboardAvoidanceCore

/// The user's base insets and the insets the engine last wrote (SPEC I2, I3).
///
/// When the host's insets differ from what the engine last wrote, someone else wrote
/// them: that value becomes the new base, and the engine's delta goes on top of it. The
/// base is what comes back, exactly, when the keyboard stops covering.
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

  /// Adopts as the user's base any inset that differs from what the engine last wrote.
  mutating func reconcile(contentInset: EdgeInsets, indicatorInsets: EdgeInsets) {
    if contentInset != writtenContentInset {
      userContentInset = contentInset
      writtenContentInset = contentInset
    }
    if indicatorInsets != writtenIndicatorInsets {
      userIndicatorInsets = indicatorInsets
      writtenIndicatorInsets = indicatorInsets
    }
  }

  /// Remembers the insets the host now has from the engine.
  mutating func record(contentInset: EdgeInsets, indicatorInsets: EdgeInsets) {
    writtenContentInset = contentInset
    writtenIndicatorInsets = indicatorInsets
  }
}
