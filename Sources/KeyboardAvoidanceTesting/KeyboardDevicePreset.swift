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
///
/// Screen sizes and safe areas are the devices' point sizes. ``isPublishedHeight`` is
/// `false` where no published figure was found and the height is an estimate (``source``
/// says how it was derived), so a test can tell the two apart. This package's headless
/// model lays its screens out from the same values.
public struct KeyboardDevicePreset: Sendable, Equatable, CustomStringConvertible {
  /// The interface orientation.
  package enum Orientation: String, Hashable, Sendable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
  }

  /// Where the keyboard sits.
  package enum KeyboardPlacement: Equatable, Sendable {
    /// Docked at the bottom edge, full width.
    case docked
    /// An iPad floating keyboard: a small frame away from the bottom edge (rule K4).
    case floating(CGRect)
    /// A hardware keyboard's shortcut bar: a tall frame of which only the top shows.
    case shortcutBar(visibleHeight: CGFloat)
  }

  // MARK: - Data

  /// The device's name, such as "iPhone 15".
  public private(set) var device: String
  /// The orientation.
  package private(set) var orientation: Orientation
  /// Whether the keyboard shows its predictive bar.
  public private(set) var hasPredictiveBar: Bool
  /// The device's screen size in points, in this orientation.
  public private(set) var screenSize: CGSize
  /// A full-screen window's safe area in this orientation.
  package private(set) var safeArea: EdgeInsets
  /// The keyboard frame's height in points.
  public private(set) var keyboardHeight: CGFloat
  /// Where the keyboard sits.
  package private(set) var placement: KeyboardPlacement
  /// Where the height comes from: the public source it was read from, or how it was
  /// estimated when ``isPublishedHeight`` is `false`.
  public private(set) var source: String
  /// Whether the height is a published figure rather than an estimate.
  public private(set) var isPublishedHeight: Bool

  /// A preset of the catalogue (see `KeyboardDevicePreset+Catalog.swift`).
  package init(
    device: String, orientation: Orientation, hasPredictiveBar: Bool, screenSize: CGSize,
    safeArea: EdgeInsets, keyboardHeight: CGFloat, placement: KeyboardPlacement,
    source: String, isPublishedHeight: Bool
  ) {
    self.device = device
    self.orientation = orientation
    self.hasPredictiveBar = hasPredictiveBar
    self.screenSize = screenSize
    self.safeArea = safeArea
    self.keyboardHeight = keyboardHeight
    self.placement = placement
    self.source = source
    self.isPublishedHeight = isPublishedHeight
  }

  // MARK: - Reading

  /// Whether the device is in landscape.
  public var isLandscape: Bool { orientation == .landscape }
  /// Whether the keyboard is docked at the bottom edge (not floating, not a shortcut bar).
  public var isDocked: Bool { placement == .docked }

  /// Device, orientation and keyboard kind, for test names and failure messages.
  public var description: String {
    let kind: String
    switch placement {
    case .docked: kind = hasPredictiveBar ? "predictive" : "no predictive"
    case .floating: kind = "floating"
    case .shortcutBar: kind = "hardware shortcut bar"
    }
    return "\(device) \(orientation.rawValue), \(kind)"
  }

  /// The keyboard's end frame in screen space when shown on the preset's own screen.
  package var keyboardFrame: CGRect {
    keyboardFrame(onScreen: CGRect(origin: .zero, size: screenSize))
  }

  /// The keyboard's frame when hidden: the same size, just below the screen.
  package var hiddenKeyboardFrame: CGRect {
    CGRect(x: 0, y: screenSize.height, width: keyboardFrame.width, height: keyboardFrame.height)
  }

  /// The keyboard's end frame on a screen with `bounds`, in screen space: a docked
  /// keyboard at the bottom edge at the screen's width, a shortcut bar with its visible
  /// part on screen, a floating keyboard where the preset puts it.
  func keyboardFrame(onScreen bounds: CGRect) -> CGRect {
    switch placement {
    case .docked:
      CGRect(
        x: bounds.minX, y: bounds.maxY - keyboardHeight, width: bounds.width,
        height: keyboardHeight)
    case .floating(let frame):
      frame
    case .shortcutBar(let visible):
      CGRect(
        x: bounds.minX, y: bounds.maxY - visible, width: bounds.width, height: keyboardHeight)
    }
  }

  // MARK: - Variants

  /// The same device in landscape, keyboard kind kept (itself when there is none).
  public var landscape: KeyboardDevicePreset { variant(orientation: .landscape) }
  /// The same device in portrait, keyboard kind kept (itself when there is none).
  public var portrait: KeyboardDevicePreset { variant(orientation: .portrait) }
  /// The same device and orientation with the predictive bar on or off.
  public func predictiveBar(_ isOn: Bool) -> KeyboardDevicePreset {
    variant(orientation: orientation, predictive: isOn)
  }

  private func variant(orientation: Orientation, predictive: Bool? = nil)
    -> KeyboardDevicePreset
  {
    Self.allCases.first {
      $0.device == device && $0.orientation == orientation
        && $0.hasPredictiveBar == (predictive ?? hasPredictiveBar) && $0.placement == .docked
    } ?? self
  }
}
