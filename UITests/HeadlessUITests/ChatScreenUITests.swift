import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import SampleScreens
import Testing

/// The chat sample on an iPhone 15.
///
/// 393 x 852, safe area 59 / 34, a 336 pt keyboard with its top at 516. The table's own inset
/// is the bar's 52 + 8 = 60, so with the safe area it already keeps 94; with the keyboard up
/// the bar rides on it, and `extraSpacing` 60 keeps the content above the bar (rule I1).
/// 40 messages of 60 pt: 2400 pt of content, resting at its end, 2400 + 94 - 852 = 1642.
@MainActor
struct ChatScreenUITests {
  @Test func `D1: the chat's table and input bar follow the keyboard down the user's drag`() {
    let chat = ChatScreen()
    chat.field.becomeFirstResponder()
    chat.keyboard.show(chat.preset)
    // Table: 336 + 60 = 396 needed, 94 kept: 60 + 302 = 362; bar: 8 + 336 - 34 = 310.
    #expect(chat.table.contentInset.bottom == 362)
    #expect(chat.bar.constant == 310)
    chat.table.beginUserDrag()
    chat.keyboard.dragKeyboardTop(to: 700)
    // Overlap 152: 152 + 60 = 212, 60 + (212 - 94) = 178; bar 8 + 152 - 34 = 126.
    #expect(chat.table.contentInset.bottom == 178)
    #expect(chat.bar.constant == 126)
    chat.keyboard.dragKeyboardTop(to: 852)
    // Nothing covered: the app's 60 and the bar's 8 again.
    #expect(chat.table.contentInset.bottom == 60)
    #expect(chat.bar.constant == 8)
    chat.table.endUserDrag()
    chat.table.recorder = HostRecorder()
    chat.bar.recorder = HostRecorder()
    chat.keyboard.hide()
    // The insets are the hide's already (D2); the offset, left at the keyboard's end 1944
    // under the finger, comes back to the end 1642 with the hide's animation (F7, I3).
    #expect(chat.table.recorder.writes == 1)
    #expect(chat.table.contentOffset.y == 1642)
    #expect(chat.bar.recorder.writes == 0)
  }

  @Test func `F6: the chat's Send field keeps focus and the keyboard after Return`() {
    let chat = ChatScreen()
    chat.field.becomeFirstResponder()
    chat.keyboard.show(chat.preset)
    #expect(chat.field.returnKeyType == .send)
    #expect(chat.field.returnKeyAction == nil)
    chat.table.recorder = HostRecorder()
    chat.field.pressReturn()
    // Still editing, and the table's 362 and the bar's 310 stay as they were.
    #expect(chat.field.isFirstResponder)
    #expect(chat.table.contentInset.bottom == 362)
    #expect(chat.bar.constant == 310)
    #expect(chat.table.recorder.writes == 0)
  }

  @Test func `F7: the newest message stays above the bar as the keyboard opens`() {
    let chat = ChatScreen()
    #expect(chat.table.contentOffset.y == 1642)
    chat.field.becomeFirstResponder()
    chat.keyboard.show(chat.preset)
    // Resting at the end before the show, at the end after it: 2400 + 396 - 852 = 1944, in
    // the show's animation. The band ends at 1944 + 852 - 396 = 2400, the last message's
    // bottom, and the bar's top is 516 - 60 = 456 on screen: 852 - 396 = 456.
    #expect(chat.table.contentOffset.y == 1944)
    #expect(chat.table.adjustedContentInset.bottom == 396)
    #expect(chat.barView.convert(chat.barView.bounds, to: nil).minY == 456)
    chat.keyboard.hide()
    #expect(chat.table.contentOffset.y == 1642)
  }

  @Test func `F7: a conversation scrolled up stays where the user left it`() {
    let chat = ChatScreen()
    chat.table.contentOffset.y = 1000
    chat.field.becomeFirstResponder()
    chat.keyboard.show(chat.preset)
    // Not at the end (1642): only the clamp, and 1000 is valid.
    #expect(chat.table.contentOffset.y == 1000)
  }
}
