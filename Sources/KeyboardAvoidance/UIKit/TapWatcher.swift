#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  /// Hears taps on a scroll view outside its inputs, for the engine to end editing (rule T2).
  ///
  /// A `UITapGestureRecognizer` that does not cancel touches (`cancelsTouchesInView` is
  /// `false`), so the tap still reaches what it landed on: a cell is selected, the app's own
  /// recognizers fire. It receives no touch that lands in a control or a text view (a text
  /// field is a control): an input takes focus itself, and a button keeps its tap, as UIKit
  /// gives controls precedence over an ancestor's tap recognizer. A tap in SwiftUI content
  /// is SwiftUI's (rule T2). A tap recognizer fails when the finger moves, so a scroll or a
  /// drag is never a tap.
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
      // The view under the finger gets its touch-up before editing ends (a cell's selection).
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = self
      scrollView.addGestureRecognizer(recognizer)
      self.recognizer = recognizer
    }

    /// Takes the recognizer out of the scroll view.
    func uninstall() {
      if let recognizer { scrollView?.removeGestureRecognizer(recognizer) }
      recognizer = nil
    }

    /// Touches in a control or any text input (a text view, a custom `UITextInput` editor,
    /// a web view's content) are theirs; a touch that stops the scroll view's deceleration
    /// only stops it; a touch in SwiftUI content is SwiftUI's (``KeyboardTapWalk``).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      guard let scrollView else { return false }
      return KeyboardTapWalk.endsEditing(tapOn: touch.view, heardBy: scrollView as UIView)
    }

    /// The app's own recognizers (a double tap on an image, a map) still recognize beside
    /// this one; only the scroll view's pan excludes it, so a scroll is never a tap.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer !== scrollView?.panGestureRecognizer
    }

    @objc private func tapped() {
      receiver?.receive(.tappedOutsideInputs)
    }
  }
#endif
