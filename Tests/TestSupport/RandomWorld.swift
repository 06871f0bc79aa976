import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// A headless screen with one host whose actions are applied step by step, and the
/// oracle state a test needs: the app's own insets and whether avoidance is on.
@MainActor
package final class RandomWorld {
  /// The configuration.
  package let config: RandomWorldConfig
  /// The screen.
  package let screen: HeadlessScreen
  /// The window.
  package let window: HeadlessWindow
  /// The keyboard.
  package let keyboard: HeadlessKeyboard
  /// The current host.
  package private(set) var host: HeadlessScrollView
  /// The current host's inputs (a table's live in its cells).
  package private(set) var inputs: [any HeadlessInput] = []
  /// A table host's rows with inputs.
  private var tableInputRows: [Int] = []
  /// Whether the user scrolled since the engine last revealed the focused input: until it
  /// reveals again, the input may rightly be out of view.
  package internal(set) var userScrolledSinceReveal = false
  /// The user's drag of the keyboard, as rules D1 and D2 say it goes.
  package internal(set) var drag = RandomDrag()
  /// The app's own content inset, as it last wrote it (rule I2's base).
  package internal(set) var userInset: EdgeInsets = .zero
  /// Whether the app has avoidance enabled.
  package private(set) var isEnabled = true
  /// Whether the app wrote an inset, or moved the host while avoidance was off, and the
  /// engine has not re-evaluated since: until it does, the app's own change stands, as in
  /// UIKit, and only (c) and (f) apply.
  package internal(set) var hasUnseenUserWrite = false
  /// The inset the engine last wrote or saw, as far as the model can tell: rule I2 compares
  /// the app's writes with it, not with each other.
  var engineInset: EdgeInsets = .zero
  /// The screen size the engine saw at its last keyboard event or enable (`nil` when it
  /// saw none, or the host was off its window then).
  private var engineScreenSize: CGSize?
  /// Whether the engine waits for the keyboard's next notification: the screen's size
  /// changed since the last keyboard event (a rotation), so the last frame is stale and
  /// geometry changes are not applied (rule K7); the insets stay as they were until then.
  package var waitsForKeyboard: Bool {
    guard isEnabled, host.window != nil, let size = engineScreenSize else { return false }
    return size != screen.bounds.size
  }
  /// Whether the keyboard was neither docked before the last action nor after it: then
  /// only a keyboard notification may write (rule F4).
  package private(set) var keyboardStayedAway = false
  /// Whether the host's geometry changed while the keyboard was away, or the app wrote
  /// its inset, and no keyboard event has been applied since: the engine leaves the offset
  /// alone then (rules F4, F5), so it may lie outside the valid range until the next event
  /// (rule F3).
  package internal(set) var offsetMayBeOutOfRange = false
  /// Weak references to released hosts and their engines (rule L4).
  package private(set) var releasedHosts: [WeakReference<AnyObject>] = []
  /// The pin and the bar beside the host.
  package let constraints: RandomConstraints
  /// The keyboard notifications the model posted on its own in the last step (rule O1 d).
  package private(set) var modelPosts: [ModelKeyboardPosts.Post] = []
  private let heardPosts: ModelKeyboardPosts
  /// The view the host is added to: the window, or a full-window container flipped
  /// vertically (rule I4).
  private let hostParent: HeadlessView

  /// Builds the world and enables avoidance.
  package init(config: RandomWorldConfig) {
    self.config = config
    screen = HeadlessScreen(size: config.preset.screenSize)
    if let seed = config.orderSeed { screen.orders = OrderChoices(seed: seed) }
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: config.preset.screenSize),
      safeAreaInsets: config.preset.safeArea)
    keyboard = HeadlessKeyboard(screen: screen)
    heardPosts = ModelKeyboardPosts(center: screen.notificationCenter)
    constraints = RandomConstraints(config: config, screen: screen, window: window)
    if config.flip.hasContainer {
      let container = HeadlessView(frame: CGRect(origin: .zero, size: config.preset.screenSize))
      container.isFlippedVertically = true
      window.addSubview(container)
      hostParent = container
    } else {
      hostParent = window
    }
    host = HeadlessScrollView(frame: .zero)
    host = makeHost()
    constraints.follow()
  }

  /// Builds a host for the configuration, in the window, with the app's inset, and keeps
  /// its inputs.
  private func makeHost() -> HeadlessScrollView {
    let built = RandomHost(config: config, parent: hostParent, userInset: userInset)
    inputs = built.inputs
    tableInputRows = built.tableInputRows
    if isEnabled { built.host.keyboard.enable() }
    return built.host
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

  /// Applies an action; returns the engines' records for that step: the host's, the
  /// pin's and the bar's.
  @discardableResult
  package func perform(_ action: RandomAction) -> (
    host: HostRecorder, pin: HostRecorder, bar: HostRecorder
  ) {
    host.recorder = HostRecorder()
    host.uikitFocusScroll = nil
    let wasDocked = isKeyboardDocked
    let wasWaiting = waitsForKeyboard
    let seen = host.contentInset
    let pending = hasUnseenUserWrite && isEnabled
    constraints.dragInProgress = observerDrags(during: action)
    constraints.willPerform(action)
    _ = heardPosts.takePosts()
    if !constraints.perform(action) { performOnHost(action) }
    modelPosts = action.isKeyboardNotification ? [] : heardPosts.takePosts()
    if !modelPosts.isEmpty { modelPostArrived() }
    // A geometry change that leaves the keyboard undocked ends the engine's drag (D1, I3).
    if drag.ownsInset, action.movesGeometry, isEnabled, host.window != nil, !isKeyboardDocked,
      !waitsForKeyboard
    {
      drag.engineLetGo()
    }
    constraints.dragEvent = drag.constraintEvent(
      lastNotified: screen.keyboardObserver.lastEvent, screenBounds: screen.bounds)
    constraints.didPerform(action, heardModelPost: !modelPosts.isEmpty, host: host)
    // While the engine waits after a rotation, the old orientation's inset may still be
    // on the host; taking it off when the host leaves its window is rule I3, not a write
    // while the keyboard is away.
    keyboardStayedAway = !wasDocked && !isKeyboardDocked && !wasWaiting
    // The engine looked at the host during the action: it saw the app's last write.
    if pending && !hasUnseenUserWrite, !action.replacesHost { adoptAsTheEngineSaw(seen) }
    if (action.isAcceptedKeyboardNotification || !modelPosts.isEmpty) && isEnabled {
      engineScreenSize = host.window != nil ? screen.bounds.size : nil
    }
    if !hasUnseenUserWrite { engineInset = host.contentInset }
    if action.isKeyboardNotification {
      if action.isAcceptedKeyboardNotification && isEnabled && host.window != nil {
        offsetMayBeOutOfRange = false
      }
    } else if !isKeyboardDocked || action.writesAppInset {
      // The engine leaves the offset alone while the keyboard is away (F4), and a caret
      // move that keeps the caret in the band writes nothing (F5), so after the app's own
      // inset change the offset may stay outside the new range until the next event.
      offsetMayBeOutOfRange = true
    }
    return (host.recorder, constraints.pin.recorder, constraints.bar.recorder)
  }

  private func performOnHost(_ action: RandomAction) {
    switch action {
    case .keyboard(let name, let endFrame, let timing, let isLocal):
      if name.isHide || endFrame != nil { drag.keyboardNotificationArrived() }
      // The notification's turn ends before the step is read: what the engines leave for
      // after UIKit has acted (rule K1's look, the wait for a late begin-editing) runs.
      screen.runTurn {
        keyboard.post(
          KeyboardEvent(name: name, endFrame: endFrame, timing: timing, isLocal: isLocal))
      }
      if name.isHide || endFrame != nil { userScrolledSinceReveal = false }
      // A show or frame change without a frame is ignored (K3): the engine sees nothing.
      if isEnabled && (name.isHide || endFrame != nil) { hasUnseenUserWrite = false }
    case .malformed(let name, let kind):
      if name.isHide { drag.keyboardNotificationArrived() }
      screen.runTurn { keyboard.post(name, userInfo: kind.userInfo) }
      if isEnabled && name.isHide { hasUnseenUserWrite = false }
    case .focus(let index):
      let before = screen.firstResponder
      // The focus's turn ends, and the main queue turns, before the next action: what the
      // engines leave for after UIKit has acted on the focus move runs (rules O1 d, O2).
      screen.runTurn { _ = input(at: index)?.becomeFirstResponder() }
      if screen.firstResponder !== before {
        userScrolledSinceReveal = false
        engineSawFocusChange()
      }
    case .blur:
      (screen.firstResponder as? any HeadlessInput)?.resignFirstResponder()
    case .type(let text):
      if let textView = screen.firstResponder as? HeadlessTextView {
        textView.type(text)
        userScrolledSinceReveal = false
        engineSawFocusChange()
      }
    case .select(let location, let length):
      if let textView = screen.firstResponder as? HeadlessTextView {
        textView.select(NSRange(location: location, length: length))
        userScrolledSinceReveal = false
        engineSawFocusChange()
      }
    case .returnKey:
      if let field = screen.firstResponder as? HeadlessTextField {
        let identifier = field.identifier
        // The key press is one turn of the run loop, as a device delivers it (UIKit's own
        // scroll of the field it focuses reads its start there, rule O1 j), and the main
        // queue's turns follow in the step: the walk to a row scrolled in goes on in their
        // layout passes (rules F6, L8), so the move is this step's, not the next's.
        screen.runTurn { field.pressReturn() }
        // Only a move to another field reveals; Return without navigation does nothing. A
        // table may reuse the same field object for the next row, with another identifier.
        if screen.firstResponder !== field || field.identifier != identifier {
          userScrolledSinceReveal = false
          engineSawFocusChange()
        }
      }
    case .userScroll(let fraction):
      let adjusted = host.adjustedContentInset
      let range = OracleScroll(
        boundsHeight: host.bounds.height, contentHeight: host.contentSize.height,
        adjustedTop: adjusted.top, adjustedBottom: adjusted.bottom)
      let low = range.lowestOffset
      host.contentOffset = CGPoint(
        x: host.contentOffset.x, y: low + (range.highestOffset - low) * fraction)
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
      // The host (and its container) first, as autoresizing would: the window's changes
      // that follow then reach every engine with the host already in place.
      if hostParent !== window { hostParent.frame = CGRect(origin: .zero, size: turned) }
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
      appWrites(insets)
    case .editContentInset(let top, let value):
      var insets = host.contentInset
      if top { insets.top = value } else { insets.bottom = value }
      appWrites(insets)
    case .enable(let isOn):
      if !isOn { drag.engineLetGo() }
      // enable() starts from the insets as they are, all of them the app's; disable()
      // looks once more, to take its addition off (rule I3).
      if isOn && !isEnabled {
        userInset = host.contentInset
        engineScreenSize = host.window != nil ? screen.bounds.size : nil
      }
      if isOn { host.keyboard.enable() } else { host.keyboard.disable() }
      if !isOn && isEnabled { hasUnseenUserWrite = false }
      if isOn && !isEnabled { engineInset = host.contentInset }
      if isOn && !isEnabled && isKeyboardDocked { hasUnseenUserWrite = false }
      isEnabled = isOn
    case .removeFromWindow:
      if host.window != nil { drag.engineLetGo() }
      if host.window != nil && !isEnabled { hasUnseenUserWrite = true }
      host.removeFromSuperview()
    case .addToWindow:
      if host.window == nil { hasUnseenUserWrite = !isEnabled }
      hostParent.addSubview(host)
    case .replaceHost:
      drag.engineLetGo()
      let old = host
      releasedHosts.append(WeakReference(old))
      old.removeFromSuperview()
      host = makeHost()
      engineScreenSize = host.window != nil ? screen.bounds.size : nil
      hasUnseenUserWrite = false
      userScrolledSinceReveal = false
    case .setPinConstant, .followPin, .setPinViewFrame:
      break
    case .drag(let began):
      performDrag(began: began)
    case .dragKeyboardTo(let top):
      performDragSample(top: top)
    }
  }
}
