import KeyboardAvoidance
import SwiftUI

/// A sign-up form: Return moves to the next field through the focus state, and the bar's
/// Previous / Next move the same way.
struct SignUpForm: View {
  enum Field: Hashable {
    case email, password
  }

  @State private var email = ""
  @State private var password = ""
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .focused($focus, equals: .email)
        .submitLabel(.next)
        .onSubmit { focus = .password }
      SecureField("Password", text: $password)
        .focused($focus, equals: .password)
        .submitLabel(.done)
    }
    .keyboardAvoidance(showsToolbar: true)
  }
}
