public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless

/// The host of a random world.
public enum RandomHostKind: String, CaseIterable, Sendable {
  /// A scroll view with text fields.
  case scroll
  /// A table whose rows of 44 pt hold the inputs, in cells that are reused.
  case table
  /// A scroll view with a growing text view (the first input) and text fields.
  case textEditor
}

/// The fixed parts of a random world: device, host layout and inputs.
public struct RandomWorldConfig: Sendable, CustomStringConvertible {
  /// The device preset whose screen, safe area and keyboard frames are used.
  public var preset: DevicePreset
  /// The host's adjustment behaviour.
  public var adjustment: ContentInsetAdjustment
  /// The host's content height.
  public var contentHeight: CGFloat
  /// Input frames in content coordinates; they keep a margin's room inside the content.
  public var inputFrames: [CGRect]
  /// Extra spacing setting.
  public var extraSpacing: CGFloat
  /// What kind of host the world has.
  public var hostKind: RandomHostKind
  /// The frame, in the window, of the view that owns the pinned bottom constraint.
  public var pinViewFrame: CGRect
  /// The pin's constant as the app first sets it.
  public var pinBase: CGFloat
  /// Whether the pin is measured from the safe area's bottom.
  public var pinKeepsSafeArea: Bool

  /// A random configuration.
  public static func random(using rng: inout SeededGenerator) -> RandomWorldConfig {
    let preset = DevicePreset.allCases.randomElement(using: &rng) ?? .iPhone15Portrait
    let height = CGFloat(Int.random(in: 300...3000, using: &rng))
    let count = Int.random(in: 1...5, using: &rng)
    let inputs = (0..<count).map { _ -> CGRect in
      let inputHeight = CGFloat(Int.random(in: 30...60, using: &rng))
      let y = CGFloat(Int.random(in: 16...max(16, Int(height - inputHeight - 16)), using: &rng))
      return CGRect(x: 16, y: y, width: 200, height: inputHeight)
    }
    return RandomWorldConfig(
      preset: preset,
      adjustment: ContentInsetAdjustment.allCases.randomElement(using: &rng) ?? .automatic,
      contentHeight: height, inputFrames: inputs,
      extraSpacing: Bool.random(using: &rng) ? 0 : 12,
      hostKind: RandomHostKind.allCases.randomElement(using: &rng) ?? .scroll,
      pinViewFrame: randomPinViewFrame(screen: preset.screenSize, using: &rng),
      pinBase: CGFloat(Int.random(in: 0...40, using: &rng)),
      pinKeepsSafeArea: Bool.random(using: &rng))
  }

