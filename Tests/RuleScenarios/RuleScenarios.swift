#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation
#endif

/// The shared scenarios, each with its arithmetic.
///
/// A 336 pt keyboard docked on the 844 pt screen has its top at 508. The margin is the
/// default 16, extra spacing 0.
public enum RuleScenarios {
  /// iPhone 15's keyboard with the predictive bar, docked.
  public static let docked = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// K5, I1, F2, F3: a field low in a full-screen form.
  ///
  /// Overlap 844 - 508 = 336; nothing existing, so the delta is 336 (I1). Target 700 - 16
  /// to 744 + 16 = [684, 760] (F2); band [offset, offset + 844 - 336]: 760 = offset + 508
  /// gives 252 (F3). Hide: insets back to 0, 252 is inside [0, 1600 - 844] (I3).
  public static let lowField = ScrollScenario(
    name: "K5: a field low in a full-screen form is inset by 336 and scrolled to 252",
    focusedField: CGRect(x: 16, y: 700, width: 358, height: 44),
    shown: HostState(bottom: 336, offsetY: 252), hidden: HostState(bottom: 0, offsetY: 252))

  /// K5: a host that ends above the screen's bottom is covered by its own part only.
  ///
  /// Host maxY 700, keyboard top 508: overlap 700 - 508 = 192 (never the raw 336). Target
  /// [384, 460] is inside the band [0, 700 - 192 = 508]: no scroll (F3).
  public static let shortHost = ScrollScenario(
    name: "K5: a host ending 144 pt above the screen's bottom is covered by 192",
    hostFrame: CGRect(x: 0, y: 0, width: 390, height: 700),
    focusedField: CGRect(x: 16, y: 400, width: 358, height: 44),
    shown: HostState(bottom: 192, offsetY: 0), hidden: HostState(bottom: 0, offsetY: 0))

  /// K4, F4: a floating keyboard (its bottom 554 above the screen's 844) covers nothing,
  /// and nothing is scrolled to the field below it.
  public static let floating = ScrollScenario(
    name: "K4: a floating keyboard covers nothing and scrolls nothing",
    focusedField: CGRect(x: 16, y: 700, width: 358, height: 44),
    keyboardFrame: CGRect(x: 35, y: 300, width: 320, height: 254),
    shown: HostState(bottom: 0, offsetY: 0), hidden: HostState(bottom: 0, offsetY: 0))

  /// I1, I2, I3: the app's own inset of 80 is covered, not stacked, and comes back exactly.
  ///
  /// Existing 80, need 336: delta 256, bottom 80 + 256 = 336. Band [offset, offset + 508]
  /// as before: offset 252. Hide: 80 again.
  public static let userInset = ScrollScenario(
    name: "I2: the app's inset of 80 is covered to 336 and comes back exactly",
    userBottomInset: 80,
    focusedField: CGRect(x: 16, y: 700, width: 358, height: 44),
    shown: HostState(bottom: 336, offsetY: 252), hidden: HostState(bottom: 80, offsetY: 252))

  /// F7, I3: a host resting at its end, nothing focused, stays at its end.
  ///
  /// Resting at 1600 - 844 = 756; with the 336 inset the end is 1600 + 336 - 844 = 1092.
  /// Hide: the largest valid offset is 756 again, and the offset moves back to it (I3).
  public static let restingAtEnd = ScrollScenario(
    name: "F7: a host resting at its end stays there, 756 then 1092 then 756",
    startOffsetY: 756, focusedField: nil,
    shown: HostState(bottom: 336, offsetY: 1092), hidden: HostState(bottom: 0, offsetY: 756))

  /// Every scenario.
  public static let all = [lowField, shortHost, floating, userInset, restingAtEnd]

  /// K7: the short host (``shortHost``) grows to the full screen while the keyboard is up.
  ///
  /// Overlap becomes 844 - 508 = 336, the inset 336, in place; the field's target [384,
  /// 460] is still inside the band [0, 508]: offset 0.
  public static let grownHostFrame = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The state after ``grownHostFrame``.
  public static let grownHostState = HostState(bottom: 336, offsetY: 0)
}
