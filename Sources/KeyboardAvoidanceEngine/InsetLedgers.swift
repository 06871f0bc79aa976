import KeyboardAvoidanceCore

/// The two insets a scroll engine writes, each in a ``WriteLedger``: the content inset and
/// the vertical indicator inset (SPEC I1-I3).
///
/// The engine holds one while it is enabled; the bases are what comes back, exactly, when
/// the keyboard stops covering.
struct InsetLedgers {
  private var content: WriteLedger<EdgeInsets>
  private var indicators: WriteLedger<EdgeInsets>

  /// Starts from the host's insets as they are: all of them the app's.
  init(_ snapshot: HostSnapshot) {
    content = WriteLedger(snapshot.contentInset)
    indicators = WriteLedger(snapshot.indicatorInsets)
  }

  /// Adopts the app's own writes since the engine's last (SPEC I2) and returns the bases.
  mutating func reconcile(_ snapshot: HostSnapshot) -> (content: EdgeInsets, indicators: EdgeInsets)
  {
    content.reconcile(snapshot.contentInset)
    indicators.reconcile(snapshot.indicatorInsets)
    return (content.base, indicators.base)
  }

  /// Remembers what the host has after `changes`: a value left alone as noise (SPEC A2)
  /// is then not mistaken for someone else's write.
  mutating func record(_ changes: HostChanges, over snapshot: HostSnapshot) {
    content.record(changes.contentInset ?? snapshot.contentInset)
    indicators.record(changes.indicatorInsets ?? snapshot.indicatorInsets)
  }
}
