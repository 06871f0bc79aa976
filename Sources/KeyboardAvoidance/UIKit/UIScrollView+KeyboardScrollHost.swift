#if canImport(UIKit)
  public import Foundation
  public import KeyboardAvoidanceCore
  public import KeyboardAvoidanceEngine
  public import UIKit

  extension UIScrollView: KeyboardScrollHost {
    /// `contentInset`, as the engine's insets.
    public var hostContentInset: EdgeInsets {
      get { EdgeInsets(contentInset) }
      set { contentInset = UIEdgeInsets(newValue) }
    }

    /// `verticalScrollIndicatorInsets`, as the engine's insets.
    public var hostIndicatorInsets: EdgeInsets {
      get { EdgeInsets(verticalScrollIndicatorInsets) }
      set { verticalScrollIndicatorInsets = UIEdgeInsets(newValue) }
    }

    /// `adjustedContentInset`, as the engine's insets.
    public var hostAdjustedContentInset: EdgeInsets { EdgeInsets(adjustedContentInset) }

    /// `contentOffset`.
    public var hostContentOffset: CGPoint {
      get { contentOffset }
      set { contentOffset = newValue }
    }

    /// `contentSize`.
    public var hostContentSize: CGSize { contentSize }

    /// `bounds.size`.
    public var hostBoundsSize: CGSize { bounds.size }

    /// The bounds converted into the coordinate space of the window's screen.
    ///
    /// That is the space of keyboard frames (UIResponder.keyboardFrameEndUserInfoKey).
    /// Never `UIScreen.main`: a windowed app's screen is found through its window.
    public var hostFrameInScreen: CGRect? {
      guard let screen = hostScreen else { return nil }
      return convert(bounds, to: screen.coordinateSpace)
    }

    /// The bounds of the window's screen.
    public var hostScreenBounds: CGRect? { hostScreen?.bounds }

    /// The app-wide observer of `NotificationCenter.default`.
    public var hostKeyboardObserver: KeyboardObserver? { KeyboardObserver.shared }

    /// The input's rect in this scroll view's content coordinates, with its cell's rect or
    /// its caret when it has one (SPEC F2).
    ///
    /// - Complexity: O(depth of the input below this scroll view).
    public func focusGeometry(of input: AnyObject) -> FocusGeometry? {
      guard let view = input as? UIView, view.isDescendant(of: self) else { return nil }
      let inputRect = view.convert(view.bounds, to: self)
      if let textView = view as? UITextView, let range = textView.selectedTextRange {
        let caret = textView.convert(textView.caretRect(for: range.end), to: self)
        let selection = range.isEmpty ? nil : selectionRect(of: textView, range: range)
        return FocusGeometry(inputRect: inputRect, kind: .text(caret: caret, selection: selection))
      }
      if let cell = enclosingCell(of: view) {
        return FocusGeometry(
          inputRect: inputRect, kind: .inCell(cellRect: cell.convert(cell.bounds, to: self)))
      }
      return FocusGeometry(inputRect: inputRect)
    }

    /// Runs the engine's writes in one `UIView.animate` with the keyboard's duration and
    /// curve (`curve << 16`), beginning from the current state and allowing interaction,
    /// with one `layoutIfNeeded`; without animation for a `nil` or zero timing (SPEC A1).
    public func animateKeyboardChanges(
      with timing: AnimationTiming?, _ changes: @escaping @MainActor @Sendable () -> Void
    ) {
      UIKitKeyboardAnimation.run(timing, layingOut: self, changes)
    }

    // MARK: - Helpers

    /// The window's screen; the window's scene is watched from here on (SPEC K7).
    private var hostScreen: UIScreen? {
      guard let window else { return nil }
      SceneGeometryWatcher.shared.watch(window.windowScene)
      return window.windowScene?.screen ?? window.screen
    }

    private func enclosingCell(of view: UIView) -> UIView? {
      var current = view.superview
      while let candidate = current, candidate !== self {
        if candidate is UITableViewCell || candidate is UICollectionViewCell { return candidate }
        current = candidate.superview
      }
      return nil
    }

    private func selectionRect(of textView: UITextView, range: UITextRange) -> CGRect? {
      let rects = textView.selectionRects(for: range).map(\.rect).filter { !$0.isEmpty }
      guard let first = rects.first else { return nil }
      let union = rects.dropFirst().reduce(first) { $0.union($1) }
      return textView.convert(union, to: self)
    }
  }
#endif
