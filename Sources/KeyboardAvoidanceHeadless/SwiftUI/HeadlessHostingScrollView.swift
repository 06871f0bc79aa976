package import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance
package import KeyboardAvoidanceCore
package import KeyboardAvoidanceEngine

/// The scroll view behind a SwiftUI `ScrollView`, `List` or `Form`, as unkind as SwiftUI is.
///
/// SwiftUI owns its insets: its adjustment is `never`, and each of SwiftUI's layout passes
/// writes `contentInset` and the indicator insets from SwiftUI's safe area (the window's,
/// the app's own bottom room such as a `safeAreaInset` bar, SwiftUI's keyboard lift, and
/// the engine's addition once applied), undoing anyone else's write. SwiftUI lifts the
/// content out of the keyboard by itself (its keyboard safe-area region, the overlap
/// beyond the bottom safe area) unless the content ignores that region. A state change
/// (the engine's addition) reaches the layout late: SwiftUI's update on the next
/// main-queue turn only asks for layout, and the inset is laid out in the layout pass
/// that follows, after the main queue was served; and SwiftUI keeps the offset inside the
/// range its applied insets allow, so an offset written before an addition is laid out is
/// cut short (rule S2). SwiftUI animates the room it laid out over the frames that follow
/// (``roomFrames`` layout passes, one per main-queue turn): the insets hold the animation's
/// target from its first frame, while the room's height on screen, what a view inside the
/// room measures, reaches it only at the last.
@MainActor
package final class HeadlessHostingScrollView: HeadlessScrollView, KeyboardInsetSink {
  /// Whether SwiftUI lifts this content out of the keyboard itself: on, as in SwiftUI,
  /// until the keyboard modifier turns it off (`ignoresSafeArea(.keyboard)`, rule S1).
  package var liftsForKeyboard = true {
    didSet { setNeedsLayout() }
  }
  /// The app's own bottom room in SwiftUI's layout (a bar in a `safeAreaInset`, content
  /// margins), part of the inset SwiftUI writes.
  package var appBottomInset: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }
  /// The engine's bottom addition asked for last (rule S2).
  package private(set) var askedBottomAddition: CGFloat = 0
  /// The engine's addition as SwiftUI's last update laid it out: the insets hold it.
  package private(set) var layoutBottomAddition: CGFloat = 0
  /// The engine's addition as the room shows it now, while SwiftUI animates it.
  package private(set) var presentedBottomAddition: CGFloat = 0
  /// The room's height on screen at each offset written from outside SwiftUI (the
  /// engine's) while the keyboard modifier serves the view: whether the offset went with
  /// the room's first frame or after it settled.
  package private(set) var presentedAtOffsetWrites: [CGFloat] = []
  /// How many frames SwiftUI animates the room over, one layout pass each.
  package static let roomFrames = 4
  /// The room's animation: where it started and how many frames it has shown.
  private var roomAnimation: (from: CGFloat, frame: Int)?
  /// Whether the keyboard modifier gave this view the engine and its sink (rule S1).
  package private(set) var hasKeyboardModifier = false
  /// Whether SwiftUI is writing its own insets and offset now.
  private var isLayingOut = false
  /// The screen whose keyboard notifications already bring SwiftUI's update.
  private weak var heardScreen: HeadlessScreen?
  /// SwiftUI's own bottom inset at its last layout (safe area, lift, the app's room), to
  /// tell the engine when it changes.
  private var ownBottom: CGFloat?
  /// Whether SwiftUI's update that takes the addition is already queued.
  private var isUpdateQueued = false
  /// Whether SwiftUI's update has run and its next layout pass lays the addition out.
  private var isAdditionDue = false

  /// A scroll view behind SwiftUI content; it takes SwiftUI's insets when it joins a window.
  package override init(frame: CGRect, contentSize: CGSize = .zero) {
    super.init(frame: frame, contentSize: contentSize)
    contentInsetAdjustmentBehavior = .never
  }

  /// What the view reports as its safe area: none.
  ///
  /// SwiftUI's own scroll view overrides `safeAreaInsets` (class dumps of iOS 14 and 15 show
  /// the override and its `uiLastSafeAreaInset`) and turns the safe area into insets of its
  /// own. SwiftUI's layout still reads where the view sits under the window's unsafe margins
  /// (``layoutSafeAreaInsets``).
  package override var safeAreaInsets: EdgeInsets { .zero }

  /// The safe area SwiftUI's layout gives the content: the part of the view under its
  /// window's unsafe margins and the bars above it.
  private var layoutSafeAreaInsets: EdgeInsets { super.safeAreaInsets }

  /// Someone's inset: SwiftUI writes its own over it at its next layout pass.
  package override var contentInset: EdgeInsets {
    didSet { if !isLayingOut { setNeedsLayout() } }
  }

  /// What the keyboard modifier does (rule S1): SwiftUI's own keyboard lift off for this
  /// content, this view's sink for the engine's addition, Return and tap to dismiss left
  /// to SwiftUI (rules S1, T2), and the engine enabled.
  package func applyKeyboardModifier() {
    hasKeyboardModifier = true
    liftsForKeyboard = false
    keyboard.isReturnKeyNavigationEnabled = false
    keyboard.endsEditingOnTap = false
    keyboard.enable()
  }

  /// The keyboard modifier no longer serves this view (its probe found another): the
  /// engine out, SwiftUI's own lift back.
  package func removeKeyboardModifier() {
    keyboard.disable()
    hasKeyboardModifier = false
    liftsForKeyboard = true
  }

  // MARK: - SwiftUI's layout

  /// SwiftUI lays its content out as it joins a window, and again at its update after each
  /// keyboard notification (its keyboard safe area changes): the next main-queue turn, after
  /// every observer of the notification has acted.
  package override func didMoveToWindow() {
    if let screen = window?.screen, screen !== heardScreen {
      heardScreen = screen
      screen.keyboardWillPostHandlers.append { [weak self, weak screen] _, _ in
        screen?.enqueueOnMainQueue {
          self?.setNeedsLayout()
          self?.layoutIfNeeded()
        }
      }
    }
    layOut()
    super.didMoveToWindow()
  }

  /// SwiftUI's layout pass: its insets over anyone's, and the offset kept in range.
  package override func layoutSubviews() {
    super.layoutSubviews()
    layOut()
  }

  /// An offset beyond the range of the insets SwiftUI has applied is brought back at once.
  package override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    guard !isLayingOut else { return }
    if hasKeyboardModifier { presentedAtOffsetWrites.append(presentedBottomAddition) }
    keepOffsetInRange()
  }

  private func layOut() {
    guard window != nil else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    if isAdditionDue {
      isAdditionDue = false
      if layoutBottomAddition != askedBottomAddition {
        roomAnimation = (presentedBottomAddition, 0)
      }
      layoutBottomAddition = askedBottomAddition
    }
    showRoomFrame()
    let safeArea = layoutSafeAreaInsets
    let own = safeArea.bottom + keyboardLift + appBottomInset
    let bottom = own + layoutBottomAddition
    contentInset = EdgeInsets(top: safeArea.top, bottom: bottom)
    verticalScrollIndicatorInsets = EdgeInsets(top: safeArea.top, bottom: bottom)
    keepOffsetInRange()
    // The binding hears SwiftUI's own inset change as it hears a safe-area change (K7).
    let changed = ownBottom.map { $0 != own } ?? false
    ownBottom = own
    if changed { signalReceiver?.receive(.geometryChanged) }
  }

  /// SwiftUI's own lift: the keyboard's overlap of this view beyond its bottom safe area,
  /// while it lifts for the keyboard and a docked keyboard is up.
  private var keyboardLift: CGFloat {
    guard liftsForKeyboard, let screen = window?.screen, let keyboard = screen.systemKeyboardFrame,
      keyboard.height > 0, keyboard.maxY >= screen.bounds.maxY - 1, let frame = frameInScreen
    else { return 0 }
    let overlap = max(0, frame.maxY - max(keyboard.minY, frame.minY))
    return max(0, overlap - layoutSafeAreaInsets.bottom)
  }

  /// The room's next frame on screen, and a layout pass on the next turn for the one after.
  private func showRoomFrame() {
    guard let animation = roomAnimation else { return }
    let frame = animation.frame + 1
    let progress = CGFloat(frame) / CGFloat(Self.roomFrames)
    presentedBottomAddition = animation.from + (layoutBottomAddition - animation.from) * progress
    guard frame < Self.roomFrames, let screen = window?.screen else {
      presentedBottomAddition = layoutBottomAddition
      roomAnimation = nil
      return
    }
    roomAnimation = (animation.from, frame)
    screen.enqueueOnMainQueue { [weak self] in self?.setNeedsLayout() }
  }

  private func keepOffsetInRange() {
    let inset = adjustedContentInset
    let top = -inset.top
    let end = max(top, contentSize.height + inset.bottom - bounds.height)
    let y = min(max(contentOffset.y, top), end)
    guard y != contentOffset.y else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    contentOffset.y = y
  }

  // MARK: - KeyboardInsetSink

  /// Keeps the addition in SwiftUI's state, counted as one write animated with `timing`.
  ///
  /// SwiftUI's update (the next main-queue turn) only asks for layout: the addition is laid
  /// out in the layout pass after it, and ``layoutBottomAddition`` says so from then on.
  package func setBottomAddition(_ addition: CGFloat, timing: AnimationTiming?) {
    recorder.writes += 1
    if let timing, timing.isAnimated { recorder.animations.append(timing) }
    askedBottomAddition = addition
    guard let screen = window?.screen else { return updateSwiftUI() }
    guard !isUpdateQueued else { return }
    isUpdateQueued = true
    screen.enqueueOnMainQueue { [weak self] in self?.updateSwiftUI() }
  }

  /// SwiftUI's update: the addition asked for last is due at the next layout pass.
  private func updateSwiftUI() {
    isUpdateQueued = false
    isAdditionDue = true
    setNeedsLayout()
  }
}

extension HeadlessScrollView {
  /// The sink of a SwiftUI scroll view that the keyboard modifier enabled (rule S2); every
  /// other scroll view takes the engine's addition in its `contentInset`.
  package var keyboardInsetSink: (any KeyboardInsetSink)? {
    guard let hosting = self as? HeadlessHostingScrollView, hosting.hasKeyboardModifier else {
      return nil
    }
    return hosting
  }
}
