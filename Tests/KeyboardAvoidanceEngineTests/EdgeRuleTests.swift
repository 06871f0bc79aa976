import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// The rules at the edges: no writes while the keyboard is away (F4), floating-point noise
/// (A2), the margin at the content's end (F2), and the app's one-edge inset edits (I2).
@MainActor
struct EdgeRuleTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  // MARK: - F4: nothing is written while the keyboard is away

  @Test func `F4: a host frame change while the keyboard is hidden writes nothing`() {
    // A 700 pt host above the home indicator: adjusted (47, 0, 0, 0), offsets up to
    // 1600 - 700 = 900; the user rests at the end.
    let stage = Stage(hostFrame: CGRect(x: 0, y: 0, width: 390, height: 700))
    stage.enableAndShow(shown)
    stage.post(.willHide, endFrame: nil)
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 900)
    stage.scrollView.recorder = HostRecorder()
    // Grown to the full window: adjusted bottom 34, valid offsets end at
    // 1600 + 34 - 844 = 790, so 900 is past the end; the app's scroll view is the app's.
    stage.scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 900))
    // The next keyboard event clamps it (F3): 790.
    stage.post(.willShow, endFrame: shown)
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 790))
  }

  @Test func `F4: focusing while the keyboard is hidden leaves an offset past the end alone`() {
    let stage = Stage()
    let email = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.enableAndShow(shown)
    stage.post(.willHide, endFrame: nil)
    // The user pulled past the end (790 is the largest valid offset).
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
    stage.scrollView.recorder = HostRecorder()
    email.becomeFirstResponder()
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1000))
  }

  @Test func `F4: disabling while the keyboard is hidden writes nothing`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    stage.post(.willHide, endFrame: nil)
    stage.scrollView.contentInset = EdgeInsets(top: 9, bottom: 119)
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
    stage.scrollView.recorder = HostRecorder()
    stage.scrollView.keyboard.disable()
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 9, bottom: 119))
  }

  @Test func `I3: a window move that leaves the keyboard below the host takes the inset off`() {
    // Keyboard up: 302 added. The window moves up by 400 pt: the host's screen frame
    // ends at 444, above the keyboard's top (508), so it covers nothing and I3 restores.
    let stage = Stage()
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset.bottom == 302)
    stage.window.frame = CGRect(x: 0, y: -400, width: 390, height: 844)
    // A window that only moves tells no view in it (rule K7): the engine finds the host
    // elsewhere on screen at the end of the turn and looks again once UIKit has acted.
    #expect(stage.scrollView.contentInset.bottom == 302)
    stage.screen.runMainQueue()
    #expect(stage.scrollView.contentInset == .zero)
  }

  // MARK: - A2: noise is not a change

  @Test func `A2: a target touching the band's edge within noise is visible and costs no write`() {
    let stage = Stage()
    let field = stage.addField("zip", frame: CGRect(x: 16, y: 804.6, width: 358, height: 44))
    stage.enableAndShow(shown)
    field.becomeFirstResponder()
    // Target 788.6 ... 864.6; band 461 high from offset + 47: offset 864.6 - 508 = 356.6.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 356.6))
    // The user nudges it by one ulp: the band now ends at 864.5999999999999.
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 356.59999999999997)
    stage.scrollView.recorder = HostRecorder()
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.isKeyboardTargetVisible(for: field) == true)
  }

  // MARK: - F2: the margin stops at the content's end

  @Test func `F2: a field at the very end of a form counts as visible at the end of the scroll`() {
    // Content 1600; a field at 1556 ... 1600: the margin below would reach 1616, past the
    // content, so the target is 1540 ... 1600.
    let stage = Stage()
    let last = stage.addField("last", frame: CGRect(x: 16, y: 1556, width: 358, height: 44))
    stage.enableAndShow(shown)
    last.becomeFirstResponder()
    // Largest valid offset: 1600 + 336 - 844 = 1092; the band there ends at 1092 + 508 = 1600.
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1092))
    #expect(
      stage.scrollView.keyboardTarget(for: last) == CGRect(x: 16, y: 1540, width: 358, height: 60))
    #expect(stage.scrollView.isKeyboardTargetVisible(for: last) == true)
    stage.scrollView.recorder = HostRecorder()
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.recorder.writes == 0)
  }

  // MARK: - I2: one-edge edits

  @Test func `I2: contentInset.top = 20 while the keyboard is up keeps the app's bottom`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    // Swift reads the whole inset, changes the top and writes it all back, 302 included.
    stage.scrollView.contentInset.top = 20
    stage.post(.didChangeFrame, endFrame: shown)
    // The base is (20, 0, 0, 0): the keyboard still needs 336 - 34 = 302 on top of it.
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 20, bottom: 302))
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 20))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == .zero)
  }

  @Test func `I2: an indicator inset top edit while up keeps the app's indicator bottom`() {
    let stage = Stage()
    stage.scrollView.verticalScrollIndicatorInsets = EdgeInsets(bottom: 10)
    stage.enableAndShow(shown)
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 312))
    stage.scrollView.verticalScrollIndicatorInsets.top = 5
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(top: 5, bottom: 10))
  }

  @Test func `I2: a bottom edit while up becomes the app's bottom`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    stage.scrollView.contentInset.bottom = 50
    stage.post(.didChangeFrame, endFrame: shown)
    // existing 50 + 34 = 84: delta 336 - 84 = 252, bottom 50 + 252 = 302
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 50))
  }
}
