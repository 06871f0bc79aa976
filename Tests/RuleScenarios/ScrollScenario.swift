// The geometry types come from CoreGraphics' overlay on Apple platforms (where `import
// Foundation` does not make CGRect Equatable) and from Foundation on Linux.
#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation
#endif

/// One behaviour rule as numbers, for two hosts: the headless model (on Linux, with
/// `swift test`) and real UIKit views (on an iOS simulator).
///
/// A screen of 390 x 844 points holds a full-screen window; in it a scroll view (the host)
/// at `hostFrame`, with `contentSize`, the app's own bottom inset `userBottomInset`, no
/// inset adjustment (`never`, so that no device's safe area enters the numbers), at offset
/// `startOffsetY`. When `focusedField` is set, a text field there (in content coordinates)
/// is first responder. The keyboard shows at `keyboardFrame` (screen coordinates) through
/// `KeyboardSimulator`, then hides. `shown` and `hidden` are the host's state after each,
/// worked out by hand from the rules in the comments of ``RuleScenarios``.
///
/// On UIKit the scenario's screen is laid at the bottom-left of the simulator's screen (the
/// window and the keyboard move down by the difference in height), so the keyboard's bottom
/// is the screen's bottom edge and every number stays the same.
public struct ScrollScenario: Sendable, CustomStringConvertible {
  /// The rule's id and its sentence, as the tests are named: "K5: ...".
  public let name: String
  /// The host's frame in the window (the window is the screen).
  public let hostFrame: CGRect
  /// The host's content size.
  public let contentSize: CGSize
  /// The app's own bottom content and indicator inset, before the keyboard.
  public let userBottomInset: CGFloat
  /// The content offset's y before the keyboard.
  public let startOffsetY: CGFloat
  /// The focused text field's frame in content coordinates, or `nil` for none.
  public let focusedField: CGRect?
  /// The keyboard's end frame in the scenario's screen coordinates.
  public let keyboardFrame: CGRect
  /// The host after the keyboard shows.
  public let shown: HostState
  /// The host after the keyboard hides.
  public let hidden: HostState

  /// The scenario's screen size.
  public static let screenSize = CGSize(width: 390, height: 844)

  /// A scenario; what it leaves out is the common case: a full-screen host with 1600 pt of
  /// content, no inset of the app's, at offset 0, and the docked keyboard.
  init(
    name: String, hostFrame: CGRect = CGRect(origin: .zero, size: screenSize),
    contentSize: CGSize = CGSize(width: 390, height: 1600), userBottomInset: CGFloat = 0,
    startOffsetY: CGFloat = 0, focusedField: CGRect?,
    keyboardFrame: CGRect = RuleScenarios.docked, shown: HostState, hidden: HostState
  ) {
    self.name = name
    self.hostFrame = hostFrame
    self.contentSize = contentSize
    self.userBottomInset = userBottomInset
    self.startOffsetY = startOffsetY
    self.focusedField = focusedField
    self.keyboardFrame = keyboardFrame
    self.shown = shown
    self.hidden = hidden
  }

  /// The test name.
  public var description: String { name }
}

/// What a test reads back from the host.
public struct HostState: Sendable, Equatable, CustomStringConvertible {
  /// `contentInset.bottom`.
  public var contentBottom: CGFloat
  /// `verticalScrollIndicatorInsets.bottom`.
  public var indicatorBottom: CGFloat
  /// `contentOffset.y`.
  public var offsetY: CGFloat

  /// A state from its three numbers.
  public init(contentBottom: CGFloat, indicatorBottom: CGFloat, offsetY: CGFloat) {
    self.contentBottom = contentBottom
    self.indicatorBottom = indicatorBottom
    self.offsetY = offsetY
  }

  /// Both insets `bottom`, offset `offsetY`.
  public init(bottom: CGFloat, offsetY: CGFloat) {
    self.init(contentBottom: bottom, indicatorBottom: bottom, offsetY: offsetY)
  }

  /// `inset 336 / indicator 336 / offset 252`, for failure messages.
  public var description: String {
    "inset \(contentBottom) / indicator \(indicatorBottom) / offset \(offsetY)"
  }

  /// Equal within A2's 0.001 pt.
  public func matches(_ other: HostState) -> Bool {
    abs(contentBottom - other.contentBottom) < 0.001
      && abs(indicatorBottom - other.indicatorBottom) < 0.001
      && abs(offsetY - other.offsetY) < 0.001
  }
}
