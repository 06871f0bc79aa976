public import Foundation
import KeyboardAvoidanceCore

/// Whether a view can be seen above the keyboard, with what a failure message needs.
///
/// ``KeyboardGeometry/visibility(of:in:)`` returns it. Pass ``description`` to your
/// assertion: it names the view (by accessibility identifier or type, never by its
/// text), its frame, the visible area and the keyboard, in screen coordinates.
public struct KeyboardVisibility: Sendable, Equatable, CustomStringConvertible {
  /// Whether the view lies wholly inside the visible area.
  public let isVisible: Bool
  /// The view's frame in screen coordinates.
  public let viewFrame: CGRect
  /// The part of the window the user can see, in screen coordinates: the window's safe
  /// area, cut by every ancestor that clips (a scroll view), ending at a docked keyboard's
  /// top; `nil` when the view is not shown in the window.
  public let visibleArea: CGRect?
  /// The keyboard's frame last posted on the window's screen, or `nil` when hidden.
  public let keyboardFrame: CGRect?
  /// What the view is called in ``description``.
  public let viewName: String

  /// One sentence for a test's failure message.
  public var description: String {
    let view = "\(viewName) at \(Self.text(viewFrame))"
    let keyboard = keyboardFrame.map { "the keyboard at \(Self.text($0))" } ?? "no keyboard"
    guard let area = visibleArea else {
      return "\(view) is not shown in the window (hidden, transparent or in another window), "
        + "with \(keyboard)"
    }
    if isVisible {
      return "\(view) is visible: inside \(Self.text(area)), with \(keyboard)"
    }
    let misses = [
      (viewFrame.maxY - area.maxY, "below"), (area.minY - viewFrame.minY, "above"),
      (viewFrame.maxX - area.maxX, "right of"), (area.minX - viewFrame.minX, "left of"),
    ]
    .filter { $0.0 > 0 }
    .map { "\(Self.number($0.0)) pt \($0.1)" }
    return "\(view) is not visible: it reaches \(misses.joined(separator: " and ")) the visible "
      + "area \(Self.text(area)), with \(keyboard)"
  }

  /// `(x, y, width x height)` in points, to the hundredth, without trailing zeros.
  static func text(_ rect: CGRect) -> String { LengthText.rect(rect, decimals: 2) }

  private static func number(_ value: CGFloat) -> String {
    LengthText.number(value, decimals: 2)
  }
}
