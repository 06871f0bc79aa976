import Foundation
import KeyboardAvoidance
public import KeyboardAvoidanceHeadless

/// A 10,000-row table with a text field every 50 rows, keyboard up, for Return timing.
@MainActor
public final class BenchTable {
  /// The table.
  public let table: HeadlessTableView
  private let window: HeadlessWindow

  /// Builds the table on an iPhone 15 and focuses its first field.
  public init() {
    let preset = DevicePreset.iPhone15Portrait
    let screen = HeadlessScreen(size: preset.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: preset.screenSize),
      safeAreaInsets: preset.safeArea)
    let field = CGRect(x: 180, y: 6, width: 197, height: 32)
    let rows = (0..<10_000).map { row in
      RowSpec(height: 44, input: row % 50 == 0 ? .init(id: "field\(row)", frame: field) : nil)
    }
    table = HeadlessTableView(frame: window.bounds, sections: [SectionSpec(rows: rows)])
    window.addSubview(table)
    table.keyboard.enable()
    KeyboardSimulator(screen: screen).show(preset)
    focusFirstIfDone()
  }

  /// After Return left the last field, scrolls back and focuses the first field again.
  public func focusFirstIfDone() {
    guard window.screen?.firstResponder == nil else { return }
    table.contentOffset = table.restingContentOffset
    table.cellForRow(at: RowPath(section: 0, row: 0))?.textField?.becomeFirstResponder()
  }

  /// Presses Return in the focused field.
  public func pressReturn() {
    (window.screen?.firstResponder as? HeadlessTextField)?.pressReturn()
  }
}
