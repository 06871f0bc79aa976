package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// What the engine did to one host: writes, layout passes and animations.
///
/// The headless scroll view counts only writes made through the engine's host protocol,
/// never the app's own writes or the model's own changes, so a test can assert that an
/// event that changes nothing writes nothing (rule A2).
package struct HostRecorder: Equatable, Sendable {
  /// Property writes by the engine: content inset, indicator insets, content offset.
  package var writes = 0
  /// Layout passes the engine asked for (one per applied event, rule A1).
  package var layoutPasses = 0
  /// The content insets the engine wrote, in order: an inset written and taken back
  /// within one show shows here (rule F8).
  package var contentInsets: [EdgeInsets] = []
  /// The animations the engine started, in order.
  package var animations: [AnimationTiming] = []

  /// An empty record.
  package init() {}
}
