import KeyboardAvoidance
import SwiftUI

/// A profile form whose fields, the growing bio included, stay above the keyboard with a
/// 24 pt margin, the bar's Previous / Next moving from field to field.
struct ProfileForm: View {
  @State private var name = ""
  @State private var email = ""
  @State private var bio = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      TextField("Email", text: $email)
      if #available(iOS 16.0, *) {
        TextField("Bio", text: $bio, axis: .vertical)
      } else {
        TextEditor(text: $bio)
      }
    }
    .keyboardAvoidance(margin: 24, showsToolbar: true)
  }
}
