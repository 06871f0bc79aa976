package import Foundation

/// One scroll UIKit made of a newly focused input into its scroll view (rule O1 j): the
/// offsets it moved between, and whether it came before the engines' reveal (order 1) or
/// after it (order 2).
///
/// The model keeps the last one on the scroll view, so that a judge of the engines can
/// tell UIKit's move from theirs.
package struct UIKitFocusScrollRecord: Sendable {
  /// The offset before the scroll.
  package var from: CGPoint
  /// The offset it scrolled to.
  package var to: CGPoint
  /// Whether it came after the engines' reveal.
  package var isAfterEngines: Bool
}
