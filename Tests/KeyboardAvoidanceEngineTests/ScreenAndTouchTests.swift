import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import TestSupport
import Testing

/// A keyboard on another screen (K4) and the user's finger on the host (F4).
@MainActor
struct ScreenAndTouchTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `K4: a keyboard on another screen covers nothing and writes nothing`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
    field.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown, object: .otherScreen)
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentInset == .zero)
    // The same frame from the host's own screen: 336 - 34 = 302, offset 760 - 508 = 252.
    stage.post(.willShow, endFrame: shown)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
  }

  @Test func `K4: a keyboard moving to another screen takes the inset off`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    stage.post(.willChangeFrame, endFrame: shown, object: .otherScreen)
    #expect(stage.scrollView.contentInset == .zero)
  }

  @Test func `K4: a frame change naming no screen is on the screen of the last show`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.post(.willShow, endFrame: shown, object: .otherScreen)
    // UIKit may post a frame change with no object: after a show on an external display,
    // the keyboard is still there, and covers nothing here.
    stage.post(.willChangeFrame, endFrame: shown, object: .none)
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentInset == .zero)
    // A show on the host's own screen, then a taller frame naming no screen: 844 - 444 =
    // 400 covered, 400 - 34 = 366 added.
    stage.post(.willShow, endFrame: shown)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    stage.post(
      .willChangeFrame, endFrame: CGRect(x: 0, y: 444, width: 390, height: 400), object: .none)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 366))
  }

  @Test func `K4: before any show or hide, a frame change naming no screen is the host's`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.post(.willChangeFrame, endFrame: shown, object: .none)
    // 336 - 34 = 302, as from the host's own screen.
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
  }

  @Test func `F4: while the user drags, insets are written but nothing scrolls`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
    field.becomeFirstResponder()
    stage.scrollView.isTracking = true
    stage.scrollView.isDragging = true
    stage.post(.willShow, endFrame: shown)
    // The inset and the indicator inset (302 each), no offset write: -47 stays.
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.recorder.writes == 2)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -47))
    // Decelerating is the same.
    stage.scrollView.isTracking = false
    stage.scrollView.isDragging = false
    stage.scrollView.isDecelerating = true
    stage.scrollView.recorder = HostRecorder()
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.recorder.writes == 0)
    // The next event after the touch ends reveals the target: 760 - 508 = 252.
    stage.scrollView.isDecelerating = false
    stage.post(.didShow, endFrame: shown)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.writes == 1)
  }

  @Test func `F4: a tap that makes a field first responder holds nothing back`() {
    let stage = Stage()
    let field = stage.addField("email", frame: CGRect(x: 16, y: 700, width: 358, height: 44))
    stage.scrollView.keyboard.enable()
    // The finger is down (UIKit tracks a touch at once) but has not moved: not a drag.
    stage.scrollView.isTracking = true
    field.becomeFirstResponder()
    stage.post(.willShow, endFrame: shown)
    // Inset 336 - 34 = 302; the field (700...744) grown by the margin 16 ends at 760, the
    // band at 844 - 336 = 508 below the offset: 760 - 508 = 252, in this same event.
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 252))
    #expect(stage.scrollView.recorder.writes == 3)
  }

  @Test func `K7: a rotation waits for the keyboard's own notification, with no flicker`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    stage.scrollView.recorder = HostRecorder()
    // The screen turns first; the host and window follow. The old frame (508 ... 844)
    // now starts below a 390 pt screen: applying it would restore, and the next
    // notification would inset again. The engine waits instead: no write at all.
    stage.screen.setSize(CGSize(width: 844, height: 390))
    stage.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    stage.scrollView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(stage.scrollView.recorder.writes == 0)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    // The keyboard's notification for the new orientation: 390 - 190 = 200 covered, less
    // the 34 pt safe area the window keeps at the bottom: 166.
    stage.post(.willChangeFrame, endFrame: CGRect(x: 0, y: 190, width: 844, height: 200))
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 166))
  }
}
