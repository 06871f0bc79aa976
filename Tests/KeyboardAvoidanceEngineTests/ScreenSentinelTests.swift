import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rules L8, L10: where a screen's layout sentinel goes, and that it stays there.
///
/// Screen and window 390 x 844, safe area 47 / 34; a controller's view over the window,
/// its content pinned to the safe area's bottom; the app-wide mode on; a 336 pt keyboard
/// from 508. The screen adds 336 - 34 = 302 to its bottom safe area (as in the L10 tests),
/// so a field at 700 ... 744 moves to 398 ... 442.
@MainActor
struct ScreenSentinelTests {
  private let stage = ScreenStage(isVisualEffectView: true)
  private let field = HeadlessTextField(
    identifier: "password", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
  private var controller: HeadlessViewController { stage.controller }
  private var keyboard: HeadlessKeyboard { stage.keyboard }

  init() {
    stage.controller.view.content.addSubview(field)
  }

  @Test func `L8: a blurred screen takes its sentinel in its content view and is lifted`() {
    field.becomeFirstResponder()
    keyboard.show(height: 336)
    // Nothing went into the visual effect view itself (an exception on iOS).
    #expect(controller.view.refusedSubviews.isEmpty)
    // The decision came in the sentinel's layout pass: 336 - 34 = 302.
    #expect(controller.additionalSafeAreaInsets.bottom == 302)
    #expect(
      field.convert(field.bounds, toAncestor: controller.view)
        == CGRect(x: 16, y: 398, width: 358, height: 44))
    keyboard.hide()
    #expect(controller.additionalSafeAreaInsets == .zero)
  }

  @Test func `L10: a screen whose subviews the app rebuilt still decides after its layout`() {
    field.becomeFirstResponder()
    keyboard.show(height: 336)
    #expect(controller.additionalSafeAreaInsets.bottom == 302)
    // The app clears every other view out of its content, as a rebuild does: the sentinel
    // goes with the rest.
    for view in controller.view.content.subviews where view !== field {
      view.removeFromSuperview()
    }
    #expect(!controller.view.content.subviews.contains { $0 is HeadlessSentinel })
    keyboard.hide()
    #expect(controller.additionalSafeAreaInsets == .zero)
    // The next show is decided in the layout pass of a sentinel back in front of the
    // content: 336 - 34 = 302 again.
    keyboard.show(height: 336)
    #expect(controller.additionalSafeAreaInsets.bottom == 302)
    #expect(controller.view.content.subviews.last is HeadlessSentinel)
  }

  @Test func `L8: work asked for inside the sentinel's pass waits for a later pass`() {
    stage.screen.runLayoutPass()
    let passes = PassCount()
    // Each pass's work asks for the next pass, three times: a view that marks itself for
    // layout inside its own pass would be laid out again in that pass, for ever.
    func countAndAskAgain() {
      passes.count += 1
      if passes.count < 3 { controller.afterNextLayout(countAndAskAgain) }
    }
    controller.afterNextLayout(countAndAskAgain)
    stage.screen.runLayoutPass()
    #expect(passes.count == 1)
    // Each next pass is asked for at the main queue's next turn, and runs after it: the
    // turns run until the queue is empty, the two passes with them.
    stage.screen.runMainQueue()
    #expect(passes.count == 3)
  }
}

/// How many layout passes ran a test's work.
@MainActor
private final class PassCount {
  var count = 0
}
