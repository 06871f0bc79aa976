package import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
package import KeyboardAvoidanceTesting

/// The settings sample: a table of 3 sections and 40 rows, every other row with a field.
///
/// Runs full screen on a phone, or in an iPad form sheet; optionally managed by a
/// `UITableViewController`, whose own keyboard inset the engine must not stack on.
@MainActor
package final class SettingsScreen: SampleScreen {
  /// The table.
  package let table: HeadlessTableView

  /// Builds the table and enables avoidance.
  ///
  /// - Parameters:
  ///   - preset: The device.
  ///   - sheet: The form sheet's frame in the window, or `nil` for full screen.
  ///   - controller: How a table view controller managing the table reacts, or `nil`.
  package init(
    preset: KeyboardDevicePreset = .iPhoneSEPortrait, sheet: CGRect? = nil,
    controller: HeadlessTableView.TableViewControllerBehaviour? = nil
  ) {
    let (screen, window) = SampleDevice.window(for: preset)
    let width = sheet?.width ?? preset.screenSize.width
    // 16 pt inside the safe area's trailing side (a sheet has none of its own).
    let trailing = sheet == nil ? preset.safeArea.right : 0
    let input = CGRect(x: width - trailing - 196, y: 6, width: 180, height: 32)
    let names = ["account", "privacy", "notes"]
    let counts = [14, 14, 12]
    // As on iOS: Next on every field but the form's last (notes10), whose Done ends editing.
    let sections = zip(names, counts).map { name, count in
      SectionSpec(
        header: 28, footer: 12,
        rows: (0..<count).map { row in
          let id = "\(name)\(row)"
          let key: ReturnKeyType = id == "notes10" ? .done : .next
          return RowSpec(
            height: 44,
            input: row % 2 == 0 ? .init(id: id, frame: input, returnKeyType: key) : nil)
        })
    }
    let table = HeadlessTableView(
      frame: CGRect(origin: .zero, size: sheet?.size ?? preset.screenSize), sections: sections)
    // UIKit's default: a table adds the vertical safe area only (it does not scroll
    // sideways); its cells keep their contents inside the safe area's sides.
    table.contentInsetAdjustmentBehavior = .automatic
    table.tableViewController = controller
    if let sheet {
      let container = HeadlessView(frame: sheet)
      window.addSubview(container)
      container.addSubview(table)
    } else {
      window.addSubview(table)
    }
    table.contentOffset = table.restingContentOffset
    self.table = table
    super.init(preset: preset, screen: screen, window: window)
    table.keyboard.enable()
  }

  /// The field with the first responder, if any.
  package var focusedField: HeadlessTextField? {
    screen.firstResponder as? HeadlessTextField
  }

  /// Taps the field of a row of the first section; the row must be on screen.
  @discardableResult
  package func tapField(row: Int) -> Bool {
    table.cellForRow(at: RowPath(section: 0, row: row))?.textField?.becomeFirstResponder() ?? false
  }
}
