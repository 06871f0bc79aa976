import KeyboardAvoidance
import SwiftUI
import UIKit

/// The SwiftUI tab's form: two fields, a multi-line field and a wrapped `UITextView`, kept
/// above the keyboard by one modifier on the `Form`.
struct SwiftUIFormScreen: View {
  @State private var name = ""
  @State private var email = ""
  @State private var notes = ""

  var body: some View {
    Form {
      TextField("Name", text: $name).accessibilityIdentifier("swiftui-name")
      TextField("Email", text: $email).accessibilityIdentifier("swiftui-email")
      notesField
      WrappedTextView(identifier: "swiftui-story").frame(height: 160)
    }
    // Margin, caret tracking, Return to the next field and the Previous / Next / Done bar;
    // SwiftUI's own lift is off for the form, so it moves once.
    .keyboardAvoidance(margin: 24, showsToolbar: true)
  }

  /// A field that grows line by line (iOS 16), or a `TextEditor` before.
  @ViewBuilder private var notesField: some View {
    if #available(iOS 16.0, *) {
      TextField("Notes", text: $notes, axis: .vertical).accessibilityIdentifier("swiftui-notes")
    } else {
      TextEditor(text: $notes).frame(height: 88).accessibilityIdentifier("swiftui-notes")
    }
  }
}

/// A UIKit text view in SwiftUI: the engine follows its caret as it follows any text view
/// inside the host it serves (rule S3).
struct WrappedTextView: UIViewRepresentable {
  let identifier: String

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView(frame: .zero)
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    textView.accessibilityIdentifier = identifier
    return textView
  }

  func updateUIView(_ textView: UITextView, context: Context) {}
}
