import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// Generates, runs and shrinks random action sequences over a ``RandomWorld``.
@MainActor
package enum RandomSequence {
  /// A failure: the index of the step after which an invariant broke, and which.
  package struct Failure: Sendable {
    /// The step index.
    package var index: Int
    /// The violated invariant.
    package var message: String

    /// The invariant's name: the message's opening parentheses, `"(F3)"`.
    var invariant: Substring {
      message.prefix { $0 != " " }
    }
  }

  /// `count` random actions for a world with `config`.
  package static func actions(
    count: Int, config: RandomWorldConfig, using rng: inout SeededGenerator
  ) -> [RandomAction] {
    var actions: [RandomAction] = []
    actions.reserveCapacity(count)
    for _ in 0..<count {
      if let last = actions.last, Int.random(in: 0..<100, using: &rng) < 8 {
        actions.append(last)
      } else {
        actions.append(action(config: config, using: &rng))
      }
    }
    return actions
  }

  private static func action(config: RandomWorldConfig, using rng: inout SeededGenerator)
    -> RandomAction
  {
    let screen = config.preset.screenSize
    let roll = Int.random(in: 0..<118, using: &rng)
    switch roll {
    case 0..<40:
      let name = KeyboardEventName.allCases.randomElement(using: &rng) ?? .willShow
      let duration: TimeInterval = [0, 0.25, 0.25, 0.4].randomElement(using: &rng) ?? 0.25
      return .keyboard(
        name, endFrame: keyboardFrame(config: config, using: &rng),
        timing: AnimationTiming(duration: duration, curve: Int.random(in: 0...7, using: &rng)),
        isLocal: Int.random(in: 0..<100, using: &rng) < 85)
    case 40..<47:
      let name = KeyboardEventName.allCases.randomElement(using: &rng) ?? .willShow
      return .malformed(name, MalformedUserInfo.allCases.randomElement(using: &rng) ?? .noUserInfo)
    case 47..<62:
      return .focus(Int.random(in: 0..<max(1, config.inputFrames.count), using: &rng))
    case 62..<65:
      return .blur
    case 65..<70:
      let width = CGFloat(Int.random(in: 300...Int(screen.width), using: &rng))
      let height = CGFloat(Int.random(in: 300...Int(screen.height), using: &rng))
      let x = CGFloat(Int.random(in: 0...Int(screen.width - width), using: &rng))
      let y = CGFloat(Int.random(in: 0...Int(screen.height - height), using: &rng))
      let safe = Bool.random(using: &rng) ? config.preset.safeArea : .zero
      return .setWindow(CGRect(x: x, y: y, width: width, height: height), safeArea: safe)
    case 70..<72:
      return .rotate
    case 72..<78:
      let height = CGFloat(Int.random(in: 200...Int(screen.height), using: &rng))
      let y = CGFloat(Int.random(in: 0...Int(screen.height - height), using: &rng))
      return .setHostFrame(CGRect(x: 0, y: y, width: screen.width, height: height))
    case 78..<82:
      return .setContentInset(
        EdgeInsets(
          top: CGFloat(Int.random(in: 0...40, using: &rng)), left: 0,
          bottom: CGFloat(Int.random(in: 0...120, using: &rng)), right: 0))
    case 82..<85:
      let top = Bool.random(using: &rng)
      return .editContentInset(
        top: top, value: CGFloat(Int.random(in: 0...(top ? 40 : 120), using: &rng)))
    case 85..<90:
      return .enable(Int.random(in: 0..<100, using: &rng) < 70)
    case 90..<94:
      return .removeFromWindow
    case 94..<96:
      return .addToWindow
    case 96..<98:
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return .type("x")
      case 1: return .type("\n")
      case 2: return .returnKey
      default:
        return .select(
          location: Int.random(in: 0...30, using: &rng), length: Int.random(in: 0...30, using: &rng)
        )
      }
    case 98:
      return .userScroll(CGFloat(Int.random(in: 0...10, using: &rng)) / 10)
    case 99:
      return .replaceHost
    case 100..<103:
      return .setPinConstant(CGFloat(Int.random(in: 0...40, using: &rng)))
    case 103..<105:
      return .followPin(Int.random(in: 0..<100, using: &rng) < 70)
    case 108..<111:
      return .drag(began: Int.random(in: 0..<100, using: &rng) < 60)
    case 111..<118:
      let low = Int(screen.height * 0.3)
      return .dragKeyboardTo(CGFloat(Int.random(in: low...Int(screen.height) + 20, using: &rng)))
    default:
      return .setPinViewFrame(RandomWorldConfig.randomPinViewFrame(screen: screen, using: &rng))
    }
  }

  private static func keyboardFrame(config: RandomWorldConfig, using rng: inout SeededGenerator)
    -> CGRect?
  {
    let screen = config.preset.screenSize
    let kinds = Int.random(in: 0..<100, using: &rng)
    switch kinds {
    case 0..<40:
      return config.preset.keyboardFrame
    case 40..<55:
      let height = CGFloat(Int.random(in: 50...500, using: &rng))
      return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    case 55..<65:
      return config.preset.hiddenKeyboardFrame
    case 65..<70:
      return CGRect(x: 0, y: screen.height, width: 0, height: 0)
    case 70..<75:
      return CGRect(x: 0, y: -400, width: screen.width, height: 300)
    case 75..<85:
      return CGRect(x: 100, y: screen.height / 2, width: 320, height: 250)
    case 85..<90:
      return CGRect(x: 0, y: screen.height - 55, width: screen.width, height: 313)
    default:
      return nil
    }
  }

  /// Runs `actions` on a fresh world; returns the first violation.
  package static func firstViolation(config: RandomWorldConfig, actions: [RandomAction]) -> Failure?
  {
    firstViolation(in: RandomWorld(config: config), actions: actions)
  }

  /// Runs `actions` on `world` (one a test set up, with orders of its own, say); returns
  /// the first violation.
  package static func firstViolation(in world: RandomWorld, actions: [RandomAction]) -> Failure? {
    var previous: RandomAction?
    for (index, action) in actions.enumerated() {
      let records = world.perform(action)
      if let message = InvariantChecker.violation(
        in: world, after: action, previous: previous, record: records.host)
        ?? InvariantChecker.pinViolation(
          in: world, after: action, previous: previous, record: records.pin)
        ?? InvariantChecker.barViolation(
          in: world, after: action, previous: previous, record: records.bar)
      {
        return Failure(index: index, message: message)
      }
      previous = action
    }
    return nil
  }

  /// The shortest sequence found, by removing chunks, that still breaks the same invariant
  /// (the same rule in the message's parentheses): a shorter sequence that breaks another
  /// one would report a different failure than the one found.
  package static func shrink(config: RandomWorldConfig, actions: [RandomAction]) -> [RandomAction] {
    guard let failure = firstViolation(config: config, actions: actions) else { return actions }
    var current = Array(actions[...failure.index])
    var chunk = max(1, current.count / 2)
    while true {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(current.count, index + chunk))
        if let shorter = firstViolation(config: config, actions: candidate),
          shorter.invariant == failure.invariant
        {
          current = Array(candidate[...shorter.index])
          removedAny = true
        } else {
          index += chunk
        }
      }
      if chunk == 1 && !removedAny { return current }
      if !removedAny { chunk = max(1, chunk / 2) }
    }
  }

  /// A failure report: seed, configuration, the violation, and the shrunk sequence.
  package static func report(
    seed: UInt64, config: RandomWorldConfig, actions: [RandomAction], failure: Failure,
    shrunk: [RandomAction]
  ) -> String {
    var lines = [
      "seed \(seed): step \(failure.index) (\(actions[failure.index])): \(failure.message)",
      "world: \(config)",
      "shortest failing sequence (\(shrunk.count) steps):",
    ]
    lines += shrunk.enumerated().map { "  \($0.offset): \($0.element)" }
    if let last = firstViolation(config: config, actions: shrunk) {
      lines.append("which fails with: \(last.message)")
    }
    return lines.joined(separator: "\n")
  }
}
