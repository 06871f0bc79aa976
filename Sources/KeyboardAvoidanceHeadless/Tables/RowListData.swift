package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// One row of a table or list: its height and the inputs its cell holds.
package struct RowSpec: Equatable, Sendable {
  /// The row's height in points.
  package var height: CGFloat
  /// The inputs the row's cell holds, in reading order (rule F4).
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
  package init(height: CGFloat, input: InputSpec? = nil) {
    self.init(height: height, inputs: input.map { [$0] } ?? [])
  }

  /// Creates a row with inputs in reading order.
  package init(height: CGFloat, inputs: [InputSpec]) {
    self.height = height
    self.inputs = inputs
  }
}

/// One section: header and footer heights and rows.
package struct SectionSpec: Equatable, Sendable {
  /// The header's height.
  package var header: CGFloat
  /// The footer's height.
  package var footer: CGFloat
  /// The rows.
  package var rows: [RowSpec]

  /// Creates a section.
  package init(header: CGFloat = 0, footer: CGFloat = 0, rows: [RowSpec]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}

/// Row geometry and the ordered index of rows with inputs, computed once per data change.
struct RowListLayout {
  /// Each row's rect in content coordinates, flattened in row order.
  private(set) var rowRects: [CGRect] = []
  /// Each flattened row's path.
  private(set) var paths: [RowPath] = []
  /// Where each section's rows start in the flattened arrays.
  private(set) var sectionStarts: [Int] = []
  /// Flattened indices of rows with an input that accepts focus (enabled, not hidden), ascending.
  private(set) var inputRows: [Int] = []
  /// The content height.
  private(set) var height: CGFloat = 0

  init(sections: [SectionSpec], width: CGFloat) {
    var y: CGFloat = 0
    for (sectionIndex, section) in sections.enumerated() {
      sectionStarts.append(rowRects.count)
      y += section.header
      for (rowIndex, row) in section.rows.enumerated() {
        if row.inputs.contains(where: \.acceptsFocus) { inputRows.append(rowRects.count) }
        rowRects.append(CGRect(x: 0, y: y, width: width, height: row.height))
        paths.append(RowPath(section: sectionIndex, row: rowIndex))
        y += row.height
      }
      y += section.footer
    }
    height = y
  }

  /// The flattened index of a path, or `nil` when out of range.
  func index(of path: RowPath) -> Int? {
    guard sectionStarts.indices.contains(path.section), path.row >= 0 else { return nil }
    let index = sectionStarts[path.section] + path.row
    let end =
      path.section + 1 < sectionStarts.count ? sectionStarts[path.section + 1] : rowRects.count
    return index < end ? index : nil
  }

  /// Flattened indices of the rows that intersect `band` vertically.
  ///
  /// - Complexity: O(log rows + rows in the band).
  func rows(intersecting band: CGRect) -> Range<Int> {
    let first = firstIndex { $0.maxY > band.minY }
    let end = firstIndex { $0.minY >= band.maxY }
    return first..<max(first, end)
  }

  /// The next (or previous) row with an enabled input after (before) flattened index
  /// `index`.
  ///
  /// - Complexity: O(log rows with inputs), whatever the number of rows without inputs
  ///   in between.
  func inputRow(from index: Int, forward: Bool) -> Int? {
    var low = 0
    var high = inputRows.count
    while low < high {
      let middle = (low + high) / 2
      if inputRows[middle] <= index { low = middle + 1 } else { high = middle }
    }
    // `low` is the first input row after `index`.
    if forward { return low < inputRows.count ? inputRows[low] : nil }
    var before = low - 1
    if before >= 0 && inputRows[before] == index { before -= 1 }
    return before >= 0 ? inputRows[before] : nil
  }

  private func firstIndex(where predicate: (CGRect) -> Bool) -> Int {
    var low = 0
    var high = rowRects.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(rowRects[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
