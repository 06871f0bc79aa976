/// What UIKit does with a tap before any tap recognizer sees it: the walk up from the view
/// under the finger (rule T2).
@MainActor
package struct HeadlessTapDelivery {
  /// Whether a view on the way took the tap: an input (it takes focus) or a button (it runs
  /// its action; controls have precedence over an ancestor's tap recognizer).
  package let isTaken: Bool
  /// The nearest scroll view passed on the way, the one whose recognizer hears the tap.
  package let scrollView: HeadlessScrollView?

  /// Delivers a tap that landed on `hit` to the first input or button from `hit` up to
  /// `top`, `top` included.
  package init(landingOn hit: HeadlessView, upTo top: HeadlessView) {
    var view: HeadlessView? = hit
    var scrollView: HeadlessScrollView?
    while let current = view {
      if let input = current as? any HeadlessInput {
        input.becomeFirstResponder()
        self.init(isTaken: true, scrollView: scrollView)
        return
      }
      if let button = current as? HeadlessButton {
        button.sendTap()
        self.init(isTaken: true, scrollView: scrollView)
        return
      }
      if scrollView == nil, let found = current as? HeadlessScrollView { scrollView = found }
      if current === top { break }
      view = current.superview
    }
    self.init(isTaken: false, scrollView: scrollView)
  }

  private init(isTaken: Bool, scrollView: HeadlessScrollView?) {
    self.isTaken = isTaken
    self.scrollView = scrollView
  }
}
