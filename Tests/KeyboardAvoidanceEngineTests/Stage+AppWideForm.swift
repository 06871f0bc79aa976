import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport

/// The app-wide mode's form stage of rule L7's tests, and what those tests add to it.
extension Stage {
  /// The form stage with the app-wide mode on.
  static func appWideForm() -> Stage {
    let stage = Stage.form()
    stage.screen.keyboard.enableEverywhere()
    return stage
  }

  /// Adds a scroll view to the form's content.
  func addScrollView(frame: CGRect, contentSize: CGSize) -> HeadlessScrollView {
    let nested = HeadlessScrollView(frame: frame, contentSize: contentSize)
    scrollView.addSubview(nested)
    return nested
  }

  /// Posts a `willShow` ending at `frame`.
  func show(_ frame: CGRect) {
    post(.willShow, endFrame: frame)
  }
}
