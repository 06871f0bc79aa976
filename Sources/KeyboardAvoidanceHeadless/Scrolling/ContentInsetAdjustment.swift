package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// UIKit's `contentInsetAdjustmentBehavior`, and the rule that turns it into
/// `adjustedContentInset`.
///
/// Per Apple's `UIScrollView.adjustedContentInset` and behaviour pages: `never` adds no
/// safe area; `always` adds all of it; `scrollableAxes` adds the vertical safe area only
/// when the content is taller than the bounds or `alwaysBounceVertical` is set, and the
/// horizontal only when the content is wider; `automatic` adds the vertical safe area
/// always for the content view of a navigation or tab-bar controller, and otherwise acts
/// as `scrollableAxes` (observed behaviour; Apple does not document it).
package enum ContentInsetAdjustment: String, CaseIterable, Sendable {
  /// UIKit's default.
  case automatic
  /// Adjust along the axes that scroll.
  case scrollableAxes
  /// Never include the safe area.
  case never
  /// Always include the safe area.
  case always

  /// The adjusted content inset for a scroll view's values.
  ///
  /// - Parameters:
  ///   - contentInset: The scroll view's `contentInset`.
  ///   - safeArea: The scroll view's `safeAreaInsets`.
  ///   - contentSize: The scroll view's `contentSize`.
  ///   - boundsSize: The scroll view's bounds size.
  ///   - alwaysBounceVertical: The scroll view's `alwaysBounceVertical`.
  ///   - isInNavigationController: Whether the scroll view is the content view of a view
  ///     controller shown by a navigation or tab-bar controller.
  package func adjustedInset(
    contentInset: EdgeInsets,
    safeArea: EdgeInsets,
    contentSize: CGSize,
    boundsSize: CGSize,
    alwaysBounceVertical: Bool,
    isInNavigationController: Bool
  ) -> EdgeInsets {
    let scrollsVertically = contentSize.height > boundsSize.height || alwaysBounceVertical
    let scrollsHorizontally = contentSize.width > boundsSize.width
    let vertical: Bool
    let horizontal: Bool
    switch self {
    case .never:
      (vertical, horizontal) = (false, false)
    case .always:
      (vertical, horizontal) = (true, true)
    case .scrollableAxes:
      (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic:
      (vertical, horizontal) = (isInNavigationController || scrollsVertically, scrollsHorizontally)
    }
    return EdgeInsets(
      top: contentInset.top + (vertical ? safeArea.top : 0),
      left: contentInset.left + (horizontal ? safeArea.left : 0),
      bottom: contentInset.bottom + (vertical ? safeArea.bottom : 0),
      right: contentInset.right + (horizontal ? safeArea.right : 0)
    )
  }
}
