import Foundation
@_spi(KeyboardAvoidanceBinding) import KeyboardAvoidance

/// The view of a `UIHostingController`: the root of SwiftUI content inside UIKit.
///
/// Models SwiftUI's `_UIHostingView`. SwiftUI lifts the content inside it out of the
/// keyboard by itself, so the app-wide mode never chooses a host inside one (rule L7); the
/// SwiftUI modifier is the way in (rule S1).
@MainActor
package final class HeadlessHostingView: HeadlessView {}

extension HeadlessView {
  /// Whether the view is inside SwiftUI content: a ``HeadlessHostingView`` is this view or
  /// one of its superviews.
  ///
  /// - Complexity: O(depth of the view).
  package var isInsideSwiftUI: Bool {
    KeyboardViewWalk.isInsideSwiftUI(self as HeadlessView)
  }

  /// Whether the view is SwiftUI's own: a hosting view, the scroll view behind a SwiftUI
  /// `ScrollView`, `List` or `Form` (rule L7), or the accessory view SwiftUI gives its text
  /// fields (rule T1).
  package var isSwiftUIView: Bool {
    self is HeadlessHostingView || self is HeadlessHostingScrollView
      || self is HeadlessSwiftUIAccessory
  }

  /// The nearest enabled host above this view: where an editor UIKit does not announce
  /// reports its editing (rule S3).
  ///
  /// - Complexity: O(depth of the view).
  package var nearestEnabledKeyboardHost: HeadlessScrollView? {
    EnabledHostWalk.nearestEnabled(
      among: sequence(first: self) { $0.superview }.lazy.compactMap { $0 as? HeadlessScrollView })
  }
}
