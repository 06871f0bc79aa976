import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// A screen scenario's window and view controller whose view does not scroll, served by the
/// app-wide mode through its safe area (rule L10).
///
/// The app-wide mode is on from the start: a screen is served by it alone. The view
/// controller is the window's root; its view has the host's frame, and its inputs (text
/// fields, and text views that scroll their own text unless `"scrolls": false`, rule L7) sit
/// in its content, which follows the safe area's bottom or not (`"followsSafeArea"`). An
/// input `"inAccessoryView"` sits in the keyboard's own window, under a system controller. A
/// keyboard up at the start (`"keyboardAtStart"`) is read from the window's keyboard layout
/// guide once the screen serves an input, in the layout pass of that step (rule L2).
@MainActor
final class ScreenReplayWorld: FieldReplayWorld {
  let device: ReplayDevice
  let controller: HeadlessViewController
  let inputs: [String: any HeadlessInput]
  /// The text views among the inputs, in the scenario's order.
  private let textViews: [HeadlessTextView]
  /// The keyboard's own window, which shows accessory views.
  private let keyboardWindow: HeadlessWindow
  private let margin: CGFloat

  init(scenario: Scenario, spec: Scenario.ScreenSpec) {
    margin = scenario.settings.margin
    device = ReplayDevice(scenario: scenario)
    let screen = device.screen
    controller = HeadlessViewController(
      frame: scenario.hostFrame, followsSafeArea: spec.followsSafeArea)
    controller.show(in: device.window)
    keyboardWindow = HeadlessWindow(screen: screen, frame: scenario.windowFrame)
    keyboardWindow.isOwnedBySystem = true
    let inputWindowController = HeadlessViewController(
      frame: CGRect(origin: .zero, size: scenario.windowFrame.size))
    inputWindowController.isOwnedBySystem = true
    inputWindowController.show(in: keyboardWindow)
    var fields: [String: any HeadlessInput] = [:]
    var textViews: [HeadlessTextView] = []
    for input in scenario.inputs {
      let view: any HeadlessInput
      if let textSpec = input.textView {
        let textView = ReplayWorld.textView(id: input.id, frame: input.frame, spec: textSpec)
        // Its delegate forwards selection moves to its own host, as an app does (rule F5).
        textView.didChangeSelection = { $0.keyboard.inputDidChangeSelection($0) }
        textViews.append(textView)
        view = textView
      } else {
        let field = HeadlessTextField(identifier: input.id, frame: input.frame)
        field.returnKeyType = input.returnKeyType
        view = field
      }
      let parent = input.isInAccessoryView ? inputWindowController : controller
      parent.view.content.addSubview(view)
      fields[input.id] = view
    }
    inputs = fields
    self.textViews = textViews
    scenario.applySettings(to: screen.keyboard)
    screen.systemKeyboardFrame = scenario.keyboardAtStart
    screen.keyboard.enableEverywhere()
    screen.runMainQueue()
  }

  func run(_ step: ScenarioStep, index: Int) throws -> StepOutput {
    controller.recorder = HostRecorder()
    try screen.runStep {
      guard !performFieldStep(step) else { return screen.runMainQueue() }
      switch step {
      case .focus, .blur, .keyboard, .setWindowFrame, .setSafeArea:
        // Taken by performFieldStep, above.
        break
      case .setHostFrame(let frame): controller.view.frame = frame
      case .setAdditionalSafeArea(let insets): controller.additionalSafeAreaInsets = insets
      case .enable(let isOn): controller.keyboard.isScreenAvoidanceEnabled = isOn
      case .removeFromWindow: controller.view.removeFromSuperview()
      case .addToWindow: window.addSubview(controller.view)
      // Steps that mean something without scrolling (rules T2, F6, F5).
      case .tap(let point): window.tap(at: point)
      case .returnKey: (screen.firstResponder as? HeadlessTextField)?.pressReturn()
      case .type(let text): try focusedTextView(index, key: "type").type(text)
      case .select(let range): try selectableTextView(index, among: textViews).select(range)
      case .deleteBackward(let count):
        try focusedTextView(index, key: "deleteBackward").deleteBackward(count)
      case .setContentInset, .focusPrevious, .scroll, .touch, .drag, .decelerate,
        .dragKeyboardTo:
        throw ScenarioError(
          location: "step \(index)", key: "\(step.key)", reason: "not available for a screen host")
      }
      // A step is one turn of the run loop: its layout pass runs before the state is read.
      screen.runMainQueue()
    }
    return output(step: index)
  }

