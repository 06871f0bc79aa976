import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// Rule S2's room as SwiftUI animates it: laid out at SwiftUI's update, shown over the
/// frames that follow, and the engine's offset going with its first frame.
///
/// The stage: ``SwiftUIStage``, a 390 x 844 window with a safe area of 47 / 34, a hosting
/// view and SwiftUI's scroll view filling it, 1600 pt of content at rest offset -47. The
/// keyboard is 336 pt tall, its top at 508: 302 beyond the safe area. SwiftUI shows the room
/// over ``HeadlessHostingScrollView/roomFrames`` (4) frames, a quarter of the change each.
@MainActor
struct SwiftUIRoomTests: SwiftUIStaged {
  /// The stage; its parts are ``SwiftUIStaged``'s.
  let stage = SwiftUIStage()

  @Test func `S2: the offset goes with the room's first frame, not after SwiftUI settles`() {
    let field = addField("far", y: 1000)
    field.becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    scrollView.recorder = HostRecorder()
    stage.showKeyboard()
    screen.runMainQueue()
    // The engine asks for 336 - 34 = 302. SwiftUI's update lays it out (insets 34 + 302 =
    // 336 from then on) and shows the room over 4 frames: 75.5, 151, 226.5, 302. The
    // offset, 1060 - 508 = 552 (target 984 ... 1060 at the band's bottom), is written once,
    // with the keyboard's timing, at the first frame, when the room shows 302 / 4 = 75.5.
    #expect(scrollView.presentedAtOffsetWrites == [75.5])
    #expect(scrollView.contentOffset.y == 552)
    #expect(scrollView.contentInset.bottom == 336)
    #expect(scrollView.presentedBottomAddition == 302)
    #expect(scrollView.recorder.writes == 2)
    #expect(scrollView.recorder.animations == [.keyboardDefault, .keyboardDefault])
  }

  @Test func `S2: a row the room must make reachable is scrolled to in the room's first frame`() {
    let field = addField("last", y: 1500)
    field.becomeFirstResponder()
    scrollView.applyKeyboardModifier()
    stage.showKeyboard()
    screen.runMainQueue()
    // Target 1484 ... 1560: offset 1560 - 508 = 1052, past the end without the room
    // (1600 + 34 - 844 = 790), inside it with the room laid out (1600 + 336 - 844 = 1092):
    // SwiftUI keeps it, though the room shows only 75.5 of its 302 when it is written.
    #expect(scrollView.presentedAtOffsetWrites == [75.5])
    #expect(scrollView.contentOffset.y == 1052)
  }
}
