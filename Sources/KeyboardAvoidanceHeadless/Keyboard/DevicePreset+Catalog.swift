import Foundation
import KeyboardAvoidance

/// Sources of the keyboard heights below.
///
/// - phoneTable: a keyboard-height table in a public GitHub Swift source file
///   (`struct KeyboardHeight`, search index file 7009318718), with predictive bar:
///   375 x 667 pt: 260; 390 x 844 pt: 336; 428 x 926 pt: 346.
/// - zoul: github.com/zoul/ios-keyboards README, "Keyboard Sizes", without predictive
///   bar: iPhone 6 (375 x 667) portrait 375 x 216, landscape 667 x 162.
/// - wrox: "Beginning iOS 5 Application Development" (Wrox/O'Reilly), "Detecting the
///   presence of the keyboard": iPad keyboard 264 pt portrait, 352 pt landscape.
/// - radar: lionheart/openradar-mirror#19513, frames printed from `keyboardWillShow` on a
///   768 x 1024 iPad with the suggestion bar: portrait (0, 1024, 768, 313), landscape
///   (0, 768, 1024, 398).
/// - SPEC K4: a hardware keyboard's shortcut bar of 313 pt with 55 pt on screen.
private enum Source {
  static let phoneTable = "phone keyboard table (search index 7009318718)"
  static let zoul = "zoul/ios-keyboards README"
  static let wrox = "Beginning iOS 5 Application Development, keyboard section"
  static let radar = "frames printed in lionheart/openradar-mirror#19513"
  static let spec = "SPEC K4 example"
}

extension DevicePreset {
  /// Every preset: iPhone SE (3rd gen), iPhone 15, iPhone 15 Pro Max, iPad (10th gen),
  /// iPad Pro 12.9-inch; portrait and landscape; with and without the predictive bar;
  /// plus the iPad floating keyboard and a hardware keyboard's shortcut bar.
  public static let allCases: [DevicePreset] = phones + pads

  /// iPhone SE (3rd generation) portrait with the predictive bar: 260 pt (published).
  public static let iPhoneSEPortrait = phone(
    "iPhone SE (3rd gen)", .portrait, true, CGSize(width: 375, height: 667),
    EdgeInsets(top: 20), 260, Source.phoneTable, true)

  /// iPhone 15 portrait with the predictive bar: 336 pt.
  public static let iPhone15Portrait = phone(
    "iPhone 15", .portrait, true, CGSize(width: 393, height: 852),
    EdgeInsets(top: 59, bottom: 34), 336,
    "\(Source.phoneTable): 336 for the 390 x 844 6.1-inch class; 393 x 852 assumed the same", false)

  private static let phones: [DevicePreset] = [
    iPhoneSEPortrait,
    phone(
      "iPhone SE (3rd gen)", .portrait, false, CGSize(width: 375, height: 667),
      EdgeInsets(top: 20), 216, Source.zoul, true),
    phone(
      "iPhone SE (3rd gen)", .landscape, false, CGSize(width: 667, height: 375), .zero, 162,
      Source.zoul, true),
    phone(
      "iPhone SE (3rd gen)", .landscape, true, CGSize(width: 667, height: 375), .zero, 206,
      "estimate: 162 (\(Source.zoul)) plus the 44 pt portrait bar (260 - 216)", false),
    iPhone15Portrait,
    phone(
      "iPhone 15", .portrait, false, CGSize(width: 393, height: 852),
      EdgeInsets(top: 59, bottom: 34), 292, "estimate: 336 minus the 44 pt bar", false),
    phone(
      "iPhone 15", .landscape, true, CGSize(width: 852, height: 393),
      EdgeInsets(left: 59, bottom: 21, right: 59), 209, "estimate, no published figure found",
      false),
    phone(
      "iPhone 15", .landscape, false, CGSize(width: 852, height: 393),
      EdgeInsets(left: 59, bottom: 21, right: 59), 165, "estimate: 209 minus the 44 pt bar",
      false),
    phone(
      "iPhone 15 Pro Max", .portrait, true, CGSize(width: 430, height: 932),
      EdgeInsets(top: 59, bottom: 34), 346,
      "\(Source.phoneTable): 346 for the 428 x 926 6.7-inch class; 430 x 932 assumed the same",
      false),
    phone(
      "iPhone 15 Pro Max", .portrait, false, CGSize(width: 430, height: 932),
      EdgeInsets(top: 59, bottom: 34), 302, "estimate: 346 minus the 44 pt bar", false),
    phone(
      "iPhone 15 Pro Max", .landscape, true, CGSize(width: 932, height: 430),
      EdgeInsets(left: 59, bottom: 21, right: 59), 209, "estimate, no published figure found",
      false),
    phone(
      "iPhone 15 Pro Max", .landscape, false, CGSize(width: 932, height: 430),
      EdgeInsets(left: 59, bottom: 21, right: 59), 165, "estimate: 209 minus the 44 pt bar",
      false),
  ]

