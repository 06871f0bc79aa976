#if canImport(UIKit)
  import KeyboardAvoidanceEngine
  import UIKit

  /// Hears taps outside any input on a view, to end editing (rule T2): on a scroll view
  /// for its engine, or on a window for the application (rule L9, ``WindowTapWatcher``).
  ///
  /// A `UITapGestureRecognizer` that does not cancel touches (`cancelsTouchesInView` is
  /// `false`), so the tap still reaches what it landed on: a cell is selected, the app's own
  /// recognizers fire. It receives no touch that lands in a control or a text input (a text
  /// field is a control): an input takes focus itself, and a button keeps its tap, as UIKit
  /// gives controls precedence over an ancestor's tap recognizer. Which touches are the
  /// view's to end editing is decided once, for UIKit and the model (``KeyboardTapWalk``).
  /// A tap recognizer fails when the finger moves, so a scroll or a drag is never a tap.
  @MainActor
  final class TapWatcher: NSObject, UIGestureRecognizerDelegate {
    private weak var view: UIView?
    /// The one recognizer that may not recognize beside this one: a scroll view's pan.
    private weak var excluded: UIGestureRecognizer?
    private let onTap: @MainActor () -> Void
    private var recognizer: UITapGestureRecognizer?

    /// Installs a recognizer on `view` that calls `onTap` for a tap outside its inputs,
    /// beside every other recognizer but `excluded`.
    init(
      on view: UIView, excluding excluded: UIGestureRecognizer?,
      onTap: @escaping @MainActor () -> Void
    ) {
      self.view = view
      self.excluded = excluded
      self.onTap = onTap
      super.init()
      let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped))
      recognizer.cancelsTouchesInView = false
      // The view under the finger gets its touch-up before editing ends (a cell's selection).
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = self
      view.addGestureRecognizer(recognizer)
      self.recognizer = recognizer
    }

    /// Hears a scroll view's taps for its engine; only the scroll view's pan excludes a
    /// tap, so a scroll is never one, and the app's own recognizers (a double tap on an
    /// image, a map) still recognize beside it.
    convenience init(scrollView: UIScrollView, receiver: any KeyboardSignalReceiver) {
      self.init(on: scrollView, excluding: scrollView.panGestureRecognizer) {
        [weak receiver] in
        receiver?.receive(.tappedOutsideInputs)
      }
    }

    /// Takes the recognizer out of the view.
    func uninstall() {
      if let recognizer { view?.removeGestureRecognizer(recognizer) }
      recognizer = nil
    }

    /// Touches in a control or any text input (a text view, a custom `UITextInput` editor,
    /// a web view's content) are theirs; a touch that stops a scroll view's deceleration
    /// only stops it; a touch in SwiftUI content is SwiftUI's, and on a window a navigation
    /// bar's, a toolbar's or a system overlay's are theirs (``KeyboardTapWalk``).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      guard let view else { return false }
      return KeyboardTapWalk.endsEditing(tapOn: touch.view, heardBy: view)
    }

    /// Every other recognizer recognizes beside this one, but the excluded one.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer !== excluded
    }

    @objc private func tapped() {
      onTap()
    }
  }
#endif
