import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import SampleScreens
import Testing

/// The chat sample on an iPhone 15 (393 x 852, 34 pt bottom safe area, a 336 pt keyboard
/// with its top at 516): the table's own inset is the bar's 52 + 8 = 60, so with the safe
/// area it already keeps 94 of the keyboard's overlap.
@MainActor
struct ChatScreenUITests {
  @Test func `D1: the chat's table and input bar follow the keyboard down the user's drag`() {
    let chat = ChatScreen()
    chat.field.becomeFirstResponder()
    chat.keyboard.show(chat.preset)
    // Table: 60 + (336 - 94) = 302; bar: 8 + 336 - 34 = 310.
    #expect(chat.table.contentInset.bottom == 302)
    #expect(chat.bar.constant == 310)
    chat.table.beginUserDrag()
    chat.keyboard.dragKeyboardTop(to: 700)
    // Overlap 152: table 60 + (152 - 94) = 118; bar 8 + 152 - 34 = 126.
    #expect(chat.table.contentInset.bottom == 118)
    #expect(chat.bar.constant == 126)
    chat.keyboard.dragKeyboardTop(to: 852)
    // Nothing covered: the app's 60 and the bar's 8 again.
    #expect(chat.table.contentInset.bottom == 60)
    #expect(chat.bar.constant == 8)
    chat.table.endUserDrag()
    chat.table.recorder = HostRecorder()
    chat.bar.recorder = HostRecorder()
    chat.keyboard.hide()
    #expect(chat.table.recorder.writes == 0)
    #expect(chat.bar.recorder.writes == 0)
  }
}
