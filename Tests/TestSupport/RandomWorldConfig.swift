package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// The host of a random world.
package enum RandomHostKind: String, CaseIterable, Sendable {
  /// A scroll view with text fields.
  case scroll
  /// A table whose rows of 44 pt hold the inputs, in cells that are reused.
  case table
  /// A scroll view with a growing text view (the first input) and text fields.
  case textEditor
  /// A plain-style table: as ``table``, in one section whose header and footer float
  /// over the rows (rule F3's pinned band).
  case plainTable

  /// Whether the host is a table, of either style.
  package var isTable: Bool { self == .table || self == .plainTable }

  /// The heights of the section header and footer that stay pinned over the rows: what
  /// the band loses at its top and bottom for a target in a row (rule F3).
  package var pinnedHeights: (header: CGFloat, footer: CGFloat) {
    self == .plainTable ? (28, 20) : (0, 0)
  }
}

/// How a random world's host is flipped vertically (rule I4): a chat's `scaleY(-1)`.
package enum RandomFlip: String, CaseIterable, Sendable {
  /// Upright.
  case none
  /// The host itself is flipped: a chat table or scroll view.
  case host
  /// A full-window container above the host is flipped: the host shows upside down though
  /// its own transform is the identity.
  case container
  /// Both the container and the host are flipped: upright again on screen, but inside a
  /// flipped view, where UIKit carries no safe area.
  case hostAndContainer

  /// Whether the host's own transform flips it.
  package var flipsHost: Bool { self == .host || self == .hostAndContainer }

  /// Whether the host sits in a flipped container.
  package var hasContainer: Bool { self == .container || self == .hostAndContainer }
}

/// The fixed parts of a random world: device, host layout and inputs.
package struct RandomWorldConfig: Sendable, CustomStringConvertible {
  /// The device preset whose screen, safe area and keyboard frames are used.
  package var preset: KeyboardDevicePreset
  /// The host's adjustment behaviour.
  package var adjustment: ContentInsetAdjustment
  /// The host's content height.
  package var contentHeight: CGFloat
  /// Input frames in content coordinates; they keep a margin's room inside the content.
  package var inputFrames: [CGRect]
  /// Extra spacing setting.
  package var extraSpacing: CGFloat
  /// What kind of host the world has.
  package var hostKind: RandomHostKind
  /// The frame, in the window, of the view that owns the pinned bottom constraint.
  package var pinViewFrame: CGRect
  /// The pin's constant as the app first sets it.
  package var pinBase: CGFloat
  /// Whether the pin is measured from the safe area's bottom.
  package var pinKeepsSafeArea: Bool
  /// How a drag dismisses the keyboard (rules D1, D3).
  package var dismissMode = KeyboardDismissMode.none
  /// How the host is flipped vertically (rule I4).
  package var flip = RandomFlip.none
  /// Whether the inputs of a scroll view or text editor are flipped back inside a flipped
  /// host, as a chat's bubbles are, so that they read upright (rule I4).
  package var inputsFlippedBack = false
  /// The seed of the orders the model picks at random where UIKit promises none (rule O1),
  /// or `nil` for its usual orders.
  package var orderSeed: UInt64?

  /// A random configuration.
  package static func random(using rng: inout SeededGenerator) -> RandomWorldConfig {
    let preset = KeyboardDevicePreset.allCases.randomElement(using: &rng) ?? .iPhone15Portrait
    let height = CGFloat(Int.random(in: 300...3000, using: &rng))
    let count = Int.random(in: 1...5, using: &rng)
    let inputs = (0..<count).map { _ -> CGRect in
      let inputHeight = CGFloat(Int.random(in: 30...60, using: &rng))
      let y = CGFloat(Int.random(in: 16...max(16, Int(height - inputHeight - 16)), using: &rng))
      return CGRect(x: 16, y: y, width: 200, height: inputHeight)
    }
    var config = RandomWorldConfig(
      preset: preset,
      adjustment: ContentInsetAdjustment.allCases.randomElement(using: &rng) ?? .automatic,
      contentHeight: height, inputFrames: inputs,
      extraSpacing: Bool.random(using: &rng) ? 0 : 12,
      hostKind: RandomHostKind.allCases.randomElement(using: &rng) ?? .scroll,
      pinViewFrame: randomPinViewFrame(screen: preset.screenSize, using: &rng),
      pinBase: CGFloat(Int.random(in: 0...40, using: &rng)),
      pinKeepsSafeArea: Bool.random(using: &rng))
    config.dismissMode =
      [KeyboardDismissMode.none, .onDrag, .interactive, .interactiveWithAccessory]
      .randomElement(using: &rng) ?? .none
    // Half the worlds are upright; the others are flipped one of three ways (rule I4).
    if Bool.random(using: &rng) {
      config.flip =
        [RandomFlip.host, .container, .hostAndContainer].randomElement(using: &rng) ?? .host
      config.inputsFlippedBack = !config.hostKind.isTable && Bool.random(using: &rng)
    }
    return config
  }

  /// The whole screen, or a sheet somewhere on it (a form sheet, a split view's side).
  package static func randomPinViewFrame(screen: CGSize, using rng: inout SeededGenerator)
    -> CGRect
  {
    if Bool.random(using: &rng) { return CGRect(origin: .zero, size: screen) }
    let width = CGFloat(Int.random(in: Int(screen.width / 2)...Int(screen.width), using: &rng))
    let height = CGFloat(Int.random(in: Int(screen.height / 2)...Int(screen.height), using: &rng))
    let x = CGFloat(Int.random(in: 0...Int(screen.width - width), using: &rng))
    let y = CGFloat(Int.random(in: 0...Int(screen.height - height), using: &rng))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// A one-line summary.
  package var description: String {
    "\(hostKind) host, \(preset), \(adjustment), content \(contentHeight), inputs \(inputFrames.map(\.minY)), extra \(extraSpacing), pin \(pinBase) in \(pinViewFrame)\(pinKeepsSafeArea ? " above the safe area" : ""), dismiss \(dismissMode), flip \(flip)\(inputsFlippedBack ? " with inputs flipped back" : "")\(orderSeed.map { ", orders from seed \($0)" } ?? "")"
  }
}
