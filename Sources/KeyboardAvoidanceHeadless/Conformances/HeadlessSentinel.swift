import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// A hidden view the headless binding adds where UIKit's binding adds its sentinels.
///
/// It reports joining or leaving a window and changes of its geometry (its frame, an
/// ancestor's, its window's frame or safe area), the signals UIKit gives a view and not
/// the view's owner.
@MainActor
package final class HeadlessSentinel: HeadlessView {
  /// What changed.
  enum Change {
    /// The sentinel joined or left a window.
    case window
    /// Its geometry changed.
    case geometry
  }

  /// Runs on each change; set by the watcher after the sentinel is in place.
  var onChange: (@MainActor (Change) -> Void)?
  /// Work waiting for the sentinel's next layout pass, oldest first.
  private var layoutWaiters: [@MainActor () -> Void] = []

  /// A zero-size, hidden sentinel.
  init() {
    super.init(frame: .zero)
    isHidden = true
  }

  /// Reports the window change.
  package override func didMoveToWindow() { onChange?(.window) }

  /// Reports the geometry change.
  package override func geometryDidChange() { onChange?(.geometry) }

  /// Runs `body` in this sentinel's next layout pass, which it asks for, never forcing one
  /// (rule L8).
  func runInNextLayoutPass(_ body: @escaping @MainActor () -> Void) {
    layoutWaiters.append(body)
    setNeedsLayout()
  }

  /// Runs the work that waited for this pass.
  package override func layoutSubviews() {
    let waiting = layoutWaiters
    layoutWaiters.removeAll()
    for body in waiting { body() }
  }
}
