import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// The model moves what UIKit moves on its own at the moment picked (rule O1 j and l):
/// its scroll of a newly focused input, and a container it moves for the keyboard.
@MainActor
struct OrderPointUIKitMoveTests {
  /// Runs `body` whenever `name` is posted on `stage`'s screen.
  private func observe(
    _ name: Notification.Name, on stage: Stage, _ body: @escaping @MainActor () -> Void
  ) {
    _ = stage.screen.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { _ in
      MainActor.assumeIsolated { body() }
    }
  }

  @Test("O1: (j) UIKit scrolls a newly focused field in not at all, before the engine, or after")
  func orderJ() {
    for choice in 0...2 {
      let stage = Stage.form()
      stage.screen.orders = OrderChoices(table: [.j: [choice]])
      let visible = stage.addField("a", y: 100)
      let covered = stage.addField("b", y: 700)
      // The app's inset for a 336 pt keyboard: the visible part is 0 ... 844 - 336 = 508.
      stage.scrollView.contentInset.bottom = 336
      visible.becomeFirstResponder()
      // 100 ... 144 is visible: UIKit scrolls nothing, and no order is picked.
      #expect(stage.screen.orders.picks.map(\.point) == [.a], "j\(choice)")
      var atBegin: (offset: CGFloat, animatesTo: CGFloat?)?
      observe(EditingNotificationName.textFieldDidBegin.notificationName, on: stage) {
        let scroll = stage.scrollView
        atBegin = (scroll.contentOffset.y, scroll.scrollAnimation?.to.y)
      }
      var atBodyEnd: CGFloat?
      stage.screen.runStep {
        covered.becomeFirstResponder()
        atBodyEnd = stage.scrollView.contentOffset.y
      }
      // 700 ... 744 brought just inside, no margin: 744 - 508 = 236.
      let end: CGFloat = choice == 0 ? 0 : 236
      #expect(stage.scrollView.contentOffset.y == end, "j\(choice)")
      #expect(stage.screen.orders.picks.contains(OrderPick(.j, choice)))
      switch choice {
      case 1:
        // Before the begin-editing the engine hears: an animated scroll begun inside
        // `becomeFirstResponder`, still at its start in that turn, as UIKit's display link
        // has not ticked yet; it ends at 236 when the step does.
        #expect(atBegin?.offset == 0)
        #expect(atBegin?.animatesTo == 236)
        #expect(atBodyEnd == 0)
      case 2:
        // After everything the step did: at the begin-editing and at the step's last
        // line still at 0.
        #expect(atBegin?.offset == 0)
        #expect(atBodyEnd == 0)
      default:
        #expect(atBegin?.offset == 0)
      }
    }
  }

  @Test("O1: (j) UIKit scrolls a newly focused text view in to its caret, not its whole frame")
  func orderJTextView() {
    let stage = Stage.form()
    stage.screen.orders = OrderChoices(table: [.j: [1]])
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 600, width: 358, height: 200))
    stage.scrollView.addSubview(notes)
    // The app's inset for a 336 pt keyboard: the visible part is 0 ... 508.
    stage.scrollView.contentInset.bottom = 336
    notes.becomeFirstResponder()
    // The empty text's caret, 8 pt below the text view's top, 20 pt tall: 608 ... 628 in
    // the form, brought just inside: 628 - 508 = 120 (the whole frame would give 292).
    #expect(stage.scrollView.contentOffset.y == 120)
    #expect(stage.screen.orders.picks.contains(OrderPick(.j, 1)))
  }

  @Test("O1: (l) a form sheet moves not at all, before the will, during the animation, after did")
  func orderL() {
    // A sheet at (162, 200), 700 x 980, that UIKit moves up by 100 while the keyboard is up.
    let resting = CGRect(x: 162, y: 200, width: 700, height: 980)
    let raised = CGRect(x: 162, y: 100, width: 700, height: 980)
    for (choice, seen) in [
      (0, ["wcf 200", "ws 200", "ds 200", "wcf 200", "wh 200", "dh 200"]),
      (1, ["wcf 100", "ws 100", "ds 100", "wcf 200", "wh 200", "dh 200"]),
      (2, ["wcf 200", "ws 100", "ds 100", "wcf 100", "wh 200", "dh 200"]),
      (3, ["wcf 200", "ws 200", "ds 100", "wcf 100", "wh 100", "dh 200"]),
    ] {
      // The sheet's top as each will-change-frame, will-show, did-show, will-hide and
      // did-hide hears it. Order 2 moves once the first will (will-change-frame) has been
      // heard; order 3 at the first did (did-change-frame), before did-show or did-hide.
      let stage = Stage(
        screenSize: CGSize(width: 1024, height: 1366), safeArea: .zero, hostFrame: resting)
      stage.screen.orders = OrderChoices(table: [.l: [choice]])
      stage.scrollView.movesForKeyboard(to: raised)
      var log: [String] = []
      for (name, tag) in [
        (KeyboardEventName.willChangeFrame, "wcf"), (.willShow, "ws"), (.didShow, "ds"),
        (.willHide, "wh"), (.didHide, "dh"),
      ] {
        observe(name.notificationName, on: stage) {
          log.append("\(tag) \(Int(stage.scrollView.frame.minY))")
        }
      }
      stage.keyboard.show(height: 398)
      // One move per show, picked once for its will-change-frame and will-show.
      #expect(stage.screen.orders.picks == [OrderPick(.e, 0), OrderPick(.l, choice)])
      #expect(stage.scrollView.frame == (choice == 0 ? resting : raised), "l\(choice)")
      stage.keyboard.hide()
      #expect(log == seen, "l\(choice)")
      #expect(stage.scrollView.frame == resting, "l\(choice)")
    }
  }
}
