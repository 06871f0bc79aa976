import KeyboardAvoidance
import SwiftUI

/// An app's account screens in tabs: the margin and the orange bar are set once, on the tab
/// view, and each form's modifier takes them; the notes form asks for more room.
struct AccountTabs: View {
  @State private var name = ""
  @State private var notes = ""

  var body: some View {
    TabView {
      Form { TextField("Name", text: $name) }
        .keyboardAvoidance()
        .tabItem { Text("Profile") }
      Form { TextEditor(text: $notes) }
        .keyboardAvoidance(margin: 40)
        .tabItem { Text("Notes") }
    }
    .keyboardAvoidanceDefaults(margin: 24, showsToolbar: true, toolbarTint: .orange)
  }
}
