package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// What one replayed step left on the host: the replay format's output keys, exactly.
package struct StepOutput: Equatable, Sendable {
  /// The step's index, from 0.
  package var step: Int
  /// The host's `contentInset` after the step.
  package var contentInset: EdgeInsets?
  /// The host's vertical indicator insets after the step.
  package var indicatorInsets: EdgeInsets?
  /// The host's `adjustedContentInset` after the step.
  package var adjustedContentInset: EdgeInsets?
  /// The host's `contentOffset` after the step.
  package var contentOffset: CGPoint?
  /// rule K5's overlap for the keyboard state after the step (0 outside a window).
  package var overlap: CGFloat
  /// rule F2's target with margin, in content coordinates; `nil` when nothing is focused.
  package var target: CGRect?
  /// Whether the target lies inside the visible band; `nil` when nothing is focused.
  package var targetVisible: Bool?
  /// The animation the engine started; `nil` when it wrote nothing or without animation.
  package var animation: AnimationTiming?
  /// Property writes the engine made to the host during the step.
  package var writes: Int
  /// The focused text view's caret in host content coordinates; `nil` for other inputs.
  package var caret: CGRect?
  /// The identifier of the host's focused input, or `nil`.
  package var focused: String?
  /// A table host's rows that have cells, as `[section, row]`; `nil` for other hosts.
  package var visibleRows: [[Int]]?
  /// A constraint host's constant; `nil` for scroll hosts.
  package var constant: CGFloat?
  /// The text views of the host that are enabled hosts themselves (`"isHost": true`, rule
  /// F8), in the scenario's order; `nil` when there are none.
  package var innerHosts: [InnerHost]?
  /// A screen host's view controller's `additionalSafeAreaInsets` after the step (rule
  /// L10); `nil`, and not printed, for other hosts.
  package var additionalSafeAreaInsets: EdgeInsets?
  /// A screen host's lift: the translation the engine composed onto the view's transform,
  /// up positive (rule L10); `nil`, and not printed, for other hosts.
  package var lift: CGFloat?
  /// The visible moves of the host's offset during the step, as rule O2 counts them.
  package var moves: Int?
  /// The orders the model picked in the step, in order (rule O1); `nil`, and not printed,
  /// unless the scenario sets `"orders"` or `"orderSeed"`.
  package var picks: [OrderPick]?
  /// How many engines still wait, after the step, for a point they asked to be told of:
  /// rule O1 wants none once UIKit is idle; `nil`, and not printed, as ``picks``.
  package var waiting: Int?

  /// What one step left on a text view that is a host inside the host (rule F8).
  package struct InnerHost: Equatable, Sendable {
    /// The text view's input id.
    package var id: String
    /// Its `contentInset` after the step.
    package var contentInset: EdgeInsets
    /// Its `contentOffset` after the step.
    package var contentOffset: CGPoint
    /// Property writes the engine made to it during the step.
    package var writes: Int

    /// The record as a JSON object.
    var json: String {
      "{\"id\": \(StepOutput.string(id)), \"contentInset\": \(StepOutput.insets(contentInset)), "
        + "\"contentOffset\": [\(StepOutput.number(contentOffset.x)), "
        + "\(StepOutput.number(contentOffset.y))], \"writes\": \(writes)}"
    }
  }

  /// The step as one line of JSON, keys in the replay format's order.
  package var jsonLine: String {
    let animationText =
      animation.map { "{\"duration\": \(Self.number($0.duration)), \"curve\": \($0.curve)}" }
      ?? "null"
    var parts = [
      "\"step\": \(step)",
      "\"contentInset\": \(contentInset.map(Self.insets) ?? "null")",
      "\"indicatorInsets\": \(indicatorInsets.map(Self.insets) ?? "null")",
      "\"adjustedContentInset\": \(adjustedContentInset.map(Self.insets) ?? "null")",
      "\"contentOffset\": \(contentOffset.map { "[\(Self.number($0.x)), \(Self.number($0.y))]" } ?? "null")",
      "\"overlap\": \(Self.number(overlap))",
      "\"target\": \(target.map(Self.rect) ?? "null")",
      "\"targetVisible\": \(targetVisible.map { $0 ? "true" : "false" } ?? "null")",
      "\"animation\": \(animationText)",
      "\"writes\": \(writes)",
      "\"caret\": \(caret.map(Self.rect) ?? "null")",
      "\"focused\": \(focused.map(Self.string) ?? "null")",
      "\"constant\": \(constant.map(Self.number) ?? "null")",
      "\"visibleRows\": \(visibleRows.map { "[" + $0.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ") + "]" } ?? "null")",
      "\"innerHosts\": \(innerHosts.map { "[" + $0.map(\.json).joined(separator: ", ") + "]" } ?? "null")",
    ]
    // A screen host's own keys, after the others (rule L10).
    if let additionalSafeAreaInsets {
      parts.append("\"additionalSafeAreaInsets\": \(Self.insets(additionalSafeAreaInsets))")
    }
    if let lift { parts.append("\"lift\": \(Self.number(lift))") }
    if let moves { parts.append("\"moves\": \(moves)") }
    if let waiting { parts.append("\"waiting\": \(waiting)") }
    if let picks {
      let pairs = picks.map { "[\"\($0.point.rawValue)\", \($0.choice)]" }
      parts.append("\"picks\": [" + pairs.joined(separator: ", ") + "]")
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// A number as JSON: whole numbers without a fraction, others in Swift's shortest form.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded() && abs(value) < 1e15 {
      return String(Int(value))
    }
    return "\(Double(value))"
  }

  /// A string as JSON, escaped.
  static func string(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\r": escaped += "\\r"
      default:
        if scalar.value < 0x20 {
          escaped += String(format: "\\u%04x", scalar.value)
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped + "\""
  }

  static func rect(_ rect: CGRect) -> String {
    "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
  }

  static func insets(_ insets: EdgeInsets) -> String {
    "{\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), "
      + "\"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}"
  }
}

/// Number formatting shared by the replay output and the demo's text.
package enum StepOutputFormat {
  /// A number as JSON: whole numbers without a fraction, others in Swift's shortest form.
  package static func number(_ value: CGFloat) -> String { StepOutput.number(value) }
}
