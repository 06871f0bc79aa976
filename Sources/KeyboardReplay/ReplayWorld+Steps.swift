import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless

extension ReplayWorld {
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
}
