import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// The feedback form sample: fields and a growing text view in a scroll view.
@MainActor
package final class FeedbackScreen: SampleScreen {
  /// The form.
  package let scrollView: HeadlessScrollView
  /// The name and email fields.
  package let fields: [HeadlessTextField]
  /// The growing feedback text view.
  package let feedback: HeadlessTextView

  /// Builds the form on a device and enables avoidance.
  package init(preset: KeyboardDevicePreset = .iPhone15Portrait) {
    let (screen, window) = SampleDevice.window(for: preset)
    let width = preset.screenSize.width
    let scrollView = HeadlessScrollView(
      frame: window.bounds, contentSize: CGSize(width: width, height: 900))
    scrollView.isInNavigationController = true
    window.addSubview(scrollView)
    scrollView.contentOffset = scrollView.restingContentOffset
    // 16 pt inside the safe area's sides (in landscape the sensor housing's side is unsafe).
    let left = preset.safeArea.left + 16
    let inner = width - preset.safeArea.left - preset.safeArea.right - 32
    let fields = ["name", "email"].enumerated().map { index, name in
      let field = HeadlessTextField(
        identifier: name,
        frame: CGRect(x: left, y: 40 + CGFloat(index) * 70, width: inner, height: 44))
      // As on iOS: Next, from the email field on to the text view.
      field.returnKeyType = .next
      return field
    }
    for field in fields { scrollView.addSubview(field) }
    let feedback = HeadlessTextView(
      identifier: "feedback", frame: CGRect(x: left, y: 200, width: inner, height: 36))
    feedback.isScrollEnabled = false
    scrollView.addSubview(feedback)
    (self.scrollView, self.fields, self.feedback) = (scrollView, fields, feedback)
    super.init(preset: preset, screen: screen, window: window)
    scrollView.keyboard.enable()
    // As the iOS sample's delegate: UIKit announces no selection move (rule F5).
    feedback.didChangeSelection = { [scrollView] in
      scrollView.keyboard.inputDidChangeSelection($0)
    }
  }
}
