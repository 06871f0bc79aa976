public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless

/// A scenario's screen, window and host on the headless model, with the real engine.
@MainActor
public final class ReplayWorld {
  /// The screen.
  public let screen: HeadlessScreen
  /// The window.
  public let window: HeadlessWindow
  /// The host, with the engine enabled before the first step.
  public let host: HeadlessScrollView
  /// The keyboard.
  public let keyboard: KeyboardSimulator
  /// The host's inputs, by identifier.
  public let inputs: [String: HeadlessTextField]
  /// The input identifiers in the scenario's order.
  public let inputOrder: [String]
  private let settings: KeyboardSettings

  /// Builds the world and enables the engine on the host.
  public init(scenario: Scenario) {
    screen = HeadlessScreen(size: scenario.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: scenario.windowFrame, safeAreaInsets: scenario.windowSafeArea)
    host = HeadlessScrollView(frame: scenario.hostFrame, contentSize: scenario.contentSize)
    host.contentInsetAdjustmentBehavior = scenario.insetAdjustment
    host.isInNavigationController = scenario.isInNavigationController
    host.contentInset = scenario.contentInset
    host.verticalScrollIndicatorInsets = scenario.indicatorInsets
    window.addSubview(host)
    host.contentOffset = scenario.contentOffset ?? host.restingContentOffset
    var fields: [String: HeadlessTextField] = [:]
    for input in scenario.inputs {
      let field = HeadlessTextField(identifier: input.id, frame: input.frame)
      host.addSubview(field)
      fields[input.id] = field
    }
    inputs = fields
    inputOrder = scenario.inputs.map(\.id)
    keyboard = KeyboardSimulator(screen: screen)
    settings = scenario.settings
    host.keyboard.margin = settings.margin
    host.keyboard.extraSpacing = settings.extraSpacing
    host.keyboard.enable()
  }

  /// Runs one step and reports the host's state after it.
  func run(_ step: ScenarioStep, index: Int) -> StepOutput {
    host.recorder = HostRecorder()
    switch step {
    case .focus(let id):
      inputs[id]?.becomeFirstResponder()
    case .blur:
      (screen.firstResponder as? HeadlessTextField)?.resignFirstResponder()
    case .keyboard(let name, let userInfo):
      keyboard.post(name, userInfo: userInfo)
    case .setContentInset(let insets):
      host.contentInset = insets
    case .setWindowFrame(let frame):
      window.frame = frame
    case .setHostFrame(let frame):
      host.frame = frame
    case .enable(let isOn):
      if isOn { host.keyboard.enable() } else { host.keyboard.disable() }
    case .removeFromWindow:
      host.removeFromSuperview()
    case .addToWindow:
      window.addSubview(host)
    }
    return output(step: index)
  }

  /// The host's state now, as SPEC's output record.
  public func output(step: Int) -> StepOutput {
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
      writes: host.recorder.writes
    )
  }

  // MARK: - Derived geometry

  /// The keyboard event the app saw last.
  public var lastEvent: KeyboardEvent? { screen.keyboardObserver.lastEvent }

  /// SPEC K5's overlap of the current keyboard on the host; 0 outside a window.
  public var overlap: CGFloat {
    guard let frame = host.hostFrameInScreen else { return 0 }
    return Overlap(event: lastEvent, hostFrame: frame, screenBounds: screen.bounds).height
  }

  /// The focused input of this host, if any.
  public var focusedInput: HeadlessTextField? {
    guard let field = screen.firstResponder as? HeadlessTextField, field.isDescendant(of: host)
    else {
      return nil
    }
    return field
  }

  /// SPEC F2's target with margin for the focused input, in content coordinates.
  public var target: CGRect? {
    guard let field = focusedInput, let focus = host.focusGeometry(of: field) else { return nil }
    let adjusted = host.adjustedContentInset
    let visibleHeight = host.bounds.height - adjusted.top - adjusted.bottom
    return TargetRect.rect(for: focus, visibleHeight: visibleHeight, margin: settings.margin)
  }

  /// The visible band in content coordinates.
  public var visibleBand: VisibleBand {
    VisibleBand(
      contentOffset: host.contentOffset, boundsSize: host.bounds.size,
      adjustedInset: host.adjustedContentInset)
  }
}
