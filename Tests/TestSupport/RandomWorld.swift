import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceHeadless

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
  package private(set) var userScrolledSinceReveal = false
  /// Whether a user's drag owns the inset, as SPEC D1 says it does: begun on an enabled,
  /// windowed host with an interactive dismiss mode while the keyboard was docked, and no
  /// keyboard notification, removal or disable since.
  package private(set) var dragOwnsInset = false
  /// The overlap the drag applies: the last notified one at first, then each sample's,
  /// clamped to `[0, notified]`.
  package private(set) var dragOverlap: CGFloat = 0
  private var dragNotifiedOverlap: CGFloat = 0
  /// The keyboard observer's drag flag: set when a drag takes an inset over, cleared only
  /// by the next accepted keyboard notification (not by a removal or disable).
  private var observerDrag = false
  /// The last sample's top while the observer's drag flag is set.
  private var lastDragTop: CGFloat?

  /// The keyboard following constraints see during a drag, after a sample (SPEC D1).
  private var constraintDragEvent: KeyboardEvent? {
    guard observerDrag, let top = lastDragTop,
      let frame = screen.keyboardObserver.lastEvent?.endFrame
    else { return nil }
    let bounds = screen.bounds
    let edge = max(top, frame.minY)
    return KeyboardEvent(
      name: .willChangeFrame,
      endFrame: CGRect(
        x: bounds.minX, y: edge, width: bounds.width, height: max(0, bounds.maxY - edge)))
  }
  /// The last sample's change of overlap (plus I1's extra spacing when the overlap starts
  /// or ends) and of the host's bottom inset, for the check that the inset never moves
  /// more than the keyboard did.
  package private(set) var lastSampleChange: (overlap: CGFloat, inset: CGFloat)?
  /// The app's own content inset, as it last wrote it (SPEC I2's base).
  package private(set) var userInset: EdgeInsets = .zero
  /// Whether the app has avoidance enabled.
  package private(set) var isEnabled = true
  /// Whether the app wrote an inset, or moved the host while avoidance was off, and the
  /// engine has not re-evaluated since: until it does, the app's own change stands, as in
  /// UIKit, and only (c) and (f) apply.
  package private(set) var hasUnseenUserWrite = false
  /// The inset the engine last wrote or saw, as far as the model can tell: SPEC I2 compares
  /// the app's writes with it, not with each other.
  private var engineInset: EdgeInsets = .zero
  /// The screen size the engine saw at its last keyboard event or enable (`nil` when it
  /// saw none, or the host was off its window then).
  private var engineScreenSize: CGSize?
  /// Whether the engine waits for the keyboard's next notification: the screen's size
  /// changed since the last keyboard event (a rotation), so the last frame is stale and
  /// geometry changes are not applied (SPEC K7); the insets stay as they were until then.
  package var waitsForKeyboard: Bool {
    guard isEnabled, host.window != nil, let size = engineScreenSize else { return false }
    return size != screen.bounds.size
  }
  /// Whether the keyboard was neither docked before the last action nor after it: then
  /// only a keyboard notification may write (SPEC F4).
  package private(set) var keyboardStayedAway = false
  /// Whether the host's geometry changed while the keyboard was away, or the app wrote
  /// its inset, and no keyboard event has been applied since: the engine leaves the offset
  /// alone then (SPEC F4, F5), so it may lie outside the valid range until the next event
  /// (SPEC F3).
  package private(set) var offsetMayBeOutOfRange = false
  /// Weak references to released hosts and their engines (SPEC L4).
  package private(set) var releasedHosts: [WeakBox] = []
  /// The pin and the bar beside the host.
  package let constraints: RandomConstraints

  /// A weak reference.
  package final class WeakBox {
    /// The referenced object, `nil` once released.
    package weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }

  /// Builds the world and enables avoidance.
  package init(config: RandomWorldConfig) {
    self.config = config
    screen = HeadlessScreen(size: config.preset.screenSize)
    window = HeadlessWindow(
      screen: screen, frame: CGRect(origin: .zero, size: config.preset.screenSize),
      safeAreaInsets: config.preset.safeArea)
    keyboard = HeadlessKeyboard(screen: screen)
    constraints = RandomConstraints(config: config, screen: screen, window: window)
    host = HeadlessScrollView(frame: .zero)
    host = makeHost()
    constraints.follow()
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
    host.keyboardDismissMode = config.dismissMode
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
  package var isKeyboardDocked: Bool {
    guard let event = screen.keyboardObserver.lastEvent else { return false }
    return Docking.isDocked(event, screenBounds: screen.bounds)
  }

  /// Applies an action; returns the engines' records for that step: the host's, the
  /// pin's and the bar's.
  @discardableResult
  package func perform(_ action: RandomAction) -> (
    host: HostRecorder, pin: HostRecorder, bar: HostRecorder
  ) {
    host.recorder = HostRecorder()
    let wasDocked = isKeyboardDocked
    let wasWaiting = waitsForKeyboard
    let seen = host.contentInset
    let pending = hasUnseenUserWrite && isEnabled
    constraints.dragInProgress = observerDrag
    constraints.willPerform(action)
    if !constraints.perform(action) { performOnHost(action) }
    // A geometry change that leaves the keyboard undocked ends the engine's drag (D1, I3).
    if dragOwnsInset, action.movesGeometry, isEnabled, host.window != nil, !isKeyboardDocked,
      !waitsForKeyboard
    {
      dragOwnsInset = false
    }
    constraints.dragEvent = constraintDragEvent
    constraints.didPerform(action)
    // While the engine waits after a rotation, the old orientation's inset may still be
    // on the host; taking it off when the host leaves its window is rule I3, not a write
    // while the keyboard is away.
    keyboardStayedAway = !wasDocked && !isKeyboardDocked && !wasWaiting
    // The engine looked at the host during the action: it saw the app's last write.
    if pending && !hasUnseenUserWrite, !action.replacesHost { adoptAsTheEngineSaw(seen) }
    if action.isAcceptedKeyboardNotification && isEnabled {
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
      if name.isHide || endFrame != nil {
        dragOwnsInset = false
        observerDrag = false
        lastDragTop = nil
      }
      keyboard.post(KeyboardEvent(name: name, endFrame: endFrame, timing: timing, isLocal: isLocal))
      if name.isHide || endFrame != nil { userScrolledSinceReveal = false }
      // A show or frame change without a frame is ignored (K3): the engine sees nothing.
      if isEnabled && (name.isHide || endFrame != nil) { hasUnseenUserWrite = false }
    case .malformed(let name, let kind):
      if name.isHide {
        dragOwnsInset = false
        observerDrag = false
        lastDragTop = nil
      }
      keyboard.post(name, userInfo: kind.userInfo)
      if isEnabled && name.isHide { hasUnseenUserWrite = false }
    case .focus(let index):
      let before = screen.firstResponder
      input(at: index)?.becomeFirstResponder()
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
    case .returnKey:
      if let field = screen.firstResponder as? HeadlessTextField {
        let identifier = field.identifier
        field.pressReturn()
        // Only a move to another field reveals; Return without navigation does nothing. A
        // table may reuse the same field object for the next row, with another identifier.
        if screen.firstResponder !== field || field.identifier != identifier {
          userScrolledSinceReveal = false
          engineSawFocusChange()
        }
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
      appWrites(insets)
    case .editContentInset(let top, let value):
      var insets = host.contentInset
      if top { insets.top = value } else { insets.bottom = value }
      appWrites(insets)
    case .enable(let isOn):
      if !isOn { dragOwnsInset = false }
      // enable() starts from the insets as they are, all of them the app's; disable()
      // looks once more, to take its addition off (SPEC I3).
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
      if host.window != nil { dragOwnsInset = false }
      if host.window != nil && !isEnabled { hasUnseenUserWrite = true }
      host.removeFromSuperview()
    case .addToWindow:
      if host.window == nil { hasUnseenUserWrite = !isEnabled }
      window.addSubview(host)
    case .replaceHost:
      dragOwnsInset = false
      let old = host
      releasedHosts.append(WeakBox(old))
      old.removeFromSuperview()
      host = makeHost()
      engineScreenSize = host.window != nil ? screen.bounds.size : nil
      hasUnseenUserWrite = false
      userScrolledSinceReveal = false
    case .setPinConstant, .followPin, .setPinViewFrame:
      break
    case .drag(let began):
      // The finger on the host: nothing scrolls until the next event after it lifts (F4).
      userScrolledSinceReveal = true
      offsetMayBeOutOfRange = true
      if began {
        let owns =
          !dragOwnsInset && isEnabled && host.window != nil
          && host.keyboardDismissMode.isInteractive && isKeyboardDocked && !waitsForKeyboard
        if owns {
          if !observerDrag { lastDragTop = nil }
          observerDrag = true
          dragOwnsInset = true
          dragNotifiedOverlap = max(0, host.keyboardOverlap)
          dragOverlap = dragNotifiedOverlap
        }
        host.beginUserDrag()
      } else {
        host.endUserDrag()
      }
    case .dragKeyboardTo(let top):
      let insetBefore = host.contentInset.bottom
      // An app write the engine has not seen yet moves the inset by the app's change too.
      let inSync = !hasUnseenUserWrite
      let previous = dragOverlap
      if dragOwnsInset {
        if let frame = host.frameInScreen {
          let bounds = screen.bounds
          let keyboardFrame = CGRect(
            x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
          let overlap = Overlap(
            event: KeyboardEvent(name: .willChangeFrame, endFrame: keyboardFrame),
            hostFrame: frame, screenBounds: bounds
          ).height
          let clamped = min(max(0, overlap), dragNotifiedOverlap)
          // The engine looks (and adopts the app's writes) only when the overlap changed.
          if !LengthTolerance.isEqual(clamped, dragOverlap) { hasUnseenUserWrite = false }
          dragOverlap = clamped
        } else {
          dragOwnsInset = false
        }
      }
      if observerDrag { lastDragTop = top }
      keyboard.dragKeyboardTop(to: top)
      // I1's extra spacing comes or goes with the first or last point of overlap.
      let crossesZero = (previous > 0) != (dragOverlap > 0)
      let allowed = abs(dragOverlap - previous) + (crossesZero ? config.extraSpacing : 0)
      lastSampleChange =
        inSync ? (allowed, abs(host.contentInset.bottom - insetBefore)) : nil
    }
  }

  /// The app writes a whole inset.
  ///
  /// Unmanaged, the write is all the app's. Managed, it waits for the engine's next look,
  /// where SPEC I2 compares what the engine sees with what it last wrote
  /// (``adoptAsTheEngineSaw(_:)``): several writes in between count as their last.
  private func appWrites(_ insets: EdgeInsets) {
    if !isEnabled { userInset = insets }
    host.contentInset = insets
    hasUnseenUserWrite = true
  }

  /// SPEC I2 from the model, at the engine's look: an inset that differs from what the
  /// engine last wrote gives the app's base its top, left and right, and its bottom only
  /// when the bottom itself differs. (An app write of exactly the engine's inset is
  /// invisible to it, and the base stays: a known limit of I2.)
  private func adoptAsTheEngineSaw(_ seen: EdgeInsets) {
    guard seen != engineInset else { return }
    let bottom = seen.bottom != engineInset.bottom ? seen.bottom : userInset.bottom
    userInset = EdgeInsets(top: seen.top, left: seen.left, bottom: bottom, right: seen.right)
  }

  /// A focus change or a caret move reached the engine: with the keyboard docked and the
  /// input in the host, it looks and applies (SPEC F4, F5).
  private func engineSawFocusChange() {
    // During a drag the engine leaves a new focus alone (SPEC D1): it looks at nothing.
    guard isEnabled, host.window != nil, isKeyboardDocked, !dragOwnsInset,
      let input = screen.firstResponder, input.isDescendant(of: host)
    else { return }
    hasUnseenUserWrite = false
  }
}
