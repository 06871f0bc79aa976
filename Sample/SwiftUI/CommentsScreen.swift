import KeyboardAvoidance
import SwiftUI
import UIKit

/// A UIKit form hosted in SwiftUI: twelve comment fields in a `UIScrollView` whose
/// keyboard avoidance is this library's, in one line.
struct CommentsForm: UIViewRepresentable {
  func makeUIView(context: Context) -> UIScrollView {
    let scrollView = UIScrollView(frame: .zero)
    for index in 0..<12 {
      let field = UITextField(
        frame: CGRect(x: 16, y: 24 + CGFloat(index) * 60, width: 288, height: 44))
      field.placeholder = "Comment \(index + 1)"
      scrollView.addSubview(field)
    }
    scrollView.contentSize = CGSize(width: 320, height: 24 + 12 * 60)
    scrollView.keyboard.enable()
    return scrollView
  }

  func updateUIView(_ scrollView: UIScrollView, context: Context) {}
}

/// The SwiftUI screen around the form.
///
/// SwiftUI would also lift the form out of the keyboard's safe area; ignoring that region
/// leaves the keyboard to the engine alone, so the content is not moved twice.
struct CommentsScreen: View {
  var body: some View {
    CommentsForm().ignoresSafeArea(.keyboard, edges: .bottom)
  }
}
