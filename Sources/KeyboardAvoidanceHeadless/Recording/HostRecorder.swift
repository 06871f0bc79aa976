public import KeyboardAvoidance

/// What the engine did to one host: writes, layout passes and animations.
///
/// The headless scroll view counts only writes made through the engine's host protocol,
/// never the app's own writes or the model's own changes, so a test can assert that an
/// event that changes nothing writes nothing (SPEC A2).
public struct HostRecorder: Equatable, Sendable {
  /// Property writes by the engine: content inset, indicator insets, content offset.
  public var writes = 0
  /// Layout passes the engine asked for (one per applied event, SPEC A1).
  public var layoutPasses = 0
  /// The animations the engine started, in order.
  public var animations: [AnimationTiming] = []

  /// An empty record.
  public init() {}
}
