import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// An iPad form sheet that UIKit moves while the keyboard animates, between its `will` and
/// `did` notifications (rules K1, K7).
///
/// Screen 1024 x 1366 without safe area; the sheet's scroll view at (162, 200), 700 x 980,
/// `never` adjustment, 1,400 pt of content; a field at 900 ... 944 (target 884 ... 960 with
/// the 16 pt margin); the keyboard's top at 968. Sheet bottom 200 + 980 = 1180: overlap
/// 1180 - 968 = 212, band 980 - 212 = 768 tall, revealed at 960 - 768 = 192. Moved up by
/// 100: overlap 112, band 868 tall; at 192 it shows 192 ... 1060, the target stays visible.
@MainActor
struct SheetMoveTests {
  private let keyboardFrame = CGRect(x: 0, y: 968, width: 1024, height: 398)
  private let movedSheet = CGRect(x: 162, y: 100, width: 700, height: 980)

  /// The sheet with its field focused and the engine enabled; `heard` says whether the
  /// binding's sentinels hear the sheet move.
  private func sheet(heard: Bool) -> Stage {
    let stage = Stage(
      screenSize: CGSize(width: 1024, height: 1366), safeArea: .zero,
      hostFrame: CGRect(x: 162, y: 200, width: 700, height: 980),
      contentSize: CGSize(width: 700, height: 1400), adjustment: .never)
    stage.scrollView.reportsGeometryChanges = heard
    stage.scrollView.keyboard.enable()
    stage.addField("name", frame: CGRect(x: 20, y: 900, width: 660, height: 44))
      .becomeFirstResponder()
    return stage
  }

  /// After the sheet's move: both insets at 112, written in the keyboard's animation
  /// (0.25 s, curve 7); the did that follows finds nothing left to repair: no jump.
  private func expectMovedWithKeyboard(_ stage: Stage) {
    #expect(stage.scrollView.contentInset.bottom == 112)
    #expect(stage.scrollView.recorder.writes == 2)
    #expect(stage.scrollView.recorder.animations == [.keyboardDefault])
    stage.scrollView.recorder = HostRecorder()
    stage.post(.didShow, endFrame: keyboardFrame)
    #expect(stage.scrollView.recorder.writes == 0)
  }

  @Test func `K7: a sheet moved while the keyboard animates moves with the keyboard's animation`() {
    let stage = sheet(heard: true)
    // One turn of the run loop: the keyboard's animation runs from the will on.
    stage.screen.runStep {
      stage.post(.willShow, endFrame: keyboardFrame)
      #expect(stage.scrollView.contentInset.bottom == 212)
      #expect(stage.scrollView.contentOffset.y == 192)
      stage.scrollView.recorder = HostRecorder()
      stage.scrollView.frame = movedSheet
      // Heard by the sentinels before the did: both insets to 112, in the keyboard's
      // animation (0.25 s, curve 7, none of it over yet), the offset left at 192.
      expectMovedWithKeyboard(stage)
    }
  }

  @Test func `K7: after the keyboard's did, a sheet that moves applies without animation`() {
    let stage = sheet(heard: true)
    stage.screen.runStep {
      stage.post(.willShow, endFrame: keyboardFrame)
      stage.post(.didShow, endFrame: keyboardFrame)
      stage.scrollView.recorder = HostRecorder()
      stage.scrollView.frame = movedSheet
    }
    #expect(stage.scrollView.contentInset.bottom == 112)
    #expect(stage.scrollView.recorder.writes == 2)
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }

  @Test func `K1: a sheet UIKit moves in its handling of the will takes its pin along`() {
    // A form sheet's view at (162, 200), 700 x 980, its button pinned 16 pt above the
    // safe area's bottom (the sheet has no bottom safe area); the binding hears only the
    // window scene, so no one hears UIKit move the sheet.
    let login = LoginStage(
      size: CGSize(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20),
      viewFrame: CGRect(x: 162, y: 200, width: 700, height: 980))
    login.constraint.reportsGeometryChanges = false
    login.constraint.keyboard.follow()
    login.screen.runStep {
      login.keyboard.post(KeyboardEvent(name: .willShow, endFrame: keyboardFrame))
      // 16 + (1180 - 968) = 228
      #expect(login.constraint.constant == 228)
      login.constraint.recorder = HostRecorder()
      // UIKit moves the sheet up by 100 while handling the same willShow; the engine looks
      // again once UIKit has acted: 16 + (1080 - 968) = 128, in the keyboard's animation.
      login.view.frame = CGRect(x: 162, y: 100, width: 700, height: 980)
      login.screen.runMainQueue()
      #expect(login.constraint.constant == 128)
      #expect(login.constraint.recorder.animations == [.keyboardDefault])
      login.constraint.recorder = HostRecorder()
      login.keyboard.post(KeyboardEvent(name: .didShow, endFrame: keyboardFrame))
      #expect(login.constraint.recorder.writes == 0)
    }
  }

  @Test func `K1: a sheet UIKit moves in its handling of the will is caught before the did`() {
    // No sentinel hears the sheet: UIKit's sheet moves an ancestor of the host, and the
    // sentinel beside the host only hears the host's own frame.
    let stage = sheet(heard: false)
    stage.screen.runStep {
      stage.post(.willShow, endFrame: keyboardFrame)
      #expect(stage.scrollView.contentInset.bottom == 212)
      stage.scrollView.recorder = HostRecorder()
      // UIKit repositions the sheet while handling the same willShow, after the app's
      // observers; the engine looks again once UIKit has acted (the main queue's next turn).
      stage.scrollView.frame = movedSheet
      stage.screen.runMainQueue()
      expectMovedWithKeyboard(stage)
    }
  }

  @Test func `K7: a sheet moved later in the keyboard's animation takes the time left`() {
    let stage = sheet(heard: true)
    let clock = Clock()
    stage.screen.keyboardObserver.clock = { clock.now }
    stage.post(.willShow, endFrame: keyboardFrame)
    clock.now = 0.1
    stage.scrollView.recorder = HostRecorder()
    stage.scrollView.frame = movedSheet
    // 0.25 - 0.1 = 0.15 s left of the keyboard's animation, with its curve 7
    #expect(stage.scrollView.recorder.animations.count == 1)
    let timing = stage.scrollView.recorder.animations.first
    #expect(abs((timing?.duration ?? 0) - 0.15) < 1e-9)
    #expect(timing?.curve == 7)
    // Once it is over, a move applies without animation.
    clock.now = 0.25
    stage.scrollView.recorder = HostRecorder()
    stage.scrollView.frame = CGRect(x: 162, y: 200, width: 700, height: 980)
    #expect(stage.scrollView.contentInset.bottom == 212)
    #expect(stage.scrollView.recorder.animations.isEmpty)
  }
}

/// A clock a test sets by hand.
@MainActor
private final class Clock {
  var now: TimeInterval = 0
}
