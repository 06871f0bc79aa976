public import Foundation
package import KeyboardAvoidanceCore

/// A device's keyboard as a test posts it: its height, where it sits, and where that
/// height comes from.
///
/// The catalogue holds the published keyboard heights of common iPhones and iPads, in
/// portrait and landscape, with and without the predictive bar, plus an iPad floating
/// keyboard and a hardware keyboard's shortcut bar. ``KeyboardSimulator/show(_:)`` docks
/// a preset's keyboard at the bottom of the window's own screen, so a test can post an
/// iPhone SE's keyboard on whatever simulator it runs; for the whole picture, run it on
/// the matching simulator as well.
public struct KeyboardDevicePreset: Sendable, Equatable, CustomStringConvertible {
  package let preset: DevicePreset

  package init(_ preset: DevicePreset) {
    self.preset = preset
  }

  /// Every preset of the catalogue.
  public static let all: [KeyboardDevicePreset] = DevicePreset.allCases.map(Self.init)

  /// iPhone SE (3rd generation), portrait, with the predictive bar: 260 pt.
  public static let iPhoneSE = named("iPhone SE (3rd gen)")
  /// iPhone 15, portrait, with the predictive bar: 336 pt.
  public static let iPhone15 = named("iPhone 15")
  /// iPhone 15 Pro Max, portrait, with the predictive bar: 346 pt.
  public static let iPhone15ProMax = named("iPhone 15 Pro Max")
  /// iPad (10th generation), portrait, with the predictive bar: 333 pt (estimated from
  /// the 11-inch iPad Pro; ``isPublishedHeight`` is `false`).
  public static let iPad = named("iPad (10th gen)")
  /// iPad Pro 12.9-inch, portrait, with the predictive bar: 398 pt.
  public static let iPadPro12_9 = named("iPad Pro 12.9-inch")
  /// An iPad Pro 12.9-inch floating keyboard (320 x 254, mid-screen): it covers nothing.
  public static let iPadFloating = KeyboardDevicePreset(
    DevicePreset.allCases.first { if case .floating = $0.placement { true } else { false } }
      ?? DevicePreset.iPhone15Portrait)
  /// A hardware keyboard's shortcut bar on an iPad Pro 12.9-inch: a 313 pt frame of which
  /// 55 pt are on screen.
  public static let hardwareKeyboardBar = KeyboardDevicePreset(
    DevicePreset.allCases.first { if case .shortcutBar = $0.placement { true } else { false } }
      ?? DevicePreset.iPhone15Portrait)

  /// The device's name, such as "iPhone 15".
  public var device: String { preset.device }
  /// Whether the device is in landscape.
  public var isLandscape: Bool { preset.orientation == .landscape }
  /// Whether the keyboard shows its predictive bar.
  public var hasPredictiveBar: Bool { preset.hasPredictiveBar }
  /// The device's screen size in points, in this orientation.
  public var screenSize: CGSize { preset.screenSize }
  /// The keyboard frame's height in points.
  public var keyboardHeight: CGFloat { preset.keyboardHeight }
  /// Whether the keyboard is docked at the bottom edge (not floating, not a shortcut bar).
  public var isDocked: Bool { preset.placement == .docked }
  /// Where the height comes from.
  public var source: String { preset.keyboardSource }
  /// Whether the height is a published figure rather than an estimate.
  public var isPublishedHeight: Bool { preset.isPublishedHeight }
  /// Device, orientation and keyboard kind, for test names and failure messages.
  public var description: String { preset.description }

  /// The same device in landscape, keyboard kind kept (itself when there is none).
  public var landscape: KeyboardDevicePreset { variant(orientation: .landscape) }
  /// The same device in portrait, keyboard kind kept (itself when there is none).
  public var portrait: KeyboardDevicePreset { variant(orientation: .portrait) }
  /// The same device and orientation with the predictive bar on or off.
  public func predictiveBar(_ isOn: Bool) -> KeyboardDevicePreset {
    variant(orientation: preset.orientation, predictive: isOn)
  }

  /// The keyboard's end frame on a screen with `bounds`, in screen space: a docked
  /// keyboard at the bottom edge at the screen's width, a shortcut bar with its visible
  /// part on screen, a floating keyboard where the preset puts it.
  func keyboardFrame(onScreen bounds: CGRect) -> CGRect {
    switch preset.placement {
    case .docked:
      CGRect(
        x: bounds.minX, y: bounds.maxY - preset.keyboardHeight, width: bounds.width,
        height: preset.keyboardHeight)
    case .floating(let frame):
      frame
    case .shortcutBar(let visible):
      CGRect(
        x: bounds.minX, y: bounds.maxY - visible, width: bounds.width,
        height: preset.keyboardHeight)
    }
  }

  private func variant(orientation: DevicePreset.Orientation, predictive: Bool? = nil)
    -> KeyboardDevicePreset
  {
    let match = DevicePreset.allCases.first {
      $0.device == preset.device && $0.orientation == orientation
        && $0.hasPredictiveBar == (predictive ?? preset.hasPredictiveBar)
        && $0.placement == .docked
    }
    return match.map(KeyboardDevicePreset.init) ?? self
  }

  private static func named(_ device: String) -> KeyboardDevicePreset {
    KeyboardDevicePreset(
      DevicePreset.allCases.first {
        $0.device == device && $0.orientation == .portrait && $0.hasPredictiveBar
          && $0.placement == .docked
      } ?? DevicePreset.iPhone15Portrait)
  }
}
