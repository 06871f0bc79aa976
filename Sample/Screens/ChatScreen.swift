import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// The chat sample: messages in a table that the user drags the keyboard down with
/// (`keyboardDismissMode = .interactive`), and an input bar pinned 8 pt above the safe
/// area by a following constraint.
///
/// The table keeps the bar's height as its own bottom inset, so that with the keyboard
/// hidden the last message sits above the bar. With the keyboard up the bar rides on the
/// keyboard, so the same 60 pt are the engine's `extraSpacing` (rule I1): the content ends
/// above the bar there too. The conversation rests at its end, and stays there as the
/// keyboard opens (rule F7); the engine follows a drag sample by sample (rule D1), and the
/// bar's constraint rides along.
@MainActor
package final class ChatScreen: SampleScreen {
  /// The bar's height, and so the table's own bottom inset.
  package static let barHeight: CGFloat = 52

  /// The messages.
  package let table: HeadlessTableView
  /// The input bar, which the constraint places.
  package let barView: HeadlessView
  /// The message field, in the bar.
  package let field: HeadlessTextField
  /// The bar's bottom constraint: its distance above the safe area's bottom.
  package let bar: HeadlessLayoutConstraint

  /// Builds the chat with 40 messages of 60 pt and enables avoidance.
  package init(preset: KeyboardDevicePreset = .iPhone15Portrait) {
    let (screen, window) = SampleDevice.window(for: preset)
    let table = HeadlessTableView(
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
    let width = preset.screenSize.width - safe.left - safe.right
    let barView = HeadlessView(
      frame: CGRect(x: safe.left, y: 0, width: width, height: Self.barHeight))
    let field = HeadlessTextField(
      identifier: "message", frame: CGRect(x: 16, y: 4, width: width - 32, height: 44))
    // Return sends: the key is the app's, so it keeps the keyboard (rule F6).
    field.returnKeyType = .send
    barView.addSubview(field)
    window.addSubview(barView)
    let bar = HeadlessLayoutConstraint(
      view: window, constant: 8, isSafeAreaAware: true, item: barView)
    (self.table, self.barView, self.field, self.bar) = (table, barView, field, bar)
    super.init(preset: preset, screen: screen, window: window)
    table.keyboard.extraSpacing = Self.barHeight + 8
    table.keyboard.enable()
    bar.keyboard.follow()
  }
}
