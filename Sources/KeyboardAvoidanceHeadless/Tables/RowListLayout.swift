import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// Row geometry and the ordered index of rows with inputs, computed once per data change.
///
/// The table's header view comes first, its footer view last; each section's header and
/// footer surround its rows.
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
  /// The table header view's rect (empty without one).
  private(set) var tableHeaderRect = CGRect.zero
  /// The table footer view's rect (empty without one).
  private(set) var tableFooterRect = CGRect.zero
  /// The headers and footers (of the sections and the table) whose views hold an input
  /// that accepts focus, in reading order.
  private(set) var inputSupplements: [RowListItem] = []
  /// The content height.
  private(set) var height: CGFloat = 0
  /// Flattened indices of the rows measured by their estimated height: never laid out yet.
  private(set) var estimatedRows: Set<Int> = []

  /// The layout of `sections`; a row with an estimated height takes its real one only when
  /// its flattened index is in `laidOut` (its cell was laid out once, as UIKit measures a
  /// self-sizing row).
  init(
    sections: [SectionSpec], width: CGFloat, tableHeader: RowSpec? = nil,
    tableFooter: RowSpec? = nil, laidOut: Set<Int> = []
  ) {
    var y: CGFloat = 0
    if let tableHeader {
      tableHeaderRect = CGRect(x: 0, y: 0, width: width, height: tableHeader.height)
      y = tableHeader.height
      if tableHeader.inputs.contains(where: \.acceptsFocus) {
        inputSupplements.append(.tableHeader)
      }
    }
    for (sectionIndex, section) in sections.enumerated() {
      if section.header > 0, section.headerInputs.contains(where: \.acceptsFocus) {
        inputSupplements.append(.sectionHeader(sectionIndex))
      }
      sectionStarts.append(rowRects.count)
      headerRects.append(CGRect(x: 0, y: y, width: width, height: section.header))
      y += section.header
      for (rowIndex, row) in section.rows.enumerated() {
        if row.inputs.contains(where: \.acceptsFocus) { inputRows.append(rowRects.count) }
        var rowHeight = row.height
        if let estimate = row.estimatedHeight, !laidOut.contains(rowRects.count) {
          estimatedRows.insert(rowRects.count)
          rowHeight = estimate
        }
        rowRects.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
        paths.append(RowPath(section: sectionIndex, row: rowIndex))
        y += rowHeight
      }
      footerRects.append(CGRect(x: 0, y: y, width: width, height: section.footer))
      y += section.footer
      if section.footer > 0, section.footerInputs.contains(where: \.acceptsFocus) {
        inputSupplements.append(.sectionFooter(sectionIndex))
      }
    }
    if let tableFooter {
      tableFooterRect = CGRect(x: 0, y: y, width: width, height: tableFooter.height)
      y += tableFooter.height
      if tableFooter.inputs.contains(where: \.acceptsFocus) {
        inputSupplements.append(.tableFooter)
      }
    }
    height = y
  }

  /// The next (previous) item with an enabled input after (before) `item`, rows, headers
  /// and footers alike.
  ///
  /// - Complexity: O(log items with inputs).
  func inputItem(after item: RowListItem, toward direction: NavigationDirection) -> RowListItem? {
    let rows = Self.search(inputRows.count, after: item, toward: direction) {
      .row(paths[inputRows[$0]])
    }.map { RowListItem.row(paths[inputRows[$0]]) }
    let supplement = Self.search(inputSupplements.count, after: item, toward: direction) {
      inputSupplements[$0]
    }.map { inputSupplements[$0] }
    guard let rows, let supplement else { return rows ?? supplement }
    return direction == .next ? min(rows, supplement) : max(rows, supplement)
  }

  /// The index of the first element after `item` (the last one before it) among `count`
  /// elements in reading order, each given by `element`.
  private static func search(
    _ count: Int, after item: RowListItem, toward direction: NavigationDirection,
    element: (Int) -> RowListItem
  ) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let isAfter = direction == .next ? element(middle) > item : element(middle) >= item
      if isAfter { high = middle } else { low = middle + 1 }
    }
    // `low` is the first element after `item` (forward), or the first not before it.
    if direction == .next { return low < count ? low : nil }
    return low > 0 ? low - 1 : nil
  }

  /// Flattened indices of the headers and footers (of sections) that intersect `band`,
  /// as items.
  ///
  /// - Complexity: O(log sections + sections in the band).
  func supplements(intersecting band: CGRect) -> [RowListItem] {
    var found: [RowListItem] = []
    for (rects, make) in [
      (headerRects, RowListItem.sectionHeader), (footerRects, RowListItem.sectionFooter),
    ] {
      var low = 0
      var high = rects.count
      while low < high {
        let middle = (low + high) / 2
        if rects[middle].maxY > band.minY { high = middle } else { low = middle + 1 }
      }
      var index = low
      while index < rects.count && rects[index].minY < band.maxY {
        if rects[index].height > 0 { found.append(make(index)) }
        index += 1
      }
    }
    return found
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
  func inputRow(from index: Int, toward direction: NavigationDirection) -> Int? {
    var low = 0
    var high = inputRows.count
    while low < high {
      let middle = (low + high) / 2
      if inputRows[middle] <= index { low = middle + 1 } else { high = middle }
    }
    // `low` is the first input row after `index`.
    if direction == .next { return low < inputRows.count ? inputRows[low] : nil }
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