  /// The view's untransformed frame in screen space, or `nil` outside a window.
  var viewFrameInScreen: CGRect? {
    controller.screenSnapshot(focusedInput: nil).viewFrameInScreen
  }

  /// The focused input when it is in the screen's view.
  var focusedInput: (any HeadlessInput)? {
    (screen.firstResponder as? any HeadlessInput).flatMap { input in
      input.isDescendant(of: controller.view) ? input : nil
    }
  }

  private func output(step: Int) -> StepOutput {
    let frame = viewFrameInScreen
    let overlap = keyboardOverlap(ofFrameInScreen: frame)
    let focused = focusedInput
    let lift = controller.engineLift
    let target = focused.flatMap(focusRect).map { rect in
      // rule F2: the margin never reaches past the view.
      let top = max(rect.minY - margin, min(rect.minY, 0))
      let bottom = ScreenPlan.targetMaxY(
        inputMaxY: rect.maxY, margin: margin, viewHeight: controller.view.bounds.height)
      return CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top)
    }
    return StepOutput(
      step: step, contentInset: nil, indicatorInsets: nil, adjustedContentInset: nil,
      contentOffset: nil, overlap: overlap, target: target,
      targetVisible: target.map { isVisible($0, viewFrame: frame, lift: lift) },
      animation: controller.recorder.writes > 0 ? controller.recorder.animations.last : nil,
      writes: controller.recorder.writes, caret: nil, focused: focused?.identifier,
      visibleRows: nil, constant: nil, innerHosts: nil,
      additionalSafeAreaInsets: controller.additionalSafeAreaInsets, lift: lift)
  }

  /// The focused input's rect in the view (rule F2): a text view's caret, where its own
  /// scroll puts it, clamped into the text view's frame; any other input's bounds.
  private func focusRect(_ input: any HeadlessInput) -> CGRect? {
    guard let rect = input.convert(input.bounds, toAncestor: controller.view) else { return nil }
    guard let textView = input as? HeadlessTextView,
      let caret = textView.convert(textView.caretRect, toAncestor: controller.view)
    else { return rect }
    let top = min(max(caret.minY, rect.minY), rect.maxY - min(caret.height, rect.height))
    return CGRect(x: caret.minX, y: top, width: caret.width, height: min(caret.height, rect.height))
  }

  /// Whether the target, moved up with the view by the lift, clears a docked keyboard's top
  /// (rule A2's tolerance); without a docked keyboard, it does.
  private func isVisible(_ target: CGRect, viewFrame: CGRect?, lift: CGFloat) -> Bool {
    guard let viewFrame, let event = screen.keyboardObserver.lastEvent,
      let keyboard = event.endFrame, Docking.isDocked(event, screenBounds: screen.bounds)
    else { return true }
    return !LengthTolerance.isLess(keyboard.minY, viewFrame.minY + target.maxY - lift)
  }
}

extension ScreenReplayWorld {
  /// One replayed step as an SVG picture in screen space: the screen, the window, the view
  /// where the lift moved it, its inputs, and the keyboard.
  func picture(of step: SVGStepPicture) -> String {
    let output = step.output
    return step.render(
      of: self,
      view: viewFrameInScreen.map {
        .init(
          name: "screen", frame: $0.offsetBy(dx: 0, dy: -controller.engineLift),
          meaning: "the screen's view")
      },
      hostLines: [
        "additional bottom \(output.additionalSafeAreaInsets.map { StepOutput.number($0.bottom) } ?? "-")",
        "lift \(output.lift.map(StepOutput.number) ?? "-")",
      ],
      frameInView: { $0.convert($0.bounds, toAncestor: self.controller.view) })
  }
}
