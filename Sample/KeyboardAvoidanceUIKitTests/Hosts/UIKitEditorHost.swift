import KeyboardAvoidance
import UIKit

/// A full-window `UITextView` editor with an empty input view (see ``KeyboardQuiet``),
/// enabled, adjustment `never` (rule F5); disabled at teardown.
@MainActor
final class UIKitEditorHost: StagedHost {
  let stage: UIKitStage
  let textView: UITextView

  init(scene: UIWindowScene) {
    stage = UIKitStage(scene: scene)
    textView = UITextView(frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
    textView.contentInsetAdjustmentBehavior = .never
    textView.inputView = UIView()
    UIKitStage.clearShortcutsBar(of: textView)
    stage.rootView.addSubview(textView)
    textView.keyboard.enable()
    stage.window.layoutIfNeeded()
  }

  /// The caret's rect at the end of the selection, in the text view's coordinates.
  var caret: CGRect? {
    textView.selectedTextRange.map { textView.caretRect(for: $0.end) }
  }

  /// Puts the caret at the start of the text.
  func moveCaretToStart() {
    let start = textView.beginningOfDocument
    textView.selectedTextRange = textView.textRange(from: start, to: start)
  }

  /// Hides the keyboard, disables the text view and takes the stage down.
  func tearDown() async {
    await stage.hideKeyboard()
    textView.keyboard.disable()
    await stage.tearDown()
  }
}
