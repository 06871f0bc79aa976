import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// The chat sample: messages in a table that the user drags the keyboard down with
/// (`keyboardDismissMode = .interactive`), and an input bar pinned 8 pt above the safe
/// area by a following constraint.
///
/// The table keeps the bar's height as its own bottom inset, so the last message sits
/// above the bar; the engine adds what the keyboard covers beyond it and follows a drag
/// sample by sample (SPEC D1), and the bar's constraint rides along.
@MainActor
package final class ChatScreen {
  /// The bar's height, and so the table's own bottom inset.
  package static let barHeight: CGFloat = 52

  /// The screen.
  package let screen: HeadlessScreen
  /// The window.
  package let window: HeadlessWindow
  /// The messages.
  package let table: HeadlessTableView
  /// The message field, in the bar.
  package let field: HeadlessTextField
  /// The bar's bottom constraint: its distance above the safe area's bottom.
  package let bar: HeadlessLayoutConstraint
  /// The keyboard.
  package let keyboard: HeadlessKeyboard
  /// The device.
  package let preset: DevicePreset

  /// Builds the chat with 40 messages of 60 pt and enables avoidance.
  package init(preset: DevicePreset = .iPhone15Portrait) {
    self.preset = preset
    (screen, window) = SampleDevice.window(for: preset)
    table = HeadlessTableView(
      frame: window.bounds,
      sections: [SectionSpec(rows: (0..<40).map { _ in RowSpec(height: 60) })])
    table.contentInsetAdjustmentBehavior = .automatic
    table.keyboardDismissMode = .interactive
    table.contentInset = EdgeInsets(bottom: Self.barHeight + 8)
    window.addSubview(table)
    table.contentOffset = CGPoint(
      x: 0,
      y: max(
        -table.adjustedContentInset.top,
        table.contentSize.height
          + table.adjustedContentInset.bottom - table.bounds.height))
    let safe = preset.safeArea
    field = HeadlessTextField(
      identifier: "message",
      frame: CGRect(
        x: safe.left + 16, y: preset.screenSize.height - safe.bottom - 8 - 44,
        width: preset.screenSize.width - safe.left - safe.right - 32, height: 44))
    window.addSubview(field)
    bar = HeadlessLayoutConstraint(view: window, constant: 8, isSafeAreaAware: true)
    keyboard = HeadlessKeyboard(screen: screen)
    table.keyboard.enable()
    bar.keyboard.follow()
  }
}
