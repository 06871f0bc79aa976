import Foundation

/// A device, an orientation and a keyboard: the geometry a keyboard test runs on.
///
/// Screen sizes and safe areas are the devices' point sizes. Keyboard heights carry
/// their source in ``keyboardSource``; ``isPublishedHeight`` is `false` where no
/// published figure was found and the height is an estimate (the source says how it was
/// derived), so a test can tell the two apart.
package struct DevicePreset: Equatable, Sendable, CustomStringConvertible {
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

  /// The device's name, such as "iPhone 15".
  package var device: String
  /// The orientation.
  package var orientation: Orientation
  /// Whether the keyboard shows its predictive (QuickType) bar.
  package var hasPredictiveBar: Bool
  /// The screen's size in points, in this orientation.
  package var screenSize: CGSize
  /// A full-screen window's safe area in this orientation.
  package var safeArea: EdgeInsets
  /// The keyboard frame's height in points.
  package var keyboardHeight: CGFloat
  /// Where the keyboard sits.
  package var placement: KeyboardPlacement
  /// Where the keyboard height comes from.
  package var keyboardSource: String
  /// Whether the keyboard height is a published figure rather than an estimate.
  package var isPublishedHeight: Bool

  /// A short label: device, orientation, bar and placement.
  package var description: String {
    let kind: String
    switch placement {
    case .docked: kind = hasPredictiveBar ? "predictive" : "no predictive"
    case .floating: kind = "floating"
    case .shortcutBar: kind = "hardware shortcut bar"
    }
    return "\(device) \(orientation.rawValue), \(kind)"
  }

  /// The keyboard's end frame in screen space when shown.
  package var keyboardFrame: CGRect {
    switch placement {
    case .docked:
      return CGRect(
        x: 0, y: screenSize.height - keyboardHeight, width: screenSize.width, height: keyboardHeight
      )
    case .floating(let frame):
      return frame
    case .shortcutBar(let visible):
      return CGRect(
        x: 0, y: screenSize.height - visible, width: screenSize.width, height: keyboardHeight)
    }
  }

  /// The keyboard's frame when hidden: the same size, just below the screen.
  package var hiddenKeyboardFrame: CGRect {
    CGRect(x: 0, y: screenSize.height, width: keyboardFrame.width, height: keyboardFrame.height)
  }
}