  /// The whole screen, or a sheet somewhere on it (a form sheet, a split view's side).
  public static func randomPinViewFrame(screen: CGSize, using rng: inout SeededGenerator)
    -> CGRect
  {
    if Bool.random(using: &rng) { return CGRect(origin: .zero, size: screen) }
    let width = CGFloat(Int.random(in: Int(screen.width / 2)...Int(screen.width), using: &rng))
    let height = CGFloat(Int.random(in: Int(screen.height / 2)...Int(screen.height), using: &rng))
    let x = CGFloat(Int.random(in: 0...Int(screen.width - width), using: &rng))
    let y = CGFloat(Int.random(in: 0...Int(screen.height - height), using: &rng))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// A one-line summary.
  public var description: String {
    "\(hostKind) host, \(preset), \(adjustment), content \(contentHeight), inputs \(inputFrames.map(\.minY)), extra \(extraSpacing), pin \(pinBase) in \(pinViewFrame)\(pinKeepsSafeArea ? " above the safe area" : "")"
  }
}

/// A headless screen with one host whose actions are applied step by step, and the
/// oracle state a test needs: the app's own insets and whether avoidance is on.
@MainActor
public final class RandomWorld {
  /// The configuration.
  public let config: RandomWorldConfig
  /// The screen.
  public let screen: HeadlessScreen
  /// The window.
  public let window: HeadlessWindow
  /// The keyboard.
  public let keyboard: KeyboardSimulator
  /// The current host.
  public private(set) var host: HeadlessScrollView
  /// The current host's inputs (a table's live in its cells).
  public private(set) var inputs: [any HeadlessInput] = []
  /// A table host's rows with inputs.
  private var tableInputRows: [Int] = []
  /// Whether the user scrolled since the engine last revealed the focused input: until it
  /// reveals again, the input may rightly be out of view.
  public private(set) var userScrolledSinceReveal = false
  /// The app's own content inset, as it last wrote it (SPEC I2's base).
  public private(set) var userInset: EdgeInsets = .zero
  /// Whether the app has avoidance enabled.
  public private(set) var isEnabled = true
  /// Whether the app wrote an inset, or moved the host while avoidance was off, and the
  /// engine has not re-evaluated since: until it does, the app's own change stands, as in
  /// UIKit, and only (c) and (f) apply.
  public private(set) var hasUnseenUserWrite = false
  /// Weak references to released hosts and their engines (SPEC L4).
  public private(set) var releasedHosts: [WeakBox] = []
  /// The view that owns the pin: a sibling of the host in the window.
  public let pinView: HeadlessView
  /// A bottom constraint in ``pinView`` that follows the keyboard (SPEC C1).
  public let pin: HeadlessLayoutConstraint
  /// The pin's constant as the app last wrote it, once the engine has seen it (C1's base).
  public private(set) var pinBase: CGFloat
  /// Whether the app has the pin follow the keyboard.
  public private(set) var isPinFollowing = true
  /// Whether the app wrote the pin's constant and the engine has not looked since.
  public private(set) var pinHasUnseenWrite = false
  /// The constant right after the engine last looked: a different one at its next look is
  /// the app's (the rule SPEC I2 gives insets, which the constraint engine follows too).
  private var pinValueAtLastLook: CGFloat
  /// A bar pinned in the window that moves only when the focused input would be covered
  /// (SPEC C2), above whatever the host does.
  public let bar: HeadlessLayoutConstraint
  /// The bar's constant SPEC C2 gives, computed from the model right after the bar's
  /// engine last looked (a keyboard event, a window change, an input beginning to edit):
  /// it holds until the next look, however the input moves in between.
  public private(set) var expectedBar: CGFloat
  /// Begin-editing notifications seen on the screen.
  private let beginEditingCounter = BeginEditingCounter()

  /// A weak reference.
  public final class WeakBox {
    /// The referenced object, `nil` once released.
    public weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }

  /// Builds the world and enables avoidance.
  public init(config: RandomWorldConfig) {
    self.config = config
    screen = HeadlessScreen(size: config.preset.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: config.preset.screenSize),
      safeAreaInsets: config.preset.safeArea)
    keyboard = KeyboardSimulator(screen: screen)
    pinView = HeadlessView(frame: config.pinViewFrame)
    window.addSubview(pinView)
    pin = HeadlessLayoutConstraint(
      view: pinView, constant: config.pinBase, isSafeAreaAware: config.pinKeepsSafeArea)
    pinBase = config.pinBase
    pinValueAtLastLook = config.pinBase
    bar = HeadlessLayoutConstraint(view: window, constant: 8, isSafeAreaAware: true)
    expectedBar = 8
    host = HeadlessScrollView(frame: .zero)
    host = makeHost()
    pin.keyboard.follow()
    bar.keyboard.follow(mode: .whenCovered)
    let counter = beginEditingCounter
    for name in EditingNotificationName.allCases where name.isBegin {
      // The screen's center dies with the world, and the block holds only the counter.
      _ = screen.notificationCenter.addObserver(
        forName: name.notificationName, object: nil, queue: nil
      ) { _ in MainActor.assumeIsolated { counter.count += 1 } }
    }
  }

  /// SPEC C2 for the bar, from the model: the window's overlap beyond its safe area, and
  /// the focused input's bottom plus 16 against the keyboard's top, both in the window.
  private func barConstantFromModel() -> CGFloat {
    let observer = screen.keyboardObserver
    let inScreen = window.frame
    let overlap = Overlap(
      event: observer.lastEvent, hostFrame: inScreen, screenBounds: screen.bounds
    ).height
    let base: CGFloat = 8
    let always = base + max(0, overlap - window.windowSafeAreaInsets.bottom)
    guard overlap > 0, let keyboard = observer.lastEvent?.endFrame,
      let input = observer.focusedInput as? HeadlessView,
      let inputFrame = input.convert(input.bounds, toAncestor: window)
    else { return base }
    let needed = max(0, inputFrame.maxY + 16 - (keyboard.minY - inScreen.minY))
    return base + min(always - base, needed)
  }

