import KeyboardAvoidance
import SwiftUI

/// A checkout form whose orange bar shows the focused field's placeholder and places the
/// order on Done.
///
/// SwiftUI's fields post UIKit's editing notifications: the modifier follows each, and the
/// bar's Previous / Next move between them.
struct CheckoutForm: View {
  enum Field: Hashable {
    case name, card
  }

  @State private var name = ""
  @State private var card = ""
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      TextField("Name on card", text: $name)
        .focused($focus, equals: .name)
      TextField("Card number", text: $card)
        .focused($focus, equals: .card)
    }
    .keyboardAvoidance(
      showsToolbar: true, toolbarTint: .orange, showsPlaceholderAsToolbarTitle: true,
      toolbarDoneAction: { placeOrder() })
  }

  /// Sends the order.
  private func placeOrder() {}
}
