import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import SampleScreens
import Testing

/// Drives the settings table like a user: tap row 2, show the keyboard, Return through
/// every field of all three sections, hide; full screen on every phone preset, in an
/// iPad form sheet, and managed by a table view controller reacting in either order.
@MainActor
struct SettingsScreenUITests {
  nonisolated static let phones = KeyboardDevicePreset.allCases.filter {
    $0.placement == .docked && $0.device.hasPrefix("iPhone")
  }

  private func expectFocusedVisible(_ screen: SettingsScreen, _ label: String) {
    guard let field = screen.focusedField else {
      Issue.record("\(label): nothing focused")
      return
    }
    #expect(
      screen.table.isKeyboardTargetVisible(for: field) == true, "\(label): \(field.identifier)")
  }

  private func walkAllFields(_ screen: SettingsScreen, label: String) {
    #expect(screen.tapField(row: 2))
    screen.keyboard.show(screen.preset)
    expectFocusedVisible(screen, label)
    var visited = [screen.focusedField?.identifier ?? ""]
    while let field = screen.focusedField {
      field.pressReturn()
      // The run loop turns before the user's next key: what waits for UIKit's own handling
      // (a table view controller's scroll to the new field, rule I5) runs then.
      screen.screen.runMainQueue()
      guard let next = screen.focusedField else { break }
      visited.append(next.identifier)
      expectFocusedVisible(screen, label)
    }
    // 20 fields from account2 on: 19 visited through Return, then Return resigned
    #expect(visited.count == 19, "\(label)")
    #expect(visited.last == "notes10", "\(label)")
    screen.keyboard.hide()
    #expect(screen.table.contentInset == .zero, "\(label)")
  }

  @Test(arguments: phones)
  func `F4: Return walks every field of the settings table`(preset: KeyboardDevicePreset) {
    walkAllFields(SettingsScreen(preset: preset), label: "\(preset)")
  }

  @Test func `K5: in an iPad form sheet the inset is the sheet's covered part`() throws {
    let pad = try #require(
      KeyboardDevicePreset.allCases.first {
        $0.device == "iPad (10th gen)" && $0.orientation == .portrait && $0.hasPredictiveBar
          && $0.placement == .docked
      })
    let screen = SettingsScreen(preset: pad, sheet: CGRect(x: 140, y: 200, width: 540, height: 780))
    #expect(screen.tapField(row: 2))
    screen.keyboard.show(pad)
    // sheet bottom 200 + 780 = 980; keyboard top 1180 - 333 = 847: 133
    #expect(screen.table.contentInset.bottom == 133)
    walkAllFields(
      SettingsScreen(preset: pad, sheet: CGRect(x: 140, y: 200, width: 540, height: 780)),
      label: "form sheet")
  }

  @Test(arguments: [
    HeadlessTableView.TableViewControllerBehaviour.reactsBeforeEngine, .reactsAfterEngine,
  ])
  func `I2: under a table view controller the inset is the controller's alone`(
    behaviour: HeadlessTableView.TableViewControllerBehaviour
  ) {
    let screen = SettingsScreen(preset: .iPhone15Portrait, controller: behaviour)
    #expect(screen.tapField(row: 2))
    screen.keyboard.show(.iPhone15Portrait)
    // the controller's own inset: 336 - 34 = 302; nothing stacked on it
    #expect(screen.table.contentInset.bottom == 302)
    #expect(screen.table.adjustedContentInset.bottom == 336)
    walkAllFields(
      SettingsScreen(preset: .iPhone15Portrait, controller: behaviour), label: "\(behaviour)")
  }
}
