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

  @Test func `F7: a host resting at its end stays at the end as the keyboard opens and closes`() {
    let stage = Stage()
    stage.scrollView.keyboard.enable()
    stage.scrollView.contentOffset = CGPoint(x: 0, y: 790)
    stage.post(.willShow, endFrame: shown)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1092))
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
}
