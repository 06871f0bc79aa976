import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

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
  /// Each section's header rect in content coordinates.
  private(set) var headerRects: [CGRect] = []
  /// Each section's footer rect in content coordinates.
  private(set) var footerRects: [CGRect] = []
  /// The content height.
  private(set) var height: CGFloat = 0

  init(sections: [SectionSpec], width: CGFloat) {
    var y: CGFloat = 0
    for (sectionIndex, section) in sections.enumerated() {
      sectionStarts.append(rowRects.count)
      headerRects.append(CGRect(x: 0, y: y, width: width, height: section.header))
      y += section.header
      for (rowIndex, row) in section.rows.enumerated() {
        if row.inputs.contains(where: \.acceptsFocus) { inputRows.append(rowRects.count) }
        rowRects.append(CGRect(x: 0, y: y, width: width, height: row.height))
        paths.append(RowPath(section: sectionIndex, row: rowIndex))
        y += row.height
      }
      footerRects.append(CGRect(x: 0, y: y, width: width, height: section.footer))
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
