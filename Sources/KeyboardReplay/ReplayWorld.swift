import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// A scenario's screen, window and host on the headless model, with the real engine.
@MainActor
package final class ReplayWorld: ReplayRunning {
  /// The screen.
  package let screen: HeadlessScreen
  /// The window.
  package let window: HeadlessWindow
  /// The host, with the engine enabled before the first step.
  package let host: HeadlessScrollView
  /// The keyboard.
  package let keyboard: HeadlessKeyboard
  /// The host's inputs, by identifier (a `"text"` host is its own input, `"text"`).
  package let inputs: [String: any HeadlessInput]
  /// The input identifiers in the scenario's order.
  package let inputOrder: [String]
  /// A table host's inputs: the row of each input identifier (their fields live in cells).
  package let tableInputs: [String: RowPath]
  /// The text views that are enabled hosts themselves (`"isHost": true`, rule F8), with
  /// their ids, in the scenario's order.
  package let innerHosts: [(id: String, view: HeadlessTextView)]
  /// Every input identifier a `focus` step may name.
  package var inputIDs: Set<String> { Set(inputs.keys).union(tableInputs.keys) }
  /// The host, whose offset moves rule O2 counts.
  var movingHost: HeadlessScrollView? { host }
  private let settings: KeyboardSettings
  /// The inset the app last wrote (the scenario's, or a `setContentInset` step's), for the
  /// pictures.
  var appContentInset: EdgeInsets
  /// The step after which a `decelerate` step's deceleration ends, or `nil`.
  var decelerationEndsAfterStep: Int?

  /// Builds the world and enables the engine on the host.
  package init(scenario: Scenario) {
    appContentInset = scenario.contentInset
    let device = ReplayDevice(scenario: scenario)
    (screen, window, keyboard) = (device.screen, device.window, device.keyboard)
    var fields: [String: any HeadlessInput] = [:]
    var rows: [String: RowPath] = [:]
    switch scenario.hostKind {
    case .scroll:
      host = HeadlessScrollView(frame: scenario.hostFrame, contentSize: scenario.contentSize)
    case .text(let spec):
      let textHost = Self.textView(id: "text", frame: scenario.hostFrame, spec: spec)
      host = textHost
      fields["text"] = textHost
    case .constraint, .screen:
      // Replay.run gives constraint and screen scenarios their own worlds.
      host = HeadlessScrollView(frame: scenario.hostFrame, contentSize: .zero)
    case .table(let spec):
      let table = HeadlessTableView(frame: scenario.hostFrame, sections: spec.sections)
      // UIKit's controller observes the keyboard from its own view's loading on, so
      // its inset is in place when the engine looks.
      if spec.isManagedByTableViewController { table.tableViewController = .reactsBeforeEngine }
      table.providesInputIndex = spec.knowsInputRows
      table.style = spec.isPlain ? .plain : .grouped
      host = table
      for (sectionIndex, section) in spec.sections.enumerated() {
        for (rowIndex, row) in section.rows.enumerated() {
          for input in row.inputs {
            rows[input.id] = RowPath(section: sectionIndex, row: rowIndex)
          }
        }
      }
    }
    tableInputs = rows
    host.contentInsetAdjustmentBehavior = scenario.insetAdjustment
    host.isInNavigationController = scenario.isInNavigationController
    host.keyboardDismissMode = scenario.keyboardDismissMode
    host.semanticContentDirection = scenario.layoutDirection
    host.isFlippedVertically = scenario.isFlippedVertically
    host.contentInset = scenario.contentInset
    host.verticalScrollIndicatorInsets = scenario.indicatorInsets
    window.addSubview(host)
    host.contentOffset = scenario.contentOffset ?? host.restingContentOffset
    for input in scenario.inputs {
      let view: any HeadlessInput =
        if let spec = input.textView {
          Self.textView(id: input.id, frame: input.frame, spec: spec)
        } else {
          Self.textField(input)
        }
      host.addSubview(view)
      fields[input.id] = view
    }
    inputs = fields
    inputOrder = fields.keys.count == scenario.inputs.count ? scenario.inputs.map(\.id) : ["text"]
    innerHosts = scenario.inputs.filter(\.isHost).compactMap { input in
      (fields[input.id] as? HeadlessTextView).map { (input.id, $0) }
    }
    settings = scenario.settings
    // The settings are the application's in the app-wide mode, the host's otherwise (L9).
    if scenario.isAutomatic {
      scenario.applySettings(to: screen.keyboard)
    } else {
      scenario.applySettings(to: host.keyboard)
    }
    // A keyboard up before the library's first use, which no notification announced: the
    // engine reads the window's keyboard layout guide in the app's first layout pass, which
    // runs before the first step (rule L2).
    screen.systemKeyboardFrame = scenario.keyboardAtStart
    // Inner hosts are enabled first, so that the observer's registration order, as UIKit's
    // notification center keeps it, serves them first: the engine must not rely on it (F8).
    for (_, inner) in innerHosts {
      inner.keyboard.margin = settings.margin
      inner.keyboard.extraSpacing = settings.extraSpacing
      inner.keyboard.enable()
    }
    if scenario.isAutomatic { screen.keyboard.enableEverywhere() } else { host.keyboard.enable() }
    if let moved = scenario.frameWithKeyboard { host.movesForKeyboard(to: moved) }
    if scenario.keyboardAtStart != nil { window.layoutIfNeeded() }
    // Each text view's delegate forwards selection moves, as an app does (rule F5).
    for textView in [host] + host.subviews {
      (textView as? HeadlessTextView)?.didChangeSelection = { [host] in
        host.keyboard.inputDidChangeSelection($0)
      }
    }
  }

  private static func textField(_ input: Scenario.Input) -> HeadlessTextField {
    let field = HeadlessTextField(identifier: input.id, frame: input.frame)
    field.returnKeyType = input.returnKeyType
    return field
  }

  /// A text view of a scenario's input or `"text"` host (rules F2, F5).
  static func textView(id: String, frame: CGRect, spec: Scenario.TextViewSpec)
    -> HeadlessTextView
  {
    let view = HeadlessTextView(identifier: id, frame: frame, text: spec.text, font: spec.font)
    view.textContainerInset = spec.textContainerInset
    view.isScrollEnabled = !spec.isGrowing
    return view
  }
}
