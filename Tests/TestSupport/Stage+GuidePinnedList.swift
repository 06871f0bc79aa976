import Foundation
package import KeyboardAvoidanceHeadless

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Stage {
  /// Adds a chat's list over the 390 x 844 window, 2,000 pt of content, its bottom pinned to
  /// the keyboard layout guide, and lays it out once: 844 tall with no keyboard (rule L7).
  package func addListPinnedToKeyboardLayoutGuide() -> HeadlessScrollView {
    let list = HeadlessScrollView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 2000))
    window.addSubview(list)
    list.bottomFollowsKeyboardLayoutGuide = true
    screen.runMainQueue()
    return list
  }
}
