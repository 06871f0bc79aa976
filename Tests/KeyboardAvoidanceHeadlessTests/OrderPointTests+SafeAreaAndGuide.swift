import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule O1's points (h) and (k): what an observer of will-show sees of the safe area and of
/// the keyboard layout guide in each order.
extension OrderPointTests {
  /// A stage with no safe area, the orders `table` and one observer of will-show that runs
  /// `look` when the will is delivered.
  private func watchedStage(
    _ table: [OrderPoint: [Int]], look: @escaping @MainActor (Stage) -> Void
  ) -> Stage {
    let stage = Stage.form()
    stage.screen.orders = OrderChoices(table: table)
    _ = stage.screen.notificationCenter.addObserver(
      forName: KeyboardEventName.willShow.notificationName, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { look(stage) } }
    return stage
  }

  @Test("O1: (h) a safe-area change in the keyboard's turn comes before its wills, or after")
  func orderH8() {
    // A bar appears at the bottom as the keyboard shows: the window's safe area bottom goes
    // from 0 to 49 in the same turn. Will-show hears 49 under 0 and still 0 under 1; the
    // turn ends with 49 either way.
    for (choice, expected) in [(0, CGFloat(49)), (1, CGFloat(0))] {
      var heard: [CGFloat] = []
      let stage = watchedStage([.h: [choice]]) { heard.append($0.window.safeAreaInsets.bottom) }
      stage.keyboard.inOneTurn(
        changingSafeArea: { stage.window.windowSafeAreaInsets = EdgeInsets(bottom: 49) },
        posting: { stage.post(.willShow, endFrame: docked) })
      #expect(heard == [expected], "h\(choice)")
      #expect(stage.window.safeAreaInsets.bottom == 49, "h\(choice)")
      #expect(stage.screen.orders.picks == [OrderPick(.h, choice)], "h\(choice)")
    }
  }

  @Test("O1: (k) the keyboard layout guide and its followers move with, before or after the will")
  func orderK11() {
    // A list over the 844 pt window, its bottom pinned to the keyboard layout guide. The
    // keyboard docks from 508. What will-show sees, (list height, guide top): 0 the guide
    // moved, the list not laid out yet (844, 508); 1 both done before the will (508, 508);
    // 2 neither until the next layout pass (844, 844, the guide at the window's bottom with
    // no safe area). After the turn's layout pass the list is 508 tall in every order.
    let expectations: [(Int, [CGFloat])] = [(0, [844, 508]), (1, [508, 508]), (2, [844, 844])]
    for (choice, expected) in expectations {
      var heard: [CGFloat] = []
      var list: HeadlessScrollView?
      let stage = watchedStage([.k: [choice]]) { stage in
        heard = [
          list?.frame.height ?? -1, stage.window.keyboardLayoutGuideFrameInScreen.minY,
        ]
      }
      let pinned = stage.addListPinnedToKeyboardLayoutGuide()
      list = pinned
      stage.post(.willShow, endFrame: docked)
      #expect(heard == expected, "k\(choice)")
      #expect(pinned.frame.height == 508, "k\(choice)")
      #expect(stage.screen.orders.picks == [OrderPick(.k, choice)], "k\(choice)")
    }
  }
}
