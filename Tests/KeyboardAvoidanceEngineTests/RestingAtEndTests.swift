import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// A host with nothing focused that rests at its content's end stays there (rule F7).
///
/// The stage: 390 x 844, safe area 47 / 34, `always`, 1600 pt of content. Without the
/// keyboard the largest offset is 1600 + 34 - 844 = 790; with a 336 pt keyboard (302 added)
/// it is 1600 + 336 - 844 = 1092.
@MainActor
struct RestingAtEndTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// Enables the stage's host, focuses `input` with the keyboard hidden and posts the
  /// keyboard's wills in one turn of the run loop, as UIKit posts them before a text view's
  /// begin-editing; the host's recorder starts at the wills.
  private func postWills(on stage: Stage, focusing input: any HeadlessInput) {
    stage.scrollView.keyboard.enable()
    input.becomeFirstResponder()
    stage.scrollView.recorder = HostRecorder()
    stage.screen.runTurn {
      stage.post(.willChangeFrame, endFrame: shown)
      stage.post(.willShow, endFrame: shown)
    }
  }

  @Test func `F7: a host resting at its end stays at the end as the keyboard opens and closes`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 790)
    stage.scrollView.recorder = HostRecorder()
    // Nothing is announced at will-show: the host waits for a text view's late
    // begin-editing until UIKit has acted, and at the turn's end, nothing inside it focused,
    // it rests at the new end in what is left of the keyboard's animation (all of it).
    stage.screen.runTurn { stage.post(.willShow, endFrame: shown) }
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1092))
    #expect(stage.scrollView.recorder.animations == [.keyboardDefault])
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 790))
  }

  @Test func `F7: an offset within 1 pt of the end stays, so a repeated hide writes nothing`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    // The user leaves the offset at 789.5: not at the end of 1092 while the keyboard is up.
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 789.5)
    stage.post(.willHide, endFrame: nil)
    // The hide restores the insets; 789.5 is in the valid range and now within 1 pt of the
    // end, 790, so it counts as resting there and stays.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 789.5))
    stage.scrollView.recorder = HostRecorder()
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 789.5))
  }

  @Test
  func
    `F7: a short form at its end scrolls not at all for a text view focused as the keyboard comes`()
  {
    // A 390 x 844 form without safe area, `never`, 500 pt of content, the app's own top
    // inset 40: content shorter than the bounds rests at -40, the one valid offset, its end.
    let stage = Stage(
      safeArea: .zero, contentSize: CGSize(width: 390, height: 500), adjustment: .never)
    stage.scrollView.contentInset = EdgeInsets(top: 40)
    stage.scrollView.contentOffset = CGPoint(x: 0, y: -40)
    // A text view that does not scroll at (16, 100), one empty line: 8 + 20 + 8 = 36 tall;
    // its caret spans 100 + 8 = 108 ... 128 in the form, with the margin 92 ... 144.
    let notes = HeadlessTextView(
      identifier: "notes", frame: CGRect(x: 16, y: 100, width: 358, height: 36))
    notes.isScrollEnabled = false
    stage.scrollView.addSubview(notes)
    // UIKit posts will-change-frame, will-show, then the text view's begin-editing: at the
    // wills the text view is first responder but not announced. The keyboard's 336 adds 336
    // on the bottom (`never`: none of it is the safe area's): range -40 ... max(-40,
    // 500 + 336 - 844 = -8). Resting at its end was F7's only while nothing inside the form
    // is focused; the text view is, so F3 decides: the band offset + 40 ... offset + 508 is
    // 0 ... 468 at -40 and holds 92 ... 144: the offset stays, never to the new end -8.
    postWills(on: stage, focusing: notes)
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 40, bottom: 336))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -40))
    // The inset and the indicator inset, once, with the keyboard's animation.
    #expect(stage.scrollView.recorder.writes == 2)
    #expect(stage.scrollView.recorder.animations == [.keyboardDefault])
    stage.scrollView.recorder = HostRecorder()
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test
  func `F7: a chat at its end stays there when its composer, a text view outside it, is focused`() {
    // A 390 x 844 screen without safe area; the chat, `never`, fills 0 ... 792 of the window
    // with 1600 pt of content at its end, 1600 - 792 = 808; its composer, a text view, lies
    // below it at 792 ... 844, outside it.
    let stage = Stage(
      safeArea: .zero, hostFrame: CGRect(x: 0, y: 0, width: 390, height: 792), adjustment: .never)
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 808)
    let composer = HeadlessTextView(
      identifier: "composer", frame: CGRect(x: 0, y: 792, width: 390, height: 52))
    stage.window.addSubview(composer)
    // Nothing is announced at the wills (the composer's begin-editing comes after them): the
    // chat waits; the composer's begin-editing is outside it, so nothing inside it is
    // focused and it rests at its end: overlap 792 - 508 = 284, the new end
    // 1600 + 284 - 792 = 1092, with the keyboard's whole animation.
    postWills(on: stage, focusing: composer)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 284))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1092))
    #expect(stage.scrollView.recorder.writes == 3)
    #expect(stage.scrollView.recorder.animations == [.keyboardDefault])
  }

  @Test
  func
    `F7: a text view host at its end, nothing focused, takes a lone will-change-frame at the turn's end`()
  {
    // A full-screen text view host, `never`, 40 lines: content 8 + 41 x 20 + 8 = 836 in the
    // 844 pt view, at its end at 0. Nothing is focused (the keyboard serves an input that
    // announces nothing).
    let stage = Stage(safeArea: .zero, adjustment: .never)
    let notes = HeadlessTextView(
      identifier: "text", frame: stage.window.bounds, text: String(repeating: "line\n", count: 40))
    notes.contentInsetAdjustmentBehavior = .never
    stage.window.addSubview(notes)
    notes.keyboard.enable()
    notes.recorder = HostRecorder()
    // UIKit may post a will-change-frame with no will-show (an iPad keyboard docking, a
    // frame change). The host waits for a late begin-editing until UIKit has acted; at the
    // turn's end none came: 336 on the bottom and, resting at its end, the new end
    // 836 + 336 - 844 = 328, with the keyboard's animation.
    stage.screen.runTurn { stage.post(.willChangeFrame, endFrame: shown) }
    #expect(notes.contentInset == EdgeInsets(bottom: 336))
    #expect(notes.contentOffset == CGPoint(x: 0, y: 328))
    #expect(notes.recorder.writes == 3)
    #expect(notes.recorder.animations == [.keyboardDefault])
  }

  @Test
  func `O1: (a) (k) a field announced after the keyboard's guide moved is revealed, not rested`() {
    for (a, k) in [(0, 0), (2, 1)] {
      // A 390 x 844 form without safe area, `never`, 700 pt of content at its one valid
      // offset, 0; a text field at 100 ... 144 (its target, margin included, 84 ... 160).
      let stage = Stage(
        safeArea: .zero, contentSize: CGSize(width: 390, height: 700), adjustment: .never)
      let field = stage.addField("field", y: 100)
      stage.scrollView.keyboard.enable()
      // Orders a 2 and k 1: the field's begin-editing waits for the keyboard's first
      // notification, a did-show with no will before it (a missed will, rule K1), and the
      // keyboard layout guide moves before that did, read as the keyboard's frame.
      stage.screen.orders = OrderChoices(table: [.a: [a], .k: [k]])
      field.becomeFirstResponder()
      stage.screen.runTurn { stage.post(.didShow, endFrame: shown) }
      // 336 covered, added on the bottom; the range grows to 700 + 336 - 844 = 192. The
      // field is focused, so F3 decides, not F7: the band 0 ... 508 at 0 holds 84 ... 160
      // and the offset stays, never to the new end 192.
      #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 336), "a\(a) k\(k)")
      #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 0), "a\(a) k\(k)")
    }
  }
}
