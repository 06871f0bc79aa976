#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  /// Hears taps on a scroll view outside its inputs, for the engine to end editing (rule T2).
  ///
  /// A `UITapGestureRecognizer` that does not cancel touches (`cancelsTouchesInView` is
  /// `false`), so the tap still reaches what it landed on: a cell is selected, the app's own
  /// recognizers fire. It receives no touch that lands in a control or a text view (a text
  /// field is a control): an input takes focus itself, and a button keeps its tap, as UIKit
  /// gives controls precedence over an ancestor's tap recognizer. A tap recognizer fails
  /// when the finger moves, so a scroll or a drag is never a tap.
  @MainActor
  final class TapWatcher: NSObject, UIGestureRecognizerDelegate {
    private weak var scrollView: UIScrollView?
    private weak var receiver: (any KeyboardSignalReceiver)?
    private var recognizer: UITapGestureRecognizer?

    init(scrollView: UIScrollView, receiver: any KeyboardSignalReceiver) {
      self.scrollView = scrollView
      self.receiver = receiver
      super.init()
      let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped))
      recognizer.cancelsTouchesInView = false
      recognizer.delegate = self
      scrollView.addGestureRecognizer(recognizer)
      self.recognizer = recognizer
    }

    /// Takes the recognizer out of the scroll view.
    func uninstall() {
      if let recognizer { scrollView?.removeGestureRecognizer(recognizer) }
      recognizer = nil
    }

    /// Touches in a control or a text view are theirs.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      var view = touch.view
      while let current = view, current !== scrollView {
        if current is UIControl || current is UITextView { return false }
        view = current.superview
      }
      return !(scrollView is UITextView)
    }

    @objc private func tapped() {
      receiver?.receive(.tappedOutsideInputs)
    }
  }
#endif
