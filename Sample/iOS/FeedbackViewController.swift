import KeyboardAvoidance
import UIKit

/// A feedback form whose text view grows with its text, in a scroll view that follows the
/// caret.
final class FeedbackViewController: UIViewController, UITextViewDelegate {
  private let scrollView = UIScrollView()
  private let fields = [
    FormField(placeholder: "Name", identifier: "name", contentType: .name),
    FormField(
      placeholder: "Email", identifier: "email", contentType: .emailAddress,
      keyboardType: .emailAddress, capitalization: .none),
  ]
  private let feedback = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feedback"
    view.backgroundColor = .systemBackground
    // It does not scroll itself: Auto Layout grows it with its text, and the form with it.
    feedback.isScrollEnabled = false
    feedback.font = UIFont.preferredFont(forTextStyle: .body)
    feedback.adjustsFontForContentSizeCategory = true
    feedback.textColor = .label
    feedback.backgroundColor = .secondarySystemBackground
    feedback.textContainerInset = UIEdgeInsets(top: 10, left: 6, bottom: 10, right: 6)
    feedback.accessibilityIdentifier = "feedback"
    feedback.delegate = self
    // Return in the email field moves on to the text view, where Return is a newline.
    let form = UIStackView(
      arrangedSubviews: fields.map { $0.makeTextField(returnKeyType: .next) } + [
        UILabel(text: "Your feedback", style: .headline), feedback,
      ])
    form.axis = .vertical
    form.spacing = 12
    view.addScrolling(form, in: scrollView)
    feedback.heightAnchor.constraint(greaterThanOrEqualToConstant: 120).isActive = true
    scrollView.keyboard.enable()
  }

  /// UIKit posts no notification for selection moves: tell the engine (rule F5).
  func textViewDidChangeSelection(_ textView: UITextView) {
    scrollView.keyboard.inputDidChangeSelection(textView)
  }
}
