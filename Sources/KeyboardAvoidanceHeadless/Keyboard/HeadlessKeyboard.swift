package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
package import KeyboardAvoidanceTesting

/// Posts keyboard notifications in UIKit's format on a headless screen.
///
/// Names are UIKit's raw notification names, `userInfo` uses UIKit's raw keys, frames are
/// `NSValue`s wrapping `CGRect`s in screen space and numbers are `NSNumber`s, so the
/// engine parses exactly what it parses on iOS. The object is the screen, as on iOS 16.1+.
@MainActor
package final class HeadlessKeyboard {
  /// The screen the keyboard appears on.
  package let screen: HeadlessScreen
  /// Stands for another screen (an external display), as a keyboard notification's object.
  private let otherScreen = OtherScreen()

  /// A screen other than the simulator's; only its identity matters.
  private final class OtherScreen {}
  /// The keyboard's last end frame, or `nil` while hidden.
  package private(set) var frame: CGRect?

  /// Creates a simulator for a screen.
  ///
  /// A keyboard shown by the notifications posted before starts at its frame: another
  /// simulator of the same screen may post what UIKit posts on its own (rule O1 d).
  package init(screen: HeadlessScreen) {
    self.screen = screen
    frame = screen.isKeyboardShown ? screen.systemKeyboardFrame : nil
  }

  /// The frame of a docked keyboard of a given height, just above the screen's bottom edge.
  package func dockedFrame(height: CGFloat) -> CGRect {
    let bounds = screen.bounds
    return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// The frame of a hidden keyboard of a given height, just below the screen.
  package func hiddenFrame(height: CGFloat) -> CGRect {
    let bounds = screen.bounds
    return CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: height)
  }

  /// Shows a docked keyboard of `height` points as UIKit does: `willChangeFrame`,
  /// `willShow`, `didChangeFrame`, `didShow`.
  package func show(height: CGFloat, timing: AnimationTiming = .keyboardDefault) {
    move(
      to: withAccessory(dockedFrame(height: height)),
      names: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], timing: timing)
  }

  /// Shows a preset's keyboard (docked, floating or shortcut bar) with the same four
  /// notifications as ``show(height:timing:)``.
  package func show(_ preset: KeyboardDevicePreset, timing: AnimationTiming = .keyboardDefault) {
    move(
      to: withAccessory(preset.keyboardFrame),
      names: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], timing: timing)
  }

  /// `frame` grown upward by the first responder's accessory view, as UIKit reports a
  /// keyboard with an `inputAccessoryView`: the bar is part of the keyboard's frame.
  package func withAccessory(_ frame: CGRect) -> CGRect {
    frame.extendedUpward(
      by: (screen.firstResponder as? any HeadlessInput)?.inputAccessoryView?.frame.height ?? 0)
  }

  /// Moves a shown keyboard to a new frame (rotation, predictive bar toggled):
  /// `willChangeFrame`, then `didChangeFrame`.
  package func changeFrame(to frame: CGRect, timing: AnimationTiming = .keyboardDefault) {
    move(to: frame, names: [.willChangeFrame, .didChangeFrame], timing: timing)
  }

  /// Hides the keyboard as UIKit does: `willChangeFrame`, `willHide`, `didChangeFrame`,
  /// `didHide`.
  package func hide(timing: AnimationTiming = .keyboardDefault) {
    let height = frame?.height ?? 0
    move(
      to: hiddenFrame(height: height),
      names: [.willChangeFrame, .willHide, .didChangeFrame, .didHide], timing: timing)
    frame = nil
  }

  /// The keyboard's top edge while a user drags it, or `nil` once a notification has
  /// been posted since (rule D1).
  package private(set) var draggedTop: CGFloat?

  /// Moves the keyboard's top edge to `top` (screen space) as the user's finger drags it.
  ///
  /// No notification is posted, as in UIKit; observers hear it as a keyboard layout
  /// guide's move (rule D1). A drag begins and ends on the scroll view
  /// (`HeadlessScrollView.beginUserDrag()`); the gesture resolves with ``hide(timing:)`` or
  /// a show whose begin and end frames are equal (a snap back).
  package func dragKeyboardTop(to top: CGFloat) {
    draggedTop = top
    screen.keyboardObserver.receive(.keyboardTopSampled(top))
    for handler in screen.keyboardGuideSampleHandlers { handler(top) }
  }

  /// Drags the keyboard's top edge from `start` to `end` over `duration` seconds, one
  /// sample per display frame at `framesPerSecond` (60 or 120), as a keyboard layout guide
  /// reports a finger's drag; returns the tops sampled.
  @discardableResult
  package func dragKeyboardTop(
    from start: CGFloat, to end: CGFloat, duration: TimeInterval, framesPerSecond: Int
  ) -> [CGFloat] {
    let frames = max(1, Int((duration * Double(framesPerSecond)).rounded()))
    let tops = (1...frames).map { frame in
      start + (end - start) * CGFloat(frame) / CGFloat(frames)
    }
    for top in tops { dragKeyboardTop(to: top) }
    return tops
  }

  /// Resolves a drag as UIKit does: a hide when the keyboard went (`dismissed`), else a
  /// show whose begin and end frames are both the shown frame (the keyboard snapped back).
  package func resolveDrag(dismissed: Bool, timing: AnimationTiming = .keyboardDefault) {
    guard let shown = frame else { return }
    if dismissed {
      hide(timing: timing)
    } else {
      screen.runStep {
        post(KeyboardEvent(name: .willShow, beginFrame: shown, endFrame: shown, timing: timing))
        post(KeyboardEvent(name: .didShow, beginFrame: shown, endFrame: shown, timing: timing))
      }
    }
  }

  /// A tap on a text view brings up the keyboard at `endFrame`, in UIKit's order.
  ///
  /// The text view is first responder at once, the keyboard's `willChangeFrame` and
  /// `willShow` are posted, and only then the text view's begin-editing notification (UIKit
  /// posts a text view's after will-show; rules L7, T1). The did-notifications follow.
  package func show(
    _ endFrame: CGRect, focusing textView: HeadlessTextView,
    timing: AnimationTiming = .keyboardDefault
  ) {
    let begin = frame ?? hiddenFrame(height: endFrame.height)
    // One turn of the run loop: the will-notifications and the begin-editing.
    var names: [KeyboardEventName] = []
    let focused = screen.runStep {
      guard FirstResponder.become(textView, postsBeginEditing: false) else { return false }
      names = orderedForShow([.willChangeFrame, .willShow, .didChangeFrame, .didShow])
      for name in names where name.isWill {
        post(KeyboardEvent(name: name, beginFrame: begin, endFrame: endFrame, timing: timing))
      }
      screen.notificationCenter.post(
        name: textView.beginEditingName.notificationName, object: textView)
      return true
    }
    guard focused else { return }
    // The did-notifications when the keyboard's animation ends.
    move(to: endFrame, names: names.filter { !$0.isWill }, timing: timing)
  }

  /// The first responder `input` reloaded its input views (`reloadInputViews()`): while the
  /// keyboard is up and its accessory view's height differs from the one the keyboard's
  /// frame holds, the keyboard grows or shrinks by the difference, its bottom kept.
  ///
  /// UIKit posts will-change-frame and will-show at once, inside the caller (an observer
  /// that reloads in a will-show handler hears the next will-show nested), and the
  /// did-notifications when that animation ends: in the model, at the end of the step,
  /// after the did-notifications of a show still under way, whose end frame is the old one.
  package func reloadAccessory(of input: any HeadlessInput) {
    guard screen.isKeyboardShown, let current = screen.systemKeyboardFrame else { return }
    let delta = (input.inputAccessoryView?.frame.height ?? 0) - screen.shownAccessoryHeight
    guard delta != 0 else { return }
    // Its top moves by the difference both ways: a bar taken out shrinks it.
    let end = CGRect(
      x: current.minX, y: current.minY - delta, width: current.width,
      height: current.height + delta)
    // Rule O1 i: inside a keyboard notification's handler, UIKit may post at once or after
    // the handler returns.
    screen.afterDeliveryUnlessReentrant { [self] in
      screen.runStep {
        let names = orderedForShow([.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        for name in names where name.isWill {
          post(KeyboardEvent(name: name, beginFrame: current, endFrame: end))
        }
        screen.atKeyboardAnimationEnd { [self] in
          for name in names where !name.isWill {
            post(KeyboardEvent(name: name, beginFrame: current, endFrame: end))
          }
        }
      }
    }
  }

  /// Posts one notification built from an event's fields.
  package func post(_ event: KeyboardEvent) {
    if event.name.isHide {
      frame = nil
    } else if let end = event.endFrame {
      frame = end
    }
    screen.systemKeyboardFrame = frame
    post(event.name, userInfo: event.userInfo)
  }

  /// Posts a notification with a raw `userInfo`, as is (for rule K3 cases).
  ///
  /// Its object is the keyboard's screen, as UIKit's: this simulator's screen by default,
  /// another one (an external display), or none, as UIKit may post frame changes (rule K4).
  package func post(
    _ name: KeyboardEventName, userInfo: [AnyHashable: Any]?,
    object: KeyboardNotificationObject = .hostScreen
  ) {
    draggedTop = nil
    screen.runStep {
      // Rule O1 f: the other observers (a table view controller's own inset, SwiftUI's
      // lift) may hear the notification before or after the engine.
      let othersAfter = !screen.keyboardWillPostHandlers.isEmpty && screen.orders.pick(.f) == 1
      if !othersAfter {
        for handler in screen.keyboardWillPostHandlers {
          handler(name.notificationName, userInfo)
        }
      }
      let sender: AnyObject? =
        switch object {
        case .hostScreen: screen
        case .otherScreen: otherScreen
        case .none: nil
        }
      // A text view's begin-editing comes right after will-show (rules L7, T1): before
      // any other notification but the will-change-frame that precedes will-show.
      if name != .willShow, name != .willChangeFrame { screen.postPendingBeginEditing() }
      // Rule O1 l: a container UIKit moves for the keyboard moves before the will, during
      // the keyboard's animation or after the did.
      let event = KeyboardEvent(name: name.notificationName, userInfo: userInfo)
      let moveDuringAnimation = moveContainers(before: name, endFrame: event?.endFrame)
      screen.deliver {
        screen.notificationCenter.post(
          name: name.notificationName, object: sender, userInfo: userInfo)
      }
      if othersAfter {
        for handler in screen.keyboardWillPostHandlers {
          handler(name.notificationName, userInfo)
        }
      }
      moveDuringAnimation()
      if !name.isWill { moveContainersAtDid() }
      for handler in screen.keyboardDidPostHandlers {
        handler(name.notificationName, userInfo)
      }
      screen.keyboardPostedInStep = true
      if name.isWill, !name.isHide {
        // What the frame holds of the first responder's accessory view, as UIKit reports it.
        screen.shownAccessoryHeight =
          (screen.firstResponder as? any HeadlessInput)?.inputAccessoryView?.frame.height ?? 0
      }
      if name.isShowOrHide { screen.isKeyboardShown = !name.isHide }
      if name.isWill { screen.delivery.hiddenAtResign = nil }
      // A did alone says where the keyboard is too (rule K1: it repairs a missed will).
      if let event { screen.delivery.postedFrame = name.isHide ? nil : event.endFrame }
      if name == .willShow { screen.postPendingBeginEditing() }
    }
  }

  /// Posts `names` in one step (``HeadlessScreen/runStep(_:)``).
  ///
  /// A table's animated scroll begun by the first is still in flight for the others
  /// (rule A1). UIKit posts the will-notifications in one turn of the run loop, which ends
  /// with a layout pass, and the did-notifications of an animated change when the
  /// keyboard's animation ends, which may come before the table's own scroll ends.
  package func move(to end: CGRect, names: [KeyboardEventName], timing: AnimationTiming) {
    let begin = frame ?? hiddenFrame(height: end.height)
    screen.runStep {
      // An animated change's did-notifications come once the keyboard has moved: after
      // the layout pass that ends the will-notifications' turn, and before those of a
      // change its will-notifications start (a bar's reload at a text view's late
      // begin-editing).
      let names = orderedForShow(names)
      let dids = timing.isAnimated ? names.filter { !$0.isWill } : []
      if !dids.isEmpty {
        screen.atKeyboardAnimationEnd { [weak self] in
          for name in dids {
            self?.post(KeyboardEvent(name: name, beginFrame: begin, endFrame: end, timing: timing))
          }
        }
      }
      for name in names where name.isWill || !timing.isAnimated {
        post(KeyboardEvent(name: name, beginFrame: begin, endFrame: end, timing: timing))
      }
    }
  }
}