  private func makeHost() -> HeadlessScrollView {
    let size = config.preset.screenSize
    let frame = CGRect(origin: .zero, size: size)
    let host: HeadlessScrollView
    switch config.hostKind {
    case .table:
      let rows = max(1, Int(config.contentHeight / 44))
      let inputRows = Set(config.inputFrames.map { min(rows - 1, Int($0.minY / 44)) })
      let field = CGRect(x: 120, y: 6, width: 200, height: 32)
      host = HeadlessTableView(
        frame: frame,
        sections: [
          SectionSpec(
            rows: (0..<rows).map { row in
              RowSpec(
                height: 44,
                input: inputRows.contains(row) ? .init(id: "row\(row)", frame: field) : nil)
            })
        ])
      tableInputRows = inputRows.sorted()
    case .scroll, .textEditor:
      host = HeadlessScrollView(
        frame: frame, contentSize: CGSize(width: size.width, height: config.contentHeight))
      tableInputRows = []
    }
    host.contentInsetAdjustmentBehavior = config.adjustment
    host.contentInset = userInset
    window.addSubview(host)
    host.contentOffset = host.restingContentOffset
    inputs =
      config.hostKind == .table
      ? []
      : config.inputFrames.enumerated().map { index, frame in
        let input: any HeadlessInput
        if config.hostKind == .textEditor && index == 0 {
          let textView = HeadlessTextView(identifier: "input0", frame: frame)
          textView.isScrollEnabled = false
          input = textView
        } else {
          input = HeadlessTextField(identifier: "input\(index)", frame: frame)
        }
        host.addSubview(input)
        return input
      }
    host.keyboard.extraSpacing = config.extraSpacing
    if isEnabled { host.keyboard.enable() }
    return host
  }

  /// The input at an index: a field or text view, or a table row's field when its cell
  /// exists.
  private func input(at index: Int) -> (any HeadlessInput)? {
    if let table = host as? HeadlessTableView {
      guard !tableInputRows.isEmpty else { return nil }
      let row = tableInputRows[index % tableInputRows.count]
      return table.cellForRow(at: RowPath(section: 0, row: row))?.textField
    }
    return inputs.indices.contains(index) ? inputs[index] : nil
  }

  /// Whether the last keyboard event left the keyboard docked.
  var isKeyboardDocked: Bool {
    guard let event = screen.keyboardObserver.lastEvent else { return false }
    return Docking.isDocked(event, screenBounds: screen.bounds)
  }

  /// Whether the pin's engine looks at the constraint during `action`: a keyboard event it
  /// accepts, a move of its view, or a call of the app's.
  private func pinEngineLooks(during action: RandomAction) -> Bool {
    switch action {
    case .keyboard(let name, let endFrame, _, _): return name.isHide || endFrame != nil
    case .malformed(let name, _): return name.isHide
    case .setWindow(let frame, let safeArea):
      return window.frame != frame || window.windowSafeAreaInsets != safeArea
    case .rotate, .followPin: return true
    case .setPinViewFrame(let frame): return pinView.frame != frame
    default: return false
    }
  }

  /// Applies an action; returns the engine's records for that step: the host's and the
  /// pin's.
  @discardableResult
  public func perform(_ action: RandomAction) -> (
    host: HostRecorder, pin: HostRecorder, bar: HostRecorder
  ) {
    pin.recorder = HostRecorder()
    bar.recorder = HostRecorder()
    let pinLooks = isPinFollowing && pinEngineLooks(during: action)
    let barLooks = barEngineLooks(during: action)
    let beginsBefore = beginEditingCounter.count
    if pinLooks && pin.constant != pinValueAtLastLook { pinBase = pin.constant }
    performOnHost(action)
    if pinLooks {
      pinHasUnseenWrite = false
      pinValueAtLastLook = pin.constant
    }
    let inputBegan = beginEditingCounter.count != beginsBefore
    if barLooks || (inputBegan && screen.keyboardObserver.lastEvent != nil) {
      expectedBar = barConstantFromModel()
    }
    return (host.recorder, pin.recorder, bar.recorder)
  }

  /// Whether the bar's engine looks during `action` for a reason other than an input
  /// beginning to edit: a keyboard event it accepts, or a change of its window.
  private func barEngineLooks(during action: RandomAction) -> Bool {
    switch action {
    case .keyboard(let name, let endFrame, _, _): return name.isHide || endFrame != nil
    case .malformed(let name, _): return name.isHide
    case .setWindow(let frame, let safeArea):
      return window.frame != frame || window.windowSafeAreaInsets != safeArea
    case .rotate: return true
    default: return false
    }
  }

