package import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HeadlessScreen {
  /// Moves the clock on by `seconds` inside a step: later turns of the run loop while an
  /// animated scroll begun in the step is still on its way, as a long one is (UIKit's
  /// `setContentOffset(_:animated:)` runs at constant velocity, so its length grows with
  /// the distance; rule A1).
  package func advanceClock(by seconds: TimeInterval) {
    time += max(0, seconds)
  }

  /// Runs `body` when the keyboard's animation begun in this step ends: at the end of the
  /// outermost step, at once outside a step.
  func atKeyboardAnimationEnd(_ body: @escaping @MainActor () -> Void) {
    guard isInStep else { return body() }
    keyboardAnimationEnds.append(body)
  }

  /// Posts the begin-editing notification that waits for the keyboard, if its view is
  /// still its window's first responder.
  func postPendingBeginEditing() {
    guard let view = pendingBeginEditing else { return }
    pendingBeginEditing = nil
    guard view.window?.firstResponder === view else { return }
    notificationCenter.post(name: view.beginEditingName.notificationName, object: view)
  }

  /// Queues `body` for the main queue's next turn, as `DispatchQueue.main.async` does: it
  /// runs at ``runMainQueue()``, which a test calls where UIKit's run loop would turn.
  package func enqueueOnMainQueue(_ body: @escaping @MainActor () -> Void) {
    mainQueue.append(body)
  }

  /// Runs a turn of the main run loop: the work queued for the main queue, and what that
  /// work queues in turn, then the layout pass that ends the turn (``runLayoutPass()``),
  /// until neither has anything left.
  ///
  /// Called inside a step that posted a keyboard notification, it first posts what that
  /// turn still owes: a text view's begin-editing, which UIKit posts in the turn of the
  /// keyboard's notifications, before the main queue's next turn, even after a lone
  /// will-change-frame (rules F7, F8).
  ///
  /// A run loop that never goes idle (work that queues more work every turn, for ever:
  /// an app that never sleeps on a device) stops after ``mainQueueTurnLimit`` turns, with a
  /// fault in ``layoutFaults`` that a test reads, instead of hanging the test.
  package func runMainQueue() {
    if keyboardPostedInStep {
      keyboardPostedInStep = false
      postPendingBeginEditing()
    }
    var turns = 0
    repeat {
      turns += 1
      guard turns <= Self.mainQueueTurnLimit else {
        layoutFaults.append("the main queue was still busy after \(turns - 1) turns")
        return
      }
      // Rule O1 c: the turn's layout pass may come before the work it queued.
      if !mainQueue.isEmpty, !viewsNeedingLayout.isEmpty, orders.pick(.c) == 0 {
        runLayoutPass()
      }
      runQueuedWork()
      runLayoutPass()
    } while !mainQueue.isEmpty
  }

  /// How many turns ``runMainQueue()`` runs at most: far more than any action takes.
  package static let mainQueueTurnLimit = 1000

  /// Runs the work queued for the main queue, and what it queues in turn.
  private func runQueuedWork() {
    while !mainQueue.isEmpty {
      let body = mainQueue.removeFirst()
      body()
    }
  }

  /// Whether a step is running: an animated scroll begun now is still in flight until the
  /// step ends.
  package var isInStep: Bool { stepDepth > 0 }

  /// Runs `body` as one step of the app (one turn of its run loop, as a replay step or one
  /// call of ``HeadlessKeyboard``), then the layout pass that ends the turn, then what
  /// comes when the keyboard's animation ends (an animated show's did-notifications) with
  /// its own layout pass, then finishes the animations begun in it.
  ///
  /// UIKit animates `setContentOffset(_:animated:)` on a display link that ticks only
  /// between turns of the run loop: everything inside one step reads such a scroll in
  /// flight (rule A1). The keyboard's own animation, begun by a `will` notification, runs
  /// until the step ends too: a host moved in the same step moves with it (rule K1). Steps
  /// nest; the outermost one finishes the scrolls and moves the clock on.
  package func runStep<Result>(_ body: () throws -> Result) rethrows -> Result {
    stepDepth += 1
    defer {
      if stepDepth == 1 {
        // Still inside the step, so that what the later turns do keeps the step's clock.
        var ends: [@MainActor () -> Void] = []
        repeat {
          // A text view's begin-editing comes in the turn of the keyboard's notifications,
          // after them, even when no will-show came (rules L7, T1).
          if keyboardPostedInStep {
            keyboardPostedInStep = false
            postPendingBeginEditing()
          }
          // UIKit's run loop ends the turn that delivered a notification with its layout
          // pass, where the app's layout for the keyboard (its keyboard layout guide)
          // runs; the `did` notifications come after the keyboard's animation, in a later
          // turn, which ends with a layout pass of its own.
          runLayoutPass()
          ends = keyboardAnimationEnds
          keyboardAnimationEnds = []
          // Rule O1 b: the work queued at the wills may run before their dids.
          if !ends.isEmpty, !mainQueue.isEmpty, orders.pick(.b) == 1 { runMainQueue() }
          for end in ends { end() }
        } while !ends.isEmpty
        runStepEndWork()
        finishScrollAnimations()
        time += Self.timeBetweenSteps
      }
      stepDepth -= 1
    }
    return try body()
  }

  /// Runs `body` once the current step's turns are over, before its animated scrolls end
  /// (UIKit's own scroll after the engine's, rule O1 j); outside a step, at once.
  package func atStepEnd(_ body: @escaping @MainActor () -> Void) {
    if isInStep { stepEndWork.append(body) } else { body() }
  }

  /// Runs the work left for the step's end, then the layout pass of that turn.
  private func runStepEndWork() {
    guard !stepEndWork.isEmpty else { return }
    let work = stepEndWork
    stepEndWork = []
    for body in work { body() }
    runLayoutPass()
  }

  /// Remembers that `view` began an animated scroll in the current step.
  func scrollAnimationBegan(in view: HeadlessScrollView) {
    scrollingViews.appendWeaklyOnce(view)
  }

  /// Brings every animated scroll in flight to its end, as the display link does once the
  /// run loop turns.
  package func finishScrollAnimations() {
    let views = scrollingViews.compactMap(\.value)
    scrollingViews = []
    for view in views { view.finishScrollAnimation() }
  }
}
