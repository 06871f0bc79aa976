import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardReplay
import SampleScreens

/// The interactive-dismissal part of the demo: the user drags the chat's keyboard down,
/// and the table's inset and the input bar follow each frame, then the hide writes no
/// inset, only the offset back to the conversation's end.
@MainActor
struct ChatDemo {
  func run() -> String {
    let chat = ChatScreen()
    let n = StepOutputFormat.number
    var report = [
      "Chat (\(chat.preset)): messages in a table with interactive keyboard dismissal, an "
        + "input bar pinned by a following constraint; the user drags the keyboard down."
    ]
    func line(_ action: String) {
      report.append(
        "  \(action): table inset.bottom \(n(chat.table.contentInset.bottom)), bar constant "
          + "\(n(chat.bar.constant)), writes \(chat.table.recorder.writes + chat.bar.recorder.writes)"
          + (chat.table.recorder.animations.isEmpty && chat.bar.recorder.animations.isEmpty
            ? ", not animated" : ", animated"))
      chat.table.recorder = HostRecorder()
      chat.bar.recorder = HostRecorder()
    }
    chat.field.becomeFirstResponder()
    chat.keyboard.show(chat.preset)
    line("keyboard shows")
    chat.table.beginUserDrag()
    for top in [600.0, 700.0, 800.0, CGFloat(chat.preset.screenSize.height)] {
      chat.keyboard.dragKeyboardTop(to: top)
      line("finger drags the keyboard's top to \(n(top))")
    }
    chat.table.endUserDrag()
    chat.field.resignFirstResponder()
    chat.keyboard.hide()
    line("keyboard hides (insets already there; the offset returns to the end)")
    return report.joined(separator: "\n")
  }
}
