import Foundation
import KeyboardAvoidanceCore

/// Sources of the keyboard heights below.
///
/// - telegram: TelegramMessenger/Telegram-iOS, `submodules/Display/Source/DeviceMetrics.swift`
///   (commit 20a1163704f352207390510db5b09d41c047dd59), the heights a shipping app lays out
///   against: `keyboardHeight(inLandscape:)` without the predictive bar, plus
///   `predictiveInputHeight(inLandscape:)` for the bar (44 portrait and 37 landscape on
///   iPhones, 50 on iPads). Profiles are chosen by screen size: 375 x 667 (`iPhone6`),
///   393 x 852 (`iPhone14Pro`, also the iPhone 15's screen), 430 x 932 (`iPhone14ProMax`,
///   also the iPhone 15 Pro Max's), 834 x 1194 (`iPadPro11Inch`) and 1024 x 1366 with a
///   home indicator (`iPadPro3rdGen`, the 12.9-inch iPad Pro from the 3rd generation on).
/// - zoul: github.com/zoul/ios-keyboards README, "Keyboard Sizes", without predictive
///   bar: iPhone 6 (375 x 667) portrait 375 x 216, landscape 667 x 162 (telegram says 163
///   for landscape; the measured frame is kept).
/// - cantoboard: Cantoboard/Cantoboard, `CantoboardFramework/Keyboard/View/LayoutConstants.swift`
///   (a keyboard extension's layout table), "iPad floating mode": 320 x 254. Where the
///   floating keyboard sits is the user's choice (they drag it); the preset puts it mid-screen.
/// - ruleK4: no published height was found for a hardware keyboard's shortcut bar. Its
///   313 pt frame with 55 pt on screen is an example for rule K4 (a shortcut bar covers by
///   its visible part; the BehaviourRules article), so `isPublishedHeight` is `false`.
///
/// Not published anywhere found: the iPad (10th gen)'s 820 x 1180 screen. Its presets take
/// the 834 x 1194 iPad Pro 11-inch figures (the same home-indicator design, 14 pt wider).
private enum Source {
  static let telegram = "Telegram-iOS DeviceMetrics keyboard and predictive heights"
  static let zoul = "zoul/ios-keyboards README"
  static let cantoboard = "Cantoboard LayoutConstants, iPad floating mode 320 x 254"
  static let ruleK4 = "no published figure: an example frame for rule K4 (BehaviourRules)"
}

extension KeyboardDevicePreset {
  // MARK: - Public catalogue

  /// Every preset of the catalogue.
  public static let all: [KeyboardDevicePreset] = allCases

  /// iPhone SE (3rd generation), portrait, with the predictive bar: 260 pt.
  public static let iPhoneSE = iPhoneSEPortrait
  /// iPhone 15, portrait, with the predictive bar: 336 pt.
  public static let iPhone15 = iPhone15Portrait
  /// iPhone 15 Pro Max, portrait, with the predictive bar: 346 pt.
  public static let iPhone15ProMax = portraitWithBar("iPhone 15 Pro Max")
  /// iPad (10th generation), portrait, with the predictive bar: 333 pt (estimated from
  /// the 11-inch iPad Pro; ``isPublishedHeight`` is `false`).
  public static let iPad = portraitWithBar("iPad (10th gen)")
  /// iPad Pro 12.9-inch, portrait, with the predictive bar: 398 pt.
  public static let iPadPro12_9 = portraitWithBar("iPad Pro 12.9-inch")
  /// An iPad Pro 12.9-inch floating keyboard (320 x 254, mid-screen): it covers nothing.
  public static let iPadFloating = KeyboardDevicePreset(
    device: "iPad Pro 12.9-inch", orientation: .portrait, hasPredictiveBar: true,
    screenSize: CGSize(width: 1024, height: 1366), safeArea: padSafe,
    keyboardHeight: 254, placement: .floating(CGRect(x: 352, y: 760, width: 320, height: 254)),
    source: "\(Source.cantoboard); placed mid-screen, as a user might drag it",
    isPublishedHeight: true)
  /// A hardware keyboard's shortcut bar on an iPad Pro 12.9-inch: a 313 pt frame of which
  /// 55 pt are on screen.
  public static let hardwareKeyboardBar = KeyboardDevicePreset(
    device: "iPad Pro 12.9-inch", orientation: .portrait, hasPredictiveBar: true,
    screenSize: CGSize(width: 1024, height: 1366), safeArea: padSafe,
    keyboardHeight: 313, placement: .shortcutBar(visibleHeight: 55),
    source: Source.ruleK4, isPublishedHeight: false)

  // MARK: - Package catalogue

  /// Every preset: iPhone SE (3rd gen), iPhone 15, iPhone 15 Pro Max, iPad (10th gen),
  /// iPad Pro 12.9-inch; portrait and landscape; with and without the predictive bar;
  /// plus the iPad floating keyboard and a hardware keyboard's shortcut bar.
  package static let allCases: [KeyboardDevicePreset] = phones + pads

  /// iPhone SE (3rd gen) portrait with the predictive bar: 260 pt (published).
  package static let iPhoneSEPortrait = phone(
    "iPhone SE (3rd gen)", .portrait, true, CGSize(width: 375, height: 667),
    EdgeInsets(top: 20), 260, "\(Source.telegram): 216 + 44 for 375 x 667", true)

