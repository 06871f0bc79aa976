import KeyboardAvoidanceCore

extension KeyboardLog {
  /// What a scroll engine's write did: the host, the focused input's frame, and each value
  /// written with the one it replaced (rule L6: types and frames only).
  static func line(
    for changes: HostChanges, over snapshot: HostSnapshot, host: any KeyboardScrollHost,
    timing: AnimationTiming?
  ) -> String {
    var parts = ["\(host.logName) at \(text(snapshot.frameInScreen))"]
    if let focus = snapshot.focus { parts.append("input at \(text(focus.inputRect))") }
    if changes.isEmpty { return (parts + ["nothing to write"]).joined(separator: "; ") }
    if let inset = changes.contentInset {
      parts.append("contentInset \(text(snapshot.contentInset)) -> \(text(inset))")
    }
    if let insets = changes.indicatorInsets {
      parts.append("indicatorInsets \(text(snapshot.indicatorInsets)) -> \(text(insets))")
    }
    if let offset = changes.contentOffset {
      parts.append("contentOffset \(text(snapshot.contentOffset)) -> \(text(offset))")
    }
    parts.append(
      timing.map {
        $0.isAnimated ? "animated \(number($0.duration)) s, curve \($0.curve)" : "not animated"
      } ?? "not animated")
    return parts.joined(separator: "; ")
  }
}
