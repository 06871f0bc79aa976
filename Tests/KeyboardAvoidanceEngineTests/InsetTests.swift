import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

@MainActor
struct InsetTests {
  private let shown = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `I1: the home indicator is covered, not stacked`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    // existing 34 (safe area), need 336: delta 302
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 302))
    #expect(stage.scrollView.adjustedContentInset.bottom == 336)
  }

  @Test func `I1: a tab bar of 83 pt leaves a delta of 253`() {
    let stage = Stage(safeArea: EdgeInsets(top: 47, bottom: 83), adjustment: .automatic)
    stage.scrollView.isInNavigationController = true
    stage.enableAndShow(shown)
    // 336 - (49 + 34) = 253: no gap the height of the tab bar
    #expect(stage.scrollView.contentInset.bottom == 253)
    #expect(stage.scrollView.adjustedContentInset.bottom == 336)
  }

  @Test func `I1: with the never behaviour the whole overlap is added`() {
    let stage = Stage(adjustment: .never)
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset.bottom == 336)
  }

  @Test func `I1: extra spacing of 12 adds to the need`() {
    let stage = Stage()
    stage.scrollView.keyboard.extraSpacing = 12
    stage.enableAndShow(shown)
    // 336 + 12 - 34 = 314
    #expect(stage.scrollView.contentInset.bottom == 314)
  }

  @Test func `I2: the user's inset of 80 comes back exactly`() {
    let stage = Stage()
    stage.scrollView.contentInset = EdgeInsets(top: 5, left: 3, bottom: 80, right: 3)
    stage.scrollView.verticalScrollIndicatorInsets = EdgeInsets(bottom: 80)
    stage.enableAndShow(shown)
    // existing 80 + 34 = 114: delta 222, bottom 302
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 5, left: 3, bottom: 302, right: 3))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 302))
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 5, left: 3, bottom: 80, right: 3))
    #expect(stage.scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 80))
  }

  @Test func `I2: an inset the app writes while the keyboard is up becomes the base`() {
    let stage = Stage()
    stage.enableAndShow(shown)
    stage.scrollView.contentInset = EdgeInsets(bottom: 100)
    stage.post(.didShow, endFrame: shown)
    // base 100, existing 134: delta 202, bottom 302
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 302))
    stage.post(.willHide, endFrame: nil)
    #expect(stage.scrollView.contentInset == EdgeInsets(bottom: 100))
    // the indicator insets were not touched by the app: their base stays 0
    #expect(stage.scrollView.verticalScrollIndicatorInsets == .zero)
  }

  @Test func `I3: disable restores exactly and pulls the offset back from past the end`() {
    let stage = Stage()
    let field = stage.addField("last", frame: CGRect(x: 16, y: 1540, width: 358, height: 44))
    stage.enableAndShow(shown, focusing: field)
    // target 1524 ... 1600 wants 1600 - 844 + 336 = 1092 = max(1600 + 336 - 844)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1092))
    stage.scrollView.keyboard.disable()
    #expect(stage.scrollView.contentInset == .zero)
    #expect(stage.scrollView.verticalScrollIndicatorInsets == .zero)
    // max offset with bottom 34: 1600 + 34 - 844 = 790
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 790))
    #expect(!stage.scrollView.keyboard.isEnabled)
  }

  @Test func `I3: hide moves an offset beyond the end back in the same animation`() {
    let stage = Stage()
    let field = stage.addField("last", frame: CGRect(x: 16, y: 1540, width: 358, height: 44))
    stage.enableAndShow(shown, focusing: field)
    stage.scrollView.recorder = HostRecorder()
    stage.post(.willHide, endFrame: CGRect(x: 0, y: 844, width: 390, height: 336))
    #expect(stage.scrollView.contentInset == .zero)
    #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 790))
    #expect(stage.scrollView.recorder.writes == 3)
    #expect(stage.scrollView.recorder.animations == [.keyboardDefault])
    #expect(stage.scrollView.recorder.layoutPasses == 1)
  }

  @Test func `I4: top, left and right insets are never touched`() {
    let stage = Stage()
    stage.scrollView.contentInset = EdgeInsets(top: 11, left: 7, bottom: 0, right: 9)
    stage.enableAndShow(shown)
    #expect(stage.scrollView.contentInset == EdgeInsets(top: 11, left: 7, bottom: 302, right: 9))
  }
}
