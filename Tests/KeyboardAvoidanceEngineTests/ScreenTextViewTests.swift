import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// rules L7, L10, F8: a text view that scrolls its own text (`UITextView`'s default) on a
/// screen that does not scroll.
///
/// Screen and window 390 x 844, safe area 47 / 34 (``ScreenStage``); a text view 358 pt
/// wide, empty, its font's line 20 pt, so its caret line is 20 pt; margin 16, so the screen
/// serves it while less than 20 + 2 x 16 = 52 pt of it is left uncovered; a 336 pt
/// keyboard from 508, 0.25 s, curve 7.
@MainActor
struct ScreenTextViewTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `L10: a default scrolling text view low on a fixed screen lifts the screen`() {
    let stage = ScreenStage()
    let feedback = stage.addTextView(
      "feedback", frame: CGRect(x: 16, y: 600, width: 358, height: 200))
    stage.keyboard.show(shown, focusing: feedback)
    // Nothing above the text view scrolls: it is its own host (rule L7). At the end frame
    // 508 - 600 < 0, so 0 pt of it is left uncovered, less than 52: the screen serves it
    // too. Overlap of the 0 ... 844 view 336, the safe area keeps 34: own addition 302.
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 302)
    // The content follows the safe area: 600 - 302 = 298 ... 498, above the keyboard's 508,
    // so no lift, and the text view, measuring after the screen's layout (rule F8), is
    // covered nowhere and writes no inset.
    #expect(stage.controller.engineLift == 0)
    #expect(stage.frameInWindow(of: feedback) == CGRect(x: 16, y: 298, width: 358, height: 200))
    #expect(feedback.contentInset.bottom == 0)
    stage.keyboard.hide()
    // rule I3: the app's insets (none) come back exactly.
    #expect(stage.controller.additionalSafeAreaInsets == .zero)
  }

  @Test
  func
    `L10: a screen that does not follow the safe area lifts a text view until its caret line fits`()
  {
    let stage = ScreenStage(followsSafeArea: false)
    let notes = stage.addTextView("notes", frame: CGRect(x: 16, y: 600, width: 358, height: 200))
    stage.keyboard.show(shown, focusing: notes)
    // Served as in the test above: own addition 302; the view stays where it is, so the
    // text view is still covered. The lift keeps the text view's top 52 pt of it above the
    // keyboard (its own F2 target, 800 + 16 = 816, reaches further): 600 + 52 = 652, lift
    // min(336, 652 - 508) = 144.
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 302)
    #expect(stage.controller.engineLift == 144)
    // 600 - 144 = 456 ... 656 in the window: 508 - 456 = 52 uncovered. The text view, the
    // inner host, measures after the lift: overlap 656 - 508 = 148; its content (36 pt)
    // fits its bounds, so no safe area is added to its inset (rule I1's existing 0): 148.
    #expect(stage.frameInWindow(of: notes) == CGRect(x: 16, y: 456, width: 358, height: 200))
    #expect(notes.contentInset.bottom == 148)
    // Its caret line at 8 ... 28, grown by 16 and clipped to 0 ... 36 (rule F2), lies in
    // its band 0 ... 200 - 148 = 52: nothing scrolls.
    #expect(notes.contentOffset.y == 0)
    stage.keyboard.hide()
    #expect(stage.controller.engineLift == 0)
    #expect(notes.contentInset.bottom == 0)
  }

  @Test
  func `L10: a text view with room for its caret line is its own host, until the keyboard rises`() {
    let stage = ScreenStage()
    let notes = stage.addTextView("notes", frame: CGRect(x: 16, y: 400, width: 358, height: 400))
    stage.keyboard.show(shown, focusing: notes)
    // 508 - 400 = 108 pt left uncovered, not less than 52: the text view alone avoids the
    // keyboard, by its inset, overlap 800 - 508 = 292 (rule I1, existing 0).
    #expect(stage.controller.recorder.writes == 0)
    #expect(notes.contentInset.bottom == 292)
    // The keyboard's top moves to 444 (a taller keyboard): 444 - 400 = 44 < 52, decided
    // again: the screen serves it, own addition (844 - 444) - 34 = 366; the content moves up
    // to 34 ... 434, above 444: the text view's inset goes back to 0.
    stage.keyboard.changeFrame(to: CGRect(x: 0, y: 444, width: 390, height: 400))
    #expect(stage.controller.additionalSafeAreaInsets.bottom == 366)
    #expect(stage.frameInWindow(of: notes) == CGRect(x: 16, y: 34, width: 358, height: 400))
    #expect(notes.contentInset.bottom == 0)
  }
}
