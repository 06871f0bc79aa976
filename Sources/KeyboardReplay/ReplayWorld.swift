package import Foundation
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
  private(set) var appContentInset: EdgeInsets
  /// The step after which a `decelerate` step's deceleration ends, or `nil`.
  private var decelerationEndsAfterStep: Int?

  /// Builds the world and enables the engine on the host.
  package init(scenario: Scenario) {
    appContentInset = scenario.contentInset
    screen = HeadlessScreen(size: scenario.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: scenario.windowFrame, safeAreaInsets: scenario.windowSafeArea)
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
    keyboard = HeadlessKeyboard(screen: screen)
    settings = scenario.settings
    // The settings are the application's in the app-wide mode, the host's otherwise (L9).
    if scenario.isAutomatic {
      screen.keyboard.margin = settings.margin
      screen.keyboard.extraSpacing = settings.extraSpacing
      screen.keyboard.showsToolbar = scenario.showsToolbar
      screen.keyboard.endsEditingOnTap = scenario.endsEditingOnTap
      if let returnKeyNavigation = scenario.returnKeyNavigation {
        screen.keyboard.isReturnKeyNavigationEnabled = returnKeyNavigation
      }
    } else {
      host.keyboard.margin = settings.margin
      host.keyboard.extraSpacing = settings.extraSpacing
      host.keyboard.showsToolbar = scenario.showsToolbar
      host.keyboard.endsEditingOnTap = scenario.endsEditingOnTap
      if let returnKeyNavigation = scenario.returnKeyNavigation {
        host.keyboard.isReturnKeyNavigationEnabled = returnKeyNavigation
      }
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

  /// An SVG picture of the world after a step.
  func picture(of step: SVGStepPicture) -> String {
    SVGRenderer(world: self, picture: step).render()
  }

  /// Runs one step and reports the host's state after it.
  ///
  /// The step is one step of the screen (``HeadlessScreen/runStep(_:)``): a table's
  /// animated scroll is in flight during it and reaches its end after it, before the state
  /// is reported (rule A1).
  func run(_ step: ScenarioStep, index: Int) throws -> StepOutput {
    host.recorder = HostRecorder()
    for (_, inner) in innerHosts { inner.recorder = HostRecorder() }
    try screen.runStep { try perform(step, index: index) }
    // A deceleration goes on through the step after the one that began it (rule F4).
    if let end = decelerationEndsAfterStep, index >= end {
      host.isDecelerating = false
      decelerationEndsAfterStep = nil
    }
    return output(step: index)
  }

  /// What one step does to the model.
  private func perform(_ step: ScenarioStep, index: Int) throws {
    switch step {
    case .focus(let id):
      try focus(id, index: index)
    case .blur:
      (screen.firstResponder as? any HeadlessInput)?.resignFirstResponder()
    case .keyboard(let name, let userInfo, let object):
      keyboard.post(name, userInfo: userInfo, object: object)
    case .setContentInset(let insets):
      host.contentInset = insets
      appContentInset = insets
    case .setWindowFrame(let frame):
      window.frame = frame
    case .setSafeArea(let insets):
      window.windowSafeAreaInsets = insets
    case .setHostFrame(let frame):
      host.frame = frame
    case .enable(let isOn):
      if isOn { host.keyboard.enable() } else { host.keyboard.disable() }
    case .removeFromWindow:
      host.removeFromSuperview()
    case .addToWindow:
      window.addSubview(host)
    case .type(let text):
      try focusedTextView(index, key: "type").type(text)
    case .select(let range):
      try selectableTextView(
        index, among: inputOrder.compactMap { inputs[$0] as? HeadlessTextView }
      ).select(range)
    case .deleteBackward(let count):
      try focusedTextView(index, key: "deleteBackward").deleteBackward(count)
    case .returnKey:
      (focusedInput as? HeadlessTextField)?.pressReturn()
    case .focusPrevious:
      host.keyboard.focusPrevious()
    case .scroll(let offset):
      host.contentOffset = offset
    case .touch(let isDown):
      host.isTracking = isDown
    case .drag(let began):
      if began { host.beginUserDrag() } else { host.endUserDrag() }
    case .decelerate:
      // The finger lifts with speed: the content goes on moving until the next step.
      if host.isDragging {
        host.endUserDrag(decelerating: true)
      } else {
        host.isTracking = false
        host.isDecelerating = true
      }
      decelerationEndsAfterStep = index + 1
    case .dragKeyboardTo(let top):
      keyboard.dragKeyboardTop(to: top)
    case .tap(let point):
      tap(at: point)
    case .setAdditionalSafeArea:
      throw ScenarioError(
        location: "step \(index)", key: "setAdditionalSafeArea",
        reason: "only a \"screen\" host has a view controller")
    }
    // A step is one turn of the app's run loop: what waits for the main queue runs before
    // the step's state is read (rule I5).
    screen.runMainQueue()
  }

  /// A tap at `point`, in the window's space, as UIKit delivers it: the host gets it when it
  /// lies in the host's frame (rule T2); with the application's tap to dismiss on, a tap
  /// anywhere in the window outside an input ends editing in it (rules T2, L9).
  private func tap(at point: CGPoint) {
    window.tap(at: point)
  }

  private func focus(_ id: String, index: Int) throws {
    if let input = inputs[id] {
      input.becomeFirstResponder()
      return
    }
    guard let path = tableInputs[id], let table = host as? HeadlessRowListView else { return }
    guard let field = table.cellForRow(at: path)?.inputs.first(where: { $0.identifier == id })
    else {
      throw ScenarioError(
        location: "step \(index)", key: "focus",
        reason: "input \"\(id)\" has no cell: its row \(path) is not on screen")
    }
    field.becomeFirstResponder()
  }

  /// The host's state now, as the replay format's output record.
  package func output(step: Int) -> StepOutput {
    let target = self.target
    let band = visibleBand
    let animation = host.recorder.animations.last
    return StepOutput(
      step: step,
      contentInset: host.contentInset,
      indicatorInsets: host.verticalScrollIndicatorInsets,
      adjustedContentInset: host.adjustedContentInset,
      contentOffset: host.contentOffset,
      overlap: overlap,
      target: target,
      targetVisible: target.map { band.containsVertically($0) },
      animation: host.recorder.writes > 0 ? animation : nil,
      writes: host.recorder.writes,
      caret: caret,
      focused: focusedInput?.identifier,
      visibleRows: (host as? HeadlessRowListView)?.visibleRows.map { [$0.section, $0.row] },
      innerHosts: innerHosts.isEmpty
        ? nil
        : innerHosts.map {
          StepOutput.InnerHost(
            id: $0.id, contentInset: $0.view.contentInset, contentOffset: $0.view.contentOffset,
            writes: $0.view.recorder.writes)
        }
    )
  }

  // MARK: - Derived geometry

  /// The keyboard event the app saw last.
  package var lastEvent: KeyboardEvent? { screen.keyboardObserver.lastEvent }

  /// rule K5's overlap of the current keyboard on the host; 0 outside a window.
  ///
  /// While a user drags the keyboard, that is the dragged keyboard's, from its top edge
  /// to the screen's bottom (rule D1).
  package var overlap: CGFloat {
    guard let top = keyboard.draggedTop, let frame = host.frameInScreen else {
      return host.keyboardOverlap
    }
    return Overlap(
      event: .dragged(top: top, screenBounds: screen.bounds),
      hostFrame: frame, screenBounds: screen.bounds
    ).height
  }

  /// The focused input of this host, if any.
  package var focusedInput: (any HeadlessInput)? {
    guard let input = screen.firstResponder as? any HeadlessInput, input.isDescendant(of: host)
    else { return nil }
    return input
  }

  /// The focused text view's caret in the host's content coordinates, if a text view is
  /// focused.
  package var caret: CGRect? {
    guard let textView = focusedInput as? HeadlessTextView else { return nil }
    return textView.convert(textView.caretRect, toAncestor: host)
  }

  /// rule F2's target with margin for the focused input, in content coordinates.
  package var target: CGRect? {
    focusedInput.flatMap { host.keyboardTarget(for: $0) }
  }

  /// The visible band in content coordinates.
  package var visibleBand: VisibleBand { host.visibleBand }
}
