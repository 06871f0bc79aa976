import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import Testing

/// A `whenCovered` constraint whose item holds the focused input (rule C2).
///
/// Auto Layout moves the input with the constant, so every notification after the first
/// finds it moved. A 390 x 844 screen, safe area 47 / 34; a form pinned 16 pt above the safe
/// area's bottom (794 tall, so it starts at the view's top), with the code field at
/// 700 ... 744 inside it; a 336 pt keyboard, top at 508.
@MainActor
struct ConstraintMovesInputTests {
  private let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
  private let window: HeadlessWindow
  private let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let form = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 794))
  private let field = HeadlessTextField(
    identifier: "code", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
  private let pin: HeadlessLayoutConstraint
  private let keyboard: HeadlessKeyboard

  init() {
    window = HeadlessWindow(
      screen: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    window.addSubview(view)
    view.addSubview(form)
    form.addSubview(field)
    pin = HeadlessLayoutConstraint(view: view, constant: 16, isSafeAreaAware: true, item: form)
    keyboard = HeadlessKeyboard(screen: screen)
    pin.keyboard.follow(mode: .whenCovered)
  }

  @Test func `C2: the four notifications of one show give one constant, and the field clears`() {
    field.becomeFirstResponder()
    pin.recorder = HostRecorder()
    keyboard.show(height: 336)
    // At the base the field's bottom is 744: 744 + 16 - 508 = 252, less than always's
    // 336 - 34 = 302: 16 + 252 = 268, written once (willChangeFrame), kept by the other three.
    #expect(pin.constant == 268)
    #expect(pin.recorder.writes == 1)
    // The form moved up 252: the field ends at 492, 16 pt above the keyboard's top.
    #expect(form.frame.minY == -252)
    #expect(field.convert(field.bounds, to: nil).maxY == 492)
    keyboard.hide()
    #expect(pin.constant == 16)
    #expect(form.frame.minY == 0)
  }

  @Test func `C2: a move of the app's own, laid out later, is measured after layout`() {
    field.becomeFirstResponder()
    keyboard.show(height: 336)
    // The app lifts its form 40 more; Auto Layout has not run yet. The engine takes 308 as
    // the new base (rule I2) and, forcing no layout (rule L8), measures the field from where
    // the laid-out 268 put it: 40 higher at 308, the base.
    pin.constant = 308
    pin.recorder = HostRecorder()
    keyboard.changeFrame(to: CGRect(x: 0, y: 508, width: 390, height: 336))
    // 744 - 292 = 452 at the new base: 452 + 16 = 468 is above 508, so nothing moves.
    #expect(pin.constant == 308)
    #expect(pin.recorder.writes == 0)
    #expect(screen.forcedLayoutPasses == 0)
    // The run loop's layout pass places the form for the app's 308.
    screen.runLayoutPass()
    #expect(form.frame.minY == -292)
  }
}