  /// iPhone 15 portrait with the predictive bar: 336 pt (published).
  package static let iPhone15Portrait = phone(
    "iPhone 15", .portrait, true, CGSize(width: 393, height: 852), islandPortraitSafe, 336,
    "\(Source.telegram): 292 + 44 for 393 x 852", true)

  private static let islandPortraitSafe = EdgeInsets(top: 59, bottom: 34)
  private static let islandLandscapeSafe = EdgeInsets(left: 59, bottom: 21, right: 59)

  private static let phones: [KeyboardDevicePreset] = [
    iPhoneSEPortrait,
    phone(
      "iPhone SE (3rd gen)", .portrait, false, CGSize(width: 375, height: 667),
      EdgeInsets(top: 20), 216, "\(Source.zoul); \(Source.telegram)", true),
    phone(
      "iPhone SE (3rd gen)", .landscape, false, CGSize(width: 667, height: 375), .zero, 162,
      Source.zoul, true),
    phone(
      "iPhone SE (3rd gen)", .landscape, true, CGSize(width: 667, height: 375), .zero, 200,
      "\(Source.telegram): 163 + 37 for 375 x 667", true),
    iPhone15Portrait,
    phone(
      "iPhone 15", .portrait, false, CGSize(width: 393, height: 852), islandPortraitSafe, 292,
      "\(Source.telegram): 292 for 393 x 852", true),
    phone(
      "iPhone 15", .landscape, true, CGSize(width: 852, height: 393), islandLandscapeSafe, 209,
      "\(Source.telegram): 172 + 37 for 393 x 852", true),
    phone(
      "iPhone 15", .landscape, false, CGSize(width: 852, height: 393), islandLandscapeSafe, 172,
      "\(Source.telegram): 172 for 393 x 852", true),
    phone(
      "iPhone 15 Pro Max", .portrait, true, CGSize(width: 430, height: 932),
      islandPortraitSafe, 346, "\(Source.telegram): 302 + 44 for 430 x 932", true),
    phone(
      "iPhone 15 Pro Max", .portrait, false, CGSize(width: 430, height: 932),
      islandPortraitSafe, 302, "\(Source.telegram): 302 for 430 x 932", true),
    phone(
      "iPhone 15 Pro Max", .landscape, true, CGSize(width: 932, height: 430),
      islandLandscapeSafe, 209, "\(Source.telegram): 172 + 37 for 430 x 932", true),
    phone(
      "iPhone 15 Pro Max", .landscape, false, CGSize(width: 932, height: 430),
      islandLandscapeSafe, 172, "\(Source.telegram): 172 for 430 x 932", true),
  ]

  private static let padSafe = EdgeInsets(top: 24, bottom: 20)

  private static let pads: [KeyboardDevicePreset] = [
    phone(
      "iPad (10th gen)", .portrait, false, CGSize(width: 820, height: 1180), padSafe, 283,
      "\(Source.telegram): 283 for the 834 x 1194 iPad Pro 11-inch; 820 x 1180 assumed the same",
      false),
    phone(
      "iPad (10th gen)", .portrait, true, CGSize(width: 820, height: 1180), padSafe, 333,
      "\(Source.telegram): 283 + 50 for the 834 x 1194 iPad Pro 11-inch; 820 x 1180 assumed the same",
      false),
    phone(
      "iPad (10th gen)", .landscape, false, CGSize(width: 1180, height: 820), padSafe, 368,
      "\(Source.telegram): 368 for the 1194 x 834 iPad Pro 11-inch; 1180 x 820 assumed the same",
      false),
    phone(
      "iPad (10th gen)", .landscape, true, CGSize(width: 1180, height: 820), padSafe, 418,
      "\(Source.telegram): 368 + 50 for the 1194 x 834 iPad Pro 11-inch; 1180 x 820 assumed the same",
      false),
    phone(
      "iPad Pro 12.9-inch", .portrait, true, CGSize(width: 1024, height: 1366), padSafe, 398,
      "\(Source.telegram): 348 + 50 for 1024 x 1366 with a home indicator", true),
    phone(
      "iPad Pro 12.9-inch", .portrait, false, CGSize(width: 1024, height: 1366), padSafe, 348,
      "\(Source.telegram): 348 for 1024 x 1366 with a home indicator", true),
    phone(
      "iPad Pro 12.9-inch", .landscape, true, CGSize(width: 1366, height: 1024), padSafe, 491,
      "\(Source.telegram): 441 + 50 for 1366 x 1024 with a home indicator", true),
    phone(
      "iPad Pro 12.9-inch", .landscape, false, CGSize(width: 1366, height: 1024), padSafe, 441,
      "\(Source.telegram): 441 for 1366 x 1024 with a home indicator", true),
    iPadFloating,
    hardwareKeyboardBar,
  ]

  private static func phone(
    _ device: String, _ orientation: Orientation, _ predictive: Bool, _ size: CGSize,
    _ safeArea: EdgeInsets, _ height: CGFloat, _ source: String, _ published: Bool
  ) -> KeyboardDevicePreset {
    KeyboardDevicePreset(
      device: device, orientation: orientation, hasPredictiveBar: predictive, screenSize: size,
      safeArea: safeArea, keyboardHeight: height, placement: .docked, source: source,
      isPublishedHeight: published)
  }

  /// The portrait preset of `device` with the predictive bar, docked.
  private static func portraitWithBar(_ device: String) -> KeyboardDevicePreset {
    allCases.first {
      $0.device == device && $0.orientation == .portrait && $0.hasPredictiveBar
        && $0.placement == .docked
    } ?? iPhone15Portrait
  }
}
