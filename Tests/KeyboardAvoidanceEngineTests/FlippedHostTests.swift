import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Hosts flipped vertically: a chat table with a `scaleY(-1)` transform (rule I4).
///
/// A 390 x 844 screen and window without safe area, `never`; a table of one section under
/// a 28 pt header, rows of 44: row r spans 28 + 44 r ... 72 + 44 r, 40 rows make
/// 28 + 40 x 44 = 1788 of content. Flipped, content y shows at screen y
/// 844 - (y - offset): the content's top, the newest message, is at the bottom of the
/// screen, where the keyboard is. A 336 pt keyboard from 508 overlaps 844 - 508 = 336 (K5),
/// so the keyboard's edge E is the table's top.
@MainActor
struct FlippedHostTests {
  private let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// Where a content rect of `host` shows on screen.
  private func onScreen(_ rect: CGRect, of host: HeadlessScrollView) throws -> CGRect {
    try #require(host.window).convertToScreen(host.convert(rect, to: nil))
  }

  @Test func `I4: a flipped table takes the keyboard's inset on its top and reveals the input`()
    throws
  {
    let form = TableForm(rows: 40, inputsAt: [0])
    form.table.isFlippedVertically = true
    let field = try form.focusAndShow(row: 0)
    // existing = adjusted.top 0 - the engine's 0 = 0: delta 336 on the top edge and the top
    // indicator inset; the bottom, left and right stay the user's 0.
    #expect(form.table.contentInset == EdgeInsets(top: 336))
    #expect(form.table.verticalScrollIndicatorInsets == EdgeInsets(top: 336))
    #expect(form.table.adjustedContentInset == EdgeInsets(top: 336))
    // Row 0 (28 ... 72, its field 34 ... 66) fits: target 28 - 16 ... 72 + 16 = 12 ... 88.
    // The band offset + 336 ... offset + 844 starts below it: offset 12 - 336 = -324
    // (valid range -336 ... 1788 - 844 = 944).
    #expect(form.table.contentOffset == CGPoint(x: 0, y: -324))
    #expect(form.table.isKeyboardTargetVisible(for: field) == true)
    // On screen the target's content 12 ... 88 shows at 844 - (88 + 324) = 432 ...
    // 844 - (12 + 324) = 508: its margin ends at the keyboard's top; the field at
    // 844 - (66 + 324) = 454 ... 486.
    let target = try #require(form.table.keyboardTarget(for: field))
    #expect(try onScreen(target, of: form.table) == CGRect(x: 0, y: 432, width: 390, height: 76))
    #expect(
      try onScreen(field.convert(field.bounds, to: form.table), of: form.table)
        == CGRect(x: 120, y: 454, width: 240, height: 32))
  }

  @Test func `I4: the hide gives a flipped table its insets back exactly`() throws {
    let form = TableForm(rows: 40, inputsAt: [])
    form.table.isFlippedVertically = true
    form.table.contentInset = EdgeInsets(top: 8.5, bottom: 20.25)
    form.table.verticalScrollIndicatorInsets = EdgeInsets(top: 2.75)
    form.table.contentOffset = CGPoint(x: 0, y: -8.5)
    // Resting at its end with nothing announced, the table measures at the turn's end.
    form.screen.runTurn {
      form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    }
    // existing = adjusted.top 8.5 (the user's own top, `never`): delta 336 - 8.5 = 327.5,
    // top 8.5 + 327.5 = 336; the indicator's top 2.75 + 327.5 = 330.25; the bottom stays.
    #expect(form.table.contentInset == EdgeInsets(top: 336, bottom: 20.25))
    #expect(form.table.verticalScrollIndicatorInsets == EdgeInsets(top: 330.25))
    form.keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    #expect(form.table.contentInset == EdgeInsets(top: 8.5, bottom: 20.25))
    #expect(form.table.verticalScrollIndicatorInsets == EdgeInsets(top: 2.75))
    // Resting at the end at E before the hide (-336, the smallest offset), it rests at the
    // new one after it: -8.5.
    #expect(form.table.contentOffset == CGPoint(x: 0, y: -8.5))
  }

  @Test func `I4: a flipped chat resting at its newest message stays there as the keyboard opens`()
  {
    let form = TableForm(rows: 40, inputsAt: [])
    form.table.isFlippedVertically = true
    #expect(form.table.contentOffset == .zero)
    form.table.recorder = HostRecorder()
    form.screen.runTurn {
      form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    }
    // At 0 = -adjusted.top it rests at the end at E, the smallest valid offset (F7 read
    // with E): with 336 on top the end is -336, so the content's top (the newest message)
    // shows at 844 - (0 + 336) = 508, right above the keyboard. Nothing is announced at
    // will-show, so the table waits until UIKit has acted on it (a text view focused inside
    // would have announced itself by then) and measures in what is left of the keyboard's
    // animation: all of it.
    #expect(form.table.contentInset == EdgeInsets(top: 336))
    #expect(form.table.contentOffset == CGPoint(x: 0, y: -336))
    #expect(form.table.recorder.animations == [.keyboardDefault])
    form.keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    #expect(form.table.contentInset == .zero)
    #expect(form.table.contentOffset == .zero)
  }

  @Test func `I4: a short flipped chat rests with its messages right above the keyboard`() {
    let form = TableForm(rows: 3, inputsAt: [])
    form.table.isFlippedVertically = true
    // Content 28 + 3 x 44 = 160, shorter than the 844 pt band: UIKit's one valid offset is
    // -adjusted.top, 0 now, the content's top at the bottom of the screen.
    #expect(form.table.contentSize.height == 160)
    form.screen.runTurn {
      form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    }
    // With 336 on top the one valid offset is -336: the messages show at
    // 844 - (160 + 336) = 348 ... 508, on the keyboard.
    #expect(form.table.contentOffset == CGPoint(x: 0, y: -336))
    form.keyboard.post(KeyboardEvent(name: .willHide, endFrame: nil))
    #expect(form.table.contentOffset == .zero)
  }

  @Test func `I4: a scroll view inside a flipped container takes the inset on its top`() throws {
    let stage = Stage()
    let container = HeadlessView(frame: stage.window.bounds)
    container.isFlippedVertically = true
    stage.window.addSubview(container)
    container.addSubview(stage.scrollView)
    // UIKit carries no safe area into a flipped view: adjusted = contentInset = 0.
    #expect(stage.scrollView.adjustedContentInset == .zero)
    stage.scrollView.contentOffset = .zero
    let field = stage.addField("message", y: 100)
    stage.enableAndShow(keyboardFrame, focusing: field)
    // E is the top (the flip is the container's): delta 336 on top. Target 84 ... 160;
    // band offset + 336 ... offset + 844: offset 84 - 336 = -252 (range -336 ... 756).
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 336))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(top: 336))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -252))
    // On screen the target shows at 844 - (160 + 252) = 432 ... 844 - (84 + 252) = 508.
    let target = try #require(stage.scrollView.keyboardTarget(for: field))
    #expect(
      try onScreen(target, of: stage.scrollView) == CGRect(x: 16, y: 432, width: 358, height: 76))
  }

  @Test func `I4: a table flipped while the keyboard is up moves the inset at the next K7 change`()
  {
    let form = TableForm(rows: 40, inputsAt: [])
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    #expect(form.table.contentInset == EdgeInsets(bottom: 336))
    #expect(form.table.contentOffset == .zero)
    // UIKit tells no one of a transform: nothing is written until a geometry change.
    form.table.recorder = HostRecorder()
    form.table.isFlippedVertically = true
    #expect(form.table.recorder.writes == 0)
    // A bar appears (K7): the engine re-checks the edge and moves its 336 from the bottom to
    // the top in place, in one unanimated write. The offset 0 = -adjusted.top rested at the
    // end at E: it rests at the new end, -336.
    form.window.windowSafeAreaInsets = EdgeInsets(top: 20)
    #expect(form.table.contentInset == EdgeInsets(top: 336))
    #expect(form.table.verticalScrollIndicatorInsets == EdgeInsets(top: 336))
    #expect(form.table.contentOffset == CGPoint(x: 0, y: -336))
    #expect(form.table.recorder.writes == 3)
    #expect(form.table.recorder.layoutPasses == 1)
    #expect(form.table.recorder.animations.isEmpty)
    // Flipped back, the next change moves it back to the bottom; -336 is below the valid
    // range 0 ... 1788 + 336 - 844 = 1280 and comes back to 0.
    form.table.isFlippedVertically = false
    form.window.windowSafeAreaInsets = .zero
    #expect(form.table.contentInset == EdgeInsets(bottom: 336))
    #expect(form.table.verticalScrollIndicatorInsets == EdgeInsets(bottom: 336))
    #expect(form.table.contentOffset == .zero)
  }

  @Test func `I4: a bar that moves when covered measures a flipped table's row where it scrolls`()
    throws
  {
    let form = TableForm(rows: 40, inputsAt: [3])
    form.table.isFlippedVertically = true
    let bar = HeadlessLayoutConstraint(view: form.window, constant: 8, isSafeAreaAware: true)
    bar.keyboard.follow(mode: .whenCovered)
    let field = try #require(form.field(3))
    field.becomeFirstResponder()
    // Row 3 spans 28 + 132 = 160 ... 204, its field 166 ... 198: at offset 0 the field shows
    // at 844 - 198 = 646 ... 844 - 166 = 678, under the keyboard's top 508.
    form.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
    // The table takes 336 on top; target 160 - 16 ... 204 + 16 = 144 ... 220, band
    // offset + 336 ... offset + 844: offset 144 - 336 = -192, animated (rule A1). The table's
    // content moves down the screen as its offset falls: the field ends at
    // 844 - 198 - 192 = 454 ... 486, and 486 + 16 = 502 is above 508: the bar stays at 8.
    #expect(form.table.contentOffset == CGPoint(x: 0, y: -192))
    #expect(
      try onScreen(field.convert(field.bounds, to: form.table), of: form.table)
        == CGRect(x: 120, y: 454, width: 240, height: 32))
    #expect(bar.constant == 8)
  }
}
