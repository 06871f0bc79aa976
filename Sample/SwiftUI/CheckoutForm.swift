import KeyboardAvoidance
import SwiftUI

/// A checkout form whose orange bar shows the focused field's placeholder and places the
/// order on Done.
///
/// The bar's Previous / Next move between the fields UIKit announces; each field is
/// revealed from its focus state where SwiftUI backs it with a view UIKit does not announce.
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
        .revealsAboveKeyboard(when: $focus, equals: .name)
      TextField("Card number", text: $card)
        .focused($focus, equals: .card)
        .revealsAboveKeyboard(when: $focus, equals: .card)
    }
    .keyboardAvoidance(
      showsToolbar: true, toolbarTint: .orange, showsPlaceholderAsToolbarTitle: true,
      toolbarDoneAction: { placeOrder() })
  }

  /// Sends the order.
  private func placeOrder() {}
}
