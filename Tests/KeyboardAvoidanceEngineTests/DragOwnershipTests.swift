import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// When a drag takes the inset over (rule D1).
///
/// Only from its first sample of the keyboard's top edge below the notified top. Most pans
/// of an interactive host only scroll the content; the keyboard never moves and UIKit posts
/// nothing, so such a pan must own nothing.
///
/// The stage of rule D1's other tests: a 390 x 844 screen, safe area 47 / 34, a full-screen
/// `always` scroll view with 1600 pt of content, dismiss mode `interactive`, a 336 pt
/// keyboard with its top at 508 (inset 336 - 34 = 302), and a field at y 1000, 44 tall.
@MainActor
struct DragOwnershipTests {
  private let stage = Stage()
  private let field: HeadlessTextField
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  init() {
    field = stage.addField("far", frame: CGRect(x: 16, y: 1000, width: 358, height: 44))
    stage.scrollView.keyboardDismissMode = .interactive
    stage.enableAndShow(shown)
  }

  private var scrollView: HeadlessScrollView { stage.scrollView }

  @Test func `D1: a pan that never moves the keyboard owns nothing; a field is revealed after`() {
    // Nothing focused at the show: the offset stays at its resting -47.
    #expect(scrollView.contentOffset.y == -47)
    scrollView.beginUserDrag()
    scrollView.endUserDrag()
    field.becomeFirstResponder()
    // The target 984...1060 (margin 16) ends at the band's bottom, offset + 844 - 336:
    // offset 1060 - 508 = 552, inside the clamp's 1600 + 336 - 844 = 1092.
    #expect(scrollView.contentOffset.y == 552)
    #expect(scrollView.contentInset.bottom == 302)
  }

  @Test func `D1: samples at the notified top own nothing; the first one below takes the inset`() {
    scrollView.beginUserDrag()
    scrollView.recorder = HostRecorder()
    stage.keyboard.dragKeyboardTop(to: 508)
    stage.keyboard.dragKeyboardTop(to: 508.0005)
    #expect(scrollView.recorder.writes == 0)
    // 600 is below 508: the drag owns the inset, 844 - 600 - 34 = 210 on both insets.
    stage.keyboard.dragKeyboardTop(to: 600)
    #expect(scrollView.recorder.writes == 2)
    #expect(scrollView.contentInset.bottom == 210)
    scrollView.endUserDrag()
    // Owned until the next notification: a field that begins editing is not revealed.
    field.becomeFirstResponder()
    #expect(scrollView.contentOffset.y == -47)
    // The snap-back show resolves it (D2): 302 again, and the field is revealed (552).
    stage.keyboard.post(
      KeyboardEvent(name: .willShow, beginFrame: shown, endFrame: shown, timing: .keyboardDefault))
    #expect(scrollView.contentInset.bottom == 302)
    #expect(scrollView.contentOffset.y == 552)
  }

  @Test func `D1: a pan that only scrolled leaves caret tracking and Return as they were`() {
    let next = stage.addField("next", frame: CGRect(x: 16, y: 1200, width: 358, height: 44))
    field.becomeFirstResponder()
    #expect(scrollView.contentOffset.y == 552)
    scrollView.beginUserDrag()
    stage.keyboard.dragKeyboardTop(to: 508)
    scrollView.endUserDrag()
    // Return moves to the field at 1200: its target 1184...1260 needs 1260 - 508 = 752.
    field.pressReturn()
    #expect(next.isFirstResponder)
    #expect(scrollView.contentOffset.y == 752)
  }
}
