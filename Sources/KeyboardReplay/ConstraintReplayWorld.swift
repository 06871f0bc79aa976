import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless

/// A constraint scenario's screen, window, view and following constraint (rules C1, C2).
@MainActor
final class ConstraintReplayWorld: FieldReplayWorld {
  let device: ReplayDevice
  let view: HeadlessView
  let constraint: HeadlessLayoutConstraint
  let inputs: [String: any HeadlessInput]
  private let spec: Scenario.ConstraintSpec
  private let margin: CGFloat

  init(scenario: Scenario, spec: Scenario.ConstraintSpec) {
    self.spec = spec
    margin = scenario.settings.margin
    device = ReplayDevice(scenario: scenario)
    view = HeadlessView(frame: spec.viewFrame)
    device.window.addSubview(view)
    // The inputs sit in a form whose bottom the constraint pins: at the base constant the
    // form starts at the view's top, so input frames read in the view's coordinates; Auto
    // Layout moves it, and the inputs with it, when the constant changes (rule C2).
    let kept = spec.isSafeAreaAware ? view.safeAreaInsets.bottom : 0
    let distance = spec.isItemFirst ? -spec.constant : spec.constant
    let form = HeadlessView(
      frame: CGRect(
        x: 0, y: 0, width: spec.viewFrame.width,
        height: max(0, spec.viewFrame.height - kept - distance)))
    view.addSubview(form)
    var fields: [String: any HeadlessInput] = [:]
    for input in scenario.inputs {
      let field = HeadlessTextField(identifier: input.id, frame: input.frame)
      form.addSubview(field)
      fields[input.id] = field
    }
    inputs = fields
    constraint = HeadlessLayoutConstraint(
      view: view, constant: spec.constant, isSafeAreaAware: spec.isSafeAreaAware, item: form)
    constraint.isItemFirst = spec.isItemFirst
    constraint.keyboard.margin = margin
    // The app-wide mode enables scroll views only: a constraint follows when told to
    // (rule L7), so with it on the constraint starts still, as the app left it.
    if scenario.isAutomatic {
      screen.keyboard.enableEverywhere()
    } else {
      constraint.keyboard.follow(mode: spec.mode)
    }
  }

  /// A 44 pt item across the view, 16 pt in from its sides, whose bottom sits where the
  /// constant puts it: the distance above the view's bottom (or its safe area's), the
  /// constant's negative when the constraint is written item first (rule C1).
  func pinnedItemFrame(in viewFrame: CGRect) -> CGRect {
    let kept = spec.isSafeAreaAware ? view.safeAreaInsets.bottom : 0
    let distance = spec.isItemFirst ? -constraint.constant : constraint.constant
    let bottom = viewFrame.maxY - kept - distance
    return CGRect(x: viewFrame.minX + 16, y: bottom - 44, width: viewFrame.width - 32, height: 44)
  }

  func run(_ step: ScenarioStep, index: Int) throws -> StepOutput {
    constraint.recorder = HostRecorder()
    try screen.runStep { try perform(step, index: index) }
    // The step's turn ends with the main queue, where the look after UIKit has acted on an
    // animated will runs (rule K1): once UIKit is idle nothing is left waiting (rule O1).
    screen.runMainQueue()
    return output(step: index)
  }

  private func perform(_ step: ScenarioStep, index: Int) throws {
    guard !performFieldStep(step) else { return }
    switch step {
    case .focus, .blur, .keyboard, .setWindowFrame, .setSafeArea:
      // Taken by performFieldStep, above.
      break
    case .setHostFrame(let frame): view.frame = frame
    case .enable(let isOn):
      if isOn {
        constraint.keyboard.follow(mode: spec.mode)
      } else {
        constraint.keyboard.stopFollowing()
      }
    case .removeFromWindow: view.removeFromSuperview()
    case .addToWindow: window.addSubview(view)
    case .setContentInset, .type, .select, .deleteBackward, .returnKey, .focusPrevious, .scroll,
      .touch, .drag, .decelerate, .dragKeyboardTo, .tap, .setAdditionalSafeArea:
      throw ScenarioError(
        location: "step \(index)", key: "\(step.key)", reason: "not available for a constraint host"
      )
    }
  }

  private func output(step: Int) -> StepOutput {
    let frame = constraint.constraintSnapshot(focusedInput: nil).viewFrameInScreen
    let overlap = keyboardOverlap(ofFrameInScreen: frame)
    let focused = (screen.firstResponder as? HeadlessTextField).flatMap { field in
      field.isDescendant(of: view) ? field : nil
    }
    let target = focused.map { field in
      CGRect(
        x: field.frame.minX, y: field.frame.minY - margin, width: field.frame.width,
        height: field.frame.height + 2 * margin)
    }
    return StepOutput(
      step: step, contentInset: nil, indicatorInsets: nil, adjustedContentInset: nil,
      contentOffset: nil, overlap: overlap, target: target,
      targetVisible: target.map { isVisible($0, viewFrame: frame) },
      animation: constraint.recorder.writes > 0 ? constraint.recorder.animations.last : nil,
      writes: constraint.recorder.writes, caret: nil, focused: focused?.identifier,
      visibleRows: nil, constant: constraint.constant)
  }

  /// Whether the target, lifted with the content by the constant's move, clears the
  /// keyboard's top (in the view's coordinates); without a docked keyboard, it does.
  private func isVisible(_ target: CGRect, viewFrame: CGRect?) -> Bool {
    guard let viewFrame, let event = screen.keyboardObserver.lastEvent,
      let keyboard = event.endFrame,
      Docking.isDocked(event, screenBounds: screen.bounds)
    else { return true }
    let lift = constraint.constant - spec.constant
    return target.maxY - lift <= keyboard.minY - viewFrame.minY
  }
}
