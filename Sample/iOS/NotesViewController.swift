import KeyboardAvoidance
import UIKit

/// A full-screen notes editor: the caret stays above the keyboard while typing.
final class NotesViewController: UIViewController, UITextViewDelegate {
  private let textView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    // An editor keeps the small title, as Notes does: the text starts right below the bar.
    navigationItem.largeTitleDisplayMode = .never
    view.backgroundColor = .systemBackground
    textView.backgroundColor = .systemBackground
    textView.textColor = .label
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    textView.alwaysBounceVertical = true
    textView.textContainerInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    textView.accessibilityIdentifier = "notes"
    textView.delegate = self
    // Edge to edge: the text view is the scroll view, and UIKit keeps its text out of the
    // bars and the home indicator; the library adds the keyboard.
    view.addPinned(textView, horizontally: view.safeAreaLayoutGuide)
    textView.keyboard.enable()
  }

  /// UIKit posts no notification for selection moves: tell the engine (rule F5).
  func textViewDidChangeSelection(_ textView: UITextView) {
    textView.keyboard.inputDidChangeSelection(textView)
  }
}
