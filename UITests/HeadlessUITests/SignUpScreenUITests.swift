import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import SampleScreens
import Testing

/// Drives the sign-up sample like a user on every phone preset.
///
/// Tap, keyboard, Return through every field, rotate, dismiss. After every action the focused field
/// must be visible and the insets must be exactly rule I1's.
@MainActor
struct SignUpScreenUITests {
  nonisolated static let portraitPhones = KeyboardDevicePreset.allCases.filter {
    $0.orientation == .portrait && $0.placement == .docked && $0.device.hasPrefix("iPhone")
  }

  /// rule I1 for this screen: no user inset, the window's safe bottom already included.
  private func expectInsets(_ form: SignUpScreen, _ action: String) {
    let host = form.scrollView
    let overlap = host.keyboardOverlap
    let expected = max(0, overlap - host.safeAreaInsets.bottom)
    #expect(host.contentInset == EdgeInsets(bottom: expected), "\(action): \(form.preset)")
    #expect(
      host.verticalScrollIndicatorInsets == EdgeInsets(bottom: expected),
      "\(action): \(form.preset)")
  }

  private func expectFocusedVisible(_ form: SignUpScreen, _ action: String) {
    guard let field = form.focusedField else { return }
    let host = form.scrollView
    let bandRect = VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.bounds.size,
      adjustedInset: host.adjustedContentInset
    ).rect
    let margin = host.keyboard.margin
    #expect(
      bandRect.minY <= field.frame.minY - margin, "\(action) \(field.identifier): \(form.preset)")
    #expect(
      field.frame.maxY + margin <= bandRect.maxY, "\(action) \(field.identifier): \(form.preset)")
  }

  @Test(arguments: portraitPhones)
  func `F4: tapping, showing the keyboard and Return through every field keeps each visible`(
    preset: KeyboardDevicePreset
  ) {
    let form = SignUpScreen(preset: preset)
    form.tap("firstName")
    form.keyboard.show(preset)
    expectInsets(form, "show")
    expectFocusedVisible(form, "show")
    for _ in 1..<SignUpScreen.fieldNames.count {
      form.pressReturn()
      expectInsets(form, "return")
      expectFocusedVisible(form, "return")
    }
    #expect(form.focusedField?.identifier == "referral")
    form.pressReturn()
    #expect(form.focusedField == nil)
    #expect(form.scrollView.contentInset == .zero)
    #expect(form.scrollView.verticalScrollIndicatorInsets == .zero)
    // I3: the offset is back within the content: max 1080 + safe bottom - height
    let maxOffset =
      1080 + form.scrollView.adjustedContentInset.bottom - form.scrollView.bounds.height
    #expect(form.scrollView.contentOffset.y <= maxOffset)
  }

  @Test func `K7: rotating with the keyboard up keeps the insets exact and the field visible`()
    throws
  {
    let portrait = KeyboardDevicePreset.iPhone15Portrait
    let landscape = try #require(
      KeyboardDevicePreset.allCases.first {
        $0.device == "iPhone 15" && $0.orientation == .landscape && $0.hasPredictiveBar
          && $0.placement == .docked
      })
    let form = SignUpScreen(preset: portrait)
    form.tap("city")
    form.keyboard.show(portrait)
    expectFocusedVisible(form, "portrait")
    form.rotate(to: landscape)
    expectInsets(form, "landscape")
    expectFocusedVisible(form, "landscape")
    form.rotate(to: portrait)
    expectInsets(form, "portrait again")
    expectFocusedVisible(form, "portrait again")
    form.keyboard.hide()
    #expect(form.scrollView.contentInset == .zero)
  }
}
