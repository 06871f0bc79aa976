import KeyboardAvoidance
import UIKit

/// A form `UIScrollView` filling the window (1200 pt of content, adjustment `never`) with a
/// scrolling notes `UITextView` at (16, 600), 358 x 200, holding 40 lines, both enabled,
/// the notes view first (rules F2, F8); disabled at teardown.
@MainActor
final class UIKitNestedNotesHost: StagedHost {
  let stage: UIKitStage
  let form: UIScrollView
  let notes: InsetRecordingTextView

  init(scene: UIWindowScene) {
    stage = UIKitStage(scene: scene)
    form = UIScrollView(frame: CGRect(origin: .zero, size: ScrollScenario.screenSize))
    form.contentSize = CGSize(width: ScrollScenario.screenSize.width, height: 1200)
    form.contentInsetAdjustmentBehavior = .never
    notes = InsetRecordingTextView(frame: CGRect(x: 16, y: 600, width: 358, height: 200))
    notes.contentInsetAdjustmentBehavior = .never
    notes.text = String(repeating: "line\n", count: 39) + "last"
    notes.inputView = UIView()
    UIKitStage.clearShortcutsBar(of: notes)
    form.addSubview(notes)
    stage.rootView.addSubview(form)
    stage.window.layoutIfNeeded()
    // The notes view registers first: the observer must still serve the form first.
    notes.keyboard.enable()
    form.keyboard.enable()
  }

  /// Hides the keyboard, disables both and takes the stage down.
  func tearDown() async {
    await stage.hideKeyboard()
    notes.keyboard.disable()
    form.keyboard.disable()
    await stage.tearDown()
  }
}

/// A text view that records every `contentInset` written to it, to show an inset written
/// and taken back within one show (rule F8).
final class InsetRecordingTextView: UITextView {
  /// The insets written, in order.
  private(set) var writtenInsets: [UIEdgeInsets] = []

  override var contentInset: UIEdgeInsets {
    didSet { writtenInsets.append(contentInset) }
  }
}
