import Foundation
import KeyboardAvoidanceCore

/// UIKit's own scroll of a newly focused input into its enclosing scroll view (rule O1 j):
/// since iOS 8 a text field that becomes first responder calls `scrollRectToVisible` on
/// the nearest scroll view above it with its own frame, and a text view with its caret.
///
/// The unkind case is modelled: the input's rect with no margin, scrolled the least that
/// brings it inside the scroll view's bounds less its `adjustedContentInset` as they are at
/// that moment, clamped to the scrollable range, animated (as UIKit's focus scroll glides:
/// `scrollRectToVisible(_:animated: true)`), and only where the rect is not visible already.
/// Begun before the engines (order 1), inside `becomeFirstResponder`, it reads its start
/// for the rest of that turn, as UIKit's scroll does before its display link's first tick.
@MainActor
struct UIKitFocusScroll {
  /// The input that became first responder.
  let input: HeadlessView
  /// The nearest scroll view above it.
  let scrollView: HeadlessScrollView

  /// The scroll UIKit makes for `input`, or `nil` where it has no scroll view above it or
  /// its rect is visible already (then UIKit does nothing, and no order is picked).
  init?(_ input: HeadlessView) {
    var parent = input.superview
    while let view = parent, !(view is HeadlessScrollView) { parent = view.superview }
    guard let scrollView = parent as? HeadlessScrollView else { return nil }
    self.input = input
    self.scrollView = scrollView
    guard offset() != nil else { return nil }
  }

  /// The input's rect in the scroll view's content: a text view's caret, else its bounds.
  private var rect: CGRect {
    let own =
      if let textView = input as? HeadlessTextView {
        textView.layout.caretRect(
          at: textView.selectedRange.location + textView.selectedRange.length)
      } else {
        input.bounds
      }
    return input.convert(own, to: scrollView)
  }

  /// The offset `scrollRectToVisible` moves to now, or `nil` when the rect is visible.
  private func offset() -> CGPoint? {
    let inset = scrollView.adjustedContentInset
    let offset = scrollView.contentOffset
    let visibleTop = offset.y + inset.top
    let visibleBottom = offset.y + scrollView.bounds.height - inset.bottom
    let rect = rect
    var y = offset.y
    if rect.maxY > visibleBottom { y += rect.maxY - visibleBottom }
    // A rect above the visible part, or taller than it, shows its top, as UIKit's does.
    if rect.minY < visibleTop + (y - offset.y) { y = rect.minY - inset.top }
    let lowest = -inset.top
    let highest = max(
      lowest, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    y = min(max(y, lowest), highest)
    return abs(y - offset.y) < 0.5 ? nil : CGPoint(x: offset.x, y: y)
  }

  /// Scrolls as UIKit does, if the rect is still not visible, before the engines' reveal or
  /// `afterEngines`; the scroll is kept on the scroll view
  /// (``HeadlessScrollView/uikitFocusScroll``).
  func run(afterEngines: Bool) {
    guard let target = offset() else { return }
    let record = UIKitFocusScrollRecord(
      from: scrollView.contentOffset, to: target, isAfterEngines: afterEngines,
      cutScrollEnd: scrollView.scrollAnimation?.to)
    scrollView.setContentOffset(target, animated: true, readsStartThisStep: !afterEngines)
    scrollView.uikitFocusScroll = record
  }
}
