import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule O1 (h) and (k) on the engine: the same written values in every order.
@MainActor
struct SafeAreaAndGuideOrderTests {
  /// The keyboard docked from 508 on the 390 x 844 screen: 336 pt.
  let docked = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test func `O1: (h) a bar appearing in the keyboard's turn leaves one inset in either order`() {
    for choice in 0..<2 {
      // Safe area 47 / 34, the `always` adjustment, a field at 700 (44 tall). A bottom bar
      // appears as the keyboard shows: the safe area's bottom becomes 83 in the same turn.
      let stage = Stage()
      stage.screen.orders = OrderChoices(table: [.h: [choice]])
      stage.scrollView.keyboard.enable()
      stage.addField("note", y: 700).becomeFirstResponder()
      stage.keyboard.inOneTurn(
        changingSafeArea: { stage.window.windowSafeAreaInsets = EdgeInsets(top: 47, bottom: 83) },
        posting: { stage.post(.willShow, endFrame: docked) })
      stage.screen.runMainQueue()
      // Rule I1 with the new safe area: overlap 844 - 508 = 336, of which the adjustment
      // already gives 83: 336 - 83 = 253. The band ends 844 - (253 + 83) = 508 below the
      // offset; the field's bottom plus the 16 pt margin, 760, fits from 760 - 508 = 252.
      #expect(stage.scrollView.contentInset.bottom == 253, "h\(choice)")
      #expect(stage.scrollView.contentOffset.y == 252, "h\(choice)")
      #expect(stage.screen.orders.picks.contains(OrderPick(.h, choice)), "h\(choice)")
    }
  }

  @Test
  func
    `O1: (k) a list pinned to the keyboard layout guide is never inset, wherever the guide moves`()
  {
    for choice in 0..<3 {
      // The app-wide mode on a 390 x 844 form without safe area; a chat's list over the
      // window, its bottom pinned to the keyboard layout guide, its field at 400, focused
      // before the keyboard. However the guide's update and the list's layout fall around
      // the will, the list ends 508 tall, the keyboard's top: overlap 0, never enabled,
      // never written (rule L7).
      let stage = Stage.form()
      stage.screen.orders = OrderChoices(table: [.k: [choice]])
      stage.screen.keyboard.enableEverywhere()
      let list = stage.addListPinnedToKeyboardLayoutGuide()
      list.recorder = HostRecorder()
      stage.addField("reply", y: 400, in: list).becomeFirstResponder()
      stage.post(.willShow, endFrame: docked)
      stage.screen.runMainQueue()
      #expect(list.frame.height == 508, "k\(choice)")
      #expect(!list.keyboard.isEnabled, "k\(choice)")
      #expect(list.recorder.contentInsets.isEmpty, "k\(choice)")
      #expect(stage.screen.orders.picks.contains(OrderPick(.k, choice)), "k\(choice)")
    }
  }
}
