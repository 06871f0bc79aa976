import KeyboardAvoidance
import SwiftUI
import UIKit

/// The SwiftUI tab's chat: messages above a composer that rides on the keyboard, during an
/// interactive dismissal too; the newest message rests on the composer's top.
struct SwiftUIChatScreen: View {
  /// The composer's height: the messages' room below their end, and the extra spacing the
  /// keyboard modifier adds to the keyboard's overlap (rule S4).
  private static let composerHeight: CGFloat = 52
  @State private var messages = (1...30).map { "Message \($0)" }
  @State private var draft = ""

  var body: some View {
    ZStack(alignment: .bottom) {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(messages, id: \.self) { message in Text(message) }
        }
        .padding(16)
      }
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.clear.frame(height: Self.composerHeight)
      }
      .keyboardAvoidance(extraSpacing: Self.composerHeight)
      .modifier(InteractiveDismissal())
      composer.frame(height: Self.composerHeight).ridesKeyboard()
    }
    .ignoresSafeArea(.keyboard, edges: .bottom)
  }

  private var composer: some View {
    HStack(spacing: 8) {
      TextField("Message", text: $draft).accessibilityIdentifier("swiftui-message")
      Button("Send") {
        guard !draft.isEmpty else { return }
        messages.append(draft)
        draft = ""
      }
    }
    .padding(.horizontal, 16)
    .background(Color(uiColor: .secondarySystemBackground))
  }
}

/// A drag down the messages dismisses the keyboard interactively (iOS 16); before, the
/// keyboard stays.
struct InteractiveDismissal: ViewModifier {
  func body(content: Content) -> some View {
    if #available(iOS 16.0, *) {
      content.scrollDismissesKeyboard(.interactively)
    } else {
      content
    }
  }
}