  private func performOnHost(_ action: RandomAction) {
    host.recorder = HostRecorder()
    switch action {
    case .keyboard(let name, let endFrame, let timing, let isLocal):
      keyboard.post(KeyboardEvent(name: name, endFrame: endFrame, timing: timing, isLocal: isLocal))
      if name.isHide || endFrame != nil { userScrolledSinceReveal = false }
      // A show or frame change without a frame is ignored (K3): the engine sees nothing.
      if isEnabled && (name.isHide || endFrame != nil) { hasUnseenUserWrite = false }
    case .malformed(let name, let kind):
      keyboard.post(name, userInfo: kind.userInfo)
      if isEnabled && name.isHide { hasUnseenUserWrite = false }
    case .focus(let index):
      let before = screen.firstResponder
      input(at: index)?.becomeFirstResponder()
      if screen.firstResponder !== before { userScrolledSinceReveal = false }
    case .blur:
      (screen.firstResponder as? any HeadlessInput)?.resignFirstResponder()
    case .type(let text):
      if let textView = screen.firstResponder as? HeadlessTextView {
        textView.type(text)
        userScrolledSinceReveal = false
      }
    case .returnKey:
      if let field = screen.firstResponder as? HeadlessTextField {
        field.pressReturn()
        // Only a move to another field reveals; Return without navigation does nothing.
        if screen.firstResponder !== field { userScrolledSinceReveal = false }
      }
    case .userScroll(let fraction):
      let adjusted = host.adjustedContentInset
      let solver = ScrollSolver(
        boundsSize: host.bounds.size, contentSize: host.contentSize, adjustedInset: adjusted)
      let low = -adjusted.top
      host.contentOffset = CGPoint(
        x: host.contentOffset.x, y: low + (solver.maxOffsetY - low) * fraction)
      userScrolledSinceReveal = true
    case .setWindow(let frame, let safeArea):
      // An unchanged frame or safe area notifies nobody, as in UIKit.
      let changed = window.frame != frame || window.windowSafeAreaInsets != safeArea
      window.frame = frame
      window.windowSafeAreaInsets = safeArea
      if changed { hasUnseenUserWrite = !isEnabled }
    case .rotate:
      let size = screen.bounds.size
      let safe = window.windowSafeAreaInsets
      let turned = CGSize(width: size.height, height: size.width)
      // The host first, as autoresizing would: the window's changes that follow then
      // reach every engine with the host already in place.
      host.frame = CGRect(origin: .zero, size: turned)
      screen.setSize(turned)
      window.frame = screen.bounds
      window.windowSafeAreaInsets = EdgeInsets(
        top: safe.right, left: safe.top, bottom: safe.left, right: safe.bottom)
      hasUnseenUserWrite = !isEnabled
    case .setHostFrame(let frame):
      let changed = host.frame != frame
      host.frame = frame
      if changed { hasUnseenUserWrite = !isEnabled }
    case .setContentInset(let insets):
      // SPEC I2 detects an app's write only when it differs from what the engine last
      // wrote: a write of exactly that value is invisible, and the base stays (a known
      // limit of I2, noted on the issue).
      if insets != host.contentInset || !isEnabled || host.window == nil {
        userInset = insets
      }
      host.contentInset = insets
      hasUnseenUserWrite = true
    case .enable(let isOn):
      if isOn { host.keyboard.enable() } else { host.keyboard.disable() }
      if isOn && !isEnabled && isKeyboardDocked { hasUnseenUserWrite = false }
      isEnabled = isOn
    case .removeFromWindow:
      if host.window != nil && !isEnabled { hasUnseenUserWrite = true }
      host.removeFromSuperview()
    case .addToWindow:
      if host.window == nil { hasUnseenUserWrite = !isEnabled }
      window.addSubview(host)
    case .replaceHost:
      let old = host
      releasedHosts.append(WeakBox(old))
      old.removeFromSuperview()
      host = makeHost()
      hasUnseenUserWrite = false
      userScrolledSinceReveal = false
    case .setPinConstant(let constant):
      pin.constant = constant
      if isPinFollowing { pinHasUnseenWrite = true } else { pinBase = constant }
    case .followPin(let isOn):
      if isOn {
        pin.keyboard.follow()
        pinValueAtLastLook = pin.constant
      } else {
        pin.keyboard.stopFollowing()
      }
      isPinFollowing = isOn
    case .setPinViewFrame(let frame):
      pinView.frame = frame
    }
  }
}

/// Counts begin-editing notifications for a world.
@MainActor
final class BeginEditingCounter {
  var count = 0
}
