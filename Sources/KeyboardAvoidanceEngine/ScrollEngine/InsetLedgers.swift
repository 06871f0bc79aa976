import KeyboardAvoidanceCore

/// The two insets a scroll engine writes, each in a ``WriteLedger``: the content inset and
/// the vertical indicator inset (rules I1-I3).
///
/// The engine holds one while it is enabled; the bases are what comes back, exactly, when
/// the keyboard stops covering.
@MainActor
struct InsetLedgers {
  private var content: WriteLedger<EdgeInsets>
  private var indicators: WriteLedger<EdgeInsets>
  /// The host's type, for the debug log.
  private let hostName: String

  /// Starts from the host's insets as they are: all of them the app's.
  init(_ snapshot: HostSnapshot, hostName: String) {
    content = WriteLedger(snapshot.contentInset)
    indicators = WriteLedger(snapshot.indicatorInsets)
    self.hostName = hostName
  }

  /// Adopts the app's own writes since the engine's last (rule I2) and returns the bases.
  ///
  /// Each adoption is logged with the old base, the value written and the engine's delta
  /// that was in place: a relative edit such as `contentInset.bottom += 50` while the
  /// keyboard is up takes that delta into the base, and the log says so.
  mutating func reconcile(_ snapshot: HostSnapshot) -> (content: EdgeInsets, indicators: EdgeInsets)
  {
    let flipped = snapshot.isFlippedVertically
    if let adoption = content.reconcile(snapshot.contentInset) {
      KeyboardLog.write(
        line(for: adoption, named: "contentInset", newBase: content.base, flipped: flipped))
    }
    if let adoption = indicators.reconcile(snapshot.indicatorInsets) {
      KeyboardLog.write(
        line(
          for: adoption, named: "indicatorInsets", newBase: indicators.base, flipped: flipped))
    }
    return (content.base, indicators.base)
  }

  /// The log line of an adoption; the delta is the one on the keyboard's edge, the top of a
  /// host flipped vertically (rule I4).
  private func line(
    for adoption: WriteLedger<EdgeInsets>.Adoption, named name: String, newBase: EdgeInsets,
    flipped: Bool
  ) -> String {
    let delta =
      flipped
      ? adoption.engineWrote.top - adoption.oldBase.top
      : adoption.engineWrote.bottom - adoption.oldBase.bottom
    return "\(hostName) adopted the app's \(name) \(KeyboardLog.text(adoption.appWrote)) "
      + "(over the engine's \(KeyboardLog.text(adoption.engineWrote))): base "
      + "\(KeyboardLog.text(adoption.oldBase)) -> \(KeyboardLog.text(newBase)), the engine's "
      + "delta in place \(KeyboardLog.number(delta))"
  }

  /// Remembers what the host has after `changes`: a value left alone as noise (rule A2)
  /// is then not mistaken for someone else's write.
  mutating func record(_ changes: HostChanges, over snapshot: HostSnapshot) {
    content.record(changes.contentInset ?? snapshot.contentInset)
    indicators.record(changes.indicatorInsets ?? snapshot.indicatorInsets)
  }
}
