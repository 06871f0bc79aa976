package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

/// The two constraints of a random world beside its host, and the oracle state their
/// invariants need: a pin that always clears the keyboard (rule C1) in a view of its own,
/// and a bar in the window that moves only when the focused input would be covered (C2).
@MainActor
package final class RandomConstraints {
  /// The view that owns the pin: a sibling of the host in the window.
  package let pinView: HeadlessView
  /// A bottom constraint in ``pinView`` that follows the keyboard (rule C1).
  package let pin: HeadlessLayoutConstraint
  /// The pin's constant as the app last wrote it, once the engine has seen it (C1's base).
  package private(set) var pinBase: CGFloat
  /// Whether the app has the pin follow the keyboard.
  package private(set) var isPinFollowing = true
  /// Whether the app wrote the pin's constant and the engine has not looked since.
  package private(set) var pinHasUnseenWrite = false
  /// A bar pinned in the window that moves only when the focused input would be covered
  /// (rule C2), above whatever the host does.
  package let bar: HeadlessLayoutConstraint
  /// The bar's constant rule C2 gives, computed from the model right after the bar's
  /// engine last looked (a keyboard event, a window change, an input beginning to edit):
  /// it holds until the next look, however the input moves in between.
  package private(set) var expectedBar: CGFloat = barBase

  /// The bar's constant with no keyboard.
  static let barBase: CGFloat = 8

  /// Whether a user's drag owns a scroll view's inset (the observer's flag), set by the
  /// world before each action: following constraints then follow the drag's samples.
  package var dragInProgress = false
  /// The keyboard the constraints follow during a drag, after a sample: from the sample's
  /// edge (never above the notified top) down; `nil` for the last notification's.
  package var dragEvent: KeyboardEvent?

  /// The keyboard event the constraints follow now.
  package var keyboardEvent: KeyboardEvent? { dragEvent ?? screen.keyboardObserver.lastEvent }

  private let screen: HeadlessScreen
  private let window: HeadlessWindow
  /// The constant right after the engine last looked: a different one at its next look is
  /// the app's (the rule rule I2 gives insets, which the constraint engine follows too).
  private var pinValueAtLastLook: CGFloat
  private let beginEditingCounter = BeginEditingCounter()
  private var pending = (pinLooks: false, barLooks: false, beginsBefore: 0)
  /// The pin's constant before the current action: the app's unseen write, if it differs
  /// from the last look, becomes the base when a post of the model's makes the engine look.
  private var pinConstantBefore: CGFloat = 0
  /// The screen's size when the pin's engine last took a keyboard event or started
  /// following: a geometry change at another size waits for the keyboard (rule K7).
  private var pinScreenSize: CGSize?
  /// The same for the bar's engine.
  private var barScreenSize: CGSize?

  /// Builds the pin's view and both constraints; they start following in ``follow()``.
  init(config: RandomWorldConfig, screen: HeadlessScreen, window: HeadlessWindow) {
    self.screen = screen
    self.window = window
    pinView = HeadlessView(frame: config.pinViewFrame)
    window.addSubview(pinView)
    pin = HeadlessLayoutConstraint(
      view: pinView, constant: config.pinBase, isSafeAreaAware: config.pinKeepsSafeArea)
    pinBase = config.pinBase
    pinValueAtLastLook = config.pinBase
    bar = HeadlessLayoutConstraint(view: window, constant: Self.barBase, isSafeAreaAware: true)
    let counter = beginEditingCounter
    for name in EditingNotificationName.allCases where name.isBegin {
      // The screen's center dies with the world, and the block holds only the counter.
      _ = screen.notificationCenter.addObserver(
        forName: name.notificationName, object: nil, queue: nil
      ) { _ in MainActor.assumeIsolated { counter.count += 1 } }
    }
  }

  /// Starts both constraints following the keyboard, the pin first.
  func follow() {
    pin.keyboard.follow()
    bar.keyboard.follow(mode: .whenCovered)
    pinScreenSize = screen.bounds.size
    barScreenSize = screen.bounds.size
  }

  /// Whether the pin's engine waits for the keyboard's notification after a rotation: its
  /// constant stays as it last set it.
  package var pinWaits: Bool {
    isPinFollowing && pinScreenSize.map { $0 != screen.bounds.size } ?? false
  }

  /// The pin's constant right after its engine last looked.
  package var pinConstantAtLastLook: CGFloat { pinValueAtLastLook }

  // MARK: - Around each action

  /// Notes what the constraints' engines will see of `action`, before it runs.
  func willPerform(_ action: RandomAction) {
    pin.recorder = HostRecorder()
    bar.recorder = HostRecorder()
    pending = (
      isPinFollowing && pinEngineLooks(during: action), barEngineLooks(during: action),
      beginEditingCounter.count
    )
    if pending.pinLooks && pin.constant != pinValueAtLastLook { pinBase = pin.constant }
    pinConstantBefore = pin.constant
  }

  /// Updates the oracle state after `action` ran; `heardModelPost` when the model posted a
  /// keyboard notification of its own during it (rule O1 d), which both engines hear as
  /// they hear a step's own; `host` the world's scroll view, which UIKit may have scrolled
  /// on its own after the engines (rule O1 j).
  func didPerform(
    _ action: RandomAction, heardModelPost: Bool = false, host: HeadlessScrollView? = nil
  ) {
    if heardModelPost {
      if isPinFollowing && !pending.pinLooks {
        if pinConstantBefore != pinValueAtLastLook { pinBase = pinConstantBefore }
        pending.pinLooks = true
      }
      pending.barLooks = true
    }
    if pending.pinLooks {
      pinHasUnseenWrite = false
      pinValueAtLastLook = pin.constant
    }
    let heardKeyboard = keyboardEventAccepted(action) || heardModelPost
    if isPinFollowing && (heardKeyboard || action.isFollowPin(true)) {
      pinScreenSize = screen.bounds.size
    }
    if heardKeyboard { barScreenSize = screen.bounds.size }
    let inputBegan = beginEditingCounter.count != pending.beginsBefore
    let barWaits = barScreenSize.map { $0 != screen.bounds.size } ?? false
    if pending.barLooks || (inputBegan && screen.keyboardObserver.lastEvent != nil && !barWaits) {
      expectedBar = barConstantFromModel(unscrolledBy: host)
    }
  }

  /// Runs an action on the constraints; `false` when the action is not theirs.
  func perform(_ action: RandomAction) -> Bool {
    switch action {
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
    default:
      return false
    }
    return true
  }

  // MARK: - Looks

  /// Whether the pin's engine looks at the constraint during `action`: a keyboard event it
  /// accepts, a call of the app's, or a move of its view or window unless it waits after a
  /// rotation.
  private func pinEngineLooks(during action: RandomAction) -> Bool {
    switch action {
    case .setPinViewFrame(let frame):
      return pinView.frame != frame && !waits(pinScreenSize, after: action)
    case .followPin: return true
    case .dragKeyboardTo:
      return dragInProgress && screen.keyboardObserver.lastEvent?.endFrame != nil
        && !waits(pinScreenSize, after: action)
    default:
      return keyboardEventAccepted(action)
        || (windowChanges(during: action) && !waits(pinScreenSize, after: action))
    }
  }

  /// Whether the bar's engine looks during `action` for a reason other than an input
  /// beginning to edit: a keyboard event it accepts, or a change of its window unless it
  /// waits after a rotation.
  private func barEngineLooks(during action: RandomAction) -> Bool {
    if case .dragKeyboardTo = action {
      return dragInProgress && screen.keyboardObserver.lastEvent?.endFrame != nil
        && !waits(barScreenSize, after: action)
    }
    return keyboardEventAccepted(action)
      || (windowChanges(during: action) && !waits(barScreenSize, after: action))
  }

  private func keyboardEventAccepted(_ action: RandomAction) -> Bool {
    switch action {
    case .keyboard(let name, let endFrame, _, _): return name.isHide || endFrame != nil
    case .malformed(let name, _): return name.isHide
    default: return false
    }
  }

  private func windowChanges(during action: RandomAction) -> Bool {
    switch action {
    case .setWindow(let frame, let safeArea):
      return window.frame != frame || window.windowSafeAreaInsets != safeArea
    case .rotate: return true
    default: return false
    }
  }

  /// Whether an engine that saw `recorded` at its last keyboard event finds the screen at
  /// another size after `action` (a rotation turns it): it then waits (rule K7).
  private func waits(_ recorded: CGSize?, after action: RandomAction) -> Bool {
    guard let recorded else { return false }
    var size = screen.bounds.size
    if case .rotate = action { size = CGSize(width: size.height, height: size.width) }
    return recorded != size
  }

  /// rule C2 for the bar, from the model: the window's overlap beyond its safe area, and
  /// the focused input's bottom plus 16 against the keyboard's top, both in the window.
  ///
  /// The input is measured where the bar's engine found it: UIKit's own scroll of it (rule
  /// O1 j, on `host`) moves it after the bar has decided, as a user's scroll would, whether
  /// it comes after the engines' look (order 2) or begins before it and is left to run
  /// (order 1: it still reads its start in the turn the bar measures; a reveal of the
  /// engines' that cuts it is measured where it ends); the usual order, with no such scroll,
  /// gives that constant.
  private func barConstantFromModel(unscrolledBy host: HeadlessScrollView?) -> CGFloat {
    let observer = screen.keyboardObserver
    let event = keyboardEvent
    let inScreen = window.frame
    var heard = OracleKeyboard()
    if let event {
      heard.receive(event.name, endFrame: event.endFrame, isLocal: true, object: .hostScreen)
    }
    let overlap = heard.overlap(hostFrame: inScreen, screenBounds: screen.bounds)
    let base = Self.barBase
    let always = base + max(0, overlap - window.windowSafeAreaInsets.bottom)
    guard overlap > 0, let keyboard = event?.endFrame,
      let input = observer.focusedInput as? HeadlessView,
      let inputFrame = input.convert(input.bounds, toAncestor: window)
    else { return base }
    var inputBottom = inputFrame.maxY
    if let host, let scroll = host.uikitFocusScroll,
      input.isDescendant(of: host),
      let origin = host.convert(CGRect(x: 0, y: 0, width: 1, height: 1), toAncestor: window),
      let below = host.convert(CGRect(x: 0, y: 1, width: 1, height: 1), toAncestor: window)
    {
      // One point down the content lands one point down the window, or up when the host
      // shows upside down (rule I4): the scroll moved the input by that much per point.
      inputBottom +=
        (below.minY - origin.minY) * scroll.distancePastEngines(restingAt: host.contentOffset)
    }
    let needed = max(0, inputBottom + 16 - (keyboard.minY - inScreen.minY))
    return base + min(always - base, needed)
  }
}

/// Counts begin-editing notifications for a world.
@MainActor
final class BeginEditingCounter {
  var count = 0
}
