import KeyboardAvoidance
import SwiftUI
struct NotesForm: View {
  @State private var notes = ""
  var body: some View {
    Form { TextEditor(text: $notes) }.keyboardAvoidance(margin: 24, showsToolbar: true)
  }
}
