import Foundation

/// A button of the Previous / Next / Done bar above the keyboard (rule T1).
package enum ToolbarButton: CaseIterable, Sendable {
  /// Moves to the previous input.
  case previous
  /// Moves to the next input.
  case next
  /// Ends editing.
  case done

}
