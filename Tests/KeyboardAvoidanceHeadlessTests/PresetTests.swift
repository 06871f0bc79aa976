import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing

@MainActor
struct PresetTests {
  @Test(arguments: KeyboardDevicePreset.allCases)
  func `K4: every preset's keyboard is docked exactly when it should be`(
    preset: KeyboardDevicePreset
  ) {
    let screen = CGRect(origin: .zero, size: preset.screenSize)
    let docked = Docking.isDocked(frame: preset.keyboardFrame, screenBounds: screen)
    switch preset.placement {
    case .docked, .shortcutBar: #expect(docked)
    case .floating: #expect(!docked)
    }
    #expect(!Docking.isDocked(frame: preset.hiddenKeyboardFrame, screenBounds: screen))
  }

  @Test(arguments: KeyboardDevicePreset.allCases)
  func `I1: on every preset a full-screen host is inset by the overlap minus its safe bottom`(
    preset: KeyboardDevicePreset
  ) {
    let screen = HeadlessScreen(size: preset.screenSize)
    let window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: preset.screenSize),
      safeAreaInsets: preset.safeArea)
    let host = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: preset.screenSize.width, height: 3000))
    host.contentInsetAdjustmentBehavior = .always
    window.addSubview(host)
    host.contentOffset = host.restingContentOffset
    let field = HeadlessTextField(
      identifier: "low",
      frame: CGRect(x: 16, y: preset.screenSize.height - 80, width: 200, height: 44))
    host.addSubview(field)
    host.keyboard.enable()
    field.becomeFirstResponder()
    HeadlessKeyboard(screen: screen).show(preset)
    let expectedOverlap: CGFloat
    switch preset.placement {
    case .docked: expectedOverlap = preset.keyboardHeight
    case .shortcutBar(let visible): expectedOverlap = visible
    case .floating: expectedOverlap = 0
    }
    #expect(host.contentInset.bottom == max(0, expectedOverlap - preset.safeArea.bottom))
    let band = VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.bounds.size,
      adjustedInset: host.adjustedContentInset)
    let target = CGRect(x: 16, y: preset.screenSize.height - 96, width: 200, height: 76)
    if expectedOverlap > 0 { #expect(band.containsVertically(target)) }
  }

  @Test
  func `K4: the catalog covers the five devices in both orientations, with and without the bar`() {
    let devices = Set(KeyboardDevicePreset.allCases.map(\.device))
    #expect(
      devices == [
        "iPhone SE (3rd gen)", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th gen)",
        "iPad Pro 12.9-inch",
      ])
    for device in devices {
      let docked = KeyboardDevicePreset.allCases.filter {
        $0.device == device && $0.placement == .docked
      }
      #expect(Set(docked.map { "\($0.orientation.rawValue) \($0.hasPredictiveBar)" }).count == 4)
    }
    #expect(KeyboardDevicePreset.iPhoneSEPortrait.keyboardHeight == 260)
    #expect(KeyboardDevicePreset.iPhoneSEPortrait.isPublishedHeight)
  }

  @Test
  func `K5: presets carry the published heights; only the iPad (10th gen) is an estimate`() {
    // Telegram-iOS DeviceMetrics: keyboard without bar + bar (44 / 37 on iPhones, 50 on iPads)
    let expected: [String: CGFloat] = [
      "iPhone SE (3rd gen) portrait true": 216 + 44, "iPhone SE (3rd gen) portrait false": 216,
      "iPhone SE (3rd gen) landscape true": 163 + 37, "iPhone SE (3rd gen) landscape false": 162,
      "iPhone 15 portrait true": 292 + 44, "iPhone 15 portrait false": 292,
      "iPhone 15 landscape true": 172 + 37, "iPhone 15 landscape false": 172,
      "iPhone 15 Pro Max portrait true": 302 + 44, "iPhone 15 Pro Max portrait false": 302,
      "iPhone 15 Pro Max landscape true": 172 + 37, "iPhone 15 Pro Max landscape false": 172,
      "iPad (10th gen) portrait true": 283 + 50, "iPad (10th gen) portrait false": 283,
      "iPad (10th gen) landscape true": 368 + 50, "iPad (10th gen) landscape false": 368,
      "iPad Pro 12.9-inch portrait true": 348 + 50, "iPad Pro 12.9-inch portrait false": 348,
      "iPad Pro 12.9-inch landscape true": 441 + 50, "iPad Pro 12.9-inch landscape false": 441,
    ]
    let docked = KeyboardDevicePreset.allCases.filter { $0.placement == .docked }
    #expect(docked.count == expected.count)
    for preset in docked {
      let key = "\(preset.device) \(preset.orientation.rawValue) \(preset.hasPredictiveBar)"
      #expect(preset.keyboardHeight == expected[key], "\(key)")
      #expect(preset.isPublishedHeight == (preset.device != "iPad (10th gen)"), "\(key)")
    }
    let floating = KeyboardDevicePreset.allCases.filter {
      if case .floating = $0.placement { return true } else { return false }
    }
    // Cantoboard's layout table: the floating keyboard is 320 x 254, away from the bottom
    let floatingSizes = floating.map(\.keyboardFrame.size)
    #expect(floatingSizes == [CGSize(width: 320, height: 254)])
    #expect(floating.allSatisfy { $0.isPublishedHeight })
  }
}
