import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// A login screen's button pinned 16 pt above the safe area's bottom (rules C1, C2).
@MainActor
struct ConstraintFollowTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `C1: Apple's usual item-first form moves the item up: -16 - (336 - 34)`() {
    // `button.bottom = safeArea.bottom - 16`: a constant of -16, the item first.
    let login = LoginStage()
    login.constraint.constant = -16
    login.constraint.isItemFirst = true
    login.constraint.keyboard.follow()
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    // The same 302 pt as the container-first form, subtracted: -16 - 302 = -318.
    #expect(login.constraint.constant == -318)
    login.keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    #expect(login.constraint.constant == -16)
  }

  @Test func `C1: the home indicator is not stacked: 16 + 336 - 34`() {
    let login = LoginStage()
    login.constraint.keyboard.follow()
    login.keyboard.post(
      KeyboardEvent(
        name: .willShow, endFrame: shown, timing: AnimationTiming(duration: 0.4, curve: 3)))
    #expect(login.constraint.constant == 318)
    #expect(login.constraint.recorder.writes == 1)
    #expect(login.constraint.recorder.animations == [AnimationTiming(duration: 0.4, curve: 3)])
    login.keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    #expect(login.constraint.constant == 16)
  }

  @Test func `C1: under a tab bar there is no gap: 16 + 336 - 83`() {
    let login = LoginStage(safeArea: EdgeInsets(top: 47, bottom: 83))
    login.constraint.keyboard.follow()
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    #expect(login.constraint.constant == 269)
  }

  @Test func `C1: a constraint to the view's bottom clears the whole overlap`() {
    let login = LoginStage(safeAreaAware: false)
    login.constraint.keyboard.follow()
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    #expect(login.constraint.constant == 352)
  }

  @Test func `C1: in an iPad form sheet only the covered part counts`() {
    let login = LoginStage(
      size: CGSize(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20),
      viewFrame: CGRect(x: 162, y: 200, width: 700, height: 980))
    login.constraint.keyboard.follow()
    login.keyboard.post(
      KeyboardEvent(name: .willShow, endFrame: CGRect(x: 0, y: 968, width: 1024, height: 398)))
    // sheet bottom 1180 - keyboard top 968 = 212; the sheet has no bottom safe area
    #expect(login.constraint.constant == 228)
  }

  @Test func `C1: the end frame counts, not the begin frame`() {
    let login = LoginStage()
    login.constraint.keyboard.follow()
    login.keyboard.post(
      KeyboardEvent(
        name: .willChangeFrame, beginFrame: shown,
        endFrame: CGRect(x: 0, y: 844, width: 390, height: 336)))
    #expect(login.constraint.constant == 16)
    #expect(login.constraint.recorder.writes == 0)
  }

  @Test func `A2: a repeated notification writes nothing, and stopping restores the base exactly`()
  {
    let login = LoginStage()
    login.constraint.keyboard.follow()
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    login.keyboard.post(KeyboardEvent(name: .didShow, endFrame: shown))
    #expect(login.constraint.recorder.writes == 1)
    login.constraint.keyboard.stopFollowing()
    #expect(login.constraint.constant == 16)
    #expect(!login.constraint.keyboard.isFollowing)
  }

  @Test func `I2: a constant the app sets while the keyboard is up becomes the base`() {
    let login = LoginStage()
    login.constraint.keyboard.follow()
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    login.constraint.constant = 40
    login.keyboard.post(KeyboardEvent(name: .didShow, endFrame: shown))
    // 40 + 302
    #expect(login.constraint.constant == 342)
    login.keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    #expect(login.constraint.constant == 40)
  }

  @Test func `C2: an input high on the screen does not move the constant`() {
    let login = LoginStage()
    let field = login.addField("user", frame: CGRect(x: 16, y: 200, width: 358, height: 44))
    login.constraint.keyboard.follow(mode: .whenCovered)
    login.show(shown, focusing: field)
    // 244 + 16 = 260 is above the keyboard's top 508
    #expect(login.constraint.constant == 16)
  }

  @Test func `C2: an input low on the screen moves just enough`() {
    let login = LoginStage()
    let field = login.addField("code", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    login.constraint.keyboard.follow(mode: .whenCovered)
    login.show(shown, focusing: field)
    // 744 + 16 - 508 = 252, less than always's 302: 16 + 252
    #expect(login.constraint.constant == 268)
    field.resignFirstResponder()
    login.keyboard.post(KeyboardEvent(name: .didShow, endFrame: shown))
    // nothing focused: back to the base
    #expect(login.constraint.constant == 16)
  }

  @Test func `C2: the constraint's margin is the room kept above the covered input`() {
    let login = LoginStage()
    let field = login.addField("code", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    #expect(login.constraint.keyboard.margin == 16)
    login.constraint.keyboard.margin = 40
    login.constraint.keyboard.follow(mode: .whenCovered)
    login.show(shown, focusing: field)
    // 744 + 40 - 508 = 276 above the base 16
    #expect(login.constraint.constant == 292)
    #expect(login.constraint.keyboard.margin == 40)
  }

  @Test(arguments: [false, true])
  func `C2: a bar above a form that scrolls the field clear stays put, whoever registered first`(
    barFirst: Bool
  ) {
    let login = LoginStage()
    let form = HeadlessScrollView(
      frame: login.view.bounds, contentSize: CGSize(width: 390, height: 2000))
    form.contentInsetAdjustmentBehavior = .always
    login.view.addSubview(form)
    form.contentOffset = form.restingContentOffset
    let field = HeadlessTextField(
      identifier: "code", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    form.addSubview(field)
    if barFirst { login.constraint.keyboard.follow(mode: .whenCovered) }
    form.keyboard.enable()
    if !barFirst { login.constraint.keyboard.follow(mode: .whenCovered) }
    login.show(shown, focusing: field)
    // the form: inset 336 - 34 = 302, band bottom offset + 844 - 336; the target's bottom
    // 700 + 44 + 16 = 760 needs offset 252, which puts the field's bottom at 744 - 252 = 492
    // on screen, and 492 + 16 = 508 is the keyboard's top: the bar is not needed
    #expect(form.contentOffset.y == 252)
    #expect(login.constraint.constant == 16)
    #expect(login.constraint.recorder.writes == 0)
    // K7, A2: re-applying every engine to an unchanged screen writes nothing
    form.recorder = HostRecorder()
    login.screen.keyboardObserver.receive(.geometryChanged)
    #expect(form.recorder.writes == 0)
    #expect(login.constraint.recorder.writes == 0)
  }

  @Test func `C1: the alongside callback runs in the animation with the new constant`() {
    let login = LoginStage()
    let seen = SeenConstants()
    login.constraint.keyboard.follow(alongside: { seen.values.append($0) })
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
    login.keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    #expect(seen.values == [318, 16])
  }

  @Test func `L4: a released view and constraint take the engine with them`() {
    let login = LoginStage()
    weak var weakConstraint: HeadlessLayoutConstraint?
    do {
      let constraint = HeadlessLayoutConstraint(
        view: login.view, constant: 8, isSafeAreaAware: true)
      constraint.keyboard.follow()
      weakConstraint = constraint
    }
    #expect(weakConstraint == nil)
    login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: shown))
  }
}

/// Constants seen by an alongside callback, on the main actor.
@MainActor
private final class SeenConstants: Sendable {
  var values: [CGFloat] = []
}