  private static let pads: [DevicePreset] = [
    phone(
      "iPad (10th gen)", .portrait, false, CGSize(width: 820, height: 1180),
      EdgeInsets(top: 24, bottom: 20), 264,
      "\(Source.wrox): 264 for the 768 x 1024 iPad; 820 x 1180 assumed the same", false),
    phone(
      "iPad (10th gen)", .portrait, true, CGSize(width: 820, height: 1180),
      EdgeInsets(top: 24, bottom: 20), 313,
      "\(Source.radar): 313 for the 768 x 1024 iPad; 820 x 1180 assumed the same", false),
    phone(
      "iPad (10th gen)", .landscape, false, CGSize(width: 1180, height: 820),
      EdgeInsets(top: 24, bottom: 20), 352,
      "\(Source.wrox): 352 for the 1024 x 768 iPad; 1180 x 820 assumed the same", false),
    phone(
      "iPad (10th gen)", .landscape, true, CGSize(width: 1180, height: 820),
      EdgeInsets(top: 24, bottom: 20), 398,
      "\(Source.radar): 398 for the 1024 x 768 iPad; 1180 x 820 assumed the same", false),
    phone(
      "iPad Pro 12.9-inch", .portrait, true, CGSize(width: 1024, height: 1366),
      EdgeInsets(top: 24, bottom: 20), 378, "estimate, no published figure found", false),
    phone(
      "iPad Pro 12.9-inch", .portrait, false, CGSize(width: 1024, height: 1366),
      EdgeInsets(top: 24, bottom: 20), 323, "estimate: 378 minus a 55 pt bar", false),
    phone(
      "iPad Pro 12.9-inch", .landscape, true, CGSize(width: 1366, height: 1024),
      EdgeInsets(top: 24, bottom: 20), 428, "estimate, no published figure found", false),
    phone(
      "iPad Pro 12.9-inch", .landscape, false, CGSize(width: 1366, height: 1024),
      EdgeInsets(top: 24, bottom: 20), 373, "estimate: 428 minus a 55 pt bar", false),
    DevicePreset(
      device: "iPad Pro 12.9-inch", orientation: .portrait, hasPredictiveBar: true,
      screenSize: CGSize(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20),
      keyboardHeight: 250, placement: .floating(CGRect(x: 352, y: 760, width: 320, height: 250)),
      keyboardSource: "estimate: a floating keyboard placed mid-screen", isPublishedHeight: false),
    DevicePreset(
      device: "iPad Pro 12.9-inch", orientation: .portrait, hasPredictiveBar: true,
      screenSize: CGSize(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20),
      keyboardHeight: 313, placement: .shortcutBar(visibleHeight: 55),
      keyboardSource: Source.spec, isPublishedHeight: false),
  ]

  private static func phone(
    _ device: String, _ orientation: Orientation, _ predictive: Bool, _ size: CGSize,
    _ safeArea: EdgeInsets, _ height: CGFloat, _ source: String, _ published: Bool
  ) -> DevicePreset {
    DevicePreset(
      device: device, orientation: orientation, hasPredictiveBar: predictive, screenSize: size,
      safeArea: safeArea, keyboardHeight: height, placement: .docked, keyboardSource: source,
      isPublishedHeight: published)
  }
}
