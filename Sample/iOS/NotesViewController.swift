import KeyboardAvoidance
import UIKit

/// A full-screen notes editor: the caret stays above the keyboard while typing.
final class NotesViewController: UIViewController, UITextViewDelegate {
  private let textView = UITextView(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.delegate = self
    view.addSubview(textView)
    textView.keyboard.enable()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    textView.frame = view.bounds
  }

  /// UIKit posts no notification for selection moves: tell the engine (rule F5).
  func textViewDidChangeSelection(_ textView: UITextView) {
    textView.keyboard.inputDidChangeSelection(textView)
  }
}
