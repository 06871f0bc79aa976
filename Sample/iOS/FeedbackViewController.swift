import KeyboardAvoidance
import UIKit

/// A form whose feedback text view grows with its text; the form follows the caret.
final class FeedbackViewController: UIViewController, UITextViewDelegate {
  private let scrollView = UIScrollView(frame: .zero)
  private let nameField = UITextField(frame: .zero)
  private let feedback = UITextView(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.placeholder = "Name"
    feedback.isScrollEnabled = false
    feedback.delegate = self
    view.addSubview(scrollView)
    scrollView.addSubview(nameField)
    scrollView.addSubview(feedback)
    scrollView.keyboard.enable()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutForm()
  }

  /// The text view grows with its text, and the form's content with it.
  func textViewDidChange(_ textView: UITextView) {
    layoutForm()
  }

  func textViewDidChangeSelection(_ textView: UITextView) {
    scrollView.keyboard.inputDidChangeSelection(textView)
  }

  private func layoutForm() {
    scrollView.frame = view.bounds
    let width = view.bounds.width - 32
    nameField.frame = CGRect(x: 16, y: 24, width: width, height: 44)
    let height = max(
      44, feedback.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    feedback.frame = CGRect(x: 16, y: 100, width: width, height: height)
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 100 + height + 300)
  }
}
