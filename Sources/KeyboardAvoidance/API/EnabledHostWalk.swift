import KeyboardAvoidanceEngine

/// The nearest enabled host above an editor that UIKit does not announce (rule S3), one walk
/// for the UIKit binding and the headless model: each hands over its own superviews.
@MainActor
package enum EnabledHostWalk {
  /// The first of `scrollViews` (the editor's enclosing scroll views, nearest first) whose
  /// engine is enabled, or `nil`.
  ///
  /// - Complexity: O(number of `scrollViews`); reading creates no engine and attaches
  ///   nothing to the scroll views passed.
  package static func nearestEnabled<ScrollView: KeyboardHostLookup>(
    among scrollViews: some Sequence<ScrollView>
  ) -> ScrollView? {
    scrollViews.first { $0.existingKeyboardEngine?.isEnabled ?? false }
  }
}
