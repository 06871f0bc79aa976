import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardReplay
import SampleScreens

/// The table part of the demo: the settings form on an iPhone SE and in an iPad form
/// sheet; focus row 2, Return through ten fields past the screen's end, then hide.
@MainActor
struct SettingsDemo {
  func run() -> String {
    var report: [String] = []
    let phone = SettingsScreen(preset: .iPhoneSEPortrait)
    report.append("Settings table (\(phone.preset)): 3 sections, 40 rows, 20 fields.")
    report += walk(phone)
    let pad = KeyboardDevicePreset.allCases.first {
      $0.device == "iPad (10th gen)" && $0.orientation == .portrait && $0.hasPredictiveBar
        && $0.placement == .docked
    }
    if let pad {
      let sheet = SettingsScreen(
        preset: pad, sheet: CGRect(x: 140, y: 200, width: 540, height: 780))
      report.append("")
      report.append(
        "Settings table in a form sheet (\(pad)): the sheet ends at 980, the keyboard starts at "
          + "\(StepOutputFormat.number(pad.keyboardFrame.minY))."
      )
      report += walk(sheet)
    }
    return report.joined(separator: "\n")
  }

  private func walk(_ screen: SettingsScreen) -> [String] {
    var lines: [String] = []
    screen.tapField(row: 2)
    screen.keyboard.show(screen.preset)
    lines.append(describe(screen, "keyboard shows"))
    for _ in 1...10 {
      screen.focusedField?.pressReturn()
      lines.append(describe(screen, "Return"))
    }
    screen.keyboard.hide()
    lines.append(describe(screen, "keyboard hides"))
    return lines
  }

  private func describe(_ screen: SettingsScreen, _ action: String) -> String {
    let n = StepOutputFormat.number
    let table = screen.table
    let visible = table.targetVisibility(of: screen.focusedField, none: "-")
    let rows = table.visibleRows
    let rowsText = rows.first.map { "\($0) ... \(rows.last ?? $0)" } ?? "none"
    return "  \(action): focused \(screen.focusedField?.identifier ?? "none") (\(visible)), "
      + "offset.y \(n(table.contentOffset.y)), inset.bottom \(n(table.contentInset.bottom)), "
      + "cells \(rowsText), \(table.cellsCreated) cells made"
  }
}
