public import Foundation
public import KeyboardAvoidance

extension HeadlessScrollView: KeyboardScrollHost {
  /// The content inset; writes through here are the engine's and are counted.
  public var hostContentInset: EdgeInsets {
    get { contentInset }
    set {
      recorder.writes += 1
      contentInset = newValue
    }
  }

  /// The vertical indicator insets; writes through here are counted.
  public var hostIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      recorder.writes += 1
      verticalScrollIndicatorInsets = newValue
    }
  }

  /// The adjusted content inset (UIKit's rules, ``ContentInsetAdjustment``).
  public var hostAdjustedContentInset: EdgeInsets { adjustedContentInset }

  /// The content offset; writes through here are counted.
  public var hostContentOffset: CGPoint {
    get { contentOffset }
    set {
      recorder.writes += 1
      contentOffset = newValue
    }
  }

  /// The content size.
  public var hostContentSize: CGSize { contentSize }

  /// The bounds size.
  public var hostBoundsSize: CGSize { bounds.size }

  /// The bounds-sized frame converted through the window into screen space.
  public var hostFrameInScreen: CGRect? {
    guard let window, window.screen != nil else { return nil }
    return window.convertToScreen(frameInWindow)
  }

  /// The bounds of the window's screen.
  public var hostScreenBounds: CGRect? { window?.screen?.bounds }

  /// The observer of the window's screen.
  public var hostKeyboardObserver: KeyboardObserver? { window?.screen?.keyboardObserver }

  /// Applies the changes at once, recording the animation (when animated) and one layout
  /// pass, as the UIKit binding runs them in one `UIView.animate` with one
  /// `layoutIfNeeded`.
  public func animateKeyboardChanges(
    with timing: AnimationTiming?, _ changes: @escaping @MainActor @Sendable () -> Void
  ) {
    if let timing, timing.isAnimated { recorder.animations.append(timing) }
    changes()
    recorder.layoutPasses += 1
  }

  /// The input's bounds in this view's content coordinates, when it is inside this view,
  /// with a text view's caret and selection or a table cell's rect (SPEC F2).
  ///
  /// - Complexity: O(depth of the input below this view).
  public func focusGeometry(of input: AnyObject) -> FocusGeometry? {
    guard let view = input as? HeadlessView,
      let (rect, cell) = view.convert(view.bounds, toAncestor: self, noting: HeadlessRowCell.self)
    else { return nil }
    if let textView = view as? HeadlessTextView,
      let caret = textView.convert(textView.caretRect, toAncestor: self)
    {
      let selection = textView.selectionRect.flatMap { textView.convert($0, toAncestor: self) }
      return FocusGeometry(inputRect: rect, kind: .text(caret: caret, selection: selection))
    }
    if let cell, let cellRect = cell.convert(cell.bounds, toAncestor: self) {
      return FocusGeometry(inputRect: rect, kind: .inCell(cellRect: cellRect))
    }
    return FocusGeometry(inputRect: rect)
  }
}
