import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rules L10 and F8: a screen is the outer host of the scroll views inside it.
@MainActor
struct ScreenNestingTests {
  /// The shared screen stage (the app-wide mode off until the test turns it on) with a list
  /// over the top 600 pt of its view, pinned to the view (not to its safe area), with
  /// 1,200 pt of content, `always` adjustment, enabled by hand.
  private func screenWithList() -> (ScreenStage, HeadlessScrollView) {
    let stage = ScreenStage(appWide: false)
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600),
      contentSize: CGSize(width: 390, height: 1200))
    list.contentInsetAdjustmentBehavior = .always
    stage.controller.view.addSubview(list)
    list.keyboard.enable()
    return (stage, list)
  }

  @Test
  func
    `F8: a scroll view inside a screen measures after the screen's layout, with no inset taken back`()
  {
    // A list over the top 600 pt of the view, pinned to the view (not to its safe area),
    // enabled by hand before the screen is ever served; `always` adjustment.
    let (stage, list) = screenWithList()
    let (screen, controller) = (stage.screen, stage.controller)
    // A field below the list, in the screen's content: no scroll view holds it.
    let field = HeadlessTextField(
      identifier: "code", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    controller.view.content.addSubview(field)
    screen.runLayoutPass()
    screen.keyboard.enableEverywhere()
    let keyboard = stage.keyboard
    field.becomeFirstResponder()
    keyboard.show(height: 336)
    // The screen first: 336 - 34 = 302, its safe area's bottom at 844 - 336 = 508. The list
    // (0 ... 600) then finds 600 - 508 = 92 of safe area at its bottom, which covers its
    // overlap of 600 - 508 = 92 (rule I1): no inset written, none taken back.
    #expect(controller.additionalSafeAreaInsets.bottom == 302)
    #expect(list.adjustedContentInset.bottom == 92)
    #expect(list.contentInset.bottom == 0)
    #expect(list.recorder.contentInsets.isEmpty)
  }

  @Test
  func
    `F8: a scroll view inside a screen that writes nothing measures once the screen has decided`()
  {
    // The same list over the top 600 pt, enabled by hand, `always` adjustment.
    let (stage, list) = screenWithList()
    let (screen, controller) = (stage.screen, stage.controller)
    // A form 390 x 100 pinned 40 above the view's bottom by a constraint that follows the
    // keyboard, its field 20 in: at 724 ... 768.
    let form = HeadlessView(frame: CGRect(x: 0, y: 704, width: 390, height: 100))
    controller.view.addSubview(form)
    let field = HeadlessTextField(
      identifier: "code", frame: CGRect(x: 16, y: 20, width: 358, height: 44))
    form.addSubview(field)
    let constraint = HeadlessLayoutConstraint(
      view: controller.view, constant: 40, isSafeAreaAware: false, item: form)
    constraint.keyboard.follow()
    screen.runLayoutPass()
    screen.keyboard.enableEverywhere()
    let keyboard = stage.keyboard
    field.becomeFirstResponder()
    let begin = CGRect(x: 0, y: 844, width: 390, height: 336)
    let end = CGRect(x: 0, y: 508, width: 390, height: 336)
    screen.runStep {
      for name in [KeyboardEventName.willChangeFrame, .willShow] {
        keyboard.post(
          KeyboardEvent(name: name, beginFrame: begin, endFrame: end, timing: .keyboardDefault))
        // The list waits for the screen's decision: nothing written at the notification.
        #expect(list.recorder.contentInsets.isEmpty)
      }
    }
    // The constraint lifts the field to 844 - (40 + 336) - 100 + 20 = 388 ... 432, above
    // 508: the screen writes nothing. The list then measures: its overlap 600 - 508 = 92,
    // its safe area's bottom 34 - (844 - 600) < 0, so 0 (rule I1): an inset of 92, once,
    // inside what is left of the keyboard's animation.
    #expect(controller.additionalSafeAreaInsets == .zero)
    #expect(controller.recorder.writes == 0)
    #expect(list.recorder.contentInsets == [EdgeInsets(top: 0, left: 0, bottom: 92, right: 0)])
    #expect(list.recorder.animations == [AnimationTiming(duration: 0.25, curve: 7)])
  }
}
