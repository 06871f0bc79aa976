package import Foundation
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// One row of a table or list: its height and the inputs its cell holds.
package struct RowSpec: Equatable, Sendable {
  /// The row's height in points, once its cell is laid out.
  package var height: CGFloat
  /// The height the list assumes until the row's cell is first laid out (a table's
  /// `estimatedRowHeight`, a self-sizing cell's estimate), `nil` for a row whose height is
  /// known from the start: `rectForRow(at:)` answers with it until then, and the rows after
  /// move when the cell is laid out (rule F6 corrects for that once).
  package var estimatedHeight: CGFloat?
  /// The inputs the row's cell holds, in any order: navigation visits them in reading order
  /// by their frames (rule F6).
  package var inputs: [InputSpec]

  /// An input in a row's cell: its identifier, kind and frame in the cell's coordinates.
  package struct InputSpec: Equatable, Sendable {
    /// The identifier.
    package var id: String
    /// The frame in the cell's coordinates.
    package var frame: CGRect
    /// Whether the input accepts focus (disabled inputs are skipped by navigation).
    package var isEnabled: Bool
    /// Whether the input is hidden (hidden inputs are skipped by navigation).
    package var isHidden: Bool
    /// Whether it is a text view (scrolling its own text) rather than a text field.
    package var isTextView: Bool
    /// A text field's Return key (rule F6); a text view's Return inserts a newline whatever
    /// its key.
    package var returnKeyType: ReturnKeyType

    /// Creates an input spec.
    package init(
      id: String, frame: CGRect, isEnabled: Bool = true, isHidden: Bool = false,
      isTextView: Bool = false, returnKeyType: ReturnKeyType = .default
    ) {
      self.id = id
      self.frame = frame
      self.isEnabled = isEnabled
      self.isHidden = isHidden
      self.isTextView = isTextView
      self.returnKeyType = returnKeyType
    }

    /// Whether navigation may move focus to this input.
    var acceptsFocus: Bool { isEnabled && !isHidden }
  }

  /// Creates a row with at most one input.
  package init(height: CGFloat, estimatedHeight: CGFloat? = nil, input: InputSpec? = nil) {
    self.init(height: height, estimatedHeight: estimatedHeight, inputs: input.map { [$0] } ?? [])
  }

  /// Creates a row with inputs, in any order (``inputs``).
  package init(height: CGFloat, estimatedHeight: CGFloat? = nil, inputs: [InputSpec]) {
    self.height = height
    self.estimatedHeight = estimatedHeight
    self.inputs = inputs
  }
}
