public import Foundation

/// One keyboard notification, parsed and validated.
///
/// A value, `Sendable`, so that a notification that arrives off the main thread can be
/// parsed where it lands and handed to the main actor (SPEC L5). Build one from a
/// notification with ``init(name:userInfo:)``, which applies every rule of SPEC K3.
public struct KeyboardEvent: Equatable, Sendable {
  /// Which of the six notifications this is.
  public var name: KeyboardEventName
  /// The keyboard's frame before the animation, in screen space; `nil` when absent or invalid.
  public var beginFrame: CGRect?
  /// The keyboard's frame after the animation, in screen space.
  ///
  /// Always present for show and frame-change events (SPEC K3 rejects them otherwise);
  /// `nil` for a hide event that carried no valid frame.
  public var endFrame: CGRect?
  /// The duration and curve of the keyboard's animation.
  public var timing: AnimationTiming
  /// Whether the keyboard belongs to this app (SPEC K6).
  public var isLocal: Bool

  /// Creates an event from already validated parts.
  public init(
    name: KeyboardEventName,
    beginFrame: CGRect? = nil,
    endFrame: CGRect?,
    timing: AnimationTiming = .keyboardDefault,
    isLocal: Bool = true
  ) {
    self.name = name
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.timing = timing
    self.isLocal = isLocal
  }
}
